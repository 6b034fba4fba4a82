package arbiter.rulebook;

/**
 * The rules at a glance: before the examples, each clause's statement in a line or two (its first
 * sentence, cut at a word when it runs long), linked to its chapter, in HTML (template rulebook/glance) and Markdown.
 */
final class Glance {

    /** The element id of the page, the same in HTML and Markdown. */
    static final String ANCHOR = "rules-at-a-glance";
    static final String TITLE = "The rules at a glance";
    /** About two lines of the book's text column. */
    static final int LONGEST = 200;

    private Glance() {
    }

    /** The clause's statement in a line or two; "" when it has none. */
    static String line(BookClause c) {
        String first = c.statement().isEmpty() ? "" : c.statement().get(0).strip();
        int end = first.indexOf(". ");
        String sentence = end < 0 ? first : first.substring(0, end + 1);
        if (sentence.length() <= LONGEST) {
            return sentence.endsWith(":") ? sentence.substring(0, sentence.length() - 1) + " …" : sentence;
        }
        int cut = sentence.lastIndexOf(' ', LONGEST - 2);
        return sentence.substring(0, cut < 0 ? LONGEST - 2 : cut).replaceAll("[,;:]$", "") + " …";
    }

    static void markdown(StringBuilder s, Book book) {
        RulebookMarkdown.anchor(s, ANCHOR);
        s.append("## ").append(TITLE).append("\n\nEach rule in a line; its chapter gives it in full, with its examples.\n\n");
        for (BookClause c : book.clauses()) {
            s.append("- **[").append(Md.text(c.id())).append("](#").append(Anchors.clause(c.id())).append(")** ")
                    .append(Md.text(c.heading())).append(lineOrNothing(line(c))).append('\n');
        }
        s.append('\n');
    }

    private static String lineOrNothing(String line) {
        return line.isEmpty() ? "" : ": " + Md.text(line);
    }
}
