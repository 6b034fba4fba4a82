package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.protocol.fixtures.MisbehavingAdapter;
import arbiter.report.PageLinks;
import arbiter.report.fixtures.HostileAdapter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code conform} with several {@code --adapter}: a complete run per implementation, then one comparison of
 * them whose every count is the count of that implementation's own run, on the terminal, in compare.json and
 * in compare.html, whatever the others do (fail, hang, send hostile names).
 */
class CompareRunTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] THREE_IDS = {"--id", "xymyx-r1-006", "--id", "xymyx-r1-007", "--id", "xymyx-r2-001"};

    @TempDir
    Path reports;

    private static String serve(String implementation) {
        return "java -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve"
                + " --implementation " + implementation;
    }

    private CommandRun compare(int expectedStatus, String... args) {
        CommandRun run = new CommandRun();
        String[] all = Stream.concat(Stream.of("conform", "--no-allure-html", "--reports", reports.toString()), Stream.of(args))
                .toArray(String[]::new);
        assertThat(run.run(all)).as(run.out + "\n" + run.err).isEqualTo(expectedStatus);
        return run;
    }

    private Path comparison() throws IOException {
        try (Stream<Path> dirs = Files.list(reports)) {
            return dirs.filter(d -> d.getFileName().toString().endsWith("-comparison")).findFirst().orElseThrow();
        }
    }

    @Test
    void theReferenceAFaultyAndAHangingImplementationEachKeepTheCountsOfTheirOwnRun() throws IOException {
        CommandRun run = compare(1, Stream.concat(Stream.of("--timeout", "10", "--start-timeout", "120",
                "--adapter", serve("arbiter-reference"), "--adapter", serve("fixture-reversed-registration"),
                "--adapter", MisbehavingAdapter.command("hang-on-resolve")), Stream.of(THREE_IDS)).toArray(String[]::new));
        Path dir = comparison();
        JsonNode compare = JSON.readTree(dir.resolve("compare.json").toFile());
        JsonNode implementations = compare.path("implementations");
        assertThat(implementations).hasSize(3);
        for (int i = 0; i < 3; i++) {
            JsonNode column = implementations.get(i);
            JsonNode own = JSON.readTree(dir.resolve(column.path("report").asText()).toFile());
            assertThat(column.path("summary")).isEqualTo(own.path("summary"));
            JsonNode s = own.path("summary");
            assertThat(column.path("protocol").asInt()).isEqualTo(own.path("protocol").asInt()).isPositive();
            assertThat(run.out.toString()).contains("[" + (i + 1) + "] " + column.path("label").asText() + " (protocol version "
                    + own.path("protocol").asInt() + "): "
                    + s.path("passed") + " passed, " + s.path("failed") + " failed, " + s.path("errored") + " errored, "
                    + s.path("skipped") + " skipped, " + s.path("notApplicable") + " not applicable");
        }
        assertThat(implementations.get(0).path("summary").path("passed").asInt()).isEqualTo(3);
        assertThat(implementations.get(1).path("summary").path("failed").asInt()).isPositive();
        assertThat(implementations.get(2).path("summary").path("errored").asInt()).isEqualTo(3);
        assertThat(implementations.get(0).path("exitStatus").asInt()).isZero();
        assertThat(terminalRow(run, "xymyx.R1")).isEqualTo(cells(compare, "xymyx.R1"));
        assertThat(PageLinks.broken(dir.resolve("compare.html"))).isEmpty();
        assertThat(PageLinks.count(dir.resolve("compare.html"))).isGreaterThan(9);
        assertThat(run.out.toString()).contains("comparison: " + dir.resolve("compare.html"));

        CommandRun single = new CommandRun();
        single.run(Stream.concat(Stream.of("conform", "--no-allure-html", "--reports", reports.resolve("single").toString(),
                "--timeout", "60", "--start-timeout", "120",
                "--adapter", serve("fixture-reversed-registration")), Stream.of(THREE_IDS)).toArray(String[]::new));
        JsonNode faulty = implementations.get(1).path("summary");
        assertThat(single.out.toString()).contains("3 scenarios: " + faulty.path("passed") + " passed, " + faulty.path("failed")
                + " failed, " + faulty.path("errored") + " errored, 0 skipped, 0 not applicable");
    }

    /** The cells of a clause's row on the terminal. */
    private static List<String> terminalRow(CommandRun run, String clause) {
        String out = run.out.toString();
        Matcher m = Pattern.compile("(?m)^" + Pattern.quote(clause) + " +(.*)$").matcher(out.substring(out.indexOf("Comparison of")));
        assertThat(m.find()).as("a row for " + clause + " in\n" + run.out).isTrue();
        return List.of(m.group(1).trim().split(" +"));
    }

    /** The cells of a clause's row as the terminal writes them, from compare.json. */
    private static List<String> cells(JsonNode compare, String clause) {
        for (JsonNode row : compare.path("clauses")) {
            if (row.path("id").asText().equals(clause)) {
                return java.util.stream.StreamSupport.stream(row.path("results").spliterator(), false)
                        .map(t -> t.path("passed").asInt() + "/" + t.path("applicable").asInt()
                                + (t.path("failed").asInt() + t.path("errored").asInt() > 0 ? "*" : "")).toList();
            }
        }
        throw new AssertionError("no row for " + clause);
    }

    @Test
    void twoRunsOfOneImplementationPassingEverythingExitZeroUnderDistinctLabels() throws IOException {
        String reference = serve("arbiter-reference");
        CommandRun run = compare(0, "--timeout", "60", "--start-timeout", "120",
                "--adapter", reference, "--adapter", reference, "--id", "xymyx-r2-001");
        JsonNode compare = JSON.readTree(comparison().resolve("compare.json").toFile());
        assertThat(compare.path("implementations").findValuesAsText("label")).containsExactly("arbiter-reference", "arbiter-reference (2)");
        assertThat(run.out.toString()).contains("1 scenario: 0 failed or errored by one implementation or more, 1 passed by every"
                + " implementation, 0 passed by some and not applicable to, skipped by or not run by the others, 0 passed by none");
    }

    @Test
    void aFilterThatSelectsNothingIsOneErrorAndLeavesNoFolder() throws IOException {
        CommandRun run = compare(2, "--adapter", "true", "--adapter", "false", "--id", "nope-001");
        assertThat(run.err.toString()).isEqualTo("arbiter: --id nope-001 selects no scenario\n");
        try (Stream<Path> left = Files.list(reports)) {
            assertThat(left).isEmpty();
        }
    }

    @Test
    void aJavaImplementationNamedBesideSeveralAdaptersIsToldHowToTakePart() {
        CommandRun run = compare(2, "--implementation", "fixture-crashing", "--adapter", "true", "--adapter", "false", "--id", "nope-001");
        assertThat(run.err.toString()).contains("arbiter: to compare the Java implementation fixture-crashing too, add --adapter"
                + " './arbiter serve --implementation fixture-crashing'\n");
    }

    @Test
    void anAdapterWithAHostileNameLeavesEveryOutputClean() throws IOException {
        CommandRun run = compare(1, "--timeout", "60", "--start-timeout", "120",
                "--adapter", serve("arbiter-reference"), "--adapter", HostileAdapter.command(), "--id", "xymyx-r2-001");
        Path dir = comparison();
        for (String text : List.of(run.out.toString(), run.err.toString(),
                Files.readString(dir.resolve("compare.json"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve("compare.html"), StandardCharsets.UTF_8))) {
            assertThat(text.codePoints().filter(c -> (c < 0x20 && c != '\n' && c != '\t') || (c >= 0x7f && c <= 0x9f)
                    || c == 0xfffe || (c >= 0xd800 && c <= 0xdfff))).as("control characters and non-characters").isEmpty();
        }
        assertThat(run.out.toString()).contains("\\e[2J");
        JsonNode compare = JSON.readTree(dir.resolve("compare.json").toFile());
        assertThat(compare.path("implementations").get(1).path("label").asText()).contains("\\e[2J").contains("pwned");
        assertThat(PageLinks.broken(dir.resolve("compare.html"))).isEmpty();
    }

    @Test
    void aSignalledComparisonComparesTheRunsThatFinishedAndEndsTheAdapterItWaitedOn() throws Exception {
        Path pids = reports.resolve("pids");
        Path runs = reports.resolve("runs");
        Process run = new ProcessBuilder("java", "-cp", System.getProperty("java.class.path"), ArbiterCommand.class.getName(),
                "conform", "--no-allure-html", "--reports", runs.toString(), "--id", "xymyx-r2-001", "--timeout", "600",
                "--adapter", serve("arbiter-reference"), "--adapter", MisbehavingAdapter.leavingBehind(pids, "hang-on-resolve"))
                .redirectErrorStream(true).redirectOutput(reports.resolve("console.txt").toFile()).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        while (System.nanoTime() < deadline && !(Files.exists(pids) && MisbehavingAdapter.listed(pids).size() >= 2
                && secondRunStarted(runs))) {
            Thread.sleep(100);
        }
        assertThat(run.isAlive()).as("the second run waits for an answer that never comes").isTrue();
        run.destroy();
        assertThat(run.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Path dir;
        try (Stream<Path> dirs = Files.list(runs)) {
            dir = dirs.findFirst().orElseThrow();
        }
        JsonNode compare = JSON.readTree(dir.resolve("compare.json").toFile());
        assertThat(compare.path("complete").asBoolean()).isFalse();
        assertThat(compare.path("implementations").findValuesAsText("label")).containsExactly("arbiter-reference");
        assertThat(Files.readString(dir.resolve("compare.html"))).contains("<strong>INCOMPLETE</strong>");
        assertThat(Files.readString(reports.resolve("console.txt")))
                .contains("the comparison was cut short; the 1 finished run is compared in " + dir.resolve("compare.html"));
        try (Stream<Path> second = Files.list(dir.resolve("2"))) {
            Path own = second.findFirst().orElseThrow().resolve("report.json");
            assertThat(JSON.readTree(own.toFile()).path("complete").asBoolean(true)).as("the second run's own report").isFalse();
        }
        for (long pid : MisbehavingAdapter.listed(pids)) {
            assertThat(MisbehavingAdapter.running(pid)).as("process %d still runs", pid).isFalse();
        }
    }

    /** True once the second run has its own report folder: its adapter is started before the folder is made. */
    private static boolean secondRunStarted(Path runs) throws IOException {
        if (!Files.isDirectory(runs)) {
            return false;
        }
        try (Stream<Path> dirs = Files.list(runs)) {
            return dirs.map(d -> d.resolve("2")).anyMatch(second -> {
                try (Stream<Path> own = Files.isDirectory(second) ? Files.list(second) : Stream.empty()) {
                    return own.findAny().isPresent();
                } catch (IOException e) {
                    return false;
                }
            });
        }
    }
}
