package arbiter.report;

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
     * @param adapter        the adapter command the run tested, or null
     * @param implementation the name of the implementation it tested
     * @param causeAnchors   each cause's anchor in the page ({@link CauseSection#write})
     * @param books          the rulebooks beside the report, which its clause and example links lead to
     */
    FailureCard(String adapter, String implementation, Map<String, String> causeAnchors, BookLinks books) {
        this.causeAnchors = causeAnchors;
        this.reproduce = new ReproduceBlock(adapter, implementation);
        this.books = books;
    }

    /**
     * Writes the card.
     *
     * @param diagrams whether to draw the boards (false past the cap)
     */
    void write(Writer w, JsonNode s, boolean diagrams) throws IOException {
        String id = ReportReader.str(s, "id");
        String verdict = ReportReader.str(s, "verdict");
        w.write("<article class=\"scn card\" id=\"" + Html.scenarioId(id) + "\"" + Sections.data(s) + ">\n<header>");
        w.write("<span class=\"pill " + Html.token(verdict) + "\">" + Html.text(Sections.verdictLabel(verdict)) + "</span>");
        w.write("<h3><a class=\"sid\" href=\"" + Html.scenarioHref(id) + "\">" + Html.text(id) + "</a></h3>");
        w.write("<p class=\"stitle\">" + Html.text(ReportReader.str(s, "name")) + "</p>");
        w.write("<p class=\"meta\"><span class=\"loc\">" + Sections.location(s) + "</span>");
        w.write(" <span class=\"cls\">" + Sections.clauseLinks(s, books) + "</span>" + books.example(ReportReader.str(s, "ruleset"), id)
                + "</p></header>\n");
        String message = ReportReader.str(s, "message");
        if (message != null && !message.isBlank()) {
            w.write("<pre class=\"msg\">" + Html.text(message) + "</pre>\n");
        }
        cause(w, s);
        JsonNode turn = s.get("turn");
        JsonNode expected = s.get("expected");
        JsonNode actual = s.get("actual");
        if (turn != null && turn.isObject()) {
            if (diagrams) {
                Boards.write(w, turn, expected, actual);
            } else {
                w.write("<p class=\"note\">Diagrams omitted: only the first " + Sections.DIAGRAM_CAP
                        + " failures get them.</p>\n");
            }
        }
        comparison(w, expected, actual);
        String stderr = ReportReader.str(s, "stderr");
        if (stderr != null && !stderr.isBlank()) {
            w.write("<h4>Standard error (last lines)</h4>\n<pre class=\"stderr\">" + Html.text(stderr) + "</pre>\n");
        }
        reproduce.write(w, s, turn);
        w.write("</article>\n");
    }

    private static void comparison(Writer w, JsonNode expected, JsonNode actual) throws IOException {
        List<String> want = lines(expected);
        List<String> got = lines(actual);
        Set<String> checked = kinds(want);
        if (want.isEmpty() && got.isEmpty()) {
            return;
        }
        w.write("<div class=\"cmp\">\n");
        column(w, "Expected", want, actual == null ? null : got, checked, "only the board is checked");
        column(w, "Actual", got, expected == null ? null : want, checked, actual == null ? "no answer" : "nothing");
        w.write("</div>\n");
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
    private static void column(Writer w, String title, List<String> mine, List<String> theirs, Set<String> checked,
            String empty) throws IOException {
        w.write("<div class=\"side\"><h4>" + title + "</h4><ul>");
        Map<String, Integer> left = new HashMap<>();
        if (theirs != null) {
            theirs.forEach(l -> left.merge(l, 1, Integer::sum));
        }
        for (String line : mine) {
            boolean matched = left.getOrDefault(line, 0) > 0;
            left.computeIfPresent(line, (k, n) -> n - 1);
            String kind = kind(line);
            boolean differs = theirs != null && !matched && (kind.equals("rejected")
                    ? !kinds(theirs).contains("rejected") : checked.contains(kind));
            w.write("<li" + (differs ? " class=\"diff\"" : "") + ">" + Html.text(line) + "</li>");
        }
        if (mine.isEmpty()) {
            w.write("<li class=\"none\">" + empty + "</li>");
        }
        w.write("</ul></div>\n");
    }

    private static String kind(String line) {
        return line.equals("(no events)") ? "event" : line.substring(0, Math.max(0, line.indexOf(':')));
    }

    private static Set<String> kinds(List<String> lines) {
        Set<String> out = new HashSet<>();
        lines.forEach(l -> out.add(kind(l)));
        return out;
    }

    /** The scenario's cause, linked to its group in the Causes section. */
    private void cause(Writer w, JsonNode s) throws IOException {
        String cause = CauseSection.causeOf(s);
        String anchor = causeAnchors.get(CauseSection.key(Sections.section(ReportReader.str(s, "verdict")), cause));
        w.write("<p class=\"cause\">Cause: " + (anchor == null ? Html.text(cause)
                : "<a href=\"#" + anchor + "\">" + Html.text(cause) + "</a>") + "</p>\n");
    }
}
