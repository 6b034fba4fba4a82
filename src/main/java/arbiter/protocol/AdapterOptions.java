package arbiter.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.List;

/**
 * How Arbiter treats an adapter process.
 *
 * @param timeout      how long a request may take
 * @param startTimeout how long the adapter may take to start and answer {@code hello}
 * @param maxLineBytes the longest line it may write
 * @param stderrLines  how many of its last standard-error lines are kept for messages
 * @param checker      checks each message against the protocol's schemas, or {@link Checker#NONE}
 *                     ({@link MessageSchemas#problems} checks against the schemas of the version spoken)
 * @param inFlight     how many requests may be sent and not yet answered, at least 1 (since 0.3)
 */
public record AdapterOptions(Duration timeout, Duration startTimeout, int maxLineBytes, int stderrLines, Checker checker, int inFlight) {

    /** The requests under way at most by default: enough to keep both sides busy, few enough that none waits long. */
    public static final int IN_FLIGHT = 32;

    /** @throws IllegalArgumentException when {@code inFlight} is less than 1 */
    public AdapterOptions {
        if (inFlight < 1) {
            throw new IllegalArgumentException("at least one request must be allowed in flight, not " + inFlight);
        }
    }

    /** 5 s a request, 20 s to start, lines up to 1 MiB, 20 lines of standard error, no schema checks, {@value #IN_FLIGHT} requests in flight. */
    public static AdapterOptions defaults() {
        return new AdapterOptions(Duration.ofSeconds(5), Duration.ofSeconds(20), Wire.MAX_LINE_BYTES, 20, Checker.NONE, IN_FLIGHT);
    }

    public AdapterOptions withTimeout(Duration value) {
        return new AdapterOptions(value, startTimeout, maxLineBytes, stderrLines, checker, inFlight);
    }

    public AdapterOptions withStartTimeout(Duration value) {
        return new AdapterOptions(timeout, value, maxLineBytes, stderrLines, checker, inFlight);
    }

    public AdapterOptions withChecker(Checker value) {
        return new AdapterOptions(timeout, startTimeout, maxLineBytes, stderrLines, value, inFlight);
    }

    /** @param value how many requests may be under way at once; 1 sends each after the answer to the one before */
    public AdapterOptions withInFlight(int value) {
        return new AdapterOptions(timeout, startTimeout, maxLineBytes, stderrLines, checker, value);
    }

    /** Finds what is wrong with a message of an operation; an empty list when nothing is. */
    @FunctionalInterface
    public interface Checker {

        Checker NONE = (protocol, request, op, message) -> List.of();

        /**
         * @param protocol the protocol version the message is in: 1 or 2
         * @param request  true for a request Arbiter sends, false for a response it receives
         * @param op       the operation: {@code hello}, {@code start}, {@code legal-moves}, {@code resolve}, {@code stop}
         * @param message  the message
         */
        List<String> problems(int protocol, boolean request, String op, JsonNode message);
    }
}
