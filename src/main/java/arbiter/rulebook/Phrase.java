package arbiter.rulebook;

import java.util.List;

/**
 * One statement of the rulebook's prose, without its full stop, and the clause ids that decided it
 * (printed after it in parentheses, linked to the clauses in the HTML book).
 *
 * @param text    the statement, e.g. "the Rook outranks the Knight, so the Knight is removed"
 * @param clauses the clause ids it rests on, in order, without duplicates; may be empty
 */
public record Phrase(String text, List<String> clauses) {

    public Phrase {
        clauses = List.copyOf(clauses == null ? List.of() : clauses.stream().distinct().toList());
    }

    /** A statement that cites no clause. */
    public static Phrase of(String text) {
        return new Phrase(text, List.of());
    }

    /** The statement as plain text: capitalised, clause ids in parentheses, a full stop. */
    public String plain() {
        return capitalised() + (clauses.isEmpty() ? "" : " (" + String.join(", ", clauses) + ")") + ".";
    }

    /** The text with its first letter in upper case. */
    public String capitalised() {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** Several statements as one paragraph of plain text. */
    public static String plain(List<Phrase> phrases) {
        return String.join(" ", phrases.stream().map(Phrase::plain).toList());
    }
}
