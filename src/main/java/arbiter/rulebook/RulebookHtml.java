package arbiter.rulebook;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The rulebook as one self-contained XHTML file: inline CSS (screen and print, A4 pages), inline
 * SVG diagrams, no script and no network. It is well-formed XML, so the same text lays out as PDF
 * ({@code RulebookPdf}). Chapters: the title page, the contents, the rules at a glance, each clause
 * with its statement and numbered examples, the rulings, the edition differences, the sample game
 * when the ruleset has one (the notation chapter in its place for a game with a notation clause),
 * the notes on the defects of the rule text and the index by clause id. On screen the contents stay
 * in reach (a side column when wide, a corner button when narrow); at phone width the boards stack.
 */
public final class RulebookHtml {

    private RulebookHtml() {
    }

    public static String render(Book book) {
        StringBuilder s = new StringBuilder(1 << 20);
        s.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\" xml:lang=\"en\">\n<head>\n")
                .append("<meta charset=\"UTF-8\"/>\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n")
                .append("<meta name=\"generator\" content=\"Arbiter ").append(Xml.text(book.version())).append("\"/>\n")
                .append("<title>").append(Xml.text(Editions.game(book.ruleset()) + " rulebook: " + book.edition())).append("</title>\n")
                .append("<style>\n").append(css()).append("</style>\n</head>\n<body>\n");
        s.append(HtmlFront.sideContents(book));
        s.append(HtmlFront.titlePage(book));
        s.append(HtmlFront.contents(book));
        s.append(Glance.html(book));
        for (BookClause c : book.clauses()) {
            s.append(clause(c, book));
        }
        if (!book.rulings().isEmpty()) {
            s.append(RulingsChapter.html(book));
        }
        if (!book.contrasts().isEmpty()) {
            s.append(HtmlChapters.differences(book));
        }
        if (book.sampleGame() != null) {
            s.append(NotationChapter.applies(book) ? NotationChapter.html(book) : HtmlChapters.sampleGame(book));
        }
        if (!book.sourceNotes().isEmpty()) {
            s.append(HtmlChapters.sourceNotes(book));
        }
        s.append(ClauseIndex.html(book));
        return s.append("</body>\n</html>\n").toString();
    }

    private static String clause(BookClause c, Book book) {
        StringBuilder s = new StringBuilder();
        s.append("<div class=\"clause\" id=\"").append(Xml.text(Anchors.clause(c.id()))).append("\">\n<h2><a class=\"cid\" href=\"#")
                .append(Xml.text(Anchors.clause(c.id()))).append("\">").append(Xml.text(c.id())).append("</a> ")
                .append(Xml.text(c.heading())).append("</h2>\n");
        if (!c.reminder().isBlank()) {
            s.append("<p class=\"reminder\">").append(Xml.text(c.reminder())).append("</p>\n");
        }
        s.append("<div class=\"statement\">\n");
        for (String p : c.statement()) {
            s.append("<p>").append(Xml.text(p)).append("</p>\n");
        }
        s.append("</div>\n");
        for (Example e : c.examples()) {
            s.append(HtmlExample.render(e, book.clauseIds()));
        }
        return s.append("</div>\n").toString();
    }

    private static String css() {
        try (InputStream in = RulebookHtml.class.getResourceAsStream("rulebook.css")) {
            if (in == null) {
                throw new IllegalStateException("the rulebook's stylesheet arbiter/rulebook/rulebook.css is missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
