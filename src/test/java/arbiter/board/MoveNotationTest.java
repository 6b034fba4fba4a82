package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MoveNotationTest {

    private static final Position XYMYX = Fen.parse("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    private static final Position PROMOTION = Fen.parse("3k4/4P3/8/8/8/8/8/R3K2R w KQ - 0 1");

    @ParameterizedTest
    @CsvSource({
        "WHITE, Ng1-f3, g1f3", "WHITE, e2-e4, e2e4", "WHITE, Ra1xa2, a1a2", "WHITE, g1f3, g1f3",
        "BLACK, Nb8-c6, b8c6", "BLACK, e7-e5, e7e5", "BLACK, Qe8xe7, e8e7"
    })
    void readsLongAlgebraicAndCoordinates(Color side, String written, String coordinate) {
        assertThat(MoveNotation.parse(written, XYMYX, side).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"WHITE, O-O, e1g1", "WHITE, O-O-O, e1c1", "WHITE, 0-0, e1g1", "WHITE, Ke1-g1, e1g1"})
    void readsCastlingForTheOrthodoxKing(Color side, String written, String coordinate) {
        assertThat(MoveNotation.parse(written, PROMOTION, side).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"O-O, d8b8", "O-O-O, d8f8"})
    void castlesTheMirroredBlackKingWithTheNearerRookFirst(String written, String coordinate) {
        assertThat(MoveNotation.parse(written, XYMYX, Color.BLACK).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"e7-e8=Q, e7e8q", "e7-e8N, e7e8n", "e7e8r, e7e8r"})
    void readsPromotions(String written, String coordinate) {
        assertThat(MoveNotation.parse(written, PROMOTION, Color.WHITE).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "WHITE| Qd1-h5x| is not a move",
        "WHITE| Bd1-h5| d1 holds a White Queen, not a Bishop",
        "WHITE| Ra3-a4| a3 holds no piece",
        "WHITE| e7-e5| e7 holds a Black Pawn",
        "BLACK| Pe2-e4| e2 holds a White Pawn"
    })
    void saysWhatIsWrong(Color side, String written, String message) {
        assertThatThrownBy(() -> MoveNotation.parse(written, XYMYX, side)).isInstanceOf(NotationException.class)
                .hasMessageContaining(message);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {"e7-e8| must name its new piece", "Ra1-a2=Q| only a pawn reaching the last rank promotes"})
    void checksPromotions(String written, String message) {
        assertThatThrownBy(() -> MoveNotation.parse(written, PROMOTION, Color.WHITE)).hasMessageContaining(message);
    }

    @ParameterizedTest
    @CsvSource({"g1f3, Ng1-f3", "a1a2, Ra1xa2", "e2e4, e2-e4"})
    void writesLongAlgebraic(String coordinate, String written) {
        assertThat(MoveNotation.format(Move.parseCoordinate(coordinate), XYMYX)).isEqualTo(written);
    }

    private static final Position KNIGHTS_AND_ROOKS = Fen.parse("4k3/8/2p5/R2P4/8/5N2/8/RN5K w - - 0 1");

    @ParameterizedTest
    @CsvSource({
        "WHITE, e4, e2e4", "WHITE, e3, e2e3", "WHITE, Nf3, g1f3", "WHITE, Nc3+, b1c3", "BLACK, Nc6, b8c6",
        "BLACK, e5, e7e5", "BLACK, Bxe7, f8e7", "WHITE, Rxa2, a1a2"
    })
    void readsShortAlgebraicByTheOnePieceThatReachesTheSquare(Color side, String written, String coordinate) {
        assertThat(MoveNotation.parse(written, XYMYX, side).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"Nbd2, b1d2", "Nfd2, f3d2", "R1a3, a1a3", "R5a3, a5a3", "Ra1a3, a1a3", "dxc6, d5c6", "Nxd4, f3d4"})
    void readsCapturesAndDisambiguation(String written, String coordinate) {
        assertThat(MoveNotation.parse(written, KNIGHTS_AND_ROOKS, Color.WHITE).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource({"e8=Q, e7e8q", "e8N, e7e8n", "exd8=R, e7d8r"})
    void readsShortPromotions(String written, String coordinate) {
        Position p = Fen.parse("3n1k2/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThat(MoveNotation.parse(written, p, Color.WHITE).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Nd2| White's move Nd2 is ambiguous: the White Knights on b1 and f3 each reach d2; name the one meant (Nb1-d2)",
        "Ra3| White's move Ra3 is ambiguous: the White Rooks on a1 and a5 each reach a3; name the one meant (Ra1-a3)",
        "Nd5| White's move Nd5: no White Knight can move to d5",
        "Nbd4| White's move Nbd4: no White Knight can move to d4 from the square named",
        "d7| White's move d7: no White Pawn can move to d7",
        "Bc4| White's move Bc4: no White Bishop can move to c4"
    })
    void namesAnAmbiguousOrImpossibleShortMove(String written, String message) {
        assertThatThrownBy(() -> MoveNotation.parse(written, KNIGHTS_AND_ROOKS, Color.WHITE)).isInstanceOf(NotationException.class)
                .hasMessage(message);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "e8| White's move e8: a pawn reaching the last rank must name its new piece (e8=Q)",
        "Kd2=Q| White's move Kd2=Q: only a pawn reaching the last rank promotes"
    })
    void checksShortPromotions(String written, String message) {
        Position p = Fen.parse("5k2/4P3/8/8/8/8/8/4K3 w - - 0 1");
        assertThatThrownBy(() -> MoveNotation.parse(written, p, Color.WHITE)).hasMessage(message);
    }

    @ParameterizedTest
    @CsvSource({"WHITE, 0-h1, e1h1", "WHITE, 0-a1, e1a1", "WHITE, O-h1, e1h1", "BLACK, 0-c6, c8c6", "BLACK, 0-a8, c8a8"})
    void readsRevoChessCastlingAsTheKingOntoItsRook(Color side, String written, String coordinate) {
        Position p = Fen.parse("r1k5/8/2r5/8/8/8/8/R3K2R w - - 0 1");
        assertThat(MoveNotation.parse(written, p, side).coordinate()).isEqualTo(coordinate);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "0-b1| White's move 0-b1: b1 holds a White Knight, not a White Rook",
        "0-a5| White's move 0-a5: the King on h1 and the Rook on a5 share no rank or file",
        "0-c6| White's move 0-c6: c6 holds a Black Pawn, not a White Rook"
    })
    void namesARevoChessCastlingThatIsNone(String written, String message) {
        assertThatThrownBy(() -> MoveNotation.parse(written, KNIGHTS_AND_ROOKS, Color.WHITE)).hasMessage(message);
    }

    @Test
    void readsAPlayersSecondMoveWhereTheFirstLeavesTheBoard() {
        Position p = Fen.parse("4k3/8/8/8/8/8/4P3/4K2R w - - 0 1");

        assertThat(MoveNotation.parseEach(List.of("e4", "e5"), p, Color.WHITE)).extracting(Move::coordinate)
                .containsExactly("e2e4", "e4e5");
        assertThat(MoveNotation.parseEach(List.of("0-h1", "Re2"), Fen.parse("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), Color.WHITE))
                .extracting(Move::coordinate).containsExactly("e1h1", "e1e2");
        assertThatThrownBy(() -> MoveNotation.parseEach(List.of("e4", "e4"), p, Color.WHITE))
                .hasMessage("White's move e4: no White Pawn can move to e4");
    }

    @Test
    void takesAMoveInCoordinatesAsWrittenEvenOfAPieceThePlayerDoesNotHave() {
        assertThat(MoveNotation.parse("a3a4", XYMYX, Color.WHITE).coordinate()).isEqualTo("a3a4");
        assertThat(MoveNotation.parse("e7e5", XYMYX, Color.WHITE).coordinate()).isEqualTo("e7e5");
        assertThatThrownBy(() -> MoveNotation.parse("a3-a4", XYMYX, Color.WHITE)).hasMessageContaining("a3 holds no piece");
        Position p = Fen.parse("4k3/8/8/8/8/8/4P3/4K2R w - - 0 1");
        assertThat(MoveNotation.parseEach(List.of("d2d4", "e4"), p, Color.WHITE)).extracting(Move::coordinate)
                .containsExactly("d2d4", "e2e4");
    }
}
