package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * A ruleset whose catalogue says it keeps no registration order (SimulChess, Zeitgeist, RevoChess)
 * has each turn asked once, with no player registered first, as the protocol page says; one that
 * keeps an order (XYMYX) still has a turn whose order is left open asked both ways. Version 1,
 * which requires a first player, is given White in the games that keep none.
 */
class RegistrationOrderTest {

    /** The reference, with every turn it is asked recorded. */
    private static final class Recorded extends ForwardingImplementation {
        final List<Turn> turns = new CopyOnWriteArrayList<>();
        private final int version;

        Recorded(int version) {
            super(Target.find(Target.REFERENCE));
            this.version = version;
        }

        @Override
        public int apiVersion() {
            return version;
        }

        @Override
        public TurnResult resolve(Turn turn) {
            turns.add(turn);
            return super.resolve(turn);
        }
    }

    private static final String NO_ORDER = "(@simulchess.basic or @zeitgeist.4 or @revochess.dual-move) and not @perft";

    @Test
    void aRulesetThatKeepsNoOrderIsAskedEachTurnOnceWithoutAFirstPlayer() {
        Recorded reference = new Recorded(2);
        List<ScenarioResult> results = SuiteRun.run("features", NO_ORDER, reference);
        assertThat(results).hasSizeGreaterThan(20).allSatisfy(r -> assertThat(r.verdict()).as(r.id()).isEqualTo(Verdict.PASSED));
        List<Turn> noOrder = reference.turns.stream().filter(t -> !t.ruleset().startsWith("xymyx")).toList();
        assertThat(noOrder).hasSizeGreaterThan(20).allSatisfy(t -> assertThat(t.first()).as(t.toString()).isNull());
        assertThat(noOrder.stream().filter(t -> t.whiteMoves().size() == 1 && t.blackMoves().size() == 1)).isNotEmpty();
        assertThat(noOrder.stream().collect(Collectors.groupingBy(Function.identity(), Collectors.counting())))
                .as("each turn asked once").allSatisfy((turn, times) -> assertThat(times).as(turn.toString()).isEqualTo(1L));
    }

    @Test
    void aRulesetThatKeepsAnOrderStillHasATurnOfOpenOrderAskedBothWays() {
        Recorded reference = new Recorded(2);
        List<ScenarioResult> results = SuiteRun.run("features", "@id:xymyx-r2-001", reference);
        assertThat(results).singleElement().satisfies(r -> assertThat(r.verdict()).isEqualTo(Verdict.PASSED));
        assertThat(reference.turns).extracting(Turn::first).containsExactly(Side.WHITE, Side.BLACK);
    }

    @Test
    void versionOneIsGivenWhiteFirstWhereTheGameKeepsNoOrder() {
        Recorded reference = new Recorded(1);
        List<ScenarioResult> results = SuiteRun.run("features", "@simulchess.basic and not @perft", reference);
        Map<Verdict, Long> verdicts = results.stream().collect(Collectors.groupingBy(ScenarioResult::verdict, Collectors.counting()));
        assertThat(verdicts.get(Verdict.PASSED)).isGreaterThan(5);
        assertThat(results).allSatisfy(r -> assertThat(r.message() == null ? "" : r.message()).doesNotContain("registered first"));
        assertThat(reference.turns).filteredOn(t -> t.ruleset().equals("simulchess")).isNotEmpty().allSatisfy(t -> {
            assertThat(t.first()).isEqualTo(Side.WHITE);
            assertThat(t.history()).isEmpty();
        });
    }

    @Test
    void theCatalogueBesideTheFeaturesSaysWhichRulesetsKeepNoOrder() {
        Recorded reference = new Recorded(2);
        Map<String, ScenarioResult> results = SuiteRun.run("src/test/resources/order-features", null, reference).stream()
                .collect(Collectors.toMap(ScenarioResult::id, Function.identity()));
        assertThat(results.get("order-001").verdict()).isEqualTo(Verdict.PASSED);
        assertThat(reference.turns).singleElement().satisfies(t -> assertThat(t.first()).isNull());
        assertThat(results.get("order-002")).satisfies(r -> {
            assertThat(r.verdict()).isEqualTo(Verdict.ERRORED);
            assertThat(r.message()).endsWith("simulchess keeps no registration order (its catalogue, features/clauses.md, says so),"
                    + " so no player registers first: write \"When White plays ... and Black plays ...\"");
        });
        ClauseCatalogue bundled = ClauseCatalogue.forFeatures("features");
        assertThat(List.of("xymyx", "xymyx-classic")).allSatisfy(r -> assertThat(bundled.keepsRegistrationOrder(r)).isTrue());
        assertThat(List.of("simulchess", "zeitgeist", "revochess")).allSatisfy(r -> assertThat(bundled.keepsRegistrationOrder(r)).isFalse());
    }
}
