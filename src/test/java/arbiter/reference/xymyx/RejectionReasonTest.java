package arbiter.reference.xymyx;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.MoveNotation;
import arbiter.board.Position;
import arbiter.reference.Rulesets;
import org.junit.jupiter.api.Test;

/** A rejected move says what bars it: the piece in the way, the pieces that attack the square, who checks. */
class RejectionReasonTest {

    private static String why(String ruleset, String fen, Color side, String move) {
        Position p = Fen.parse(fen);
        return Rulesets.byId(ruleset).orElseThrow().whyIllegal(p, side, MoveNotation.parse(move, p, side));
    }

    @Test
    void aSlidingPieceNamesThePieceInItsWay() {
        assertThat(why("xymyx", "4k3/8/8/8/8/N7/8/R3K3 w - - 0 1", Color.WHITE, "Ra1-a5"))
                .isEqualTo("the White Knight on a3 stands between a1 and a5");
    }

    @Test
    void aPawnNamesWhatBlocksItsStepOrThatItsDiagonalIsEmpty() {
        assertThat(why("xymyx", "4k3/8/8/8/8/p7/P7/4K3 w - - 0 1", Color.WHITE, "a2-a4"))
                .isEqualTo("the Black Pawn on a3 blocks the pawn's two-square step");
        assertThat(why("xymyx", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", Color.WHITE, "a2-b3"))
                .isEqualTo("a pawn moves diagonally only to capture, and b3 is empty");
    }

    @Test
    void aKingNamesThePiecesThatAttackTheSquareIncludingAlongTheLineItLeaves() {
        assertThat(why("xymyx", "4k3/8/8/8/8/8/8/r3K2n w - - 0 1", Color.WHITE, "Ke1-f1"))
                .isEqualTo("the King may only move to a safe square, and f1 is attacked by Black's Rook on a1 (xymyx.C2)");
        assertThat(why("xymyx", "4k3/8/8/8/8/8/5n2/r3K3 w - - 0 1", Color.WHITE, "Ke1-d1"))
                .isEqualTo("the King may only move to a safe square, and d1 is attacked by Black's Rook on a1 and Knight on f2 (xymyx.C2)");
    }

    @Test
    void aPlayerInCheckIsToldWhoChecksHim() {
        assertThat(why("xymyx-classic", "4k3/8/8/8/8/8/3p4/R3K3 w - - 0 1", Color.WHITE, "Ra1-a2"))
                .isEqualTo("White is in check from Black's Pawn on d2, and only a King move to a safe square answers it (xymyx-classic.N1)");
        assertThat(why("xymyx", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", Color.WHITE, "Ke1xd2"))
                .isEqualTo("a King in check may not take the Black Pawn on d2 that checks it [ruling, xymyx.C2]");
    }

    @Test
    void castlingNamesTheAttackerOfTheSquareTheKingWouldCross() {
        assertThat(why("xymyx-classic", "4k3/8/8/8/8/7b/8/4K2R w K - 0 1", Color.WHITE, "O-O"))
                .isEqualTo("the King may not cross or land on an attacked square when castling, and Black's Bishop on h3 attacks f1"
                        + " (xymyx-classic.ORTHODOX)");
        assertThat(why("xymyx", "4k3/8/8/8/8/8/5n2/4K2R w K - 0 1", Color.WHITE, "O-O"))
                .isEqualTo("no castling while the Rook on h1 is attacked, and Black's Knight on f2 attacks it (xymyx.C5)");
    }
}
