package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Who attacks a square ({@link Attacks#attackers}, {@link Attacks#isAttacked} with a square counted
 * empty), the castling rights a move ends ({@link Orthodox#updateRights}) and the pawn an en passant
 * capture takes.
 */
class MoveGenAttackersAndRightsTest {

    private static final String CASTLING_START = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

    private static String rightsAfter(String fen, String square, String move) {
        Position p = Fen.parse(fen);
        Position.Builder b = p.toBuilder();
        Orthodox.updateRights(b, p.pieceAt(Square.parse(square)), Move.parseCoordinate(move));
        return Fen.castlingText(b.build().castlingRooks());
    }

    @Test
    void attackersAreTheEnemyPiecesThatReachTheSquareA1ToH8() {
        Position p = Fen.parse("3rk3/8/8/8/4p3/8/1n6/5B1K w - - 0 1");
        assertThat(Attacks.attackers(p, Square.parse("d3"), Color.BLACK)).extracting(Square::toString)
                .containsExactly("b2", "e4", "d8");
        assertThat(Attacks.attackers(p, Square.parse("d3"), Color.WHITE)).extracting(Square::toString)
                .containsExactly("f1");
        assertThat(Attacks.isAttacked(p, Square.parse("d3"), Color.BLACK)).isTrue();
        assertThat(Attacks.isAttacked(p, Square.parse("a1"), Color.BLACK)).isFalse();
    }

    @Test
    void aSquareCountedEmptyOpensTheLineBehindIt() {
        Position p = Fen.parse("4r2k/8/8/8/8/8/4P3/4K3 w - - 0 1");
        Square e1 = Square.parse("e1");
        assertThat(Attacks.isAttacked(p, e1, Color.BLACK, null)).isFalse();
        assertThat(Attacks.isAttacked(p, e1, Color.BLACK, Square.parse("e2"))).isTrue();
    }

    @Test
    void aKingMoveEndsBothItsRightsAndARookOnlyItsOwn() {
        assertThat(rightsAfter(CASTLING_START, "e1", "e1f1")).isEqualTo("kq");
        assertThat(rightsAfter(CASTLING_START, "a1", "a1a5")).isEqualTo("Kkq");
        assertThat(rightsAfter(CASTLING_START, "h1", "h1h8")).isEqualTo("Qq");
    }

    @Test
    void enPassantTakesThePawnBesideTheCapturer() {
        assertThat(Orthodox.enPassantVictim(Move.parseCoordinate("e5d6"))).isEqualTo(Square.parse("d5"));
        assertThat(Orthodox.enPassantVictim(Move.parseCoordinate("c4b3"))).isEqualTo(Square.parse("b4"));
    }
}
