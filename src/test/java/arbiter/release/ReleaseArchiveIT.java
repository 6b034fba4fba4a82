package arbiter.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive ({@code target/arbiter-VERSION.tar.gz} and {@code .zip}): unpacked anywhere, its
 * Unix launcher runs the jar beside it from any folder, finds Java through JAVA_HOME or the PATH, and
 * exits with Arbiter's own status; the zip holds the same, with the Windows launcher in CRLF lines.
 */
class ReleaseArchiveIT {

    @TempDir
    Path dir;

    private Path home;
    private Path elsewhere;

    @BeforeEach
    void unpack() throws Exception {
        Packaged.Ran untar = Packaged.run(dir, List.of("tar", "-xzf", Packaged.archive(".tar.gz").toString()));
        assertThat(untar.status()).as(untar.output()).isZero();
        home = dir.resolve("arbiter-" + Packaged.version());
        elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
    }

    @Test
    void theUnixLauncherRunsTheJarFromAnyFolder() throws Exception {
        Packaged.Ran ran = launch(Packaged.JAVA_HOME, "--version");

        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output()).contains("arbiter " + Packaged.version());
    }

    @Test
    void withoutJavaHomeItTakesJavaFromThePathAndRunsAsAProgram() throws Exception {
        String path = Packaged.JAVA_HOME.resolve("bin") + ":/usr/bin:/bin";
        Packaged.Ran ran = Packaged.run(elsewhere, List.of("env", "-u", "JAVA_HOME", "PATH=" + path,
                home.resolve("bin/arbiter").toString(), "--version"));

        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output()).contains("arbiter " + Packaged.version());
    }

    @Test
    void aLinkToTheLauncherFindsTheJarBesideTheLauncherItself() throws Exception {
        Path link = Files.createSymbolicLink(elsewhere.resolve("arbiter"), home.resolve("bin/arbiter"));

        Packaged.Ran ran = Packaged.run(elsewhere, List.of("sh", link.toString(), "--version"),
                "JAVA_HOME", Packaged.JAVA_HOME.toString());

        assertThat(ran.status()).as(ran.output()).isZero();
        assertThat(ran.output()).contains(Packaged.version());
    }

    @Test
    void itExitsWithArbitersStatus() throws Exception {
        Packaged.Ran ran = launch(Packaged.JAVA_HOME, "resolve", "--ruleset", "no-such-game", "--start");

        assertThat(ran.status()).as(ran.output()).isEqualTo(2);
        assertThat(ran.output()).contains("no-such-game");
    }

    @Test
    void aJavaHomeWithoutJavaIsNamedInOneLine() throws Exception {
        Packaged.Ran ran = launch(elsewhere, "--version");

        assertThat(ran.status()).isEqualTo(2);
        assertThat(ran.output()).isEqualTo("arbiter: JAVA_HOME is " + elsewhere + " but " + elsewhere
                + "/bin/java is not there; point JAVA_HOME at a Java 17 or newer\n");
    }

    /** {@code sh bin/arbiter ARGS} from another folder, with {@code javaHome} as JAVA_HOME. */
    private Packaged.Ran launch(Path javaHome, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("sh", home.resolve("bin/arbiter").toString()));
        command.addAll(List.of(args));
        return Packaged.run(elsewhere, command, "JAVA_HOME", javaHome.toString());
    }

    @Test
    void theZipHoldsTheSameJarAndTheWindowsLauncherInCrlfLines() throws IOException {
        String base = "arbiter-" + Packaged.version() + "/";
        try (ZipFile zip = new ZipFile(Packaged.archive(".zip").toFile())) {
            ZipEntry jar = zip.getEntry(base + "arbiter.jar");
            assertThat(jar).isNotNull();
            assertThat(jar.getSize()).isEqualTo(Files.size(Packaged.jar()));
            assertThat(zip.getEntry(base + "bin/arbiter")).isNotNull();
            assertThat(zip.getEntry(base + "README.md")).isNotNull();
            byte[] launcher = zip.getInputStream(zip.getEntry(base + "bin/arbiter.cmd")).readAllBytes();
            String cmd = new String(launcher, StandardCharsets.US_ASCII);
            assertThat(cmd).contains("-jar \"%ARBITER_JAR%\" %*", "exit /b %ERRORLEVEL%");
            assertThat(cmd.split("\r\n", -1)).allSatisfy(line -> assertThat(line).doesNotContain("\n"));
        }
    }
}
