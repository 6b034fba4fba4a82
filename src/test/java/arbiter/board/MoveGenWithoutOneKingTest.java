package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Boards no game reaches, where a side has no King or two: perft counts them by playing each move,
 * and a side with two Kings still castles with the one on its home square.
 */
class MoveGenWithoutOneKingTest {

    /** White has a lone a-pawn and no King; the Black King on h8 has three squares, none the pawn can reach. */
    private static final String LONE_PAWN = "7k/8/8/8/8/8/P7/8 w - - 0 1";

    @Test
    void perftCountsALoneKinglessPawnAndTheKingAnswering() {
        Position p = Fen.parse(LONE_PAWN);
        assertThat(Orthodox.perft(p, 1)).isEqualTo(2);
        assertThat(Orthodox.perft(p, 2)).isEqualTo(2 * 3);
        assertThat(Orthodox.perft(p, 3)).isEqualTo(2 * 3);
    }

    @Test
    void perftPlayingEveryLeafCountsTheSame() {
        Position p = Fen.parse(LONE_PAWN);
        assertThat(Orthodox.perftPlayingLeaves(p, 1)).isEqualTo(2);
        assertThat(Orthodox.perftPlayingLeaves(p, 2)).isEqualTo(2 * 3);
        assertThat(Orthodox.perftPlayingLeaves(p, 3)).isEqualTo(2 * 3);
    }

    @Test
    void aSideWithTwoKingsCastlesWithTheOneOnItsHomeSquare() {
        Position p = Fen.parse("4k3/8/8/8/8/8/4K3/4K2R w K - 0 1");
        assertThat(Orthodox.legalMoves(p)).last().extracting(Move::coordinate).isEqualTo("e1g1");
    }
}
