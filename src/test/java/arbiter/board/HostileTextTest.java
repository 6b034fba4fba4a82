package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * Texts the fuzz campaign ({@code arbiter fuzz}) found the readers hanging on, throwing something
 * other than their own refusal for, or quoting at unbounded length: each is now a short refusal.
 */
class HostileTextTest {

    private static final String BOARD = """
            8 . . . k . . . .
            7 . . . . . . . .
            6 . . . . . . . .
            5 . . . . . . . .
            4 . . . . . . . .
            3 . . . . . . . .
            2 . . . . . . . .
            1 . . . . K . . .
            """;

    /** The old rank pattern backtracked cubically: 500 blanks took 17 s, 1,000 took six minutes. */
    @Test
    void aRankWithThousandsOfBlanksIsRefusedAtOnce() {
        String line = "7 . p ." + " ".repeat(2000) + "x";
        assertThatThrownBy(() -> Diagram.parse(BOARD.replace("7 . . . . . . . .", line)))
                .isInstanceOf(NotationException.class).hasMessage("diagram line 2: rank 7 has 4 squares; expected 8");
        assertThatThrownBy(() -> Diagram.parse(BOARD + "castling: K" + " ".repeat(2000) + "x"))
                .hasMessageStartingWith("diagram line 9: castling \"K   ");
    }

    @Test
    void castlingTowardAnEdgeTheKingCannotReachIsRefused() {
        Position p = Fen.parse("8/8/8/8/8/8/8/1K5k w - - 0 1");
        assertThatThrownBy(() -> MoveNotation.parse("O-O", p, Color.WHITE)).isInstanceOf(NotationException.class)
                .hasMessage("White's move O-O: the King on b1 has no square two files toward the a-file");
        assertThatThrownBy(() -> MoveNotation.parse("O-O-O", p, Color.BLACK)).isInstanceOf(NotationException.class)
                .hasMessage("Black's move O-O-O: the King is not on its home rank");
    }

    @Test
    void aTurnNumberTooLargeForAnIntIsRefused() {
        assertThatThrownBy(() -> GameNotation.parse("9999999999. e2-e4 e7-e5")).isInstanceOf(NotationException.class)
                .hasMessage("game line 1: turn number \"9999999999\" is too large; turns are numbered up to 99999");
    }

    @Test
    void aRefusalQuotesALongOrBrokenTextShortlyOnOneLine() {
        String longLine = "x".repeat(10_000);
        assertThatThrownBy(() -> Diagram.parse(BOARD.replace("5 . . . . . . . .", longLine)))
                .hasMessageStartingWith("diagram line 4 \"xxxx").hasMessageContaining("...\" (10000 characters) is neither a rank");
        assertThatThrownBy(() -> MoveNotation.parse("e2\ne4", Fen.parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), Color.WHITE))
                .hasMessageStartingWith("\"e2\\u000ae4\" is not a move");
        assertThatThrownBy(() -> MoveNotation.parse("e2-e4" + "!".repeat(5000), Fen.parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), Color.WHITE))
                .hasMessageContaining("(5005 characters) is not a move");
        assertThatThrownBy(() -> Move.parseCoordinate("\u0085".repeat(300))).message().hasSizeLessThan(250).doesNotContain("\u0085");
    }

    @Test
    void pawnsOnTheEdgeRanksAreOneProblemNotSixteen() {
        Position p = Fen.parse("PPPkPPPP/8/8/8/8/8/8/ppppKppp w - - 0 1");
        assertThat(PositionProblems.of(p)).containsExactly("pawns stand on a1, b1, c1, d1, f1, g1, h1, a8, b8, c8, e8, f8, g8, h8;"
                + " pawns never stand on the first or last rank");
    }
}
