package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link DiagramLines}: rank lines with and without bars and closing numbers, state lines, and blanks. */
class DiagramLinesTest {

    @Test
    void aRankBetweenBarsWithoutAClosingNumberKeepsAllItsSquares() {
        assertThat(DiagramLines.rank("8 | r . . . k . . r |")).containsExactly("8", "r . . . k . . r", null);
        assertThat(DiagramLines.rank("\t1|R...K..R|  ")).containsExactly("1", "R...K..R", null);
    }

    @Test
    void aClosingNumberIsSplitOffBeforeTheBar() {
        assertThat(DiagramLines.rank("3 | . . . . P . . . | 3")).containsExactly("3", ". . . . P . . .", "3");
        assertThat(DiagramLines.rank("a b c d e f g h")).isNull();
        assertThat(DiagramLines.rank("   ")).isNull();
    }

    @Test
    void aFramedDiagramWithoutClosingNumbersReadsAsTheUnframedOne() {
        String framed = """
                  +-----------------+
                8 | . . . . k . . . |
                7 | . . . . . . . . |
                6 | . . . . . . . . |
                5 | . . . . . . . . |
                4 | . . . . . . . . |
                3 | . . . . . . . . |
                2 | . . . . P . . . |
                1 | . . . . K . . R |
                  +-----------------+
                castling: K
                """;
        assertThat(Fen.format(Diagram.parse(framed))).isEqualTo("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1");
    }

    @Test
    void aStateLineIsItsNameAndTrimmedValue() {
        assertThat(DiagramLines.state("  frozen :  d1 h8 \t")).containsExactly("frozen", "d1 h8");
        assertThat(DiagramLines.state("frozen d1")).isNull();
    }
}
