package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.FeatureFiles;
import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.PickleStep;
import io.cucumber.messages.types.PickleTag;
import io.cucumber.messages.types.RuleChild;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scenario text a failure card shows, cut where the Gherkin parser located it, from files that a
 * scan for lines starting with "Scenario" or "@" cut in the wrong place. Each excerpt must itself
 * parse into exactly the one scenario it was cut for: same name, tags and steps.
 */
class GherkinSourceTest {

    @TempDir
    Path dir;

    private final GherkinSource source = new GherkinSource();

    private Path feature(String text) throws Exception {
        return Files.writeString(dir.resolve("odd-" + text.hashCode() + ".feature"), text);
    }

    private static List<Envelope> parse(String uri, String text) {
        List<Envelope> envelopes = GherkinParser.builder().build().parse(uri, text.getBytes(StandardCharsets.UTF_8)).toList();
        assertThat(envelopes.stream().map(Envelope::getParseError).flatMap(Optional::stream)).as(text).isEmpty();
        return envelopes;
    }

    private static List<Pickle> pickles(String uri, String text) {
        return parse(uri, text).stream().map(Envelope::getPickle).flatMap(Optional::stream).toList();
    }

    /** The line Cucumber reports a pickle at: its scenario's keyword, or its Examples row. */
    private static Map<String, Integer> linesOfNodes(List<Envelope> envelopes) {
        Map<String, Integer> lines = new HashMap<>();
        Feature feature = envelopes.stream().map(Envelope::getGherkinDocument).flatMap(Optional::stream)
                .map(GherkinDocument::getFeature).flatMap(Optional::stream).findFirst().orElseThrow();
        Stream.concat(feature.getChildren().stream().map(FeatureChild::getScenario).flatMap(Optional::stream),
                feature.getChildren().stream().map(FeatureChild::getRule).flatMap(Optional::stream)
                        .flatMap(r -> r.getChildren().stream()).map(RuleChild::getScenario).flatMap(Optional::stream))
                .forEach(s -> {
                    lines.put(s.getId(), s.getLocation().getLine().intValue());
                    s.getExamples().forEach(e -> e.getTableBody().forEach(row -> lines.put(row.getId(), row.getLocation().getLine().intValue())));
                });
        return lines;
    }

    /** The excerpt for each scenario (or row) of the file, checked to run as that scenario alone; the excerpts, in order. */
    private List<String> excerpts(Path file) throws Exception {
        List<Envelope> envelopes = parse(file.toString(), FeatureFiles.read(file));
        Map<String, Integer> lines = linesOfNodes(envelopes);
        List<Pickle> all = envelopes.stream().map(Envelope::getPickle).flatMap(Optional::stream).toList();
        assertThat(all).isNotEmpty();
        return all.stream().map(p -> {
            String excerpt = source.of(file.toString(), lines.get(p.getAstNodeIds().get(p.getAstNodeIds().size() - 1)));
            List<Pickle> alone = pickles("excerpt", excerpt);
            assertThat(alone).as(excerpt).hasSize(1);
            assertThat(alone.get(0).getName()).isEqualTo(p.getName());
            assertThat(alone.get(0).getTags().stream().map(PickleTag::getName)).as(excerpt)
                    .containsExactlyElementsOf(p.getTags().stream().map(PickleTag::getName).toList());
            assertThat(alone.get(0).getSteps().stream().map(GherkinSourceTest::step)).as(excerpt)
                    .containsExactlyElementsOf(p.getSteps().stream().map(GherkinSourceTest::step).toList());
            return excerpt;
        }).toList();
    }

    private static String step(PickleStep s) {
        return s.getText() + " " + s.getArgument().map(Object::toString).orElse("");
    }

    @Test
    void everyScenarioAndRowOfTheSpecificationIsCutToRunAlone() throws Exception {
        int cut = 0;
        for (Path file : FeatureFiles.under(Path.of("features"))) {
            cut += excerpts(file).size();
        }
        assertThat(cut).as("scenarios and rows cut").isGreaterThan(500);
    }

    @Test
    void anOutlineRowComesWithItsExamplesHeaderAndThatRowOnly() throws Exception {
        List<String> rows = excerpts(feature("""
                Feature: rows
                  Scenario Outline: a <n>
                    Given the number <n>

                    Examples: first
                      | n |
                      | 1 |
                      | 2 |
                """));
        assertThat(rows.get(1)).contains("Examples: first\n      | n |\n      | 2 |\n").doesNotContain("| 1 |");
    }

    @Test
    void tagsOnExamplesDoNotEndTheOutline() throws Exception {
        List<String> rows = excerpts(feature("""
                Feature: tagged examples
                  @id:t-001
                  Scenario Outline: a <n>
                    Given the number <n>

                    @fast
                    Examples:
                      | n |
                      | 1 |

                    @slow
                    Examples:
                      | n |
                      | 2 |
                """));
        assertThat(rows.get(1)).contains("@id:t-001", "@slow", "| 2 |").doesNotContain("@fast", "| 1 |");
    }

    @Test
    void examplesCalledScenariosAndFeaturesInAnotherLanguageKeepTheirKeywords() throws Exception {
        List<String> english = excerpts(feature("""
                Feature: synonyms
                  Scenario Template: a <n>
                    Given the number <n>

                    Scenarios:
                      | n |
                      | 1 |
                """));
        assertThat(english.get(0)).contains("Scenarios:\n      | n |\n      | 1 |");
        List<String> french = excerpts(feature("# language: fr\nFonctionnalité: langue\n  Scénario: un\n    Soit un plateau\n"));
        assertThat(french.get(0)).startsWith("# language: fr\nFonctionnalité: langue\n");
    }

    @Test
    void aDocStringSayingScenarioOrStartingWithAnAtSignStaysInTheStep() throws Exception {
        List<String> excerpts = excerpts(feature("""
                Feature: doc strings
                  Scenario: a note
                    Given the note
                      \"\"\"
                      @admin wrote:
                      Scenario: not one
                      \"\"\"
                    Then it is kept

                  Scenario: next
                    Given nothing
                """));
        assertThat(excerpts.get(0)).contains("Scenario: not one", "Then it is kept").doesNotContain("Scenario: next");
    }

    @Test
    void descriptionsThatSayScenarioAndAtSignsInStepsAreText() throws Exception {
        List<String> excerpts = excerpts(feature("""
                Feature: descriptions
                  Scenarios here all start from one board.

                  Background:
                    Given the board

                  Scenario: described
                    Scenarios like this one mention scenarios.
                    Given @alice plays
                      | who    |
                      | @bob   |
                    Then it is kept
                """));
        assertThat(excerpts.get(0)).contains("Background:", "Then it is kept", "| @bob   |");
    }

    @Test
    void commentsBetweenTagLinesKeepTheFirstTagsAndCommentsBeforeTheNextScenarioAreLeftOut() throws Exception {
        List<String> excerpts = excerpts(feature("""
                Feature: comments
                  @id:c-001
                  # why it is slow
                  @slow
                  Scenario: first
                    Given one
                    # And two

                  # ---- part two ----
                  @id:c-002
                  Scenario: second
                    Given three
                """));
        assertThat(excerpts.get(0)).contains("@id:c-001", "# why it is slow").doesNotContain("part two", "# And two");
        assertThat(excerpts.get(1)).doesNotContain("part two", "@id:c-001");
    }

    @Test
    void tabsAndCrlfLineEndsAreCutAtTheSameLines() throws Exception {
        Path file = feature("Feature: windows\r\n\t@id:w-001\r\n\tScenario: tabbed\r\n\t\tGiven one\r\n\r\n\tScenario: other\r\n\t\tGiven two\r\n");
        List<String> excerpts = excerpts(file);
        assertThat(excerpts.get(0)).isEqualTo("Feature: windows\n\n\t@id:w-001\n\tScenario: tabbed\n\t\tGiven one\n");
    }

    @Test
    void aScenarioInARuleRunsWithTheRuleAndItsBackground() throws Exception {
        List<String> excerpts = excerpts(feature("""
                @feature-tag
                Feature: rules
                  Background:
                    Given the board

                  @rule-tag
                  Rule: one
                    Background:
                      Given the rule's board

                    Scenario: in the rule
                      Then it holds

                  Rule: two
                    Scenario: in the other
                      Then it holds too
                """));
        assertThat(excerpts.get(0)).contains("@rule-tag", "Rule: one", "Given the rule's board").doesNotContain("Rule: two");
        assertThat(excerpts.get(1)).doesNotContain("Rule: one", "the rule's board");
    }

    @Test
    void aFileThatIsNotUtf8OrNotGherkinOrALineWithoutAScenarioGivesNothing() throws Exception {
        Path latin1 = Files.write(dir.resolve("latin1.feature"), "Feature: caf\u00e9\n  Scenario: x\n    Given y\n".getBytes(StandardCharsets.ISO_8859_1));
        Path broken = feature("Feature: broken\n  Scenario: x\n    Given y\n  Oops: z\n");
        Path good = feature("Feature: good\n  Scenario: x\n    Given y\n");
        assertThat(source.of(latin1.toString(), 2)).isEmpty();
        assertThat(source.of(broken.toString(), 2)).isEmpty();
        assertThat(source.of(good.toString(), 3)).isEmpty();
        assertThat(source.of(dir.resolve("missing.feature").toString(), 2)).isEmpty();
        assertThat(source.of(good.toString(), 2)).contains("Scenario: x");
    }
}
