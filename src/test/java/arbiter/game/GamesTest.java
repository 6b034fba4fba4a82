package arbiter.game;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.board.Fen;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.Target;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
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
    void eachGameSpeaksInWordsThatLoseOrDrawButNeverBoth() {
        for (Game game : Games.all()) {
            assertThat(game.outcomeReasons()).as(game.id()).isNotEmpty().allMatch(r -> r.matches("[a-z]+(-[a-z]+)*"));
            assertThat(game.lossReasons()).as(game.id()).doesNotContainAnyElementsOf(game.drawReasons());
            assertThat(game.eventKinds()).as(game.id()).contains(EventKind.MOVED);
            assertThat(List.of("frozen", "checks", "castled")).as(game.id()).containsAll(game.fenFields());
            assertThat(game.title()).isNotBlank();
        }
        assertThat(Games.lossReasons()).as("a reason that loses one game and draws another").doesNotContainAnyElementsOf(Games.drawReasons());
    }

    @Test
    void everyEventKindBelongsToSomeGame() {
        Set<EventKind> kinds = new HashSet<>();
        Games.all().forEach(g -> kinds.addAll(g.eventKinds()));
        assertThat(kinds).containsExactlyInAnyOrder(EventKind.values());
    }

    @Test
    void theProtocolDocumentListsEveryReasonOfEveryGameAsALossOrADraw() throws IOException {
        String doc = Files.readString(Path.of("docs/protocol.md"));
        assertThat(codes(row(doc, "| `{\"status\":\"win\""))).containsExactlyInAnyOrderElementsOf(Games.lossReasons());
        assertThat(codes(row(doc, "| `{\"status\":\"draw\""))).containsExactlyInAnyOrderElementsOf(Games.drawReasons());
        List<String> table = doc.lines().dropWhile(l -> !l.equals("The reasons:")).skip(4).takeWhile(l -> l.startsWith("| `"))
                .map(l -> l.substring(3, l.indexOf('`', 3))).toList();
        assertThat(table).containsExactlyInAnyOrderElementsOf(Games.outcomeReasons());
    }

    private static String row(String doc, String start) {
        return doc.lines().filter(l -> l.startsWith(start)).findFirst().orElseThrow().split("\\|")[2];
    }

    private static List<String> codes(String cell) {
        return Pattern.compile("`([a-z-]+)`").matcher(cell.substring(cell.indexOf("one by which"))).results().map(m -> m.group(1)).toList();
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
