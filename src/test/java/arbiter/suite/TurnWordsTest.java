package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Moves, rejections and outcomes in words, whatever an implementation answers. */
class TurnWordsTest {

    private static final Position BEFORE = Fen.parse("3k4/4P3/1n6/8/8/8/8/R3K3 w - - 0 1");

    @Test
    void aMoveGetsItsPieceLetterAndAMoveOfNoPieceOrNoMoveAtAllStaysAsGiven() {
        assertThat(TurnWords.move("a1a4", BEFORE)).isEqualTo("Ra1-a4");
        assertThat(TurnWords.move("b6a4", BEFORE)).isEqualTo("Nb6-a4");
        assertThat(TurnWords.move("e7d8q", BEFORE)).isEqualTo("e7xd8=Q");
        assertThat(TurnWords.move("c3c4", BEFORE)).isEqualTo("c3c4");
        assertThat(TurnWords.move("castle\nnow", BEFORE)).isEqualTo("\"castle\\u000anow\"");
        assertThat(TurnWords.move(" a1a4", BEFORE)).isEqualTo("\" a1a4\"");
    }

    @Test
    void aRejectionNamesTheSideAndTheMoveInWords() {
        assertThat(TurnWords.rejection(new TurnResult.Rejected(Side.BLACK, "b6a4", "no"), BEFORE))
                .isEqualTo("Black's move Nb6-a4 is illegal");
    }

    @Test
    void outcomesAreSentences() {
        assertThat(TurnWords.outcome(Outcome.ONGOING)).isEqualTo("the game goes on");
        assertThat(TurnWords.outcome(Outcome.win(Side.BLACK, "checkmate"))).isEqualTo("Black wins by checkmate");
        assertThat(TurnWords.outcome(Outcome.draw("fifty-turns"))).isEqualTo("a draw by the fifty-turn rule");
        assertThat(TurnWords.outcome(Outcome.draw("mutual-checkmate"))).isEqualTo("a draw by mutual checkmate");
        assertThat(TurnWords.outcome(Outcome.draw("Agreed\n"))).isEqualTo("a draw by \"Agreed\\u000a\"");
    }

    @Test
    void aPlayersSecondMoveIsWrittenWhereTheFirstLeavesTheBoard() {
        Position before = Fen.parse("4k3/8/8/8/8/8/4P3/4K2R w - - 0 1");

        assertThat(TurnWords.played(List.of("e2e4", "e4e5"), before)).containsExactly("e2-e4", "e4-e5");
        assertThat(TurnWords.played(List.of("e1h1", "e1e2"), Fen.parse("4k3/8/8/8/8/8/8/4K2R w - - 0 1")))
                .containsExactly("Ke1xh1", "Re1-e2");
        assertThat(TurnWords.turn(new Turn("xymyx", Fen.format(before), List.of("e2e4", "e4e5"),
                List.of(), null, List.of()))).isEqualTo("White e2-e4 then e4-e5, Black does not move");
    }

    @Test
    void inRevoChessAKingOntoItsOwnRookInLineIsTheCastlingElsewhereItTakesTheRook() {
        Position before = Fen.parse("4k3/8/8/8/R3K3/8/8/8 w - - 0 9");

        assertThat(TurnWords.played(List.of("e4a4", "a4a5"), before, "revochess")).containsExactly("0-a4", "Ka4-a5");
        assertThat(TurnWords.rejection(new TurnResult.Rejected(Side.WHITE, "e4a4", "no"), before, "revochess"))
                .isEqualTo("White's move 0-a4 is illegal");
        assertThat(TurnWords.played(List.of("e4a4"), before, "xymyx-classic")).containsExactly("Ke4xa4");
        assertThat(TurnWords.move("e1h4", Fen.parse("4k3/8/8/8/7R/8/8/4K3 w - - 0 9"), "revochess")).isEqualTo("Ke1xh4");
    }

    @Test
    void aRejectedSecondMoveIsWrittenWhereItWasPlayed() {
        Turn turn = new Turn("xymyx", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", List.of("e2e4", "e4e5"),
                List.of(), null, List.of());

        assertThat(TurnWords.rejection(new TurnResult.Rejected(Side.WHITE, "e4e5", "no"), turn)).isEqualTo("White's move e4-e5 is illegal");
    }

    @Test
    void aRejectionSaysTheClausesThatRefuseTheMove() {
        Position before = Fen.parse("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
        assertThat(TurnWords.rejection(new TurnResult.Rejected(Side.WHITE, "e1g1", "no", List.of("xymyx.C5")), before))
                .isEqualTo("White's move Ke1-g1 is illegal under xymyx.C5");
        assertThat(TurnWords.rejection(new TurnResult.Rejected(Side.WHITE, "e1g1", "no", List.of("xymyx.C5", "xymyx.R4")), before))
                .isEqualTo("White's move Ke1-g1 is illegal under xymyx.C5 and xymyx.R4");
    }
}
