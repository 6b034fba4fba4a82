package arbiter.report;

import arbiter.causes.FailureCause;
import arbiter.causes.FailureCauses;
import arbiter.html.SafeHtmlOutput;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.Writer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The "Causes" section of {@code report.html}: failed, errored and skipped scenarios grouped by the
 * {@code cause} of {@code report.json} (for a report written before causes, their message's pattern,
 * {@link FailureCause#ofMessage}), largest group first, each a collapsed list of its scenarios linked to their
 * failure cards and skip lines. It keeps only the ids and titles of those scenarios.
 */
final class CauseSection {

    /** A scenario in a group: its id and title. */
    record Member(String id, String name) {
    }

    private CauseSection() {
    }

    /** Adds a scenario of {@code report.json} when it failed, errored or was skipped. */
    static void add(FailureCauses<Member> causes, JsonNode s) {
        String verdict = Sections.section(ReportReader.str(s, "verdict"));
        if (verdict.equals("failed") || verdict.equals("errored") || verdict.equals("skipped")) {
            causes.add(verdict, causeOf(s), new Member(ReportReader.str(s, "id"), ReportReader.str(s, "name")));
        }
    }

    /**
     * Writes the section (nothing when every scenario passed or was not applicable).
     *
     * @return each cause's anchor ({@code cause-1}, ...), by {@link #key} of verdict and cause
     */
    static Map<String, String> write(Writer w, FailureCauses<Member> causes) throws IOException {
        Map<String, String> anchors = new HashMap<>();
        List<FailureCauses.Group<Member>> groups = causes.groups();
        if (groups.isEmpty()) {
            return anchors;
        }
        for (FailureCauses.Group<Member> g : groups) {
            anchors.put(key(g.verdict(), g.cause()), "cause-" + (anchors.size() + 1));
        }
        SafeHtmlOutput.render(w, out -> JtecausesGenerated.render(out, null, groups, causes.size(), anchors));
        return anchors;
    }

    /** A scenario's cause: its {@code cause} field, else its message's pattern. */
    static String causeOf(JsonNode s) {
        String cause = ReportReader.str(s, "cause");
        return cause != null ? cause : FailureCause.ofMessage(ReportReader.str(s, "message"));
    }

    /** The key of a cause among the anchors {@link #write} returns. */
    static String key(String verdictKey, String cause) {
        return verdictKey + "\n" + cause;
    }
}
