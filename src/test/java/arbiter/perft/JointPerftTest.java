package arbiter.perft;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import arbiter.game.Games;
import arbiter.suite.ForwardingImplementation;
import arbiter.suite.Target;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The joint perft counted against the reference on positions small enough to count by hand. */
class JointPerftTest {

    private static final Implementation REFERENCE = Target.find(Target.REFERENCE);

    /** Black's King on a8; White's King on h1 and a pawn on a2: nothing can meet. */
    private static final String KING_AND_PAWN = "k7/8/8/8/8/8/P7/7K w - - 0 10";

    private static List<PerftLevel> count(String ruleset, String fen, int depth) {
        return JointPerft.of(REFERENCE, ruleset).count(fen, depth);
    }

    @Test
    void xymyxPlaysEachPairInBothOrders() {
        // White: Kg1, Kg2, Kh2, a3, a4 (5); Black: Ka7, Kb7, Kb8 (3). 5 x 3 = 15 pairs, each with White and with
        // Black registered first: 30 joint turns. No two moves meet, so the order changes nothing: 15 positions.
        assertThat(count("xymyx", KING_AND_PAWN, 1)).containsExactly(new PerftLevel(1, 30, 15, 0, 0));
    }

    @Test
    void simulchessPlaysEachPairOnceAtTheSameInstant() {
        // The same 5 x 3 pairs, each once: 15 joint turns, 15 positions.
        assertThat(count("simulchess", KING_AND_PAWN, 1)).containsExactly(new PerftLevel(1, 15, 15, 0, 0));
    }

    @Test
    void revochessCountsTwoMoveTurns() {
        // White's two moves: after Kg1, 5 King moves and 2 pawn moves (7); after Kg2, 8 + 2 (10); after Kh2, 5 + 2 (7);
        // after a3, 3 King moves and a4 (4); after a4, 3 and a5 (4): 32 turns. Positions: the King on one of the 9 squares
        // f1-h3 with the pawn on a2 (9), the King on g1, g2 or h2 with the pawn on a3 or a4, in either order (6), the
        // pawn on a4 or a5 with the King at home (2): 17.
        assertThat(count("revochess", KING_AND_PAWN, 1)).containsExactly(new PerftLevel(1, 32, 17, 0, 0));
    }

    @Test
    void aTurnThatEndsTheGameCountsAndIsNotPlayedOn() {
        // Two bare Kings on their forty-ninth quiet turn: 3 x 3 pairs, each the fiftieth, a draw at once; nothing is
        // played after them.
        assertThat(count("simulchess", "k7/8/8/8/8/8/8/7K w - - 49 10", 2))
                .containsExactly(new PerftLevel(1, 9, 9, 9, 0), new PerftLevel(2, 0, 0, 0, 0));
    }

    @Test
    void aRevochessFirstMoveThatTakesTheKingIsATurnAlone() {
        // Ra1xa8 takes the King: a turn of one move. Ten turns end the game: that one, the Rook's six steps up the
        // a-file then the capture on a8, and the King's three steps then Ra1xa8.
        List<JointPerft.Divided> lines = JointPerft.of(REFERENCE, "revochess").divide("k7/8/8/8/8/8/8/R6K w - - 0 10", 1);
        assertThat(lines).contains(new JointPerft.Divided("White a1a8", 1, 1, false));
        assertThat(lines).filteredOn(l -> l.turn().startsWith("White a1a8 ")).isEmpty();
        assertThat(count("revochess", "k7/8/8/8/8/8/8/R6K w - - 0 10", 1).get(0).finished()).isEqualTo(10);
    }

    @Test
    void simulchessFromTheStartPairsTheOrthodoxFirstMovesOfTheBoardModel() {
        // Counted apart from the reference: the board model's orthodox legal moves for each side at the start.
        Position start = Fen.parse(Fen.ORTHODOX_START);
        long white = Orthodox.legalMoves(start).size();
        long black = Orthodox.legalMoves(start.toBuilder().sideToMove(Color.BLACK).build()).size();
        assertThat(count("simulchess", Fen.ORTHODOX_START, 1).get(0).jointTurns()).isEqualTo(white * black).isEqualTo(400);
    }

    @Test
    void theDivideAddsUpToTheCount() {
        for (String ruleset : arbiter.game.Games.ids()) {
            long total = JointPerft.of(REFERENCE, ruleset).divide(TwoKingsTwoPawns.FEN, 2).stream().mapToLong(JointPerft.Divided::count).sum();
            assertThat(total).as(ruleset).isEqualTo(count(ruleset, TwoKingsTwoPawns.FEN, 2).get(1).jointTurns());
        }
    }

    @Test
    void countingEachPositionOnceAgreesWithCountingEveryPath() {
        for (String ruleset : arbiter.game.Games.ids()) {
            assertThat(count(ruleset, TwoKingsTwoPawns.FEN, 2)).as(ruleset)
                    .isEqualTo(TwoKingsTwoPawns.naive(REFERENCE, ruleset, 2));
        }
    }

    @Test
    void aPairOfListedMovesTheImplementationRejectsIsTalliedApart() {
        // The reference's 5 and 3 moves, and White's h1h8 besides, which it rejects: 3 rejected pairs beside 15 played.
        Implementation listsTooMuch = new ListsAnExtraMove(REFERENCE);
        assertThat(JointPerft.of(listsTooMuch, "simulchess").count(KING_AND_PAWN, 1)).containsExactly(new PerftLevel(1, 15, 15, 0, 3));
    }

    @Test
    void aRulesetWithoutAJointTurnIsRefused() {
        assertThatThrownBy(() -> JointPerft.of(REFERENCE, "shogi")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no joint perft is defined for the ruleset \"shogi\"; it is for " + String.join(", ", Games.ids()));
    }

    @Test
    void anAnswerThatIsNotFenStopsTheCountSayingWhere() {
        Implementation garbled = new ListsAnExtraMove(REFERENCE) {
            @Override
            public TurnResult resolve(Turn turn) {
                return new TurnResult.Resolved("not a position", List.of(), arbiter.api.Outcome.ONGOING, List.of());
            }
        };
        assertThatThrownBy(() -> JointPerft.of(garbled, "simulchess").count(KING_AND_PAWN, 1)).isInstanceOf(IllegalStateException.class)
                .hasMessageMatching("the position after [a-h][1-8][a-h][1-8] [a-h][1-8][a-h][1-8] from " + java.util.regex.Pattern.quote(KING_AND_PAWN)
                        + " is not FEN: FEN \"not a position\" has 3 fields.*");
    }

    /** The reference, with White's move h1h8 listed besides its own (which it rejects). */
    private static class ListsAnExtraMove extends ForwardingImplementation {

        ListsAnExtraMove(Implementation inner) {
            super(inner);
        }

        @Override
        public List<String> legalMoves(String ruleset, String position, Side side) {
            List<String> moves = new ArrayList<>(super.legalMoves(ruleset, position, side));
            if (side == Side.WHITE) {
                moves.add("h1h8");
            }
            return moves;
        }
    }
}
