package arbiter.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Positions the reference refuses as invalid input, for every ruleset or for one, naming the field. */
class RefusedPositionTest {

    private final ReferenceImplementation reference = new ReferenceImplementation();

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "xymyx| 3k4/8/8/8/8/8/8/R6K w Q - 0 1| h1f1| d8e8| castling Q: the White King stands on h1",
        "xymyx| 3k4/8/8/8/8/8/8/R3K3 w - - 2147483647 1| e1f1| d8e8| FEN halfmove clock \"2147483647\" must be a whole number from 0 to 99999",
        "xymyx| 3k4/8/8/8/8/8/8/R3K3 w - - 0 1 frozen=| e1f1| d8e8| FEN field \"frozen=\" is empty",
        "xymyx| 3k4/8/8/8/8/8/8/1R2K3 w B - 0 1| e1f1| d8e8| castling B: in xymyx a White right needs the King on e1 and its Rook on a1 or h1",
        "xymyx| rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1| e2e4| e7e5| castling kq: in xymyx a Black right needs the King on d8 and its Rook on a8 or h8",
        "xymyx-classic| rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1| e2e4| e7e5| castling kq: in xymyx-classic a Black right needs the King on e8",
        "xymyx-classic| 3k4/8/8/8/8/8/8/3RK3 w - - 0 1 frozen=d1| e1f1| d8e8| frozen square d1 holds a White Rook; in xymyx-classic a Rook that gives check is not frozen",
    })
    void refusesThePositionBeforeAnyMove(String ruleset, String fen, String white, String black, String message) {
        assertThatThrownBy(() -> reference.resolve(new Turn(ruleset, fen, white, black, Side.WHITE)))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining(message);
        assertThatThrownBy(() -> reference.legalMoves(ruleset, fen, Side.WHITE))
                .isInstanceOf(InvalidInputException.class).hasMessageContaining(message);
    }

    @Test
    void aFrozenRookIsSoundInTheCurrentEdition() {
        TurnResult r = reference.resolve(new Turn("xymyx", "3k4/8/8/8/8/8/8/3RK3 w - - 0 1 frozen=d1", "e1f1", "d8e8", Side.WHITE));
        assertThat(r).isInstanceOf(TurnResult.Resolved.class);
    }
}
