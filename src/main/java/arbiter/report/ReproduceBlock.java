package arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A failure card's "Reproduce" block: the {@code conform} command that runs the scenario again and
 * the {@code resolve} command for its turn ({@link Reproduction}), the protocol request and the
 * scenario's Gherkin, each in a code block with a Copy button that the page's script reveals
 * (without it the text is there to select). Commands wrap; the request and the Gherkin keep their lines.
 */
final class ReproduceBlock {

    private final Rerun rerun;
    private int copyTargets;

    /** For a run whose commands {@code rerun} begins and follows. */
    ReproduceBlock(Rerun rerun) {
        this.rerun = rerun;
    }

    /** A code block: its title, text, whether it starts open, whether it is a command (which wraps), and its id. */
    record Code(String title, String text, boolean open, boolean command, String target) {
    }

    /** The block's code for a scenario of {@code report.json} and its {@code turn} (may be null); none when there is nothing to show. */
    List<Code> blocks(JsonNode s, JsonNode turn) {
        String gherkin = ReportReader.str(s, "gherkin");
        String request = turn == null ? null : ReportReader.str(turn, "request");
        String conform = Reproduction.conform(ReportReader.str(s, "id"), rerun);
        String resolve = Reproduction.resolve(ReportReader.str(s, "ruleset"), turn, rerun);
        List<Code> out = new ArrayList<>();
        add(out, "Run the scenario again", conform, true, true);
        add(out, "Resolve the turn alone", resolve, true, true);
        add(out, "Protocol request", request, true, false);
        add(out, "Gherkin scenario", gherkin, false, false);
        return out;
    }

    private void add(List<Code> out, String title, String text, boolean open, boolean command) {
        if (text != null) {
            out.add(new Code(title, text, open, command, "copy-" + ++copyTargets));
        }
    }
}
