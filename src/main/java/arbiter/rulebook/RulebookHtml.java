package arbiter.rulebook;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The rulebook as one self-contained XHTML file: inline CSS (screen and print, A4 pages), inline
 * SVG diagrams, no network; its only scripts are the three files written beside it by
 * {@code arbiter.desk.DeskFiles}, loaded at the end, which make its examples playable in the page
 * (the PDF ignores them; without them the book reads as before). It is well-formed XML, so the same text lays out as PDF
 * ({@link arbiter.rulebook.files.RulebookPdf}). Chapters: the title page, the contents, the rules at a glance, each clause
 * with its statement and numbered examples, the rulings, the edition differences, the sample game
 * when the ruleset has one (the notation chapter in its place for a game with a notation clause),
 * the notes on the defects of the rule text and the index by clause id. On screen the contents stay
 * in reach (a side column when wide, a corner button when narrow); at phone width the boards stack.
 * The markup is the template rulebook/book (src/main/jte) and those it calls, every value escaped.
 */
public final class RulebookHtml {

    private RulebookHtml() {
    }

    public static String render(Book book) {
        return Templates.html(out -> JtebookGenerated.render(out, null, book, css()));
    }

    /** The book's stylesheet (the dispute desk's page is laid out by it too). */
    public static String css() {
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
