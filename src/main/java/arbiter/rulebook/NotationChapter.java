package arbiter.rulebook;

import arbiter.board.Color;
import java.util.List;

/**
 * The notation chapter of a game that writes its own turn notation (RevoChess): how a game record
 * is read, in the book's words, then the longest game of the notation clause as the book's
 * illustrated record, in the text's notation and in the protocol's coordinates, with each turn's
 * boards (XHTML: template rulebook/notation). It takes the place of the sample game chapter.
 */
final class NotationChapter {

    /** The clause, in any ruleset, whose longest game is the illustrated record of the notation chapter. */
    static final String CLAUSE = ".notation";

    static final String TITLE = "The notation";

    /** The explanation, paragraph by paragraph; {@code `...`} marks notation. */
    static final List<String> EXPLANATION = List.of(
            "A game record has one line per turn number. The line starts with the number and a full stop; then come White's"
                    + " two moves, in the order they are played; then a dot, written against Black's first move, and Black's two"
                    + " moves. `1. e4 Nf3 .e6 Nc6` reads: White plays e4 and then Nf3, and Black answers with e6 and then Nc6. The"
                    + " number goes up after Black's moves, like the fullmove number of a FEN.",
            "Moves are written short: a pawn's move names the square it reaches (`e4`), a piece's move its letter and the"
                    + " square (`Nf3`), a capture puts an x before the square and, for a pawn, its file in front (`dxc6`: the"
                    + " d-pawn takes on c6), and a promotion adds the new piece (`e8=Q`).",
            "A castling is written as a zero, a dash and the square of the Rook that the King changes places with: `0-h1`"
                    + " swaps the King with its Rook on h1, `0-a8` Black's King with the Rook on a8. Each player castles at most"
                    + " once in a game.",
            "Between Arbiter and an implementation every move travels in coordinates: the square left, then the square"
                    + " reached (`e2e4`, `d5c6`). A castling travels as the King's move onto its Rook's square, so White's `0-h1`"
                    + " with the King on e1 is `e1h1`. The table gives each move of the game below in both forms.");

    private NotationChapter() {
    }

    /** Whether the book's illustrated game is its notation clause's, so that this chapter shows it. */
    static boolean applies(Book book) {
        BookClause clause = book.sampleGame() == null ? null : book.clauseOf(book.sampleGame().id());
        return clause != null && clause.id().endsWith(CLAUSE);
    }

    /** The number of numbered turns of the game (a number covers White's and Black's moves). */
    static long turns(Book book) {
        return book.sampleGame().play().turns().stream().mapToInt(PlayedTurn::number).distinct().count();
    }

    static void markdown(StringBuilder s, Book book) {
        Example e = book.sampleGame();
        RulebookMarkdown.anchor(s, Anchors.SAMPLE_GAME);
        s.append("## ").append(TITLE).append("\n\n");
        EXPLANATION.forEach(p -> s.append(p).append("\n\n"));
        s.append("The game of [Example ").append(e.number()).append("](#").append(e.anchor()).append("), *").append(Md.text(e.title()))
                .append("*, written as the text writes it:\n\n").append(TextBoards.fenced(MdChapters.record(e.play().turns())))
                .append("\n| Turn | Player | Written | In coordinates |\n| ---: | --- | --- | --- |\n");
        for (PlayedTurn t : e.play().turns()) {
            Color side = t.white().isEmpty() ? Color.BLACK : Color.WHITE;
            s.append("| ").append(t.number()).append(". | ").append(side.title()).append(" | ").append(Md.text(String.join(" ", t.movesOf(side))))
                    .append(" | ").append(String.join(" ", t.coordinatesOf(side))).append(" |\n");
        }
        s.append('\n');
        for (PlayedTurn t : e.play().turns()) {
            s.append("### Turn ").append(e.play().label(t)).append("\n\n").append(MdPlay.turn(t, List.of(), book.clauseIds())).append('\n');
        }
    }
}
