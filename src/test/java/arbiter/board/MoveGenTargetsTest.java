package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link PieceMoves#targets} is the set of squares {@link PieceMoves#from} lists, for every piece of
 * both sides, with and without self-capture and en passant, along random games.
 */
class MoveGenTargetsTest {

    private static final List<String> STARTS = List.of(Fen.ORTHODOX_START,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 1",
            "4k3/8/8/2Pp4/8/8/8/P3K2R w K d6 0 1");

    private static long squaresOf(List<Move> moves) {
        long bits = 0;
        for (Move move : moves) {
            bits |= move.to().bit();
        }
        return bits;
    }

    private static void agreeOn(Position p) {
        for (int from = 0; from < 64; from++) {
            for (boolean self : new boolean[] {false, true}) {
                for (boolean ep : new boolean[] {false, true}) {
                    long listed = squaresOf(PieceMoves.from(p, Square.of(from), self, ep));
                    assertThat(PieceMoves.targets(p, from, self, ep)).as("%s from %s self %s ep %s", p, Square.of(from), self, ep)
                            .isEqualTo(listed);
                }
            }
        }
    }

    @Test
    void targetsAreTheSquaresTheListedMovesReachAlongRandomGames() {
        Random random = new Random(11);
        for (String fen : STARTS) {
            for (int game = 0; game < 5; game++) {
                Position p = Fen.parse(fen);
                for (int ply = 0; ply < 40; ply++) {
                    agreeOn(p);
                    List<Move> legal = Orthodox.legalMoves(p);
                    if (legal.isEmpty()) {
                        break;
                    }
                    p = Orthodox.play(p, legal.get(random.nextInt(legal.size())));
                }
            }
        }
    }

    @Test
    void withSelfCaptureAPieceMayLandOnItsOwnPiecesButNotItsKing() {
        Position p = Fen.parse("4k3/8/8/8/8/8/3P4/3RK3 w - - 0 1");
        int d1 = Square.parse("d1").index();
        assertThat(PieceMoves.targets(p, d1, true, false) & Square.parse("d2").bit()).isNotZero();
        assertThat(PieceMoves.targets(p, d1, true, false) & Square.parse("e1").bit()).isZero();
        assertThat(PieceMoves.targets(p, d1, false, false) & Square.parse("d2").bit()).isZero();
    }
}
