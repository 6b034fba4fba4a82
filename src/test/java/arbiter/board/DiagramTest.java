package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class DiagramTest {

    private static final String START = """
              a b c d e f g h
            8 r n b k q b n r 8
            7 p p p p p p p p 7
            6 . . . . . . . . 6
            5 . . . . . . . . 5
            4 . . . . . . . . 4
            3 . . . . . . . . 3
            2 P P P P P P P P 2
            1 R N B Q K B N R 1
              a b c d e f g h
            castling: KQkq
            """;

    @Test
    void printsWhatItReads() {
        Position p = Diagram.parse(START);
        assertThat(Fen.format(p)).isEqualTo("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertThat(Diagram.print(p)).isEqualTo(START);
    }

    @Test
    void readsFrozenPiecesAndBareRanks() {
        Position p = Diagram.parse("""
                8 . . . k . . . .
                7 . . . . . . . .
                6 . . . . . . . .
                5 . . . . . . . Q
                4 . . . . . . . .
                3 . . . . . . . .
                2 . . . . . . . .
                1 R . . . K . . .
                frozen: h5 a1
                """);
        assertThat(p.frozen()).containsExactly(Square.parse("a1"), Square.parse("h5"));
        assertThat(p.castlingRooks()).isEmpty();
    }

    @Test
    void namesTheLineOfABadSquare() {
        assertThatThrownBy(() -> Diagram.parse(START.replace("5 . . . . . . . . 5", "5 . . . . x . . . 5")))
                .isInstanceOf(NotationException.class)
                .hasMessage("diagram line 5: 'x' on e5 is not a piece (KQRBNP White, kqrbnp Black) or '.'")
                .extracting(e -> ((NotationException) e).line()).isEqualTo(5);
    }

    @Test
    void namesAShortRank() {
        assertThatThrownBy(() -> Diagram.parse(START.replace("3 . . . . . . . . 3", "3 . . . . . . . 3")))
                .hasMessage("diagram line 7: rank 3 has 7 squares; expected 8");
    }

    @Test
    void namesAMissingRank() {
        assertThatThrownBy(() -> Diagram.parse(START.replace("1 R N B Q K B N R 1\n", "")))
                .hasMessageContaining("diagram has 7 ranks; expected 8 (rank 1 is missing)");
    }

    @Test
    void namesRanksOutOfOrder() {
        assertThatThrownBy(() -> Diagram.parse(START.replace("6 . . . . . . . . 6", "5 . . . . . . . . 5")))
                .hasMessage("diagram line 4: found rank 5 where rank 6 was expected (ranks run 8 down to 1)");
    }

    @Test
    void namesABadStateLine() {
        assertThatThrownBy(() -> Diagram.parse(START + "frozen: e9\n"))
                .hasMessage("diagram line 12: frozen: \"e9\" is not a square (a1 to h8)");
    }

    @Test
    void refusesStateLinesTheDocumentsDoNotAllow() {
        String board = START.replace("castling: KQkq\n", "");
        assertThatThrownBy(() -> Diagram.parse(board + "castling:\n"))
                .hasMessage("diagram line 11: castling: is empty; write - for no rights");
        assertThatThrownBy(() -> Diagram.parse(board + "frozen:\n"))
                .hasMessage("diagram line 11: frozen: is empty; write - for no frozen pieces");
        assertThatThrownBy(() -> Diagram.parse(board + "castling: KQkk\n"))
                .hasMessage("diagram line 11: castling \"KQkk\" names the Rook on h8 twice");
        assertThatThrownBy(() -> Diagram.parse(board + "frozen: d1 d1\n"))
                .hasMessage("diagram line 11: frozen: d1 is named twice");
        assertThatThrownBy(() -> Diagram.parse(START + "castling: K\n"))
                .hasMessage("diagram line 12: a second castling: line; give each state line once");
    }
}
