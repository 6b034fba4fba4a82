package arbiter.release;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cli.PrintedCommands;
import arbiter.suite.fixtures.WrongFeature;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands a failing run prints run as printed, however Arbiter was started: {@code ./arbiter} in the repository,
 * {@code java -jar arbiter.jar} in an empty folder, the release archive's {@code bin/arbiter} from another folder.
 * Each run fails {@link WrongFeature} through the jar served as an adapter, every message checked; its {@code again:}
 * line and its report's {@code conform} line, run by bash in the same folder, fail the scenario again, and its
 * {@code resolve} line settles the turn.
 */
class PrintedCommandsIT {

    @TempDir
    Path dir;

    @Test
    void inTheRepositoryThroughItsScript() throws Exception {
        Path repository = Path.of("").toAbsolutePath();
        Path features = WrongFeature.write(dir);
        List<String> printed = failingRun(repository, List.of("./arbiter"), features.toString(), "--reports", dir.resolve("reports").toString());
        assertThat(printed).allMatch(c -> c.startsWith("./arbiter "));
    }

    @Test
    void fromTheJarAloneInAnEmptyFolder() throws Exception {
        WrongFeature.write(dir);
        List<String> printed = failingRun(dir, List.of(Packaged.java(), "-jar", Packaged.jar().toString()), "features");
        assertThat(printed).allMatch(c -> c.startsWith("java -jar " + Packaged.jar() + " "));
    }

    @Test
    void throughTheReleaseArchivesLauncherFromAnotherFolder() throws Exception {
        Packaged.Ran untar = Packaged.run(dir, List.of("tar", "-xzf", Packaged.archive(".tar.gz").toString()));
        assertThat(untar.status()).as(untar.output()).isZero();
        Path launcher = dir.resolve("arbiter-" + Packaged.version()).resolve("bin/arbiter");
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        WrongFeature.write(elsewhere);
        List<String> printed = failingRun(elsewhere, List.of(launcher.toString()), "features");
        assertThat(printed).allMatch(c -> c.startsWith(launcher + " "));
    }

    /** Runs the failing features from {@code folder} as {@code launcher} starts Arbiter, then each command it printed; returns them. */
    private List<String> failingRun(Path folder, List<String> launcher, String features, String... more) throws Exception {
        String serve = "'" + Packaged.java() + "' -jar '" + Packaged.jar() + "' serve";
        List<String> command = new ArrayList<>(launcher);
        command.addAll(List.of("conform", "--features", features, "--adapter", serve, "--validate", "--timeout", "60", "--no-rulebook"));
        command.addAll(List.of(more));
        Packaged.Ran ran = run(folder, command);
        assertThat(ran.status()).as(ran.output()).isOne();
        List<String> again = ran.output().lines().filter(l -> l.startsWith("    again: ")).map(l -> l.substring(11)).toList();
        assertThat(again).as(ran.output()).hasSize(1);
        Path reports = more.length == 2 ? Path.of(more[1]) : folder.resolve("reports");
        List<String> inReport = PrintedCommands.inReport(Files.readString(onlyRun(reports).resolve("report.html")));
        assertThat(inReport).hasSize(2).first().isEqualTo(again.get(0));
        assertThat(again.get(0)).contains(" --features " + features + " ", " --validate", " --timeout 60");

        for (String conform : List.of(again.get(0), inReport.get(0))) {
            Packaged.Ran rerun = run(folder, List.of("bash", "-c", conform));
            assertThat(rerun.status()).as(conform + "\n" + rerun.output()).isOne();
            assertThat(rerun.output()).contains("FAILED " + WrongFeature.ID, "1 scenario: 0 passed, 1 failed");
        }
        Packaged.Ran resolve = run(folder, List.of("bash", "-c", inReport.get(1)));
        assertThat(resolve.status()).as(inReport.get(1) + "\n" + resolve.output()).isZero();
        assertThat(resolve.output()).contains("collision");
        return List.of(again.get(0), inReport.get(0), inReport.get(1));
    }

    /** As a user runs it: {@code java} on the PATH and JAVA_HOME both the Java that runs the tests. */
    private static Packaged.Ran run(Path folder, List<String> command) throws Exception {
        return Packaged.run(folder, command, "JAVA_HOME", Packaged.JAVA_HOME.toString(),
                "PATH", Packaged.JAVA_HOME.resolve("bin") + ":" + System.getenv("PATH"));
    }

    private static Path onlyRun(Path reports) throws Exception {
        try (Stream<Path> runs = Files.list(reports)) {
            return runs.sorted().findFirst().orElseThrow();
        }
    }
}
