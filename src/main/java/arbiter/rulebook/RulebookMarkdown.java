package arbiter.rulebook;

import java.util.List;
import java.util.Set;

/**
 * The rulebook in Markdown: the same chapters and anchors as the HTML book ({@code <a id="xymyx.R2"></a>}
 * before each heading), text diagrams from {@code Diagram.print} in fenced code blocks, before and
 * after side by side, moves and sentences as text, tables for the edition differences.
 */
public final class RulebookMarkdown {

    private RulebookMarkdown() {
    }

    public static String render(Book book) {
        Set<String> clauses = book.clauseIds();
        StringBuilder s = new StringBuilder(1 << 18);
        s.append("# ").append(Md.text(Editions.game(book.ruleset()))).append(": the rulebook")
                .append(book.edition().contains(", ") ? " of the " + Md.text(book.edition().substring(book.edition().indexOf(", ") + 2)) : "")
                .append("\n\n");
        s.append("Ruleset `").append(book.ruleset()).append("` · ").append(book.exampleCount()).append(" examples · ")
                .append(book.clauses().size()).append(" clauses · ").append(book.rulings().size()).append(" rulings · suite version ")
                .append(Md.text(book.version())).append(" · commit ").append(Md.text(book.commit())).append("\n\n");
        s.append("Every example in this book is a scenario of the Arbiter specification that was run against the reference ")
                .append("implementation and passed. Diagrams have White at the bottom, upper case; Black lower case; `.` an empty square. ")
                .append("Clause ids in parentheses name the rules that decided what happened.\n\n");
        contents(s, book);
        Glance.markdown(s, book);
        for (BookClause c : book.clauses()) {
            anchor(s, Anchors.clause(c.id()));
            s.append("## ").append(Md.text(c.id())).append(" · ").append(Md.text(c.heading())).append("\n\n");
            if (!c.reminder().isBlank()) {
                s.append('*').append(Md.text(c.reminder())).append("*\n\n");
            }
            for (String p : c.statement()) {
                s.append("> ").append(Md.text(p)).append("\n>\n");
            }
            if (!c.statement().isEmpty()) {
                s.setLength(s.length() - 2);
                s.append('\n');
            }
            PerftRow.markdown(s, c.perft());
            for (Example e : c.examples()) {
                example(s, e, clauses);
            }
        }
        if (!book.rulings().isEmpty()) {
            RulingsChapter.markdown(s, book);
        }
        if (!book.contrasts().isEmpty()) {
            MdChapters.differences(s, book);
        }
        if (book.sampleGame() != null) {
            if (NotationChapter.applies(book)) {
                NotationChapter.markdown(s, book);
            } else {
                MdChapters.sampleGame(s, book);
            }
        }
        if (!book.sourceNotes().isEmpty()) {
            MdChapters.sourceNotes(s, book);
        }
        ClauseIndex.markdown(s, book);
        return s.toString();
    }

    private static void contents(StringBuilder s, Book book) {
        anchor(s, Anchors.CONTENTS);
        s.append("## Contents\n\n- [").append(Glance.TITLE).append("](#").append(Glance.ANCHOR).append(")\n");
        for (BookClause c : book.clauses()) {
            List<Example> ex = c.examples();
            String range = ex.isEmpty() ? "" : ex.size() == 1 ? " (example " + ex.get(0).number() + ")"
                    : " (examples " + ex.get(0).number() + "–" + ex.get(ex.size() - 1).number() + ")";
            s.append("- [").append(Md.text(c.id())).append(" · ").append(Md.text(c.heading())).append("](#").append(c.id()).append(')')
                    .append(range).append('\n');
        }
        if (!book.rulings().isEmpty()) {
            s.append("- [Rulings](#").append(Anchors.RULINGS).append(")\n");
        }
        if (!book.contrasts().isEmpty()) {
            s.append("- [").append(Contrast.chapter(book.contrasts())).append("](#").append(Anchors.DIFFERENCES).append(")\n");
        }
        if (book.sampleGame() != null) {
            s.append("- [").append(NotationChapter.applies(book) ? NotationChapter.TITLE : "The sample game").append("](#")
                    .append(Anchors.SAMPLE_GAME).append(")\n");
        }
        if (!book.sourceNotes().isEmpty()) {
            s.append("- [Notes on the sources](#").append(Anchors.SOURCE_NOTES).append(")\n");
        }
        s.append("- [").append(ClauseIndex.TITLE).append("](#").append(ClauseIndex.ANCHOR).append(")\n\n");
    }

    private static void example(StringBuilder s, Example e, Set<String> clauses) {
        anchor(s, e.anchor());
        s.append("### [Example ").append(e.number()).append("](#").append(e.anchor()).append(") · ").append(Md.text(e.title())).append("\n\n");
        for (String p : e.description()) {
            s.append(Md.text(p)).append("\n\n");
        }
        s.append(MdPlay.render(e.play(), clauses)).append('\n');
        s.append("<sub>`").append(e.id()).append('`');
        for (String c : e.clauseTags()) {
            s.append(" · ").append(Citations.markdownClause(c, clauses));
        }
        if (e.ruling()) {
            s.append(" · [ruling](#").append(Anchors.ruling(e.id())).append(')');
        }
        s.append("</sub>\n\n");
    }

    static void anchor(StringBuilder s, String id) {
        s.append("<a id=\"").append(Xml.text(id)).append("\"></a>\n\n");
    }
}
