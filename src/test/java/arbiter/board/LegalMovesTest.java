package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Legal moves found by pins and check masks, and perft's packed moves, agree with the plain way:
 * play every move and look whether the King is attacked. Checked along random games from the
 * published perft positions and from boards no game reaches (no King, two Kings, a pawn on the
 * first rank, the Black King on d8).
 */
class LegalMovesTest {

    static Stream<String> starts() {
        return Stream.of(Fen.ORTHODOX_START,
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
                "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
                "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1",
                "3k4/8/8/8/8/8/8/R3Q2R w KQ - 0 1",
                "3k4/8/8/8/8/8/8/RK2K2R w KQ - 0 1",
                "4k3/8/8/2Pp4/8/8/8/P3K2R w K d6 0 1");
    }

    @ParameterizedTest
    @MethodSource("starts")
    void agreeWithPlayingEveryMoveAlongRandomGames(String fen) {
        Random random = new Random(fen.hashCode());
        for (int game = 0; game < 20; game++) {
            Position p = Fen.parse(fen);
            for (int ply = 0; ply < 60; ply++) {
                List<Move> legal = Orthodox.legalMoves(p);
                assertThat(legal).as(p.toString()).containsExactlyElementsOf(byPlaying(p));
                assertThat(packed(p)).as(p.toString()).containsExactlyInAnyOrderElementsOf(coordinates(legal));
                if (legal.isEmpty()) {
                    break;
                }
                p = Orthodox.play(p, legal.get(random.nextInt(legal.size())));
            }
        }
    }

    private static List<Move> byPlaying(Position p) {
        Color us = p.sideToMove();
        List<Move> legal = new ArrayList<>();
        for (Move move : PieceMoves.of(p, us, false, true)) {
            if (!Attacks.inCheck(Orthodox.play(p, move), us)) {
                legal.add(move);
            }
        }
        for (Castling c : Castling.available(p, us)) {
            if (c.kingPathSafe(p, us.opposite())) {
                legal.add(c.move());
            }
        }
        return legal;
    }

    private static List<String> packed(Position p) {
        if (Long.bitCount(p.pieces(p.sideToMove(), PieceType.KING)) != 1) {
            return coordinates(Orthodox.legalMoves(p));
        }
        int[] moves = new int[256];
        int count = LegalMoves.generate(p, moves);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            found.add(new Move(Square.of(LegalMoves.from(moves[i])), Square.of(LegalMoves.to(moves[i])),
                    LegalMoves.promotion(moves[i])).coordinate());
        }
        return found;
    }

    private static List<String> coordinates(List<Move> moves) {
        return moves.stream().map(Move::coordinate).toList();
    }
}
