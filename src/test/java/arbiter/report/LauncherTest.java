package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The first words of a printed command are those that started the run, from the folder it was started in. */
class LauncherTest {

    @TempDir
    Path dir;

    @Test
    void aLauncherScriptInTheWorkingFolderOrBelowIsWrittenFromIt() {
        assertThat(Launcher.words(dir.resolve("arbiter").toString(), null, dir)).containsExactly("./arbiter");
        assertThat(Launcher.words(dir.resolve("arbiter-1.0/bin/arbiter").toString(), null, dir)).containsExactly("./arbiter-1.0/bin/arbiter");
    }

    @Test
    void aLauncherElsewhereIsWrittenInFull() {
        Path elsewhere = dir.resolve("elsewhere");
        assertThat(Launcher.words(dir.resolve("home/bin/arbiter").toString(), null, elsewhere))
                .containsExactly(dir.resolve("home/bin/arbiter").toString());
    }

    @Test
    void withoutALauncherAJarIsRunByJava() throws Exception {
        Path jar = Files.createFile(dir.resolve("arbiter.jar"));
        assertThat(Launcher.words(null, jar, dir)).containsExactly("java", "-jar", "./arbiter.jar");
        assertThat(Launcher.words(null, jar, dir.resolve("x"))).containsExactly("java", "-jar", jar.toString());
    }

    @Test
    void theClassesOfABuildAreRunThroughTheRepositorysScript() {
        assertThat(Launcher.words(null, dir.resolve("target/classes"), dir)).containsExactly("./arbiter");
        assertThat(Launcher.words()).as("this test, run from the build's classes").isEqualTo(List.of("./arbiter"));
    }
}
