package arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;

/**
 * A failure card's "Reproduce" block: the {@code conform} command that runs the scenario again and
 * the {@code resolve} command for its turn ({@link Reproduction}), the protocol request and the
 * scenario's Gherkin, each in a code block with a Copy button that the page's script reveals
 * (without it the text is there to select). Commands wrap; the request and the Gherkin keep their lines.
 */
final class ReproduceBlock {

    private final String adapter;
    private final String implementation;
    private int copyTargets;

    /** For a run of {@code implementation} (its name), through {@code adapter} (or null). */
    ReproduceBlock(String adapter, String implementation) {
        this.adapter = adapter;
        this.implementation = implementation;
    }

    /** Writes the block for a scenario of {@code report.json} and its {@code turn} (may be null); nothing when there is nothing to show. */
    void write(Writer w, JsonNode s, JsonNode turn) throws IOException {
        String gherkin = ReportReader.str(s, "gherkin");
        String request = turn == null ? null : ReportReader.str(turn, "request");
        String conform = Reproduction.conform(ReportReader.str(s, "id"), adapter, implementation);
        String resolve = Reproduction.resolve(ReportReader.str(s, "ruleset"), turn, adapter, implementation);
        if (gherkin == null && request == null && conform == null && resolve == null) {
            return;
        }
        w.write("<div class=\"repro\"><h4>Reproduce</h4>\n");
        if (conform != null) {
            block(w, "Run the scenario again", conform, " open", " class=\"cmd\"");
        }
        if (resolve != null) {
            block(w, "Resolve the turn alone", resolve, " open", " class=\"cmd\"");
        }
        if (request != null) {
            block(w, "Protocol request", request, " open", "");
        }
        if (gherkin != null) {
            block(w, "Gherkin scenario", gherkin, "", "");
        }
        w.write("</div>\n");
    }

    private void block(Writer w, String title, String text, String open, String preClass) throws IOException {
        String target = "copy-" + ++copyTargets;
        w.write("<details class=\"code\"" + open + "><summary>" + title
                + " <button type=\"button\" class=\"copy\" data-target=\"" + target + "\" hidden>Copy</button></summary>");
        w.write("<pre id=\"" + target + "\"" + preClass + ">" + Html.text(text) + "</pre></details>\n");
    }
}
