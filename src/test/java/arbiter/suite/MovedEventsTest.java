package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class MovedEventsTest {

    private static final String BEFORE = "4k3/8/8/8/8/8/P7/R3K3 w - - 0 1";

    private static Event moved(Side side, PieceKind piece, String from, String to) {
        return new Event(EventKind.MOVED, side, piece, to, from, List.of());
    }

    private static List<String> wrong(String before, String after, Event... events) {
        Turn turn = new Turn("xymyx", before, List.of("a1a4"), List.of("e8e7"), null, List.of());
        return MovedEvents.wrong(turn, new TurnResult.Resolved(after, List.of(events), Outcome.ONGOING, List.of()));
    }

    @Test
    void movesThatTellTheBoardsPass() {
        assertThat(wrong(BEFORE, "8/4k3/8/8/R7/8/P7/4K3 b - - 1 1",
                moved(Side.WHITE, PieceKind.ROOK, "a1", "a4"), moved(Side.BLACK, PieceKind.KING, "e8", "e7"))).isEmpty();
    }

    @Test
    void aPieceOnANewSquareWithoutAMoveIsNamed() {
        assertThat(wrong(BEFORE, "8/4k3/8/8/R7/8/P7/4K3 b - - 1 1", moved(Side.BLACK, PieceKind.KING, "e8", "e7")))
                .containsExactly("White Rook stands on a4 after the turn, and no moved event brings it there");
    }

    @Test
    void aMoveFromNowhereOrFromTheWrongSquareIsNamed() {
        assertThat(wrong(BEFORE, "8/4k3/8/8/R7/8/P7/4K3 b - - 1 1",
                moved(Side.WHITE, PieceKind.ROOK, null, "a4"), moved(Side.BLACK, PieceKind.KING, "d8", "e7")))
                .containsExactly("White's Rook moved to a4 says not where it started",
                        "Black's King moved to e7 from d8, where no such piece stood");
    }

    @Test
    void aSecondMoveStartsWhereTheFirstLeftThePieceAndAPromotedPawnMovedAsAPawn() {
        assertThat(wrong(BEFORE, "4k3/8/8/8/8/R7/P7/4K3 b - - 1 1",
                moved(Side.WHITE, PieceKind.ROOK, "a1", "b1"), moved(Side.WHITE, PieceKind.ROOK, "b1", "b3"))).hasSize(1)
                .first().asString().contains("White Rook stands on a3");
        assertThat(wrong("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1",
                moved(Side.WHITE, PieceKind.PAWN, "a7", "a8"))).isEmpty();
    }

    @Test
    void aPieceThatWentBackOrWasRemovedNeedsNoMove() {
        assertThat(wrong(BEFORE, "4k3/8/8/8/8/8/P7/4K3 b - - 1 1")).isEmpty();
        assertThat(wrong(BEFORE, BEFORE)).isEmpty();
    }
}
