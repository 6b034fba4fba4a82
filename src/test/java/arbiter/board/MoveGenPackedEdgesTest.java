package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Perft's packed generator ({@link LegalMoves#generate}) on the edges of the board: pawns that
 * promote on the first rank or stand on the last, and a King whose castling Rook stands beside it.
 */
class MoveGenPackedEdgesTest {

    private static List<String> packed(String fen) {
        int[] moves = new int[256];
        int count = LegalMoves.generate(Fen.parse(fen), moves);
        List<String> found = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String text = new Move(Square.of(LegalMoves.from(moves[i])), Square.of(LegalMoves.to(moves[i])),
                    LegalMoves.promotion(moves[i])).coordinate();
            found.add(LegalMoves.castlingRook(moves[i]) >= 0 ? "castling " + text : text);
        }
        return found;
    }

    @Test
    void aBlackPawnOnA2PromotesOnA1ToEachPiece() {
        assertThat(packed("4k3/8/8/8/8/8/p7/7K b - - 0 1"))
                .contains("a2a1q", "a2a1r", "a2a1b", "a2a1n").hasSize(5 + 4);
    }

    @Test
    void aWhitePawnOnA8HasNoMove() {
        assertThat(packed("P3k3/8/8/8/8/8/8/7K w - - 0 1")).containsExactlyInAnyOrder("h1g1", "h1g2", "h1h2");
    }

    @Test
    void aKingBesideItsCastlingRookCannotCastle() {
        String fen = "4kr2/8/8/8/8/8/8/4K3 b f - 0 1";
        assertThat(Fen.parse(fen).castlingBits()).isEqualTo(Square.parse("f8").bit());
        assertThat(packed(fen)).noneMatch(move -> move.startsWith("castling"))
                .containsExactlyInAnyOrder("e8d8", "e8d7", "e8e7", "e8f7",
                        "f8g8", "f8h8", "f8f7", "f8f6", "f8f5", "f8f4", "f8f3", "f8f2", "f8f1");
    }
}
