package arbiter.report;

import arbiter.html.SafeHtmlOutput;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One failed or errored scenario in full: heading, message, the three diagrams, expected and
 * actual events and outcome side by side, standard error, and how to reproduce it (the
 * {@code conform} and {@code resolve} commands that run it again, the protocol request and its
 * Gherkin, each with a Copy button that the script reveals).
 */
final class FailureCard {

    private final Map<String, String> causeAnchors;
    private final ReproduceBlock reproduce;
    private final BookLinks books;

    /**
     * Cards for a run.
     *
     * @param rerun          how the commands that run a failure again begin and end
     * @param causeAnchors   each cause's anchor in the page ({@link CauseSection#write})
     * @param books          the rulebooks beside the report, which its clause and example links lead to
     */
    FailureCard(Rerun rerun, Map<String, String> causeAnchors, BookLinks books) {
        this.causeAnchors = causeAnchors;
        this.reproduce = new ReproduceBlock(rerun);
        this.books = books;
    }

    /** What a card shows; {@code boards} null when not drawn. */
    record Card(String id, String verdict, String name, Sections.Filter filter, String location,
            List<Sections.ClauseLink> clauses, String example, String message, String cause, String causeAnchor,
            Boards.Diagrams boards, boolean diagramsOmitted, List<Side> sides, String stderr, List<ReproduceBlock.Code> reproduce) {
    }

    /** One column of the comparison: its title, its lines (or, when none, {@code empty}). */
    record Side(String title, List<Line> lines, String empty) {
    }

    /** A line of a column, highlighted when it {@code differs}. */
    record Line(String text, boolean differs) {
    }

    /**
     * Writes the card.
     *
     * @param diagrams whether to draw the boards (false past the cap)
     */
    void write(Writer w, JsonNode s, boolean diagrams) throws IOException {
        String id = ReportReader.str(s, "id");
        String verdict = ReportReader.str(s, "verdict");
        String cause = CauseSection.causeOf(s);
        JsonNode turn = s.get("turn");
        JsonNode expected = s.get("expected");
        JsonNode actual = s.get("actual");
        boolean board = turn != null && turn.isObject();
        Card card = new Card(id, verdict, ReportReader.str(s, "name"), Sections.filter(s), Sections.location(s),
                Sections.clauseLinks(s, books), books.exampleHref(ReportReader.str(s, "ruleset"), id),
                ReportReader.str(s, "message"), cause,
                causeAnchors.get(CauseSection.key(Sections.section(verdict), cause)),
                board && diagrams ? Boards.of(turn, expected, actual) : null, board && !diagrams,
                comparison(expected, actual), ReportReader.str(s, "stderr"), reproduce.blocks(s, turn));
        SafeHtmlOutput.render(w, out -> JtecardGenerated.render(out, null, card));
    }

    private static List<Side> comparison(JsonNode expected, JsonNode actual) {
        List<String> want = lines(expected);
        List<String> got = lines(actual);
        Set<String> checked = kinds(want);
        if (want.isEmpty() && got.isEmpty()) {
            return List.of();
        }
        return List.of(column("Expected", want, actual == null ? null : got, checked, "only the board is checked"),
                column("Actual", got, expected == null ? null : want, checked, actual == null ? "no answer" : "nothing"));
    }

    /** Events, then outcome, then rejection, one line each; what the scenario does not check is left out. */
    private static List<String> lines(JsonNode a) {
        List<String> out = new ArrayList<>();
        if (a == null) {
            return out;
        }
        JsonNode events = a.get("events");
        if (events != null && events.isArray()) {
            if (events.isEmpty()) {
                out.add("(no events)");
            }
            events.forEach(e -> out.add("event: " + (e.isValueNode() ? e.asText() : e.toString())));
        }
        String outcome = ReportReader.str(a, "outcome");
        if (outcome != null) {
            out.add("outcome: " + outcome);
        }
        String rejection = ReportReader.str(a, "rejection");
        if (rejection != null) {
            out.add("rejected: " + rejection);
        }
        return out;
    }

    /**
     * One side's lines; a line is highlighted when the other side lacks it and the scenario checks
     * its kind (rejections: when the other side has none, as their wording may differ).
     */
    private static Side column(String title, List<String> mine, List<String> theirs, Set<String> checked, String empty) {
        Map<String, Integer> left = new HashMap<>();
        if (theirs != null) {
            theirs.forEach(l -> left.merge(l, 1, Integer::sum));
        }
        List<Line> out = new ArrayList<>();
        for (String line : mine) {
            boolean matched = left.getOrDefault(line, 0) > 0;
            left.computeIfPresent(line, (k, n) -> n - 1);
            String kind = kind(line);
            out.add(new Line(line, theirs != null && !matched && (kind.equals("rejected")
                    ? !kinds(theirs).contains("rejected") : checked.contains(kind))));
        }
        return new Side(title, out, empty);
    }

    private static String kind(String line) {
        return line.equals("(no events)") ? "event" : line.substring(0, Math.max(0, line.indexOf(':')));
    }

    private static Set<String> kinds(List<String> lines) {
        Set<String> out = new HashSet<>();
        lines.forEach(l -> out.add(kind(l)));
        return out;
    }
}
