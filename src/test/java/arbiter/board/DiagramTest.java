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

    @Test
    void readsAndPrintsTheSideToMoveTurnsInCheckAndWhoCastled() {
        String board = START.replace("castling: KQkq\n", "castling: Kq\nto move: Black\nin check: White 1, Black 2\ncastled: White, Black\n");

        Diagram.Read read = Diagram.read(board);
        Position p = read.position();

        assertThat(read.sideToMoveGiven()).isTrue();
        assertThat(p.sideToMove()).isEqualTo(Color.BLACK);
        assertThat(p.checks(Color.WHITE)).isEqualTo(1);
        assertThat(p.checks(Color.BLACK)).isEqualTo(2);
        assertThat(p.hasCastled(Color.WHITE)).isTrue();
        assertThat(p.hasCastled(Color.BLACK)).isTrue();
        assertThat(Fen.format(p)).isEqualTo("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b Kq - 0 1 checks=w1,b2 castled=wb");
        assertThat(Diagram.print(p)).isEqualTo(board);
    }

    @Test
    void absentStateLinesMeanTheirDefaultsAndAreNotPrinted() {
        String board = START.replace("castling: KQkq\n", "to move: White\nin check: -\ncastled: -\n");

        Diagram.Read read = Diagram.read(board);

        assertThat(read.sideToMoveGiven()).isTrue();
        assertThat(Diagram.read(START).sideToMoveGiven()).isFalse();
        assertThat(Fen.format(read.position())).isEqualTo("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");
        assertThat(Diagram.print(read.position())).endsWith("  a b c d e f g h\n");
        assertThat(Diagram.parse(START + "in check: Black 1\n").checks(Color.WHITE)).isZero();
    }

    @Test
    void refusesMalformedStateLinesByLine() {
        assertThatThrownBy(() -> Diagram.parse(START + "to move: white\n"))
                .hasMessage("diagram line 12: to move: \"white\" is not a side; write White or Black");
        assertThatThrownBy(() -> Diagram.parse(START + "to move:\n"))
                .hasMessage("diagram line 12: to move: is empty; write White or Black");
        assertThatThrownBy(() -> Diagram.parse(START + "in check: White\n"))
                .hasMessage("diagram line 12: in check: \"White\" is not a side and a count; write White 1, Black 2"
                        + " (the turns in a row each King ended in check, 1 to 99)");
        assertThatThrownBy(() -> Diagram.parse(START + "in check: White 0\n")).hasMessageContaining("is not a side and a count");
        assertThatThrownBy(() -> Diagram.parse(START + "in check: White 1, White 2\n"))
                .hasMessage("diagram line 12: in check: White is named twice");
        assertThatThrownBy(() -> Diagram.parse(START + "in check:\n"))
                .hasMessage("diagram line 12: in check: is empty; write - for no King in check");
        assertThatThrownBy(() -> Diagram.parse(START + "castled: Both\n"))
                .hasMessage("diagram line 12: castled: \"Both\" is not a side; write White, Black or both (White, Black)");
        assertThatThrownBy(() -> Diagram.parse(START + "castled: Black, Black\n"))
                .hasMessage("diagram line 12: castled: Black is named twice");
        assertThatThrownBy(() -> Diagram.parse(START + "to move: White\nto move: Black\n"))
                .hasMessage("diagram line 13: a second to move: line; give each state line once");
    }
}
