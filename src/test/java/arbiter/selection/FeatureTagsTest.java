package arbiter.selection;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ScenarioTags;
import io.cucumber.tagexpressions.TagExpressionParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The files a filtered run parses: never one less than those holding a selected scenario (checked
 * against the Gherkin parser over the whole specification), and for one id only its file.
 */
class FeatureTagsTest {

    private static final Path FEATURES = Path.of("features");

    @Test
    void oneIdNeedsOnlyItsFile() {
        List<Path> files = FeatureTags.under(List.of(FEATURES)).candidates("(@id:xymyx-r2-001)");
        assertThat(files).hasSize(1);
        assertThat(ScenarioTags.under(files.get(0))).anyMatch(tags -> tags.contains("@id:xymyx-r2-001"));
    }

    @Test
    void everyFileWithASelectedScenarioIsKept() {
        FeatureTags written = FeatureTags.under(List.of(FEATURES));
        for (String expression : List.of("@xymyx.R2.equal", "(@id:xymyx-r2-001 or @id:zeitgeist-rule2-003)", "@ruling and @xymyx-classic.R3",
                "@contrast", "not @ruling", "@xymyx.R2 and not @ruling")) {
            List<Path> kept = written.candidates(expression);
            for (Path file : written.candidates(null)) {
                boolean selects = ScenarioTags.under(file).stream().anyMatch(TagExpressionParser.parse(expression)::evaluate);
                if (selects) {
                    assertThat(kept).as(expression).contains(file);
                }
            }
        }
    }

    @Test
    void withNotEveryFileMayHoldOne() {
        FeatureTags written = FeatureTags.under(List.of(FEATURES));
        assertThat(FeatureTags.monotone("@a and (@b or @c)")).isTrue();
        assertThat(FeatureTags.monotone("@a and not @b")).isFalse();
        assertThat(FeatureTags.monotone("@notation")).isTrue();
        assertThat(written.candidates("@xymyx.R2 and not @ruling")).isEqualTo(written.candidates(null));
    }

    @Test
    void aFileThatCannotBeReadOrHasNoTagIsKeptSoThatTheRunReportsIt(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.feature"), "@xymyx.R1\nFeature: a\n  @id:a-001\n  Scenario: x\n");
        Files.createDirectory(dir.resolve("b.feature"));
        Files.writeString(dir.resolve("c.feature"), "");
        FeatureTags written = FeatureTags.under(List.of(dir));
        assertThat(written.all()).containsExactly("@id:a-001", "@xymyx.R1");
        assertThat(written.candidates("@id:a-001")).containsExactly(dir.resolve("a.feature"), dir.resolve("b.feature"),
                dir.resolve("c.feature"));
        assertThat(written.candidates("@id:zzz")).containsExactly(dir.resolve("b.feature"), dir.resolve("c.feature"));
    }
}
