package arbiter.rulebook;

import java.util.Set;

/** One numbered example in XHTML: its number (a link to itself), title, description, drawing and tags. */
final class HtmlExample {

    private HtmlExample() {
    }

    static String render(Example e, Set<String> clauses) {
        String anchor = Xml.text(e.anchor());
        StringBuilder s = new StringBuilder();
        s.append("<div class=\"example\" id=\"").append(anchor).append("\">\n");
        s.append("<p class=\"ex-head\"><a class=\"ex-num\" href=\"#").append(anchor).append("\">Example ").append(e.number())
                .append("</a> <span class=\"ex-title\">").append(Xml.text(e.title())).append("</span>");
        if (e.ruling()) {
            s.append(" <a class=\"badge\" href=\"#").append(Xml.text(Anchors.ruling(e.id()))).append("\">ruling</a>");
        }
        s.append("</p>\n");
        for (String p : e.description()) {
            s.append("<p class=\"ex-desc\">").append(Xml.text(p)).append("</p>\n");
        }
        s.append(HtmlPlay.render(e, clauses));
        s.append("<p class=\"meta\"><span class=\"sid\">").append(Xml.text(e.id())).append("</span>");
        for (String c : e.clauseTags()) {
            s.append(" &#183; ").append(Citations.htmlClause(c, clauses));
        }
        if (e.ruling()) {
            s.append(" &#183; <a class=\"ruling-link\" href=\"#").append(Xml.text(Anchors.ruling(e.id())))
                    .append("\">the ruling: what the text leaves open</a>");
        }
        return s.append("</p>\n</div>\n").toString();
    }
}
