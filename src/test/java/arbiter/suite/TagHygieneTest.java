package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.Tag;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The specification's bookkeeping: every tag is a clause id of the catalogue (or a finer
 * sub-clause of one) or a known kind of tag, every scenario has one stable id, ids are unique, each
 * clause of a begun ruleset has at least three scenarios, every rejection names the clause that
 * refuses the move, and every ruling says what it rests on.
 */
class TagHygieneTest {

    private static final Path FEATURES = Path.of("features");
    private static final Pattern ID = Pattern.compile("@id:([a-z-]+)-([a-z0-9.]+)-(\\d{3})");
    private static final List<String> KINDS = List.of("@ruling", "@contrast", "@perft", arbiter.suite.DeepPerft.TAG, "@fuzz", arbiter.suite.Citations.NOTHING_TO_CITE);
    private static final int MIN_PER_CLAUSE = 3;

    private static ClauseCatalogue catalogue;
    private static final List<Tagged> SCENARIOS = new ArrayList<>();

    record Tagged(String file, long line, String name, String description, List<String> tags, List<String> steps) {
        String where() {
            return file + ":" + line + " (" + name + ")";
        }
    }

    @BeforeAll
    static void readFeatures() throws IOException {
        catalogue = ClauseCatalogue.parse(UserFile.read(FEATURES.resolve("clauses.md"), "clause catalogue", FeatureFiles.LIMIT));
        for (Path file : FeatureFiles.under(FEATURES)) {
            GherkinParser.builder().includeSource(false).includePickles(false).build()
                    .parse(file.toString(), FeatureFiles.read(file).getBytes(StandardCharsets.UTF_8))
                    .map(Envelope::getGherkinDocument).flatMap(java.util.Optional::stream)
                    .map(d -> d.getFeature()).flatMap(java.util.Optional::stream)
                    .forEach(feature -> collect(file.toString(), feature));
        }
    }

    private static void collect(String file, Feature feature) {
        List<String> featureTags = feature.getTags().stream().map(Tag::getName).toList();
        FEATURE_FILES.put(file, featureTags);
        featureTags.stream().filter(t -> !t.equals("@contrast")).forEach(t -> FEATURE_CLAUSES.computeIfAbsent(t, k -> new ArrayList<>()).add(file));
        for (FeatureChild child : feature.getChildren()) {
            child.getScenario().ifPresent(s -> add(file, featureTags, s));
            child.getRule().ifPresent(rule -> rule.getChildren().forEach(rc -> rc.getScenario().ifPresent(s -> add(file, featureTags, s))));
        }
    }

    private static void add(String file, List<String> featureTags, Scenario s) {
        List<String> tags = new ArrayList<>(featureTags);
        s.getTags().forEach(t -> tags.add(t.getName()));
        List<String> steps = s.getSteps().stream().map(step -> step.getText()).toList();
        SCENARIOS.add(new Tagged(file, s.getLocation().getLine(), s.getName(), s.getDescription(), tags, steps));
    }

    /** Each clause tag set on a whole feature, and the files that set it. */
    private static final java.util.Map<String, List<String>> FEATURE_CLAUSES = new java.util.TreeMap<>();
    /** The tags each feature file sets on the whole feature. */
    private static final java.util.Map<String, List<String>> FEATURE_FILES = new java.util.TreeMap<>();

    @Test
    void noClauseIsTheChapterOfTwoFeatures() {
        // the rulebook makes a feature the chapter of the clause it is tagged with as a whole
        assertThat(FEATURE_CLAUSES).allSatisfy((clause, files) -> assertThat(files).as(clause + " tags whole features").hasSize(1));
    }

    @Test
    void everyFeatureIsTheChapterOfAClauseOfTheCatalogue() {
        // a feature tagged only with a finer sub-clause would be left out of its ruleset's book
        List<String> orphans = new ArrayList<>();
        FEATURE_FILES.forEach((file, tags) -> {
            if (!tags.contains("@contrast") && tags.stream().noneMatch(t -> t.substring(1).equals(catalogue.clauseOf(t.substring(1))))) {
                orphans.add(file + " " + tags);
            }
        });
        assertThat(orphans).as("features whose tags name no clause of features/clauses.md exactly").isEmpty();
        assertThat(FEATURE_FILES).hasSizeGreaterThan(50);
    }

    @Test
    void thereIsASpecification() {
        assertThat(SCENARIOS).as("scenarios under features/").isNotEmpty();
    }

    @Test
    void everyTagIsAClauseOrAKnownKind() {
        List<String> unknown = new ArrayList<>();
        for (Tagged s : SCENARIOS) {
            for (String tag : s.tags()) {
                boolean known = KINDS.contains(tag) || ID.matcher(tag).matches()
                        || (tag.startsWith("@id:") ? false : catalogue.clauseOf(tag.substring(1)) != null);
                if (!known) {
                    unknown.add(tag + " at " + s.where());
                }
            }
        }
        assertThat(unknown).as("tags that are neither clause ids of features/clauses.md nor " + KINDS + " nor @id:<ruleset>-<clause>-NNN").isEmpty();
    }

    @Test
    void everyScenarioHasExactlyOneIdAndAClause() {
        List<String> problems = new ArrayList<>();
        for (Tagged s : SCENARIOS) {
            long ids = s.tags().stream().filter(t -> t.startsWith("@id:")).count();
            if (ids != 1) {
                problems.add(s.where() + " has " + ids + " @id tags");
            }
            if (s.tags().stream().noneMatch(t -> !t.startsWith("@id:") && catalogue.clauseOf(t.substring(1)) != null)) {
                problems.add(s.where() + " has no clause tag");
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void idsAreUniqueAndNameTheirRuleset() {
        Map<String, String> seen = new HashMap<>();
        List<String> problems = new ArrayList<>();
        for (Tagged s : SCENARIOS) {
            for (String tag : s.tags()) {
                var m = ID.matcher(tag);
                if (!m.matches()) {
                    continue;
                }
                String previous = seen.put(tag, s.where());
                if (previous != null) {
                    problems.add(tag + " is used by " + previous + " and " + s.where());
                }
                String folder = Path.of(s.file()).getParent().getFileName().toString();
                if (!m.group(1).equals(folder)) {
                    problems.add(tag + " at " + s.where() + " does not start with its ruleset folder " + folder);
                }
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void everyClauseOfABegunRulesetHasAtLeastThreeScenarios() throws IOException {
        List<String> thin = new ArrayList<>();
        try (Stream<Path> dirs = Files.list(FEATURES)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                String ruleset = dir.getFileName().toString();
                assertThat(catalogue.idsOf(ruleset)).as("clause ids of begun ruleset " + ruleset).isNotEmpty();
                for (String clause : catalogue.idsOf(ruleset)) {
                    long count = SCENARIOS.stream().filter(s -> s.tags().stream()
                            .anyMatch(t -> clause.equals(catalogue.clauseOf(t.substring(1))))).count();
                    if (count < MIN_PER_CLAUSE) {
                        thin.add(clause + " has " + count);
                    }
                }
            }
        }
        assertThat(thin).as("clauses with fewer than " + MIN_PER_CLAUSE + " scenarios").isEmpty();
    }

    @Test
    void everyPlayedTurnIsCheckedInFull() {
        List<String> partial = new ArrayList<>();
        for (Tagged s : SCENARIOS) {
            boolean plays = s.steps().stream().anyMatch(t -> t.matches("(White|Black) plays .*") || t.equals("the game is played"));
            boolean rejected = s.steps().stream().anyMatch(t -> t.startsWith("the turn is rejected"));
            if (!plays || rejected) {
                continue;
            }
            boolean board = s.steps().stream().anyMatch(t -> t.equals("the board is") || t.startsWith("the position is"));
            boolean events = s.steps().stream().anyMatch(t -> t.equals("the events are") || t.equals("there are no events"));
            boolean outcome = s.steps().stream().anyMatch(t -> t.equals("the game goes on") || t.matches("(White|Black|<\\w+>) wins by .*")
                    || t.startsWith("the game is drawn by") || t.startsWith("both players lose by") || t.matches("<\\w+>"));
            if (!board || !events || !outcome) {
                partial.add(s.where() + " lacks" + (board ? "" : " the board after") + (events ? "" : " the events")
                        + (outcome ? "" : " the outcome"));
            }
        }
        assertThat(partial).as("scenarios that play a turn must check the board after it, its events and the outcome").isEmpty();
    }

    @Test
    void everyResolvedTurnSaysWhichClausesDecideIt() {
        List<String> unstated = new ArrayList<>();
        int stated = 0;
        for (Tagged s : SCENARIOS) {
            if (s.steps().stream().anyMatch(t -> t.contains("<"))) {
                continue;
            }
            boolean open = false;
            for (String step : s.steps()) {
                boolean turn = step.matches("(White|Black) plays .*") || step.equals("neither player moves") || step.equals("the game is played");
                if (turn && open) {
                    unstated.add(s.where() + ": a turn before \"" + step + "\"");
                }
                open = turn || open && !step.startsWith("the turn is rejected") && !step.startsWith("the turn is decided by");
                stated += step.startsWith("the turn is decided by") ? 1 : 0;
            }
            if (open) {
                unstated.add(s.where() + ": its last turn");
            }
        }
        assertThat(unstated).as("every turn carried out says \"the turn is decided by <clauses>\" (outlines aside)").isEmpty();
        assertThat(stated).as("turns that state the clauses deciding them").isGreaterThan(400);
    }

    @Test
    void everyRejectionStatesTheClauseOfItsRulesetThatRefusesTheMove() {
        Pattern rejection = Pattern.compile("the turn is rejected because (White|Black)'s move \\S+ is illegal(?: under (\\S+))?");
        List<String> problems = new ArrayList<>();
        int stated = 0;
        for (Tagged s : SCENARIOS) {
            String ruleset = Path.of(s.file()).getParent().getFileName().toString();
            for (String step : s.steps()) {
                var m = rejection.matcher(step);
                if (!m.matches()) {
                    continue;
                }
                String clause = m.group(2);
                if (clause == null) {
                    problems.add(s.where() + " does not say which clause refuses the move: " + step);
                } else if (!clause.startsWith(ruleset + ".") || catalogue.clauseOf(clause) == null) {
                    problems.add(s.where() + " names " + clause + ", not a clause of " + ruleset + " in features/clauses.md");
                } else {
                    stated++;
                }
            }
        }
        assertThat(problems).as("rejections must say \"... is illegal under <clause>\"").isEmpty();
        assertThat(stated).as("rejections that state their clause").isGreaterThan(50);
    }

    @Test
    void theRulingsPageListsEveryRulingOnce() throws IOException {
        String section = Files.readString(Path.of("docs/rulings.md"));
        List<String> listed = new ArrayList<>();
        var row = Pattern.compile("(?m)^\\| \\[`([a-z0-9.-]+)`\\]").matcher(section);
        while (row.find()) {
            listed.add(row.group(1));
        }
        List<String> rulings = SCENARIOS.stream().filter(s -> s.tags().contains("@ruling"))
                .flatMap(s -> s.tags().stream().filter(t -> t.startsWith("@id:")).map(t -> t.substring(4))).sorted().toList();
        assertThat(listed).as("the scenario ids of docs/rulings.md's tables").doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(rulings);
        var count = Pattern.compile("\\((\\d+) ruling scenarios\\)").matcher(section);
        int stated = 0;
        while (count.find()) {
            stated += Integer.parseInt(count.group(1));
        }
        assertThat(stated).as("the ruling counts docs/rulings.md states").isEqualTo(rulings.size());
    }

    @Test
    void everyRulingSaysItsTextTheRulingAndTheAlternative() {
        List<String> incomplete = new ArrayList<>();
        for (Tagged s : SCENARIOS) {
            if (s.tags().contains("@ruling")) {
                String d = s.description() == null ? "" : s.description();
                for (String part : List.of("Text:", "Ruling:", "Alternative:")) {
                    if (!Pattern.compile("(?m)^\\s*" + Pattern.quote(part)).matcher(d).find()) {
                        incomplete.add(s.where() + " lacks " + part);
                    }
                }
            }
        }
        assertThat(incomplete).isEmpty();
    }
}
