package arbiter.rulebook.zeitgeist;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.board.Fen;
import arbiter.board.TurnPlan;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.PlayedTurn;
import arbiter.rulebook.story.TurnFacts;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A Zeitgeist turn told in the order the reference settled it, where the events alone decide the words. */
class SettlementStoryTest {

    @Test
    void aCastlingThatBouncesTakesItsKingBackWithTheRook() {
        String fen = "4k3/8/8/8/8/3b4/8/4K2R w K - 0 1";
        PlayedTurn t = new PlayedTurn(1, List.of("O-O"), List.of("Bd3-f1"), TurnPlan.Order.EITHER, fen, List.of("e1g1"), List.of("d3f1"),
                fen, List.of(), List.of(bounce(Side.WHITE, PieceKind.ROOK, "f1", "h1"), bounce(Side.BLACK, PieceKind.BISHOP, "f1", "d3"),
                        bounce(Side.WHITE, PieceKind.KING, "g1", "e1")));
        List<Phrase> told = SettlementStory.tell(new TurnFacts(t.events(), t, Fen.parse(fen)), Fen.parse(fen), false);
        assertThat(Phrase.plain(told)).isEqualTo("White's Rook and Black's Bishop both move to f1 and neither captured into it: both go"
                + " back, to h1 and d3 (zeitgeist.4). With it, White's King goes back to e1 too: a castling is undone as a whole"
                + " (zeitgeist.4).");
    }

    private static Event bounce(Side side, PieceKind piece, String aim, String from) {
        return new Event(EventKind.BOUNCED, side, piece, aim, from, List.of("zeitgeist.4"));
    }
}
