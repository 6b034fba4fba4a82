package arbiter.causes;

import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;

/**
 * Why a scenario did not pass, twice over: the cause it shares with failures alike, and the line
 * that says what differed in it. A wrong answer's cause is the kind of difference
 * ({@link AnswerDifference}); an error's, a skip's or any other failure's is the first line of its
 * message with the places, moves, squares and numbers left out ({@link MessagePattern}), and for a
 * failure White and Black too ("&lt;side&gt;'s legal moves differ").
 *
 * @param cause      what failures alike have in common, e.g. "the board after the turn: a piece missing"
 * @param difference what differed in this scenario, e.g. "e4: expected White Knight, got Black Knight"
 */
public record FailureCause(String cause, String difference) {

    /** The cause of a failed, errored or skipped result; null for one that passed or was not applicable. */
    public static FailureCause of(ScenarioResult r) {
        if (r.verdict() == Verdict.PASSED || r.verdict() == Verdict.NOT_APPLICABLE) {
            return null;
        }
        String first = firstLine(r.message());
        if (r.verdict() == Verdict.FAILED) {
            var found = AnswerDifference.of(r.detail());
            if (found.isPresent()) {
                return new FailureCause(found.get().cause(), found.get().difference());
            }
        }
        String pattern = MessagePattern.of(r.message());
        return new FailureCause(orUnknown(r.verdict() == Verdict.FAILED ? Colours.sideless(pattern) : pattern),
                MessagePattern.cut(orUnknown(first)));
    }

    /** The cause a report without causes implies: its message's pattern ({@link MessagePattern}), or "no message". */
    public static String ofMessage(String message) {
        return orUnknown(MessagePattern.of(message));
    }

    private static String orUnknown(String text) {
        return text.isBlank() ? "no message" : text;
    }

    /** The first line of a message; "" for null. */
    public static String firstLine(String text) {
        if (text == null) {
            return "";
        }
        int nl = text.indexOf('\n');
        return nl < 0 ? text : text.substring(0, nl);
    }
}
