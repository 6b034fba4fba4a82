package arbiter.reference.xymyx;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.MoveNotation;
import arbiter.board.Position;
import arbiter.reference.Refusal;
import arbiter.reference.Rulesets;
import org.junit.jupiter.api.Test;

/**
 * A rejected move names the clause that refuses it and says what bars it: the piece in the way, the
 * pieces that attack the square, who checks.
 */
class RejectionReasonTest {

    private static Refusal why(String ruleset, String fen, Color side, String move) {
        Position p = Fen.parse(fen);
        return Rulesets.byId(ruleset).orElseThrow().whyIllegal(p, side, MoveNotation.parse(move, p, side));
    }

    @Test
    void aSlidingPieceNamesThePieceInItsWayUnderTheFirstMoment() {
        assertThat(why("xymyx", "4k3/8/8/8/8/N7/8/R3K3 w - - 0 1", Color.WHITE, "Ra1-a5"))
                .isEqualTo(new Refusal("xymyx.RA4.blocked", "the White Knight on a3 stands between a1 and a5"));
        assertThat(why("xymyx-classic", "4k3/8/8/8/8/N7/8/R3K3 w - - 0 1", Color.WHITE, "Ra1-a5").clause()).isEqualTo("xymyx-classic.R1.blocked");
    }

    @Test
    void aPawnNamesWhatBlocksItsStepOrThatItsDiagonalIsEmpty() {
        assertThat(why("xymyx", "4k3/8/8/8/8/p7/P7/4K3 w - - 0 1", Color.WHITE, "a2-a4"))
                .isEqualTo(new Refusal("xymyx.RA4.blocked", "the Black Pawn on a3 blocks the pawn's two-square step"));
        assertThat(why("xymyx", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", Color.WHITE, "a2-b3"))
                .isEqualTo(new Refusal("xymyx.RA4.nothing-to-take", "a pawn moves diagonally only to capture, and b3 is empty"));
    }

    @Test
    void aPawnTakingInPassingIsRefusedByTheEnPassantClauseOfItsEdition() {
        assertThat(why("xymyx", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", Color.WHITE, "e5-d6"))
                .isEqualTo(new Refusal("xymyx.C6.no-en-passant", "there is no en passant capture"));
        assertThat(why("xymyx-classic", "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1", Color.WHITE, "e5-d6"))
                .isEqualTo(new Refusal("xymyx-classic.ORTHODOX.not-just-stepped", "a pawn takes en passant only the pawn that made"
                        + " a two-square step in the turn before"));
    }

    @Test
    void aKingNamesThePiecesThatAttackTheSquareIncludingAlongTheLineItLeaves() {
        assertThat(why("xymyx", "4k3/8/8/8/8/8/8/r3K2n w - - 0 1", Color.WHITE, "Ke1-f1"))
                .isEqualTo(new Refusal("xymyx.C2", "the King may only move to a safe square, and f1 is attacked by Black's Rook on a1"));
        assertThat(why("xymyx", "4k3/8/8/8/8/8/5n2/r3K3 w - - 0 1", Color.WHITE, "Ke1-d1"))
                .isEqualTo(new Refusal("xymyx.C2", "the King may only move to a safe square, and d1 is attacked by Black's Rook on a1"
                        + " and Knight on f2"));
    }

    @Test
    void aKingOutOfCheckKeepsOffAnAttackedSquareBecauseTheBoardBeforeTheTurnDecides() {
        assertThat(why("xymyx", "4k3/8/8/8/8/8/7r/r5K1 w - - 0 1", Color.WHITE, "Kg1-g2").clause()).isEqualTo("xymyx.C2");
        assertThat(why("xymyx", "4kr2/8/8/8/8/8/8/4K3 w - - 0 1", Color.WHITE, "Ke1-f1"))
                .isEqualTo(new Refusal("xymyx.RA4", "the King may only move to a safe square, and f1 is attacked by Black's Rook on f8"));
        assertThat(why("xymyx-classic", "4kr2/8/8/8/8/8/8/4K3 w - - 0 1", Color.WHITE, "Ke1-f1").clause()).isEqualTo("xymyx-classic.R1");
    }

    @Test
    void aPlayerInCheckIsToldWhoChecksHim() {
        assertThat(why("xymyx-classic", "4k3/8/8/8/8/8/3p4/R3K3 w - - 0 1", Color.WHITE, "Ra1-a2"))
                .isEqualTo(new Refusal("xymyx-classic.N1", "White is in check from Black's Pawn on d2, and only a King move to a safe"
                        + " square answers it"));
        assertThat(why("xymyx", "4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", Color.WHITE, "Ke1xd2"))
                .isEqualTo(new Refusal("xymyx.C2", "a King in check may not take the Black Pawn on d2 that checks it"));
    }

    @Test
    void castlingNamesTheAttackerOfTheSquareTheKingWouldCross() {
        assertThat(why("xymyx-classic", "4k3/8/8/8/8/7b/8/4K2R w K - 0 1", Color.WHITE, "O-O"))
                .isEqualTo(new Refusal("xymyx-classic.ORTHODOX", "the King may not cross or land on an attacked square when castling,"
                        + " and Black's Bishop on h3 attacks f1"));
        assertThat(why("xymyx", "4k3/8/8/8/8/8/5n2/4K2R w K - 0 1", Color.WHITE, "O-O"))
                .isEqualTo(new Refusal("xymyx.C5", "no castling while the Rook on h1 is attacked, and Black's Knight on f2 attacks it"));
        assertThat(why("xymyx", "4k3/8/8/8/8/8/8/4K2R w K - 0 1 frozen=h1", Color.WHITE, "O-O"))
                .isEqualTo(new Refusal("xymyx.R4", "the Rook on h1 is frozen, and castling moves it"));
    }

    @Test
    void aPromotionLetterOnAKingsCastlingIsRefusedNotPlayedAsCastling() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        for (String ruleset : new String[] {"xymyx", "xymyx-classic"}) {
            Refusal why = Rulesets.byId(ruleset).orElseThrow().whyIllegal(p, Color.WHITE, Move.parseCoordinate("e1g1q"));
            assertThat(why).as(ruleset).isNotNull();
            assertThat(why.words()).isEqualTo("only a pawn is promoted, and e1g1q is a move of the White King on e1");
        }
    }
}
