package arbiter.mutation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MutationScoreTest {

    @TempDir
    Path dir;

    private static String mutation(String status, String cls, int line, String description) {
        boolean detected = !status.equals("SURVIVED") && !status.equals("NO_COVERAGE");
        return "<mutation detected='" + detected + "' status='" + status + "'>"
                + "<sourceFile>" + cls.substring(cls.lastIndexOf('.') + 1).replaceAll("\\$.*", "") + ".java</sourceFile>"
                + "<mutatedClass>" + cls + "</mutatedClass><mutatedMethod>m</mutatedMethod><lineNumber>" + line + "</lineNumber>"
                + "<mutator>org.pitest.mutationtest.engine.gregor.mutators.NegateConditionalsMutator</mutator>"
                + "<description>" + description + "</description></mutation>";
    }

    private Path report(String... mutations) throws IOException {
        return Files.writeString(dir.resolve("mutations.xml"), "<?xml version='1.0'?><mutations>" + String.join("", mutations) + "</mutations>");
    }

    private String printed(Path xml, String equivalents) throws IOException {
        Path tsv = Files.writeString(dir.resolve("equivalent.tsv"), equivalents);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        MutationScore.print(MutationReport.read(xml), EquivalentMutants.read(tsv), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void scoresEachRulesetAndListsSurvivorsByFileAndLine() throws IOException {
        Path xml = report(
                mutation("KILLED", "arbiter.reference.xymyx.Settlement", 10, "negated conditional"),
                mutation("KILLED", "arbiter.reference.xymyx.Settlement$Pair", 11, "negated conditional"),
                mutation("SURVIVED", "arbiter.reference.xymyx.Arrival", 12, "negated conditional"),
                mutation("TIMED_OUT", "arbiter.reference.zeitgeist.Placement", 5, "negated conditional"),
                mutation("NO_COVERAGE", "arbiter.board.Castling", 7, "negated conditional"));
        String out = printed(xml, "");
        assertThat(out).containsPattern("xymyx\\s+3\\s+2\\s+0\\s+1\\s+66\\.7% \\*")
                .containsPattern("zeitgeist\\s+1\\s+1\\s+0\\s+0\\s+100\\.0%\\n")
                .containsPattern("board\\s+1\\s+0\\s+0\\s+1\\s+0\\.0% \\*")
                .contains("Surviving mutants (2):")
                .contains("reference-impl/src/main/java/arbiter/reference/xymyx/Arrival.java:12  negated conditional")
                .contains("src/main/java/arbiter/board/Castling.java:7  negated conditional  [NegateConditionalsMutator, no scenario reaches it]");
        assertThat(out.indexOf("xymyx ")).isLessThan(out.indexOf("zeitgeist ")).isLessThan(out.indexOf("board "));
    }

    @Test
    void aListedEquivalentLeavesTheScoreAndAStaleOneIsNamed() throws IOException {
        Path xml = report(mutation("KILLED", "arbiter.reference.revochess.TurnPlay", 3, "negated conditional"),
                mutation("SURVIVED", "arbiter.reference.revochess.TurnPlay", 4, "negated conditional"));
        String out = printed(xml, "# comment\narbiter.reference.revochess.TurnPlay\t4\tNegateConditionalsMutator\tnegated conditional\tsame either way\n"
                + "arbiter.reference.revochess.TurnPlay\t99\tNegateConditionalsMutator\tnegated conditional\tgone\n"
                + "arbiter.board.Castling\t7\tNegateConditionalsMutator\tnegated conditional\tnot mutated in this run\n");
        assertThat(out).containsPattern("revochess\\s+2\\s+1\\s+1\\s+0\\s+100\\.0%")
                .contains("Surviving mutants (0):")
                .contains("Listed as equivalent but not surviving in this report (1)")
                .contains("arbiter.reference.revochess.TurnPlay 99 NegateConditionalsMutator negated conditional")
                .doesNotContain("arbiter.board.Castling");
    }

    @Test
    void aMalformedListOrReportSaysWhere() throws IOException {
        Path tsv = Files.writeString(dir.resolve("bad.tsv"), "# ok\nonly\ttwo\n");
        assertThatThrownBy(() -> EquivalentMutants.read(tsv)).isInstanceOf(IOException.class).hasMessageContaining("bad.tsv:2:");
        Path xml = Files.writeString(dir.resolve("bad.xml"), "<mutations><mutation>");
        assertThatThrownBy(() -> MutationReport.read(xml)).isInstanceOf(IOException.class)
                .hasMessageContaining("is not a PIT mutations.xml");
    }
}
