package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** How a move is written: RevoChess castling by the Rook's square, long algebraic, or coordinates when nothing else can. */
class NotationWritingTest {

    /** White: King e1, Rooks a1, h1, e4, d2, Knight b1, Pawn b7; Black: King e8, Rooks a8, h8, Pawn c2. */
    private static final Position BOARD = Fen.parse("r3k2r/1P6/8/8/4R3/8/2pR4/RN2K2R w - - 0 1");

    @ParameterizedTest
    @CsvSource({
        "e1h1, 0-h1", "e1a1, 0-a1", "e1e4, 0-e4", "e8a8, 0-a8", "e8h8, 0-h8",
        "e8e4, Ke8xe4", "e1d2, Ke1xd2", "e1f1, Ke1-f1", "a1h1, Ra1xh1", "a1e1, Ra1xe1", "b1d2, Nb1xd2", "c3c4, c3c4"
    })
    void writesAKingOntoItsOwnRookOnItsRankOrFileAsRevoChessCastling(String coordinate, String written) {
        assertThat(MoveNotation.format(Move.parseCoordinate(coordinate), BOARD, true)).isEqualTo(written);
    }

    @ParameterizedTest
    @CsvSource({"e1h1, Ke1xh1", "e1e4, Ke1xe4", "e8a8, Ke8xa8", "e1f1, Ke1-f1"})
    void writesTheSameMovesAsKingMovesWhereCastlingIsNoSwap(String coordinate, String written) {
        assertThat(MoveNotation.format(Move.parseCoordinate(coordinate), BOARD, false)).isEqualTo(written);
    }

    @ParameterizedTest
    @CsvSource({
        "b7b8q, b7-b8=Q", "b7a8n, b7xa8=N", "c2c1r, c2-c1=R", "c2b1q, c2xb1=Q",
        "b7b8, b7b8", "c2c1, c2c1", "h1h8, Rh1xh8", "e4e5q, e4e5q", "b1c3q, b1c3q", "a3a4, a3a4"
    })
    void writesPromotionsWithTheirPieceAndInCoordinatesWhatLongAlgebraicCannotSay(String coordinate, String written) {
        assertThat(MoveNotation.format(Move.parseCoordinate(coordinate), BOARD)).isEqualTo(written);
    }

    @ParameterizedTest
    @CsvSource({"Rad1, a1d1", "Rfd1, f1d1", "axb3, a2b3", "cxb3, c2b3"})
    void aFileNamedInShortAlgebraicPicksThePieceOnIt(String written, String coordinate) {
        Position p = Fen.parse("4k3/8/8/8/8/1p6/P1P5/R4RK1 w - - 0 1");
        assertThat(MoveNotation.parse(written, p, Color.WHITE).coordinate()).isEqualTo(coordinate);
    }
}
