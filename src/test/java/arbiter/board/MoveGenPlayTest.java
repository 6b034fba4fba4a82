package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link Orthodox#play(Position, Move)} keeps the FEN counters and rights by the rules: the halfmove
 * clock counts moves since the last capture or pawn move, the fullmove number grows after Black's
 * move, and a Rook that leaves or is taken on its corner ends its castling right.
 */
class MoveGenPlayTest {

    private static Position play(Position p, String... moves) {
        for (String move : moves) {
            p = Orthodox.play(p, Move.parseCoordinate(move));
        }
        return p;
    }

    @Test
    void quietPieceMovesAdvanceTheHalfmoveClockAndBlackMovesTheFullmoveNumber() {
        Position start = Fen.parse(Fen.ORTHODOX_START);
        Position afterWhite = play(start, "g1f3");
        assertThat(afterWhite.halfmove()).isEqualTo(1);
        assertThat(afterWhite.fullmove()).isEqualTo(1);
        Position afterBlack = play(afterWhite, "b8c6");
        assertThat(afterBlack.halfmove()).isEqualTo(2);
        assertThat(afterBlack.fullmove()).isEqualTo(2);
        assertThat(afterBlack.sideToMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void aPawnMoveResetsTheHalfmoveClock() {
        Position p = play(Fen.parse(Fen.ORTHODOX_START), "g1f3", "b8c6", "e2e4");
        assertThat(p.halfmove()).isZero();
        assertThat(p.fullmove()).isEqualTo(2);
    }

    @Test
    void aCaptureResetsTheHalfmoveClock() {
        Position p = play(Fen.parse("4k3/8/8/3p4/8/4N3/8/4K3 w - - 7 30"), "e3d5");
        assertThat(p.halfmove()).isZero();
        assertThat(p.fullmove()).isEqualTo(30);
        assertThat(p.pieceAt(Square.parse("d5"))).isEqualTo(Piece.of(Color.WHITE, PieceType.KNIGHT));
    }

    @Test
    void aRookTakingTheOtherOnItsCornerEndsBothTheirRights() {
        Position p = play(Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "a1a8");
        assertThat(Fen.castlingText(p.castlingRooks())).isEqualTo("Kk");
        assertThat(Fen.format(p)).isEqualTo("R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    }
}
