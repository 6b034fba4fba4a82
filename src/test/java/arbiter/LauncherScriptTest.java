package arbiter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code ./arbiter} builds the jar again when any source folder the main build compiles has changed. */
class LauncherScriptTest {

    private static final Pattern ADDED = Pattern.compile("<goal>add-source</goal></goals>\\s*<configuration>\\s*<sources>(.*?)</sources>",
            Pattern.DOTALL);
    private static final Pattern SOURCE = Pattern.compile("<source>([^<]+)</source>");

    @Test
    void theScriptWatchesEverySourceFolderOfTheMainBuild() throws Exception {
        List<String> folders = new ArrayList<>(List.of("src/main"));
        Matcher added = ADDED.matcher(Files.readString(Path.of("pom.xml")));
        while (added.find()) {
            Matcher source = SOURCE.matcher(added.group(1));
            while (source.find()) {
                folders.add(source.group(1).replaceFirst("/main/java$", ""));
            }
        }
        assertThat(folders).as("source folders of pom.xml").contains("reference-impl/src", "api/src");
        String script = Files.readString(Path.of("arbiter"));
        assertThat(folders).allSatisfy(f -> assertThat(script).as("./arbiter's staleness check").contains("\"$here/" + f + "\""));
    }
}
