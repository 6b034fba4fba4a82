package arbiter.expectations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import arbiter.cli.ArbiterCommand;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Known failures: {@code arbiter conform --expectations FILE}. */
class ExpectationsTest {

    @TempDir
    Path dir;

    private static ScenarioResult result(String id, Verdict verdict) {
        return new ScenarioResult(id, "scenario " + id, "features/xymyx/x.feature", 12, List.of("@id:" + id), "xymyx",
                verdict, verdict == Verdict.PASSED ? "" : "wrong", null, 1);
    }

    private static Expectations parse(String text) {
        return Expectations.parse("known.txt", text);
    }

    @Nested
    class Parsing {

        @Test
        void anIdAndTheRestOfTheLineAsTheReasonCommentsAndBlankLinesIgnored() {
            Expectations e = parse("""
                    # known failures of fixture-reversed-registration

                    xymyx-r1-006   registration order reversed, see https://example.org/issues/12#comment-3
                    \txymyx-r2-011\tissue #12  \r
                    @id:xymyx-ra1-007 copied from the tag
                      # an indented comment
                    """);
            assertThat(e.entries()).containsExactly(
                    new Expectations.Entry("xymyx-r1-006", "registration order reversed, see https://example.org/issues/12#comment-3", 3),
                    new Expectations.Entry("xymyx-r2-011", "issue #12", 4),
                    new Expectations.Entry("xymyx-ra1-007", "copied from the tag", 5));
            assertThat(e.source()).isEqualTo("known.txt");
        }

        @Test
        void anEmptyFileListsNothing() {
            assertThat(parse("").entries()).isEmpty();
            assertThat(parse("# nothing known\n\n").entries()).isEmpty();
        }

        @Test
        void anIdWithoutAReasonIsMalformedWithItsLine() {
            assertThatThrownBy(() -> parse("# header\nxymyx-r1-006 reversed\nxymyx-r1-007\n"))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("known.txt: line 3: \"xymyx-r1-007\" has no reason; write why, or an issue link, after the id");
        }

        @Test
        void aRepeatedIdIsMalformedNamingBothLines() {
            assertThatThrownBy(() -> parse("a one\nb two\n\na three\n"))
                    .hasMessage("known.txt: line 4: \"a\" is already listed on line 1");
        }

        @Test
        void everyMalformedLineIsReportedAtOnce() {
            assertThatThrownBy(() -> parse("a\nb fine\nc\nb again\n"))
                    .hasMessage("known.txt: 3 malformed entries: line 1: \"a\" has no reason; write why, or an issue link, after the id;"
                            + " line 3: \"c\" has no reason; write why, or an issue link, after the id;"
                            + " line 4: \"b\" is already listed on line 2");
        }

        @Test
        void aBareTagPrefixIsNoId() {
            assertThatThrownBy(() -> parse("@id: reversed\n")).hasMessage("known.txt: line 1: no scenario id before the reason");
        }

        @Test
        void jsonAsAnObjectOfIdsToReasons() {
            Expectations e = parse("""
                    {
                      "xymyx-r1-006": "reversed",
                      "@id:xymyx-r1-007": "https://example.org/issues/12"
                    }
                    """);
            assertThat(e.entries()).containsExactly(new Expectations.Entry("xymyx-r1-006", "reversed", 2),
                    new Expectations.Entry("xymyx-r1-007", "https://example.org/issues/12", 3));
        }

        @Test
        void jsonAsAnArrayOfIdsAndReasons() {
            Expectations e = parse("""
                    [
                      {"id": "xymyx-r1-006", "reason": "reversed"},
                      {"id": "xymyx-r1-007", "reason": "also reversed", "since": "1.2"}
                    ]
                    """);
            assertThat(e.entries()).extracting(Expectations.Entry::id).containsExactly("xymyx-r1-006", "xymyx-r1-007");
            assertThat(e.reasonFor("xymyx-r1-007")).isEqualTo("also reversed");
        }

        @Test
        void malformedJsonSaysWhere() {
            assertThatThrownBy(() -> parse("{\n  \"a\": \"x\",\n  \"b\": \n}"))
                    .hasMessageStartingWith("known.txt: not valid JSON: ").hasMessageContaining("(line 4, column ");
            assertThatThrownBy(() -> parse("{\n  \"a\": \"x\",\n  \"b\": \"\",\n  \"a\": \"y\"\n}"))
                    .hasMessage("known.txt: 2 malformed entries: line 3: \"b\" has no reason; give why, or an issue link;"
                            + " line 4: \"a\" is already listed on line 2");
            assertThatThrownBy(() -> parse("[\n  {\"reason\": \"x\"}\n]")).hasMessage("known.txt: line 2: an entry without a scenario id");
            assertThatThrownBy(() -> parse("[\n  \"a\"\n]"))
                    .hasMessage("known.txt: line 2: expected {\"id\": ..., \"reason\": ...} objects in the array");
        }

        @Test
        void aMissingFileIsNamed() {
            assertThatThrownBy(() -> Expectations.read(dir.resolve("none.txt")))
                    .hasMessage("cannot read the expectations file " + dir.resolve("none.txt") + ": there is no such file");
        }

        @Test
        void anIdCoversTheRowsOfAnOutlineOverRulesets() {
            Expectations e = parse("xymyx-classic-contrast-012 both editions\nxymyx-classic-contrast-013/xymyx only the current one\n");
            assertThat(e.reasonFor("xymyx-classic-contrast-012/xymyx")).isEqualTo("both editions");
            assertThat(e.reasonFor("xymyx-classic-contrast-012/xymyx-classic")).isEqualTo("both editions");
            assertThat(e.reasonFor("xymyx-classic-contrast-013/xymyx")).isEqualTo("only the current one");
            assertThat(e.reasonFor("xymyx-classic-contrast-013/xymyx-classic")).isNull();
            assertThat(e.reasonFor("xymyx-classic-contrast-01")).isNull();
        }
    }

    @Nested
    class Judging {

        private final Expectations known = parse("a reversed\nb issue 7\nc crashes\nzz renamed long ago\n");

        @Test
        void knownFailuresDoNotFailTheRun() {
            Expectations.Outcome o = known.judge(List.of(result("a", Verdict.FAILED), result("b", Verdict.FAILED),
                    result("c", Verdict.ERRORED), result("d", Verdict.PASSED)));
            assertThat(o.exitStatus(false)).isZero();
            assertThat(o.exitStatus(true)).isZero();
            assertThat(o.knownFailures()).extracting(Expectations.Match::id).containsExactly("a", "b", "c");
            assertThat(o.unexpectedFailures()).isEmpty();
            assertThat(o.text(false)).contains("expectations from known.txt: 3 known failures, 0 unexpected passes, 1 listed id not in this run\n")
                    .contains("  known failure    a  failed  (reversed)\n", "  known failure    c  errored  (crashes)\n")
                    .contains("  not in this run  zz  (line 4)\n").endsWith("no unexpected failures\n");
        }

        @Test
        void anUnlistedFailureFailsTheRun() {
            Expectations.Outcome o = known.judge(List.of(result("a", Verdict.FAILED), result("e", Verdict.ERRORED)));
            assertThat(o.exitStatus(false)).isEqualTo(1);
            assertThat(o.unexpectedFailures()).containsExactly("e");
            assertThat(o.text(false)).endsWith("1 unexpected failure (failed or errored, not listed)\n");
        }

        @Test
        void anUnexpectedPassIsReportedAndFailsOnlyWhenStrict() {
            Expectations.Outcome o = known.judge(List.of(result("a", Verdict.PASSED), result("b", Verdict.FAILED)));
            assertThat(o.unexpectedPasses()).extracting(Expectations.Match::id).containsExactly("a");
            assertThat(o.exitStatus(false)).isZero();
            assertThat(o.exitStatus(true)).isEqualTo(1);
            assertThat(o.text(false)).contains("  unexpected pass  a  passes now; listed as: reversed (line 1)\n")
                    .endsWith("no unexpected failures; take the unexpected passes off the list\n");
            assertThat(o.text(true)).endsWith("; unexpected passes fail the run (--strict-expectations)\n");
        }

        @Test
        void skippedAndNotApplicableListedScenariosAreNeither() {
            Expectations.Outcome o = known.judge(List.of(result("a", Verdict.SKIPPED), result("b", Verdict.NOT_APPLICABLE)));
            assertThat(o.exitStatus(true)).isZero();
            assertThat(o.knownFailures()).isEmpty();
            assertThat(o.unexpectedPasses()).isEmpty();
            assertThat(o.text(false)).contains("  listed, skipped  a  (reversed)\n", "  listed, not applicable  b  (issue 7)\n");
        }

        @Test
        void listedIdsNotInTheRunAreWarnedAbout() {
            Expectations.Outcome o = known.judge(List.of(result("a", Verdict.FAILED)));
            assertThat(o.notInRun()).extracting(Expectations.Entry::id).containsExactly("b", "c", "zz");
            assertThat(o.warnings()).containsExactly(
                    "known.txt:2: \"b\" is listed as a known failure but is not in this run",
                    "known.txt:3: \"c\" is listed as a known failure but is not in this run",
                    "known.txt:4: \"zz\" is listed as a known failure but is not in this run");
            assertThat(o.exitStatus(false)).isZero();
        }

        @Test
        void anEmptyRunStillFails() {
            assertThat(known.judge(List.of()).exitStatus(false)).isEqualTo(1);
        }
    }

    @Nested
    class EndToEnd {

        /** Every scenario fixture-reversed-registration fails: exactly those where the registration order decides. */
        static final List<String> ORDER_MATTERS = List.of("xymyx-r1-006", "xymyx-r1-007", "xymyx-r2-011", "xymyx-r2-012",
                "xymyx-r2-013", "xymyx-r2-014", "xymyx-r2-015", "xymyx-r2-016", "xymyx-ra1-007", "xymyx-ra1-008",
                "xymyx-ra2-001", "xymyx-ra2-002", "xymyx-ra2-003", "xymyx-ra2-004", "xymyx-ra2-008", "xymyx-ra3-004",
                "xymyx-ra3-005", "xymyx-ra3-007", "xymyx-ra3-008", "xymyx-c6-011", "xymyx-c6-012", "xymyx-r2-020", "xymyx-r2-021",
                "xymyx-classic-contrast-010");

        private final StringWriter out = new StringWriter();
        private final StringWriter err = new StringWriter();

        private int conform(Path expectations, String... more) {
            List<String> args = new ArrayList<>(List.of("conform", "--implementation", "fixture-reversed-registration",
                    "--expectations", expectations.toString(), "--reports", dir.resolve("reports").toString()));
            args.addAll(List.of(more));
            return ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
        }

        private Path file(List<String> ids, String... extra) throws IOException {
            StringBuilder s = new StringBuilder("# fixture-reversed-registration gets the registration order backwards\n\n");
            ids.forEach(id -> s.append(id).append("  registration order reversed (issue #1)\n"));
            for (String line : extra) {
                s.append(line).append('\n');
            }
            return Files.writeString(dir.resolve("known-failures.txt"), s.toString());
        }

        private JsonNode report() throws IOException {
            try (Stream<Path> runs = Files.list(dir.resolve("reports"))) {
                Path run = runs.findFirst().orElseThrow();
                return new ObjectMapper().readTree(run.resolve("report.json").toFile());
            }
        }

        private Path summary() throws IOException {
            try (Stream<Path> runs = Files.list(dir.resolve("reports"))) {
                return runs.findFirst().orElseThrow().resolve("summary.txt");
            }
        }

        @Test
        void everyFailureKnownExitsZeroAndTheReportSaysWhich() throws IOException {
            int status = conform(file(ORDER_MATTERS));
            assertThat(status).as(out + "\n" + err).isZero();
            assertThat(err.toString()).isEmpty();
            assertThat(out.toString())
                    .contains("24 failed")
                    .contains("expectations from " + dir.resolve("known-failures.txt")
                            + ": 24 known failures, 0 unexpected passes, 0 listed ids not in this run\n")
                    .contains("  known failure    xymyx-r2-013  failed  (registration order reversed (issue #1))\n")
                    .contains("no unexpected failures\n")
                    .contains("KNOWN FAILED xymyx-c6-011  ")
                    .contains("    expected to fail: registration order reversed (issue #1)\n")
                    .doesNotContainPattern("(?m)^FAILED ");
            assertThat(Files.readString(summary())).contains("24 known failures");
            Map<String, JsonNode> expectations = new LinkedHashMap<>();
            report().path("scenarios").forEach(s -> {
                if (s.has("expectation")) {
                    expectations.put(s.path("id").asText(), s.path("expectation"));
                }
            });
            List<String> rows = ORDER_MATTERS.stream().flatMap(id -> id.contains("contrast")
                    ? java.util.stream.Stream.of(id + "/xymyx", id + "/xymyx-classic") : java.util.stream.Stream.of(id)).toList();
            assertThat(expectations.keySet()).as("an outline's id marks each of its rows").containsExactlyInAnyOrderElementsOf(rows);
            assertThat(expectations.get("xymyx-r1-006").path("known").asBoolean()).isTrue();
            assertThat(expectations.get("xymyx-r1-006").path("reason").asText()).isEqualTo("registration order reversed (issue #1)");
        }

        @Test
        void anUnlistedFailureExitsOne() throws IOException {
            int status = conform(file(ORDER_MATTERS.subList(1, ORDER_MATTERS.size())));
            assertThat(status).as(out + "\n" + err).isEqualTo(1);
            assertThat(out.toString()).contains("23 known failures").contains("1 unexpected failure (failed or errored, not listed)\n")
                    .containsPattern("(?m)^FAILED " + ORDER_MATTERS.get(0) + "  ")
                    .doesNotContain("known failure    xymyx-r1-006");
        }

        @Test
        void anUnexpectedPassIsListedAndFailsTheRunOnlyWhenStrict() throws IOException {
            Path known = file(ORDER_MATTERS, "xymyx-r2-001  thought to fail, but the order does not decide it");
            assertThat(conform(known)).as(out + "\n" + err).isZero();
            assertThat(out.toString()).contains("24 known failures, 1 unexpected pass, 0 listed ids not in this run")
                    .contains("  unexpected pass  xymyx-r2-001  passes now; listed as: thought to fail, but the order does not decide it (line 27)\n");
            assertThat(conform(known, "--strict-expectations")).isEqualTo(1);
        }

        @Test
        void anIdNotInTheRunIsAWarning() throws IOException {
            int status = conform(file(List.of("xymyx-r1-006", "xymyx-r1-007"), "xymyx-r9-999  no such scenario"), "--clause", "xymyx.R1");
            assertThat(status).as(out + "\n" + err).isZero();
            assertThat(err.toString()).isEqualTo("arbiter: warning: " + dir.resolve("known-failures.txt")
                    + ":5: \"xymyx-r9-999\" is listed as a known failure but is not in this run\n");
            assertThat(out.toString()).contains("  not in this run  xymyx-r9-999  (line 5)\n");
        }

        @Test
        void aMalformedFileStopsBeforeTheRunWithItsLine() throws IOException {
            Path bad = Files.writeString(dir.resolve("bad.txt"), "xymyx-r1-006 reversed\nxymyx-r1-007\n");
            int status = conform(bad);
            assertThat(status).isEqualTo(2);
            assertThat(err.toString()).isEqualTo("arbiter: " + bad
                    + ": line 2: \"xymyx-r1-007\" has no reason; write why, or an issue link, after the id\n");
            assertThat(dir.resolve("reports")).doesNotExist();
        }

        @Test
        void aMissingFileIsACleanError() {
            int status = conform(dir.resolve("nowhere.txt"));
            assertThat(status).isEqualTo(2);
            assertThat(err.toString()).isEqualTo("arbiter: cannot read the expectations file " + dir.resolve("nowhere.txt") + ": there is no such file\n");
        }
    }
}
