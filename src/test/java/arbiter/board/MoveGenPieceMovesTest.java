package arbiter.board;

import static arbiter.board.BoardBits.bits;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The moves and target squares of one piece ({@link PieceMoves#from}, {@link PieceMoves#targets}):
 * a slider's order, pawns on the edge ranks, a blocked double step, en passant only onto an empty
 * square beside the pawn that passed; and {@link Attacks#attacks} for one piece.
 */
class MoveGenPieceMovesTest {

    private static List<String> from(String fen, String square, boolean enPassant) {
        return PieceMoves.from(Fen.parse(fen), Square.parse(square), false, enPassant).stream().map(Move::coordinate).toList();
    }

    private static long targets(String fen, String square) {
        return PieceMoves.targets(Fen.parse(fen), Square.parse(square).index(), false, true);
    }

    @Test
    void aRookSlidesEastNorthWestSouthNearestSquareFirst() {
        assertThat(from("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1", "d4", false)).containsExactly(
                "d4e4", "d4f4", "d4g4", "d4h4", "d4d5", "d4d6", "d4d7", "d4d8",
                "d4c4", "d4b4", "d4a4", "d4d3", "d4d2", "d4d1");
    }

    @Test
    void anEmptySquareHasNoMoves() {
        assertThat(from("4k3/8/8/8/3R4/8/8/4K3 w - - 0 1", "d5", true)).isEmpty();
    }

    @Test
    void aBlackPawnOnTheSecondRankPromotesOnTheFirst() {
        String fen = "4k3/8/8/8/8/8/p7/4K3 b - - 0 1";
        assertThat(from(fen, "a2", true)).containsExactly("a2a1q", "a2a1r", "a2a1b", "a2a1n");
        assertThat(targets(fen, "a2")).isEqualTo(bits("a1"));
    }

    @Test
    void aWhitePawnOnTheLastRankHasNowhereToGo() {
        String fen = "P3k3/8/8/8/8/8/8/4K3 w - - 0 1";
        assertThat(from(fen, "a8", true)).isEmpty();
        assertThat(targets(fen, "a8")).isZero();
    }

    @Test
    void aPieceOnTheFourthRankStopsTheDoubleStepButNotTheSingle() {
        String fen = "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1";
        assertThat(targets(fen, "e2")).isEqualTo(bits("e3"));
        assertThat(from(fen, "e2", true)).containsExactly("e2e3");
    }

    @Test
    void enPassantNeedsTheEnemyPawnThatPassedBesideThePawn() {
        String fen = "4k3/8/8/2P5/8/8/8/4K3 w - d6 0 1";
        assertThat(from(fen, "c5", true)).containsExactly("c5c6");
        assertThat(targets(fen, "c5")).isEqualTo(bits("c6"));
        assertThat(from("4k3/8/8/2Pp4/8/8/8/4K3 w - d6 0 1", "c5", true)).containsExactly("c5c6", "c5d6");
    }

    @Test
    void enPassantNeverLandsOnAPieceOfTheSameSide() {
        String fen = "4k3/8/3N4/2Pp4/8/8/8/4K3 w - d6 0 1";
        assertThat(from(fen, "c5", true)).containsExactly("c5c6");
        assertThat(targets(fen, "c5")).isEqualTo(bits("c6"));
    }

    @Test
    void aPieceAttacksAlongItsOpenLinesButNeverItsOwnSquareOrFromAnEmptyOne() {
        Position p = Fen.parse("4k3/8/8/8/3R4/8/3p4/4K3 w - - 0 1");
        Square d4 = Square.parse("d4");
        assertThat(Attacks.attacks(p, d4, Square.parse("a4"))).isTrue();
        assertThat(Attacks.attacks(p, d4, Square.parse("d2"))).isTrue();
        assertThat(Attacks.attacks(p, d4, Square.parse("d1"))).isFalse();
        assertThat(Attacks.attacks(p, d4, d4)).isFalse();
        assertThat(Attacks.attacks(p, Square.parse("d5"), Square.parse("d6"))).isFalse();
    }
}
