package arbiter.rulebook;

import arbiter.board.Color;
import java.util.Set;

/** The chapters after the clauses, in XHTML: the edition differences, the sample game and the notes on the sources. */
final class HtmlChapters {

    private HtmlChapters() {
    }

    static String sourceNotes(Book book) {
        StringBuilder s = new StringBuilder("<div class=\"chapter\" id=\"" + Anchors.SOURCE_NOTES + "\">\n<h2>Notes on the sources</h2>\n");
        s.append("<p class=\"intro\">Places where the rule text of ").append(Xml.text(book.edition()))
                .append(" is itself faulty, and how this book reads it.</p>\n<dl class=\"source-notes\">\n");
        for (SourceNote n : book.sourceNotes()) {
            s.append("<dt>").append(Xml.text(n.where())).append("</dt><dd>").append(Xml.text(n.text())).append("</dd>\n");
        }
        return s.append("</dl>\n</div>\n").toString();
    }

    static String differences(Book book) {
        String title = Contrast.chapter(book.contrasts());
        StringBuilder s = new StringBuilder("<div class=\"chapter\" id=\"" + Anchors.DIFFERENCES + "\">\n<h2>" + title + "</h2>\n");
        if (title.startsWith("Edition")) {
            s.append("<p class=\"intro\">The same position and the same moves, played under each edition of ")
                    .append(Xml.text(Editions.game(book.ruleset())))
                    .append(". Where the editions differ, the columns differ; the last ones show texts worded differently that agree.</p>\n");
        } else {
            s.append("<p class=\"intro\">The same position and the same moves, played under ").append(Xml.text(Editions.game(book.ruleset())))
                    .append(" and under another game. Where the games differ, the columns differ; the last ones show where they agree.</p>\n");
        }
        for (Contrast c : book.contrasts()) {
            s.append(HtmlContrast.render(c, book));
        }
        return s.append("</div>\n").toString();
    }

    static String sampleGame(Book book) {
        Example e = book.sampleGame();
        Set<String> clauses = book.clauseIds();
        StringBuilder s = new StringBuilder("<div class=\"chapter\" id=\"" + Anchors.SAMPLE_GAME + "\">\n<h2>The sample game</h2>\n");
        BookClause clause = book.clauseOf(e.id());
        if (clause != null) {
            clause.statement().forEach(p -> s.append("<p class=\"intro\">").append(Xml.text(p)).append("</p>\n"));
        }
        s.append("<p>The game is <a href=\"#").append(Xml.text(e.anchor())).append("\">Example ").append(e.number())
                .append("</a>, <i>").append(Xml.text(e.title())).append("</i>. Here it is turn by turn: the board before each turn")
                .append(" with its moves as arrows, the board after, and what happened.</p>\n");
        e.description().forEach(p -> s.append("<p>").append(Xml.text(p)).append("</p>\n"));
        s.append("<table class=\"score\">");
        for (PlayedTurn t : e.play().turns()) {
            s.append("<tr><td class=\"no\">").append(t.number()).append(".</td><td>").append(Xml.text(HtmlPlay.mark(t, Color.WHITE)))
                    .append("</td><td>").append(Xml.text(HtmlPlay.mark(t, Color.BLACK))).append("</td></tr>");
        }
        s.append("</table>\n");
        for (PlayedTurn t : e.play().turns()) {
            s.append(gameTurn(t, e.play().label(t), "The sample game", clauses));
        }
        return s.append("</div>\n").toString();
    }

    /** One turn of an illustrated game: the board before with its moves, the board after, and what happened. */
    static String gameTurn(PlayedTurn t, String label, String game, Set<String> clauses) {
        StringBuilder s = new StringBuilder("<div class=\"game-turn\">\n<p class=\"ex-head\"><span class=\"turn-no\">Turn ");
        s.append(label).append("</span> <span class=\"ex-title\">").append(Xml.text(t.caption())).append("</span></p>\n");
        s.append("<table class=\"play\"><tr><td class=\"board\">")
                .append(BookBoards.before(t, BookBoards.EXAMPLE, game + ", before turn " + label))
                .append("<p class=\"cap\"><span class=\"cap-h\">Before turn ").append(label).append(".</span></p></td>");
        if (!t.rejected()) {
            s.append("<td class=\"board\">").append(BookBoards.after(t.after(), BookBoards.EXAMPLE, game + ", after turn " + label))
                    .append("<p class=\"cap\"><span class=\"cap-h\">After turn ").append(label).append(".</span>")
                    .append(HtmlPlay.frozenNote(t.after())).append("</p></td>");
        }
        return s.append("<td class=\"says\"><p class=\"sentence\">").append(Citations.html(t.sentence(), clauses))
                .append("</p></td></tr></table>\n</div>\n").toString();
    }
}
