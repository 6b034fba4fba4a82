package arbiter.rulebook;

import java.util.List;
import java.util.Set;

/**
 * One edition difference in XHTML: a table with a column per edition; the board before (once when
 * both editions start alike), each edition's board after or its statements about legal moves, and
 * each edition's sentence.
 */
final class HtmlContrast {

    private HtmlContrast() {
    }

    static String render(Contrast c, Book book) {
        Set<String> clauses = book.clauseIds();
        StringBuilder s = new StringBuilder("<div class=\"contrast\" id=\"" + Xml.text(c.anchor()) + "\">\n");
        s.append("<p class=\"ex-head\"><a class=\"ex-num\" href=\"#").append(Xml.text(c.anchor())).append("\">")
                .append(Xml.text(c.id())).append("</a> <span class=\"ex-title\">").append(Xml.text(c.title())).append("</span></p>\n");
        for (String p : c.description()) {
            s.append("<p class=\"ex-desc\">").append(Xml.text(p)).append("</p>\n");
        }
        List<Contrast.Row> rows = c.rows();
        int n = rows.size();
        s.append("<table class=\"versus\"><tr>");
        for (Contrast.Row r : rows) {
            boolean ours = r.ruleset().equals(book.ruleset());
            s.append("<th").append(ours ? " class=\"ours\"" : "").append('>').append(Xml.text(Editions.name(r.ruleset())))
                    .append(" <span class=\"rs\">").append(Xml.text(r.ruleset())).append("</span>").append(ours ? " <span class=\"rs\">(this book)</span>" : "")
                    .append("</th>");
        }
        s.append("</tr>\n");
        if (c.sharedStart()) {
            s.append("<tr><td class=\"shared\" colspan=\"").append(n).append("\">").append(before(rows.get(0).play(), "Both " + c.kinds(), false))
                    .append("</td></tr>\n");
        } else {
            s.append("<tr>");
            rows.forEach(r -> s.append("<td>").append(who(r)).append(before(r.play(), Editions.name(r.ruleset()), true)).append("</td>"));
            s.append("</tr>\n");
        }
        if (rows.stream().anyMatch(r -> r.play().lastTurn() != null)) {
            s.append("<tr>");
            for (Contrast.Row r : rows) {
                PlayedTurn t = r.play().lastTurn();
                s.append("<td>");
                if (t != null && !t.rejected()) {
                    s.append(who(r));
                    s.append(BookBoards.after(t.after(), BookBoards.EXAMPLE, Editions.name(r.ruleset()) + ", after the turn"))
                            .append("<p class=\"cap\"><span class=\"cap-h\">After.</span>").append(HtmlPlay.frozenNote(t.after())).append("</p>");
                }
                s.append("</td>");
            }
            s.append("</tr>\n");
        }
        s.append("<tr>");
        for (Contrast.Row r : rows) {
            PlayedTurn t = r.play().lastTurn();
            s.append("<td class=\"says\">").append(who(r));
            if (t != null) {
                s.append("<p class=\"sentence\">").append(Citations.html(t.sentence(), clauses)).append("</p>");
            }
            if (!r.play().checks().isEmpty()) {
                s.append("<ul class=\"checks\">");
                r.play().checks().forEach(p -> s.append("<li>").append(Citations.html(List.of(p), clauses)).append("</li>"));
                s.append("</ul>");
            }
            s.append("</td>");
        }
        s.append("</tr>\n</table>\n<p class=\"meta\">");
        s.append(String.join(" &#183; ", c.tags().stream().filter(t -> !t.startsWith("@id:") && !t.equals("@contrast"))
                .map(t -> Citations.htmlClause(t.substring(1), clauses)).toList()));
        return s.append("</p>\n</div>\n").toString();
    }

    /** The row's name over each of its cells, shown only where the cells stack (at phone width) and the column heads are hidden. */
    private static String who(Contrast.Row r) {
        return "<p class=\"vs-who\">" + Xml.text(Editions.name(r.ruleset())) + "</p>";
    }

    /** The board before; the moves a row allows or forbids are drawn only on a row's own board. */
    private static String before(Play play, String who, boolean probes) {
        PlayedTurn t = play.lastTurn();
        if (t == null) {
            return BookBoards.position(play.start(), probes ? play.probes() : List.of(), BookBoards.EXAMPLE, who + ", the position")
                    + "<p class=\"cap\"><span class=\"cap-h\">The position.</span>" + HtmlPlay.frozenNote(play.start()) + "</p>";
        }
        return BookBoards.before(t, BookBoards.EXAMPLE, who + ", before the turn")
                + "<p class=\"cap\"><span class=\"cap-h\">Before.</span> " + Xml.text(t.caption()) + HtmlPlay.frozenNote(t.before()) + "</p>";
    }
}
