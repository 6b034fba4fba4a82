package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** What each setter of a position's builder records, read back through the position it builds. */
class PositionBuilderTest {

    private static Square sq(String name) {
        return Square.parse(name);
    }

    @Test
    void everySetterChainsAndRecordsWhatItNames() {
        Position p = Position.builder()
                .castling(Set.of(sq("a1"), sq("h1"), sq("a8")))
                .loseCastling(sq("a1"))
                .enPassantSquares(Set.of(sq("d6"), sq("e3")))
                .frozen(Set.of(sq("d1")))
                .checks(Color.BLACK, 2)
                .castled(Color.WHITE, true)
                .sideToMove(Color.BLACK)
                .build();

        assertThat(p.castlingRooks()).containsExactly(sq("h1"), sq("a8"));
        assertThat(p.enPassantSquares()).containsExactly(sq("e3"), sq("d6"));
        assertThat(p.frozen()).containsExactly(sq("d1"));
        assertThat(p.checks(Color.BLACK)).isEqualTo(2);
        assertThat(p.checks(Color.WHITE)).isZero();
        assertThat(p.hasCastled(Color.WHITE)).isTrue();
        assertThat(p.hasCastled(Color.BLACK)).isFalse();
        assertThat(p.sideToMove()).isEqualTo(Color.BLACK);
    }

    @Test
    void undoingOneSidesCastlingKeepsTheOthers() {
        Position both = Position.builder().castled(Color.WHITE, true).castled(Color.BLACK, true).build();

        Position blackOnly = both.toBuilder().castled(Color.WHITE, false).build();
        Position whiteOnly = both.toBuilder().castled(Color.BLACK, false).build();

        assertThat(blackOnly.hasCastled(Color.WHITE)).isFalse();
        assertThat(blackOnly.hasCastled(Color.BLACK)).isTrue();
        assertThat(whiteOnly.hasCastled(Color.WHITE)).isTrue();
        assertThat(whiteOnly.hasCastled(Color.BLACK)).isFalse();
    }

    @Test
    void aSideMayCastleOnlyWithTheRooksThatKeepTheirRight() {
        Position p = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");

        assertThat(p.mayCastleWith(sq("h1"))).isTrue();
        assertThat(p.mayCastleWith(sq("a8"))).isTrue();
        assertThat(p.mayCastleWith(sq("a1"))).isFalse();
        assertThat(p.mayCastleWith(sq("h8"))).isFalse();
        assertThat(p.mayCastleWith(sq("e1"))).isFalse();
    }

    @Test
    void aPositionPrintsAsItsFen() {
        String fen = "r3k2r/8/8/8/4P3/8/8/R3K2R b KQkq e3 0 1";

        assertThat(Fen.parse(fen)).hasToString(fen);
        assertThat(Position.builder().put(sq("e1"), Piece.of(Color.WHITE, PieceType.KING)).build())
                .hasToString("8/8/8/8/8/8/8/4K3 w - - 0 1");
    }
}
