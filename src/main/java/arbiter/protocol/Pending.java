package arbiter.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One request under way to an adapter: how to make it (again, for a restarted adapter, in the
 * version that one speaks), how to read its answer, how long the adapter may take, and the future
 * the answer completes.
 */
final class Pending<T> {

    final Supplier<ObjectNode> build;
    final Function<JsonNode, T> read;
    /** How to read a plainly written answer to a resolve request (see {@link PlainResolve}), or null to read every answer as a tree. */
    final Function<PlainResolve.Answer, T> readPlain;
    final Duration timeout;
    final CompletableFuture<T> future = new CompletableFuture<>();
    /** Whether it holds a place of the window, given back when it is answered. */
    final boolean holdsPlace;
    /** The operation, its id in the conversation, and when it was sent; set each time it is sent. */
    String op = "";
    long id;
    long sentAt;

    Pending(Supplier<ObjectNode> build, Function<JsonNode, T> read, Function<PlainResolve.Answer, T> readPlain, Duration timeout,
            boolean holdsPlace) {
        this.build = build;
        this.read = read;
        this.readPlain = readPlain;
        this.timeout = timeout;
        this.holdsPlace = holdsPlace;
    }

    /** When the adapter is late with this answer: its timeout after it was sent or after the adapter's last answer, whichever is later. */
    long deadline(long lastAnswer) {
        return Math.max(sentAt, lastAnswer) + timeout.toNanos();
    }
}
