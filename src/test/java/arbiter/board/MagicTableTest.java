package arbiter.board;

import static arbiter.board.BoardBits.walk;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A magic table built afresh (as loading {@link Magics} builds it) answers every arrangement of
 * blockers on a slider's lines as walking the lines does; two arrangements may share a slot only
 * when their attacks are the same.
 */
class MagicTableTest {

    private static final int[] STRAIGHT_DIRECTIONS = {0, 1, 2, 3};
    private static final int[] DIAGONAL_DIRECTIONS = {4, 5, 6, 7};

    /** The squares on the lines from {@code from} where a piece can stop the slider: each line without its last square. */
    private static long stoppers(int from, int[][] directions) {
        long bits = 0;
        for (int[] d : directions) {
            for (Square s = Square.of(from).offset(d[0], d[1]); s != null && s.offset(d[0], d[1]) != null;
                    s = s.offset(d[0], d[1])) {
                bits |= s.bit();
            }
        }
        return bits;
    }

    private static void answersEveryArrangement(Magics.Table table, int[][] directions) {
        Random random = new Random(64);
        for (int sq = 0; sq < 64; sq++) {
            long lines = stoppers(sq, directions);
            long blockers = 0;
            do {
                long elsewhere = random.nextLong() & ~lines;
                assertThat(table.attacks(sq, blockers | elsewhere)).as("%s with %x", Square.of(sq), blockers)
                        .isEqualTo(walk(sq, blockers, directions));
                blockers = (blockers - lines) & lines;
            } while (blockers != 0);
        }
    }

    @Test
    void aRookTableAnswersEveryArrangementOfBlockersOnEverySquare() {
        answersEveryArrangement(new Magics.Table(STRAIGHT_DIRECTIONS, Magics.ROOK_MAGICS), Attacks.STRAIGHT);
    }

    @Test
    void aBishopTableAnswersEveryArrangementOfBlockersOnEverySquare() {
        answersEveryArrangement(new Magics.Table(DIAGONAL_DIRECTIONS, Magics.BISHOP_MAGICS), Attacks.DIAGONAL);
    }

    @Test
    void piecesOnTheEdgeBeyondALineDoNotChangeItsAttacks() {
        Magics.Table rooks = new Magics.Table(STRAIGHT_DIRECTIONS, Magics.ROOK_MAGICS);
        int d4 = Square.parse("d4").index();
        long edges = Square.parse("a4").bit() | Square.parse("h4").bit() | Square.parse("d1").bit() | Square.parse("d8").bit();
        assertThat(rooks.attacks(d4, edges)).isEqualTo(rooks.attacks(d4, 0)).isEqualTo(walk(d4, 0, Attacks.STRAIGHT));
    }

    @Test
    void aMagicNumberMaySendArrangementsWithTheSameAttacksToOneSlot() {
        long[] magics = Magics.BISHOP_MAGICS.clone();
        magics[0] = 0x00102004C28A00C4L; // found by a search: a1's arrangements share slots, never two attack sets in one
        answersEveryArrangement(new Magics.Table(DIAGONAL_DIRECTIONS, magics), Attacks.DIAGONAL);
    }

    @Test
    void aMagicNumberThatMixesTwoAttackSetsIsRefused() {
        assertThatThrownBy(() -> new Magics.Table(STRAIGHT_DIRECTIONS, new long[64]))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("the magic number of a1 mixes two attack sets");
    }
}
