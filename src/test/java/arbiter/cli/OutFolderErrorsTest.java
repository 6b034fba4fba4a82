package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An out folder that cannot be written is said in one line with what was being written, the file or folder and why,
 * never the bare path an exception of the file system gives as its message.
 */
class OutFolderErrorsTest {

    @TempDir
    Path dir;

    @Test
    void rulebookIntoAFileSaysTheFileIsInTheWay() throws Exception {
        Path file = Files.createFile(dir.resolve("books"));
        CommandRun run = new CommandRun();
        assertThat(run.run("rulebook", "--ruleset", "simulchess", "--out", file.toString())).isEqualTo(2);
        assertThat(run.err.toString()).isEqualTo("arbiter: cannot write the rulebook of simulchess into " + file
                + ": a file of that name is in the way\n");
    }

    @Test
    void rulebookBelowAFileSaysItIsNotAFolder() throws Exception {
        Path file = Files.createFile(dir.resolve("books"));
        CommandRun run = new CommandRun();
        assertThat(run.run("rulebook", "--ruleset", "simulchess", "--out", file.resolve("more").toString())).isEqualTo(2);
        assertThat(run.err.toString()).startsWith("arbiter: cannot write the rulebook of simulchess into " + file.resolve("more") + ": ")
                .containsIgnoringCase("not a directory").hasLineCount(1);
    }

    @Test
    void fuzzIntoAFileSaysSoBeforeAnyTurn() throws Exception {
        Path file = Files.createFile(dir.resolve("findings"));
        CommandRun run = new CommandRun();
        assertThat(run.run("fuzz", "--implementation", "fixture-misjudging", "--turns", "50", "--out", file.toString())).isEqualTo(2);
        assertThat(run.err.toString()).isEqualTo("arbiter: cannot write the findings into " + file
                + ": a file of that name is in the way; no turn was run\n");
        assertThat(run.out.toString()).doesNotContain("total");
    }

    @Test
    void fuzzThatCannotWriteItsFindingsAfterEveryTurnRanNamesTheFileAndTheReason() throws Exception {
        Path out = Files.createDirectories(dir.resolve("out"));
        Files.createDirectory(out.resolve("findings.json"));
        CommandRun run = new CommandRun();
        assertThat(run.run("fuzz", "--implementation", "fixture-misjudging", "--turns", "50", "--out", out.toString())).isEqualTo(2);
        assertThat(run.out.toString()).containsPattern("(?m)^total +50 ");
        assertThat(run.err.toString()).startsWith("arbiter: cannot write the findings into " + out + ": " + out.resolve("findings.json")
                + ": ").contains("the same --seed, --shard and --turns meet them again").hasLineCount(1);
    }
}
