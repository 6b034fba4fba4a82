package arbiter.protocol;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import arbiter.board.Quoted;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * An implementation in any language, reached through the adapter protocol in a child process
 * started from a command line. Whatever the process does wrong (no start, a crash, a hang, garbage,
 * a wrong id, an oversized line) becomes an {@link AdapterFault} for the request at hand, and the
 * process is started again for the next one; after three failed starts in a row it is given up.
 * Its hello asks for protocol version 2; the version the adapter answers (1 or 2) is the one
 * Arbiter then speaks to it, and its {@link #apiVersion()}.
 */
public final class ProcessImplementation implements Implementation, AutoCloseable {

    private static final int MAX_FAILED_STARTS = 3;

    private final String commandLine;
    private final AdapterOptions options;
    private ChildProcess child;
    private Description description;
    private long nextId;
    private int failedStarts;
    private String lastStartFailure;
    /** The version the last hello settled on; 0 before any. */
    private int protocol;
    /** A start that failed while {@link #apiVersion()} asked, for the next request to report. */
    private AdapterFault startFailure;

    public ProcessImplementation(String commandLine, AdapterOptions options) {
        this.commandLine = commandLine;
        this.options = options;
    }

    /**
     * What the adapter said of itself at its first start. Once known it is answered without
     * starting a process: a dead one is started again by the next request, so that asking who it is
     * (as the suite does while reporting a fault) never hides the fault or spends a start.
     */
    @Override
    public synchronized Description describe() {
        if (description == null) {
            startOrReport();
        }
        return description;
    }

    /**
     * The protocol version the adapter answered hello with: 1 or 2. It starts the adapter if no
     * hello has been answered yet; if that start fails, the answer is 2 and the next request
     * reports the failure, as it would have had it started the adapter itself.
     */
    @Override
    public synchronized int apiVersion() {
        if (protocol == 0 && startFailure == null) {
            try {
                ensureStarted();
            } catch (AdapterFault e) {
                startFailure = e;
            }
        }
        return protocol == 0 ? Versions.HIGHEST : protocol;
    }

    @Override
    public String startPosition(String ruleset) {
        return call(() -> request("start").put("ruleset", ruleset), response -> Wire.text(response, "position"));
    }

    @Override
    public List<String> legalMoves(String ruleset, String position, Side side) {
        return call(() -> request("legal-moves").put("ruleset", ruleset).put("position", position).put("side", Wire.name(side)),
                response -> Wire.texts(response, "moves", true));
    }

    /**
     * {@inheritDoc} To an adapter speaking version 1, only a turn of one move each with a first
     * player can be sent (without its history); any other is refused with an
     * {@link UnsupportedException} saying why.
     */
    @Override
    public TurnResult resolve(Turn turn) {
        return call(() -> TurnWire.request(0, turn, protocol), response -> TurnWire.result(response, protocol));
    }

    private ObjectNode request(String op) {
        return Wire.JSON.createObjectNode().put("op", op);
    }

    /**
     * Sends one request (made by {@code request} once the adapter has said its version, its id set
     * here) and returns its response read by {@code read}, or throws what went wrong: an answer
     * that cannot be read is the adapter's fault too.
     */
    private synchronized <T> T call(Supplier<ObjectNode> build, Function<JsonNode, T> read) {
        startOrReport();
        ObjectNode request = build.get();
        String op = request.get("op").asText();
        try {
            JsonNode response = exchange(request, op, options.timeout());
            if (response.has("error")) {
                throw error(response.get("error"), op);
            }
            return read.apply(response);
        } catch (WireException e) {
            throw fault("its answer to " + op + " is not the protocol's: " + e.getMessage(), false);
        }
    }

    private RuntimeException error(JsonNode error, String op) {
        String type = error.isObject() && error.has("type") ? error.get("type").asText() : "";
        String message = error.isObject() && error.has("message") ? error.get("message").asText() : MessageReader.shown(error);
        return switch (type) {
            case "unsupported" -> new UnsupportedException(message);
            case "invalid-input" -> new InvalidInputException(message);
            case "internal" -> fault("it reported an internal error answering " + op + ": " + message, false);
            default -> fault("its answer to " + op + " is an error of unknown type " + Quoted.of(type) + ": " + message, false);
        };
    }

    private JsonNode exchange(ObjectNode request, String op, Duration timeout) {
        long id = nextId++;
        ObjectNode message = request.deepCopy();
        message.put("id", id);
        check(true, op, message);
        try {
            child.send(Wire.JSON.writeValueAsString(message));
        } catch (IOException e) {
            String exited = exitText(Duration.ofMillis(500));
            throw fault("it could not be sent the " + op + " request (" + e.getMessage() + ")"
                    + (exited.isEmpty() ? "" : "; it had exited" + exited), true);
        }
        LineReader.Line out;
        try {
            out = child.next(timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fault("the run was interrupted while waiting for its answer to " + op, true);
        }
        if (out == null) {
            String exited = exitText(Duration.ZERO);
            throw fault(exited.isEmpty()
                    ? "it did not answer " + op + " within " + seconds(timeout) + "; it was stopped and will be restarted"
                    : "it exited" + exited + " instead of answering " + op + ", and a process it started held its output open", true);
        }
        if (out.end()) {
            throw fault("it exited" + exitText(Duration.ofSeconds(2)) + " instead of answering " + op, true);
        }
        if (out.text() == null) {
            throw fault("it wrote " + out.problem() + " answering " + op, true);
        }
        JsonNode response;
        long gotId;
        try {
            response = MessageReader.object(out.text());
            gotId = MessageReader.id(response);
        } catch (WireException e) {
            throw fault("its answer to " + op + " request " + id + " cannot be read: " + e.getMessage(), true);
        }
        if (gotId != id) {
            throw fault("it answered " + op + " request " + id + " with id " + gotId, true);
        }
        check(false, op, response);
        return response;
    }

    /**
     * Checks a message against the schemas of the version spoken: a hello request against the
     * highest, a hello response against the version it names.
     */
    private void check(boolean isRequest, String op, JsonNode message) {
        JsonNode named = message.path("protocol");
        int version = !op.equals("hello") ? protocol
                : !isRequest && named.isIntegralNumber() && named.asLong() == 1 ? 1 : Versions.HIGHEST;
        List<String> problems = options.checker().problems(version, isRequest, op, message);
        if (!problems.isEmpty()) {
            throw fault((isRequest ? "Arbiter's " + op + " request" : "its answer to " + op)
                    + " breaks the protocol's schema: " + String.join("; ", problems), false);
        }
    }

    /** Throws the start failure that {@link #apiVersion()} met, once; otherwise starts the adapter if it is not running. */
    private void startOrReport() {
        AdapterFault failure = startFailure;
        if (failure != null) {
            startFailure = null;
            throw failure;
        }
        ensureStarted();
    }

    private void ensureStarted() {
        if (child != null && child.alive()) {
            return;
        }
        if (failedStarts >= MAX_FAILED_STARTS) {
            throw new AdapterFault("the adapter was given up after " + MAX_FAILED_STARTS + " failed starts; the last: " + lastStartFailure);
        }
        try {
            child = ChildProcess.start(commandLine, options.maxLineBytes(), options.stderrLines());
        } catch (IOException e) {
            failedStarts++;
            lastStartFailure = "cannot run " + commandLine + ": " + e.getMessage();
            throw new AdapterFault(lastStartFailure);
        }
        try {
            JsonNode hello = exchange(Wire.JSON.createObjectNode().put("op", "hello").put("protocol", Versions.HIGHEST)
                    .put("arbiter", Wire.arbiterVersion()), "hello",
                    options.startTimeout());
            if (hello.has("error")) {
                throw fault("it answered hello with an error: " + MessageReader.shown(hello.get("error")), true);
            }
            int version = spokenVersion(hello);
            Description described = Wire.description(hello.get("implementation"));
            if (description == null) {
                description = described;
            }
            protocol = version;
            failedStarts = 0;
        } catch (AdapterFault | WireException e) {
            failedStarts++;
            // made before the child is ended below, so that it keeps its standard error
            AdapterFault fault = e instanceof AdapterFault f ? f : fault("its hello answer is not the protocol's: " + e.getMessage(), true);
            lastStartFailure = fault.getMessage();
            if (child != null) {
                child.kill();
                child = null;
            }
            throw fault;
        }
    }

    private int spokenVersion(JsonNode hello) {
        try {
            return Versions.answered(hello);
        } catch (WireException e) {
            throw fault(e.getMessage(), true);
        }
    }

    /**
     * A fault with the adapter's last standard-error lines; {@code restart} ends the process first,
     * so they include what it wrote up to its end (read by then, not lost to the reading thread).
     */
    private AdapterFault fault(String what, boolean restart) {
        if (restart && child != null) {
            child.kill();
        }
        String stderr = child == null ? "" : child.stderr();
        if (restart) {
            child = null;
        }
        return new AdapterFault("adapter " + shortCommand() + ": " + what, stderr);
    }

    /** The command line, cut in the middle when long (a class path), for messages. */
    private String shortCommand() {
        return commandLine.length() <= 80 ? commandLine
                : commandLine.substring(0, 40) + " ... " + commandLine.substring(commandLine.length() - 35);
    }

    /** " with status N" once the child has ended, waiting up to {@code wait}; empty if it has not. */
    private String exitText(Duration wait) {
        try {
            Integer status = child.exitStatus(wait);
            return status == null ? "" : " with status " + status;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    /** Asks the adapter to stop, then ends it if it does not. */
    @Override
    public synchronized void close() {
        if (child == null) {
            return;
        }
        try {
            if (child.alive()) {
                exchange(request("stop"), "stop", Duration.ofSeconds(2));
            }
        } catch (AdapterFault | WireException e) {
            // it is ended below either way
        }
        try {
            if (child != null) {
                child.closeInput();
                child.exitStatus(Duration.ofSeconds(2));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (child != null) {
                child.kill();
            }
            child = null;
        }
    }
}
