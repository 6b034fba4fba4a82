package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.PickleStep;
import io.cucumber.messages.types.PickleTag;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The deep joint perft scenarios: which they are, and that a run that leaves them out skips them with the way to run them. */
class DeepPerftTest {

    /** More joint turns than this at a scenario's deepest step make it deep: through an adapter it would take most of a run. */
    private static final long DEEP = 20_000;
    private static final Pattern COUNT = Pattern.compile("the joint perft to depth \\d+ is ([\\d,]+) joint turns?");

    @AfterEach
    void runThemAllAgain() {
        DeepPerft.leaveOut(null);
    }

    @Test
    void theDeepTagMarksExactlyThePerftScenariosOfMoreThanTwentyThousandJointTurns() throws IOException {
        List<String> tagged = new ArrayList<>();
        List<String> counted = new ArrayList<>();
        for (Path file : FeatureFiles.under(Path.of("features"))) {
            for (Pickle p : pickles(file)) {
                List<String> tags = p.getTags().stream().map(PickleTag::getName).toList();
                String id = tags.stream().filter(t -> t.startsWith("@id:")).findFirst().orElse(file + " " + p.getName());
                if (tags.contains(DeepPerft.TAG)) {
                    tagged.add(id);
                }
                long most = p.getSteps().stream().map(PickleStep::getText).map(COUNT::matcher).filter(Matcher::find)
                        .mapToLong(m -> Long.parseLong(m.group(1).replace(",", ""))).max().orElse(0);
                if (most > DEEP) {
                    counted.add(id);
                }
            }
        }
        assertThat(tagged).isEqualTo(counted).contains("@id:simulchess-perft-001");
    }

    @Test
    void aRunThatLeavesThemOutSkipsThemSayingHowToRunThem() {
        DeepPerft.leaveOut(Set.of());
        List<ScenarioResult> results = SuiteRun.run("features", "@id:simulchess-perft-001 or @id:simulchess-perft-003",
                Target.find(Target.REFERENCE));
        assertThat(results).extracting(ScenarioResult::id, ScenarioResult::verdict).containsExactlyInAnyOrder(
                org.assertj.core.groups.Tuple.tuple("simulchess-perft-001", Verdict.SKIPPED),
                org.assertj.core.groups.Tuple.tuple("simulchess-perft-003", Verdict.PASSED));
        assertThat(results).filteredOn(r -> r.verdict() == Verdict.SKIPPED).singleElement().extracting(ScenarioResult::message)
                .asString().contains("deep joint perft").contains("--deep-perft");
    }

    @Test
    void aScenarioAskedForByIdRunsAndANotApplicableOneStaysNotApplicable() {
        DeepPerft.leaveOut(Set.of("simulchess-perft-001"));
        assertThat(SuiteRun.run("features", "@id:simulchess-perft-001", Target.find(Target.REFERENCE)))
                .singleElement().extracting(ScenarioResult::verdict).isEqualTo(Verdict.PASSED);
        DeepPerft.leaveOut(Set.of());
        // fixture-misjudging implements no SimulChess: the scenario is not applicable to it, deep or not
        assertThat(SuiteRun.run("features", "@id:simulchess-perft-001", Target.find("fixture-misjudging")))
                .singleElement().extracting(ScenarioResult::verdict).isEqualTo(Verdict.NOT_APPLICABLE);
    }

    private static List<Pickle> pickles(Path file) throws IOException {
        byte[] text = FeatureFiles.read(file).getBytes(StandardCharsets.UTF_8);
        return GherkinParser.builder().includeSource(false).includeGherkinDocument(false).build().parse(file.toString(), text)
                .map(Envelope::getPickle).flatMap(Optional::stream).toList();
    }
}
