package arbiter.rulebook;

import arbiter.board.Color;
import java.util.List;

/**
 * The notation chapter of a game that writes its own turn notation: how a game record is read, in
 * the words of the game's part of the book, then the longest game of the notation clause as the book's
 * illustrated record, in the text's notation and in the protocol's coordinates, with each turn's
 * boards (XHTML: template rulebook/notation). It takes the place of the sample game chapter.
 */
final class NotationChapter {

    /** The clause, in any ruleset, whose longest game is the illustrated record of the notation chapter. */
    static final String CLAUSE = ".notation";

    static final String TITLE = "The notation";

    /** How the book's game writes its turns, paragraph by paragraph, from its part of the book ({@link GameBook#notation()}). */
    static List<String> explanation(Book book) {
        return GameBooks.of(book.ruleset()).notation();
    }

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
        explanation(book).forEach(p -> s.append(p).append("\n\n"));
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
