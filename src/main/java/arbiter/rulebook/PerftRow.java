package arbiter.rulebook;

import arbiter.rulebook.spec.SpecScenario;
import arbiter.rulebook.spec.SpecStep;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One line of a ruleset's joint perft table: a depth of one perft scenario, with the counts its
 * step expects, as written (the book prints the specification's figures; it counts nothing).
 *
 * @param id                the scenario's id; the anchor of its first line ({@code example-xymyx-perft-001})
 * @param title             the scenario's title
 * @param fen               the position counted from, or null for the ruleset's start position
 * @param depth             the depth
 * @param jointTurns        the joint turns the scenario expects, as written ({@code 11,440})
 * @param distinctPositions the distinct positions it expects, as written
 * @param first             whether this is the scenario's first line (the one its anchor is on)
 */
public record PerftRow(String id, String title, String fen, int depth, String jointTurns, String distinctPositions, boolean first) {

    private static final Pattern STEP = Pattern.compile(
            "^the joint perft to depth (\\d+) is ([\\d,]+) joint turns? and ([\\d,]+) distinct positions?$");
    private static final Pattern POSITION = Pattern.compile("^the position \"(.+)\"$");

    /** The element id of the scenario's first line. */
    public String anchor() {
        return Anchors.example(id);
    }

    /** Whether a step of the scenario language expects a joint perft. */
    static boolean expectsPerft(SpecScenario s) {
        return s.steps().stream().anyMatch(step -> STEP.matcher(step.text().strip()).matches());
    }

    /** The lines of a perft scenario, one per depth its steps expect. */
    static List<PerftRow> of(SpecScenario s) {
        String fen = null;
        List<PerftRow> rows = new ArrayList<>();
        for (SpecStep step : s.steps()) {
            String text = step.text().strip();
            Matcher m = POSITION.matcher(text);
            if (m.matches()) {
                fen = m.group(1);
            }
            m = STEP.matcher(text);
            if (m.matches()) {
                rows.add(new PerftRow(s.id(), s.name(), fen, Integer.parseInt(m.group(1)), m.group(2), m.group(3), rows.isEmpty()));
            }
        }
        return rows;
    }

    /** The table in Markdown, each scenario's first line carrying its anchor; nothing when there are no lines. */
    static void markdown(StringBuilder s, List<PerftRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        s.append("| From | Depth | Joint turns | Distinct positions |\n| --- | ---: | ---: | ---: |\n");
        for (PerftRow r : rows) {
            s.append("| ");
            if (r.first()) {
                s.append("<a id=\"").append(Xml.text(r.anchor())).append("\"></a>").append(Md.text(r.title()));
                if (r.fen() != null) {
                    s.append("<br>`").append(r.fen().replace("`", "")).append('`');
                }
            }
            s.append(" | ").append(r.depth()).append(" | ").append(Md.text(r.jointTurns())).append(" | ")
                    .append(Md.text(r.distinctPositions())).append(" |\n");
        }
        s.append('\n');
    }
}
