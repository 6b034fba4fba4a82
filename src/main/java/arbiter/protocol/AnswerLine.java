package arbiter.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;

/**
 * A line an adapter wrote where an answer was due, read as far as it can be: the message and its
 * id, or what is wrong with it in the words of an adapter fault ({@code null} line: none came in
 * time).
 *
 * @param response the message as a tree; null when it is {@link #plain}, or when {@link #problem} says why there is none
 * @param id       its id
 * @param problem  what is wrong, to follow "it ..." or "its answer ... ", or null
 * @param line     the line as read; null when none came
 * @param plain    the message read as a plainly written answer to a resolve request, or null
 */
record AnswerLine(JsonNode response, long id, String problem, LineReader.Line line, PlainResolve.Answer plain) {

    /** Reads {@code line}; a line that is a message but not one of the protocol has its {@link #problem}. */
    static AnswerLine of(LineReader.Line line) {
        if (line == null || line.text() == null) {
            return new AnswerLine(null, -1, null, line, null);
        }
        PlainResolve.Answer plain = PlainResolve.answer(line.text());
        if (plain != null) {
            return new AnswerLine(null, plain.id(), null, line, plain);
        }
        try {
            JsonNode response = MessageReader.object(line.text());
            return new AnswerLine(response, MessageReader.id(response), null, line, null);
        } catch (WireException e) {
            return new AnswerLine(null, -1, e.getMessage(), line, null);
        }
    }

    /** Whether a message with an id came, to be matched with its request. */
    boolean read() {
        return response != null || plain != null;
    }

    /** The message as a tree, when {@link #read}: a plain one is read again by the tree reader (as it reads it the same). */
    JsonNode message() {
        return response != null ? response : MessageReader.object(line.text());
    }

    /**
     * What went wrong instead of an answer to {@code op} request {@code id}, when {@link #read} is
     * false: {@code exited} is " with status N" once the adapter has ended (empty while it runs).
     */
    String fault(String op, long id, Duration timeout, String exited) {
        if (line == null) {
            return exited.isEmpty()
                    ? "it did not answer " + op + " within " + seconds(timeout) + "; it was stopped and will be restarted"
                    : "it exited" + exited + " instead of answering " + op + ", and a process it started held its output open";
        }
        if (line.end()) {
            return "it exited" + exited + " instead of answering " + op;
        }
        if (line.text() == null) {
            return "it wrote " + line.problem() + " answering " + op;
        }
        return "its answer to " + op + " request " + id + " cannot be read: " + problem;
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }
}
