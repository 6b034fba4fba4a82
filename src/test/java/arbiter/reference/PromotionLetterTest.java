package arbiter.reference;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A King's castling written with a promotion letter ({@code e1g1q}) is no castling: every ruleset
 * rejects it, naming its clause of promotion or of a piece's movement, where SimulChess played it
 * as castling, XYMYX would have under a change that PIT found no scenario noticing, and Zeitgeist
 * and RevoChess refused it for castling's conditions, which it met. The scenario language cannot
 * write such a move (its reader refuses a promotion letter on a King's move before any
 * implementation is asked), so the whole answer is checked here, through the adapter interface.
 */
class PromotionLetterTest {

    private static final ReferenceImplementation REFERENCE = new ReferenceImplementation();
    /** White may castle short: nothing attacks e1, f1, g1 or the Rook. */
    private static final String CASTLING = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    private static final String WORDS = "only a pawn is promoted, and e1g1q is a move of the White King on e1";

    private static TurnResult resolve(String ruleset, String white, String black) {
        Side first = ruleset.startsWith("xymyx") ? Side.WHITE : null;
        return REFERENCE.resolve(new Turn(ruleset, CASTLING, List.of(white), List.of(black), first, List.of()));
    }

    @Test
    void theCastlingItselfIsPlayed() {
        for (String ruleset : List.of("xymyx", "xymyx-classic", "simulchess", "zeitgeist")) {
            assertThat(resolve(ruleset, "e1g1", "e8d8")).as(ruleset).isInstanceOfSatisfying(TurnResult.Resolved.class,
                    r -> assertThat(r.position()).startsWith("3k4/8/8/8/8/8/8/5RK1 "));
        }
    }

    @Test
    void withAPromotionLetterItIsRejectedInEveryRulesetUnderItsClause() {
        assertThat(resolve("xymyx", "e1g1q", "e8d8")).isEqualTo(rejected("e1g1q", WORDS, "xymyx.RA3.promotion-not-pawn"));
        assertThat(resolve("xymyx-classic", "e1g1q", "e8d8")).isEqualTo(rejected("e1g1q", WORDS, "xymyx-classic.U3.promotion-not-pawn"));
        assertThat(resolve("simulchess", "e1g1q", "e8d8")).isEqualTo(rejected("e1g1q", WORDS, "simulchess.basic.promotion-not-pawn"));
        assertThat(resolve("zeitgeist", "e1g1q", "e8d8")).isEqualTo(rejected("e1g1q", WORDS, "zeitgeist.6.promotion-not-pawn"));
        TurnResult revochess = REFERENCE.resolve(new Turn("revochess", "4k3/8/8/8/8/8/P7/4K2R w - - 0 5", List.of("e1h1q", "a2a3"),
                List.of(), null, List.of()));
        assertThat(revochess).isEqualTo(rejected("e1h1q", "first move: only a pawn is promoted, and e1h1q is a move of the White"
                + " King on e1", "revochess.setup.promotion-not-pawn"));
    }

    private static TurnResult.Rejected rejected(String move, String reason, String clause) {
        return new TurnResult.Rejected(Side.WHITE, move, reason, List.of(clause));
    }
}
