package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.Games;
import arbiter.reference.Rulesets;
import arbiter.rulebook.FeaturesFolder;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.RulesetOrder;
import arbiter.suite.ScenarioTags;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Rulesets are listed in one order everywhere, the catalogue's (which is the registry's): the
 * terminal's table, report.json, report.html, junit.xml, the rulebooks and {@code arbiter list}.
 * The run asks for one scenario of each ruleset (the first of its features), in the reverse order.
 */
class RulesetOrderTest {

    private static final List<String> ORDER = Games.ids();

    @TempDir
    static Path reports;

    private static final CommandRun CONFORM = new CommandRun();
    private static Path run;

    @BeforeAll
    static void runOneScenarioOfEachRulesetInReverse() throws IOException {
        List<String> args = new ArrayList<>(List.of("conform", "--rulebook", "html", "--reports", reports.toString()));
        for (String ruleset : reversed(ORDER)) {
            args.addAll(List.of("--id", ScenarioTags.scenarios(Path.of("features", ruleset)).stream()
                    .filter(s -> !s.tags().contains("@deep")).findFirst().orElseThrow().id()));
        }
        CONFORM.run(args.toArray(String[]::new));
        try (Stream<Path> runs = Files.list(reports)) {
            run = runs.findFirst().orElseThrow(() -> new AssertionError(CONFORM.out + "\n" + CONFORM.err));
        }
    }

    @Test
    void theCatalogueListsTheRulesetsAsTheRegistryRegistersThem() {
        assertThat(ORDER).as("the games, more than one to put in order").hasSizeGreaterThan(1);
        assertThat(ClauseCatalogue.forFeatures("classpath:features").rulesets()).isEqualTo(Rulesets.ids()).isEqualTo(ORDER);
        assertThat(reversed(ORDER).stream().sorted(RulesetOrder.CATALOGUE).toList()).isEqualTo(ORDER);
        String first = ORDER.get(0);
        String last = ORDER.get(ORDER.size() - 1);
        assertThat(Stream.of("(none)", "zzz", last, "aaa", first).sorted(RulesetOrder.CATALOGUE).toList())
                .containsExactly(first, last, "aaa", "zzz", "(none)");
    }

    @Test
    void theTerminalTableListsThemInThatOrder() {
        assertThat(found(CONFORM.out.toString(), "(?m)^(" + String.join("|", ORDER) + ") ")).isEqualTo(ORDER);
    }

    @Test
    void theBooksWrittenBesideTheReportAreNamedInThatOrder() {
        assertThat(CONFORM.out.toString()).contains("rulebook: " + String.join(", ", ORDER) + " (html) beside the report");
    }

    @Test
    void reportJsonHtmlAndJunitListThemInThatOrder() throws IOException {
        assertThat(found(Files.readString(run.resolve("report.json")), "\"id\" : \"(" + String.join("|", ORDER) + ")\"")).isEqualTo(ORDER);
        assertThat(found(Files.readString(run.resolve("report.html")), "<details class=\"ruleset\" data-r=\"([a-z-]+)\"")).isEqualTo(ORDER);
        assertThat(found(Files.readString(run.resolve("junit.xml")), "<testsuite [^>]*name=\"([a-z-]+)\"")).isEqualTo(ORDER);
    }

    @Test
    void theRulebooksAndTheListFollowIt() {
        assertThat(FeaturesFolder.rulesets(FeaturesFolder.resolve("classpath:features"))).isEqualTo(ORDER);
        CommandRun list = new CommandRun();
        list.run("list");
        assertThat(found(list.out.toString(), "(?m)^([a-z-]+): \\d+ clauses")).isEqualTo(ORDER);
    }

    private static List<String> reversed(List<String> list) {
        List<String> copy = new ArrayList<>(list);
        Collections.reverse(copy);
        return copy;
    }

    private static List<String> found(String text, String regex) {
        List<String> found = new ArrayList<>();
        Matcher m = Pattern.compile(regex).matcher(text);
        while (m.find()) {
            if (!found.contains(m.group(1))) {
                found.add(m.group(1));
            }
        }
        return found;
    }
}
