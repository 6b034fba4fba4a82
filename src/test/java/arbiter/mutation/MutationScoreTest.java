package arbiter.mutation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MutationScoreTest {

    private static final String NEGATE = "NegateConditionalsMutator";

    @TempDir
    Path dir;

    private String out;

    private static String mutation(String status, String cls, int line, int index) {
        boolean detected = !status.equals("SURVIVED") && !status.equals("NO_COVERAGE");
        return "<mutation detected='" + detected + "' status='" + status + "'>"
                + "<sourceFile>" + cls.substring(cls.lastIndexOf('.') + 1).replaceAll("\\$.*", "") + ".java</sourceFile>"
                + "<mutatedClass>" + cls + "</mutatedClass><mutatedMethod>m</mutatedMethod><lineNumber>" + line + "</lineNumber>"
                + "<mutator>org.pitest.mutationtest.engine.gregor.mutators." + NEGATE + "</mutator>"
                + "<indexes><index>" + index + "</index></indexes><description>negated conditional</description></mutation>";
    }

    private static String listed(String cls, int line, int index, String description) {
        return String.join("\t", cls, "m", Integer.toString(line), NEGATE, Integer.toString(index), description, "same either way") + "\n";
    }

    private Path report(String... mutations) throws IOException {
        return Files.writeString(dir.resolve("mutations.xml"), "<?xml version='1.0'?><mutations>" + String.join("", mutations) + "</mutations>");
    }

    private List<String> faults(Path xml, String equivalents) throws IOException {
        Path tsv = Files.writeString(dir.resolve("equivalent.tsv"), equivalents);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<String> faults = MutationScore.print(MutationReport.read(xml), EquivalentMutants.read(tsv),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        out = bytes.toString(StandardCharsets.UTF_8);
        return faults;
    }

    @Test
    void theHeadlineIsKilledOfAllAndEverySurvivorComesWithItsLine() throws IOException {
        Path xml = report(
                mutation("KILLED", "arbiter.reference.xymyx.Settlement", 10, 4),
                mutation("KILLED", "arbiter.reference.xymyx.Settlement$Pair", 11, 2),
                mutation("SURVIVED", "arbiter.reference.xymyx.Arrival", 12, 7),
                mutation("TIMED_OUT", "arbiter.reference.zeitgeist.Placement", 5, 1),
                mutation("NO_COVERAGE", "arbiter.board.Castling", 7, 3));
        assertThat(faults(xml, "")).isEmpty();
        assertThat(out).containsPattern("xymyx\\s+3\\s+2\\s+66\\.7%\\s+0\\s+66\\.7% \\*")
                .containsPattern("zeitgeist\\s+1\\s+1\\s+100\\.0%\\s+0\\s+100\\.0%\\n")
                .containsPattern("board\\s+1\\s+0\\s+0\\.0%\\s+0\\s+0\\.0% \\*")
                .contains("Surviving mutants (2)")
                .contains("reference-impl/src/main/java/arbiter/reference/xymyx/Arrival.java:12  negated conditional")
                .contains("arbiter.reference.xymyx.Arrival m 12 " + NEGATE + " 7 negated conditional")
                .contains("src/main/java/arbiter/board/Castling.java:7  negated conditional  [" + NEGATE + ", no scenario reaches it]");
        assertThat(out.indexOf("xymyx ")).isLessThan(out.indexOf("zeitgeist ")).isLessThan(out.indexOf("board "));
    }

    @Test
    void aListedEquivalentCountsOnlyInTheSecondFigure() throws IOException {
        Path xml = report(mutation("KILLED", "arbiter.reference.revochess.TurnPlay", 3, 0),
                mutation("SURVIVED", "arbiter.reference.revochess.TurnPlay", 4, 5));
        assertThat(faults(xml, "# comment\n" + listed("arbiter.reference.revochess.TurnPlay", 4, 5, "negated conditional")
                + listed("arbiter.board.Castling", 7, 1, "negated conditional"))).isEmpty();
        assertThat(out).containsPattern("revochess\\s+2\\s+1\\s+50\\.0%\\s+1\\s+100\\.0% \\*").contains("Surviving mutants (0)");
    }

    @Test
    void aLineExcusesOneMutantAndNoOtherOfItsKind() throws IOException {
        Path xml = report(mutation("SURVIVED", "arbiter.reference.revochess.TurnPlay", 4, 5),
                mutation("SURVIVED", "arbiter.reference.revochess.TurnPlay", 4, 9));
        assertThat(faults(xml, listed("arbiter.reference.revochess.TurnPlay", 4, 5, "negated conditional"))).isEmpty();
        assertThat(out).containsPattern("revochess\\s+2\\s+0\\s+0\\.0%\\s+1\\s+0\\.0% \\*").contains("Surviving mutants (1)")
                .contains("TurnPlay m 4 " + NEGATE + " 9");
    }

    @Test
    void aListedMutantKilledGoneUncoveredOrChangedIsAFault() throws IOException {
        String cls = "arbiter.reference.revochess.TurnPlay";
        Path xml = report(mutation("KILLED", cls, 3, 0), mutation("NO_COVERAGE", cls, 5, 1), mutation("SURVIVED", cls, 6, 2));
        List<String> faults = faults(xml, listed(cls, 3, 0, "negated conditional") + listed(cls, 5, 1, "negated conditional")
                + listed(cls, 6, 2, "removed call") + listed(cls, 99, 0, "negated conditional")
                + listed("arbiter.board.Castling", 7, 1, "not mutated in this run"));
        assertThat(faults).containsExactly(cls + " m 3 " + NEGATE + " 0: killed (KILLED)",
                cls + " m 5 " + NEGATE + " 1: no scenario reaches it, which makes it a gap, not an equivalent",
                cls + " m 6 " + NEGATE + " 2: now reads \"negated conditional\"",
                cls + " m 99 " + NEGATE + " 0: no such mutant now");
        assertThat(out).contains("Lines of the list that no longer name a surviving mutant (4)");
    }

    @Test
    void theCommandFailsOnAFaultyList() throws IOException {
        Path xml = report(mutation("KILLED", "arbiter.reference.revochess.TurnPlay", 3, 0));
        Path tsv = Files.writeString(dir.resolve("list.tsv"), listed("arbiter.reference.revochess.TurnPlay", 3, 0, "negated conditional"));
        assertThatThrownBy(() -> MutationScore.main(new String[] {xml.toString(), tsv.toString()}))
                .hasMessageContaining("1 line(s) of " + tsv + " no longer name a surviving mutant");
    }

    @Test
    void aMalformedListOrReportSaysWhere() throws IOException {
        Path tsv = Files.writeString(dir.resolve("bad.tsv"), "# ok\nonly\ttwo\n");
        assertThatThrownBy(() -> EquivalentMutants.read(tsv)).isInstanceOf(IOException.class).hasMessageContaining("bad.tsv:2:");
        String line = listed("a.B", 1, 0, "d");
        Path twice = Files.writeString(dir.resolve("twice.tsv"), line + line);
        assertThatThrownBy(() -> EquivalentMutants.read(twice)).hasMessageContaining("twice.tsv:2: the same mutant is listed twice");
        Path xml = Files.writeString(dir.resolve("bad.xml"), "<mutations><mutation>");
        assertThatThrownBy(() -> MutationReport.read(xml)).isInstanceOf(IOException.class)
                .hasMessageContaining("is not a PIT mutations.xml");
    }
}
