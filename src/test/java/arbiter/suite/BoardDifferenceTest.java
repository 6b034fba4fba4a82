package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Position;
import org.junit.jupiter.api.Test;

class BoardDifferenceTest {

    private static final Position WITH_D6 = Fen.parse("4k3/8/8/3pP3/8/8/8/7K w - d6 0 2");
    private static final Position WITHOUT = Fen.parse("4k3/8/8/3pP3/8/8/8/7K w - - 3 9");

    @Test
    void aWholePositionNamesTheEnPassantSquaresAndTheClocksThatDiffer() {
        String text = BoardDifference.describe(WITH_D6, WITHOUT, BoardDifference.Compared.WHOLE);

        assertThat(text).endsWith("differences: en passant (expected d6, got none); "
                + "clocks (expected halfmove 0 fullmove 2, got halfmove 3 fullmove 9)");
    }

    @Test
    void frozenPiecesAreListedInWords() {
        String text = BoardDifference.describe(Fen.parse("4k3/8/8/8/8/8/8/R6K w - - 0 1 frozen=a1,h1"), Fen.parse("4k3/8/8/8/8/8/8/R6K w - - 0 1"),
                BoardDifference.Compared.BOARD);

        assertThat(text).endsWith("differences: frozen (expected a1 and h1, got none)");
    }

    @Test
    void aBoardAloneLeavesEnPassantAndClocksOut() {
        Position moved = Fen.parse("4k3/8/8/3pP3/8/8/8/6K1 w - - 3 9");

        String text = BoardDifference.describe(WITH_D6, moved, BoardDifference.Compared.BOARD);

        assertThat(text).endsWith("differences: g1 (expected empty, got White King); h1 (expected White King, got empty)");
    }

    @Test
    void theStateOfTheGamesToComeIsNamedAndTheSideToMoveOnlyWhenCompared() {
        Position expected = Fen.parse("4k3/8/8/8/8/8/8/4K3 b - - 0 1 checks=w1 castled=w");
        Position actual = Fen.parse("4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=w2,b1 castled=b");

        assertThat(BoardDifference.describe(expected, actual, BoardDifference.Compared.BOARD)).endsWith("differences:"
                + " in check (expected White 1, Black 0, got White 2, Black 1); castled (expected White, got Black)");
        assertThat(BoardDifference.describe(expected, actual, BoardDifference.Compared.BOARD_AND_SIDE_TO_MOVE))
                .endsWith("; to move (expected Black, got White)");
        assertThat(BoardDifference.Compared.BOARD.same(expected.toBuilder().sideToMove(Color.WHITE).build(),
                expected)).isTrue();
        assertThat(BoardDifference.Compared.BOARD_AND_SIDE_TO_MOVE.same(expected.toBuilder().sideToMove(Color.WHITE)
                .build(), expected)).isFalse();
    }
}
