package arbiter.board;

import static arbiter.board.BoardBits.bits;
import static arbiter.board.BoardBits.walk;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The precomputed attack sets agree with walking the board square by square. */
class BitboardsTest {

    @Test
    void rookAndBishopLinesStopAtTheFirstPieceOnEveryBoard() {
        Random random = new Random(17);
        for (int i = 0; i < 2000; i++) {
            long occupied = random.nextLong() & random.nextLong();
            int from = random.nextInt(64);
            assertThat(Bitboards.rookAttacks(from, occupied)).isEqualTo(walk(from, occupied, Attacks.STRAIGHT));
            assertThat(Bitboards.bishopAttacks(from, occupied)).isEqualTo(walk(from, occupied, Attacks.DIAGONAL));
            assertThat(Bitboards.queenAttacks(from, occupied))
                    .isEqualTo(walk(from, occupied, Attacks.STRAIGHT) | walk(from, occupied, Attacks.DIAGONAL));
        }
    }

    @Test
    void stepsStayOnTheBoard() {
        assertThat(Bitboards.knightAttacks(Square.parse("a1").index())).isEqualTo(bits("b3", "c2"));
        assertThat(Bitboards.kingAttacks(Square.parse("h8").index())).isEqualTo(bits("g8", "g7", "h7"));
        assertThat(Bitboards.pawnAttacks(Color.WHITE, Square.parse("a4").index())).isEqualTo(bits("b5"));
        assertThat(Bitboards.pawnAttacks(Color.BLACK, Square.parse("e4").index())).isEqualTo(bits("d3", "f3"));
        assertThat(Bitboards.pawnAttacks(Color.BLACK, Square.parse("e1").index())).isZero();
    }

    @Test
    void betweenAndLineFollowRanksFilesAndDiagonalsOnly() {
        int a1 = Square.parse("a1").index();
        assertThat(Bitboards.between(a1, Square.parse("d4").index())).isEqualTo(bits("b2", "c3"));
        assertThat(Bitboards.between(a1, Square.parse("b3").index())).isZero();
        assertThat(Bitboards.line(Square.parse("c3").index(), Square.parse("e5").index()))
                .isEqualTo(bits("a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"));
        assertThat(Bitboards.line(a1, Square.parse("b3").index())).isZero();
    }
}
