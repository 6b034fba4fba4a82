package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code arbiter fuzz} against the suite's deliberately broken implementations: each planted fault
 * is found within 1,000 turns of a fixed seed, and the scenario written for it fails against the
 * faulty implementation and passes against the reference when {@code conform} runs it.
 */
class DifferentialFuzzTest {

    private static final String BOUND = "1000";

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"fixture-reversed-registration, xymyx", "fixture-misjudging, xymyx", "fixture-mixed, xymyx-classic",
        "fixture-forgets-freezing, xymyx", "fixture-sequential-simulchess, simulchess", "fixture-endless-revochess, revochess"})
    void findsEachPlantedFaultAndItsScenarioFailsTheFaultAndPassesTheReference(String fault, String ruleset) throws IOException {
        Path out = dir.resolve("findings");
        CommandRun fuzz = new CommandRun();
        assertThat(fuzz.run("fuzz", "--implementation", fault, "--ruleset", ruleset, "--turns", BOUND, "--out", out.toString()))
                .as(fuzz.out + "\n" + fuzz.err).isEqualTo(1);
        String feature = Files.readString(out.resolve("fuzz-" + ruleset + ".feature"));
        long scenarios = feature.lines().filter(l -> l.strip().startsWith("Scenario:")).count();
        assertThat(scenarios).isPositive();
        assertThat(feature).contains("@fuzz @id:" + ruleset + "-fuzz", "Given the ruleset \"" + ruleset + "\"", "# fuzz finding ",
                fault + " 1.0 answers otherwise");
        assertThat(json(out).get("findings")).hasSizeGreaterThanOrEqualTo((int) scenarios);

        String total = scenarios + (scenarios == 1 ? " scenario: " : " scenarios: ");
        CommandRun wrong = conform(out, "--implementation", fault);
        assertThat(wrong.out.toString()).as(wrong.out.toString()).contains(total + "0 passed, ");
        CommandRun right = conform(out);
        assertThat(right.out.toString()).as(right.out.toString()).contains(total + scenarios + " passed, 0 failed, 0 errored");
    }

    @Test
    void anImplementationThatBreaksIsOneFindingPerMessage() throws IOException {
        Path out = dir.resolve("crash");
        CommandRun fuzz = new CommandRun();
        assertThat(fuzz.run("fuzz", "--implementation", "fixture-crashing", "--ruleset", "xymyx", "--turns", "300", "--out",
                out.toString())).isEqualTo(1);
        JsonNode findings = json(out);
        assertThat(findings.get("findings")).hasSize(1);
        assertThat(findings.get("findings").get(0).get("otherAnswer").asText()).isEqualTo("error: board array index 64 out of bounds");
        JsonNode xymyx = findings.get("rulesets").get(0);
        assertThat(xymyx.get("errors").asLong()).as("every turn but those version 1 cannot say").isPositive()
                .isEqualTo(300 - xymyx.get("unsupported").asLong());
        assertThat(fuzz.out.toString()).containsPattern("(?m)^xymyx +300 .* " + xymyx.get("errors").asLong() + "$");
    }

    @Test
    void theReferenceAgainstItselfFindsNothingAndWritesNoScenario() throws IOException {
        Path out = dir.resolve("same");
        CommandRun fuzz = new CommandRun();
        assertThat(fuzz.run("fuzz", "--implementation", "arbiter-reference", "--turns", "500", "--out", out.toString())).isZero();
        assertThat(json(out).get("findings")).isEmpty();
        assertThat(json(out).get("turns").asLong()).isEqualTo(500);
        try (var files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("findings.json");
        }
        assertThat(fuzz.out.toString()).containsPattern("(?m)^total +500 ").contains("0 findings");
    }

    @Test
    void theSameSeedAndShardGiveTheSameFindingsAndShardsSplitTheCases() throws IOException {
        String[] args = {"fuzz", "--implementation", "fixture-reversed-registration", "--ruleset", "xymyx", "--turns", "400"};
        JsonNode once = fuzzed("once", args);
        JsonNode again = fuzzed("again", args);
        assertThat(again.get("findings")).isEqualTo(once.get("findings"));
        JsonNode shard = fuzzed("shard", concat(args, "--shard", "2/2"));
        assertThat(shard.get("runs").get(0).toString()).isEqualTo("{\"seed\":1,\"shard\":2,\"shards\":2,\"turns\":400}");
        assertThat(shard.get("findings").toString()).isNotEqualTo(once.get("findings").toString());
    }

    @Test
    void mergedRunsKeepEachFindingOnce() throws IOException {
        String[] args = {"fuzz", "--implementation", "fixture-reversed-registration", "--ruleset", "xymyx", "--turns", "300"};
        JsonNode one = fuzzed("one", concat(args, "--shard", "1/2"));
        fuzzed("two", concat(args, "--shard", "2/2"));
        CommandRun merge = new CommandRun();
        assertThat(merge.run("fuzz", "--merge", dir.resolve("one").toString(), dir.resolve("one").toString(), dir.resolve("two").toString(),
                "--out", dir.resolve("all").toString())).isEqualTo(1);
        JsonNode all = json(dir.resolve("all"));
        assertThat(all.get("turns").asLong()).isEqualTo(900);
        assertThat(all.get("findings").size()).isGreaterThanOrEqualTo(one.get("findings").size());
        assertThat(all.get("findings").findValuesAsText("cause")).doesNotHaveDuplicates();
        assertThat(conform(dir.resolve("all")).out.toString()).contains(all.get("findings").size() + " passed, 0 failed");
    }

    /**
     * The command the run prints to check its findings names the adapter it tested (with its limits), and run as printed it
     * fails them.
     */
    @Test
    void anAdapterThroughTheProtocolIsFuzzedLikeAJavaImplementation() throws Exception {
        String serve = "java -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve"
                + " --implementation fixture-reversed-registration";
        CommandRun run = new CommandRun();
        Path out = dir.resolve("protocol");
        assertThat(run.run("fuzz", "--adapter", serve, "--ruleset", "xymyx", "--turns", "300", "--timeout", "60", "--out", out.toString()))
                .as(run.out + "\n" + run.err).isOne();
        JsonNode found = json(out);
        assertThat(found.get("other").asText()).startsWith("fixture-reversed-registration");
        assertThat(found.get("findings")).isNotEmpty();

        String check = run.out.toString().lines().filter(l -> l.startsWith("check them: ")).findFirst().orElseThrow().substring(12);
        assertThat(BashWords.of(check)).containsExactly("./arbiter", "conform", "--features", out.toString(), "--adapter", serve,
                "--timeout", "60");
        CommandRun conform = new CommandRun();
        assertThat(conform.run(BashWords.arbiterArgs(check, "--no-rulebook", "--reports", dir.resolve("reports").toString())))
                .as(conform.out + "\n" + conform.err).isOne();
        assertThat(conform.out.toString()).contains(" 0 passed, ");
    }

    /**
     * One bug met in many turns with other pieces (a collision with a Pawn, with a Knight and a Rook, ...) is one finding,
     * its cause the kind of difference, every turn of it kept, each with its own variant and answers.
     */
    @Test
    void oneBugIsOneFindingWithEveryTurnOfItKept() throws IOException {
        JsonNode found = fuzzed("collisions", "fuzz", "--implementation", "fixture-forgets-collisions", "--ruleset", "simulchess",
                "--turns", "2000");
        assertThat(found.get("findings")).hasSize(1);
        JsonNode finding = found.get("findings").get(0);
        assertThat(finding.get("cause").asText()).isEqualTo("simulchess: missing COLLISION events");
        JsonNode variants = finding.get("variants");
        assertThat(variants.size()).isGreaterThan(2);
        assertThat(variants.findValuesAsText("variant")).doesNotHaveDuplicates().allMatch(v -> v.startsWith("simulchess: missing COLLISION "));
        assertThat(variants.findValuesAsText("position")).doesNotHaveDuplicates();
        for (JsonNode v : variants) {
            assertThat(v.get("expectedAnswer").asText()).contains("COLLISION");
            assertThat(v.get("otherAnswer").asText()).doesNotContain("COLLISION");
        }
        assertThat(variants.get(0).get("position")).isEqualTo(finding.get("position"));
        assertThat(Files.readString(dir.resolve("collisions/fuzz-simulchess.feature")))
                .contains("the same cause (simulchess: missing COLLISION events) met in " + (variants.size() - 1) + " other ways");
    }

    @Test
    void requestsUnderWayToAnAdapterChangeNoTurnAndNoFindingOfASeed() throws IOException {
        String serve = "java -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve"
                + " --implementation fixture-reversed-registration";
        JsonNode waiting = fuzzed("one-at-a-time", "fuzz", "--timeout", "60", "--start-timeout", "120",
                "--adapter", serve, "--ruleset", "xymyx", "--turns", "300",
                "--in-flight", "1");
        JsonNode ahead = fuzzed("under-way", "fuzz", "--timeout", "60", "--start-timeout", "120",
                "--adapter", serve, "--ruleset", "xymyx", "--turns", "300",
                "--in-flight", "32");
        assertThat(ahead.get("turns").asLong()).isEqualTo(300);
        assertThat(ahead.get("findings")).isNotEmpty().isEqualTo(waiting.get("findings"));
        assertThat(ahead.get("rulesets").findValues("differing")).isNotEmpty().isEqualTo(waiting.get("rulesets").findValues("differing"));
    }

    @Test
    void twoImplementationsAreComparedWithEachOtherTheFirstTakenAsRight() throws IOException {
        JsonNode found = fuzzed("two", "fuzz", "--implementation", "fixture-reversed-registration", "--implementation",
                "arbiter-reference", "--ruleset", "xymyx", "--turns", "300");
        assertThat(found.get("expected").asText()).startsWith("fixture-reversed-registration");
        assertThat(found.get("reference").asBoolean()).isFalse();
        assertThat(Files.readString(dir.resolve("two/fuzz-xymyx.feature"))).contains("the first implementation named, not the reference");
    }

    private JsonNode fuzzed(String name, String... args) throws IOException {
        CommandRun run = new CommandRun();
        int status = run.run(concat(args, "--out", dir.resolve(name).toString()));
        assertThat(status).as(run.out + "\n" + run.err).isIn(0, 1);
        return json(dir.resolve(name));
    }

    private CommandRun conform(Path features, String... more) {
        CommandRun run = new CommandRun();
        String[] args = concat(new String[] {"conform", "--features", features.toString(), "--no-allure-html", "--no-rulebook",
            "--reports", dir.resolve("reports").toString()}, more);
        run.run(args);
        return run;
    }

    private static JsonNode json(Path out) throws IOException {
        return new ObjectMapper().readTree(Files.readString(out.resolve("findings.json")));
    }

    private static String[] concat(String[] first, String... more) {
        String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
        System.arraycopy(more, 0, all, first.length, more.length);
        return all;
    }
}
