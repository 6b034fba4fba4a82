package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Outcome;
import arbiter.board.Fen;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.Target;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The games' descriptors agree with the reference and with the protocol's words. */
class GamesTest {

    private final Implementation reference = Target.find(Target.REFERENCE);

    @Test
    void theRegistryListsTheReferencesRulesetsInTheirOwnOrderEachOnce() {
        assertThat(Games.ids()).containsExactlyElementsOf(reference.describe().rulesets());
        assertThat(Games.all()).extracting(Game::order).doesNotHaveDuplicates().isSorted();
    }

    @Test
    void eachGameStartsWhereTheReferenceStartsIt() {
        for (Game game : Games.all()) {
            assertThat(game.startPosition()).as(game.id()).isEqualTo(reference.startPosition(game.id()));
            assertThat(Fen.format(Fen.parse(game.startPosition()))).isEqualTo(game.startPosition());
        }
    }

    @Test
    void eachGameSpeaksOnlyTheProtocolsWords() {
        for (Game game : Games.all()) {
            assertThat(Outcome.REASONS).as(game.id()).containsAll(game.outcomeReasons());
            assertThat(game.eventKinds()).as(game.id()).contains(EventKind.MOVED);
            assertThat(List.of("frozen", "checks", "castled")).as(game.id()).containsAll(game.fenFields());
            assertThat(game.title()).isNotBlank();
        }
    }

    @Test
    void everyOutcomeReasonAndEventKindBelongsToSomeGame() {
        Set<String> reasons = new HashSet<>();
        Set<EventKind> kinds = new HashSet<>();
        Games.all().forEach(g -> {
            reasons.addAll(g.outcomeReasons());
            kinds.addAll(g.eventKinds());
        });
        assertThat(reasons).containsExactlyInAnyOrderElementsOf(Outcome.REASONS);
        assertThat(kinds).containsExactlyInAnyOrder(EventKind.values());
    }

    @Test
    void theClauseCatalogueKeepsTheRegistrationOrderExactlyWhereTheGamesTurnDoes() {
        ClauseCatalogue catalogue = ClauseCatalogue.forFeatures("features");
        assertThat(catalogue.rulesets()).containsExactlyElementsOf(Games.ids());
        for (Game game : Games.all()) {
            assertThat(catalogue.keepsRegistrationOrder(game.id())).as(game.id()).isEqualTo(game.turnShape().keepsOrder());
        }
    }

    @Test
    void anUnknownRulesetIsRefusedByNameWithTheKnownOnes() {
        assertThat(Games.byId("chess960")).isEmpty();
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Games.require("chess960"))
                .hasMessageContaining("\"chess960\"").hasMessageContaining(Games.ids().get(0));
    }
}
