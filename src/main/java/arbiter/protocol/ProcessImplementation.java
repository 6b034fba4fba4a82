package arbiter.protocol;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import arbiter.board.Quoted;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * An implementation in any language, reached through the adapter protocol in a child process
 * started from a command line. Requests may be under way several at once
 * ({@link #resolveAsync}, up to {@link AdapterOptions#inFlight()}): their answers come in the order
 * of the requests, or matched by id in any order when the adapter's hello says
 * {@code "answers":"any-order"}. Whatever the process does wrong (no start, a crash, a hang, garbage,
 * an unknown id, an oversized line) becomes an {@link AdapterFault} for the oldest request not
 * answered, the one an adapter answering in order was working on; the process is started again
 * and the requests after it are sent to the new one, so that none is lost. After three failed
 * starts in a row it is given up. Its hello asks for protocol version 2; the version the adapter
 * answers (1 or 2) is the one Arbiter then speaks to it, and its {@link #apiVersion()}.
 */
public final class ProcessImplementation implements Implementation, AutoCloseable {

    private static final int MAX_FAILED_STARTS = 3;
    /** How long the thread that reads answers waits for a request before it ends (the next request starts another). */
    private static final long IDLE_NANOS = 1_000_000_000L;

    private final String commandLine;
    private final AdapterOptions options;
    private final Semaphore window;
    /** The requests sent and not answered, oldest first; when there are any, {@link #child} is the process they were sent to. */
    private final Map<Long, Pending<?>> inFlight = new LinkedHashMap<>();
    private ChildProcess child;
    private Description description;
    private long nextId;
    private int failedStarts;
    private String lastStartFailure;
    /** The version the last hello settled on; 0 before any. */
    private volatile int protocol;
    /** A start that failed while {@link #apiVersion()} asked, for the next request to report. */
    private AdapterFault startFailure;
    /** The thread reading answers while requests are under way; null when none runs. */
    private volatile Thread answers;
    /** When the adapter last answered (or said hello), for the timeout of the request after. */
    private long lastAnswer;
    /** Whether the running adapter's hello said it may answer requests in any order (else in the order they were sent). */
    private boolean anyOrder;
    /** Set while {@link #close()} stops the adapter: a fault then restarts nothing. */
    private boolean closing;

    public ProcessImplementation(String commandLine, AdapterOptions options) {
        this.commandLine = commandLine;
        this.options = options;
        this.window = new Semaphore(options.inFlight());
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
        return await(submit(() -> request("start").put("ruleset", ruleset), response -> Wire.text(response, "position"),
                options.timeout(), true));
    }

    @Override
    public List<String> legalMoves(String ruleset, String position, Side side) {
        return await(submit(() -> request("legal-moves").put("ruleset", ruleset).put("position", position).put("side", Wire.name(side)),
                response -> Wire.texts(response, "moves", true), options.timeout(), true));
    }

    /**
     * {@inheritDoc} To an adapter speaking version 1, only a turn of one move each with a first
     * player can be sent (without its history); any other is refused with an
     * {@link UnsupportedException} saying why.
     */
    @Override
    public TurnResult resolve(Turn turn) {
        return await(resolveAsync(turn));
    }

    /**
     * {@inheritDoc} The turn is sent at once, after the requests already under way; the caller
     * waits only while {@link AdapterOptions#inFlight()} requests are unanswered. The thread that
     * reads the answers never waits for a place, so a request made from code run as a future
     * completes goes out at once.
     *
     * @since 0.3
     */
    @Override
    public CompletableFuture<TurnResult> resolveAsync(Turn turn) {
        return submit(() -> TurnWire.request(0, turn, protocol), response -> TurnWire.result(response, protocol),
                plain -> protocol == 2 && options.checker() == AdapterOptions.Checker.NONE ? plain.result() : null, options.timeout(), true);
    }

    private ObjectNode request(String op) {
        return Wire.JSON.createObjectNode().put("op", op);
    }

    /**
     * Sends a request (made by {@code build} once the adapter has said its version, its id set when
     * sent) and returns the future its answer, read by {@code read}, completes; {@code place}: it
     * waits for a place in the window.
     */
    private <T> CompletableFuture<T> submit(Supplier<ObjectNode> build, Function<JsonNode, T> read, Duration timeout, boolean place) {
        return submit(build, read, plain -> null, timeout, place);
    }

    /** As above; {@code readPlain} reads a plainly written resolve answer, or gives null to have it read as a tree. */
    private <T> CompletableFuture<T> submit(Supplier<ObjectNode> build, Function<JsonNode, T> read, Function<PlainResolve.Answer, T> readPlain,
            Duration timeout, boolean place) {
        boolean holds = place && Thread.currentThread() != answers;
        if (holds) {
            try {
                window.acquire();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return CompletableFuture.failedFuture(new AdapterFault("the run was interrupted while waiting to send a request to adapter "
                        + shortCommand()));
            }
        }
        Pending<T> pending = new Pending<>(build, read, readPlain, timeout, holds);
        synchronized (this) {
            try {
                startOrReport();
                send(pending);
            } catch (RuntimeException e) {
                fail(pending, e);
            }
        }
        return pending.future;
    }

    /** Sends {@code pending} to the running adapter, as its newest request. */
    private void send(Pending<?> pending) {
        ObjectNode message = pending.build.get();
        pending.op = message.get("op").asText();
        pending.id = nextId++;
        message.put("id", pending.id);
        check(true, pending.op, message);
        pending.sentAt = System.nanoTime();
        inFlight.put(pending.id, pending);
        child.send(text(message));
        if (answers == null) {
            Thread reader = new Thread(this::readAnswers, "adapter-answers");
            reader.setDaemon(true);
            answers = reader;
            reader.start();
        } else {
            notifyAll();
        }
    }

    /** The answer of a future, or what it failed with, thrown as it was. */
    private static <T> T await(CompletableFuture<T> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AdapterFault("the run was interrupted while waiting for an adapter's answer");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /**
     * The loop of the thread that reads answers: it waits for the line after the last, up to the
     * oldest request's deadline, matches it with its request and completes that request's future;
     * it ends once no request has been under way for a while.
     */
    private void readAnswers() {
        while (true) {
            ChildProcess from;
            Pending<?> oldest;
            long wait;
            synchronized (this) {
                long idle = System.nanoTime();
                while (inFlight.isEmpty()) {
                    long left = IDLE_NANOS - (System.nanoTime() - idle);
                    if (left <= 0) {
                        answers = null;
                        return;
                    }
                    try {
                        wait(left / 1_000_000 + 1);
                    } catch (InterruptedException e) {
                        answers = null;
                        return;
                    }
                }
                from = child;
                oldest = inFlight.values().iterator().next();
                wait = oldest.deadline(lastAnswer) - System.nanoTime();
            }
            LineReader.Line line;
            try {
                line = wait <= 0 ? null : from.next(Duration.ofNanos(wait));
            } catch (InterruptedException e) {
                line = null;
            }
            AnswerLine read = AnswerLine.of(line);
            Runnable done;
            synchronized (this) {
                done = take(from, oldest, read);
            }
            done.run();
        }
    }

    /**
     * What {@code read}, a line from {@code from} or none by the deadline of {@code oldest}, does to
     * the requests under way (nothing, when {@code from} has been replaced); what it returns
     * completes the request it answers, outside the lock.
     */
    private Runnable take(ChildProcess from, Pending<?> oldest, AnswerLine read) {
        if (from != child || read.line() == null && System.nanoTime() < oldest.deadline(lastAnswer)) {
            return () -> { };
        }
        if (!read.read()) {
            Duration wait = read.line() != null && read.line().end() ? Duration.ofSeconds(2) : Duration.ZERO;
            breakDown(oldest, read.fault(oldest.op, oldest.id, oldest.timeout, read.line() == null || read.line().end() ? exitText(wait) : ""));
            return () -> { };
        }
        Pending<?> answered = anyOrder || read.id() == oldest.id ? inFlight.remove(read.id()) : null;
        if (answered == null) {
            breakDown(oldest, "it answered " + oldest.op + " request " + oldest.id + " with id " + read.id()
                    + (anyOrder ? ", the id of no request waiting for an answer"
                    : inFlight.containsKey(read.id()) ? ", a later request's: answers come in the order of the requests unless its hello"
                    + " says \"answers\":\"any-order\"" : ""));
            return () -> { };
        }
        lastAnswer = System.nanoTime();
        return () -> finish(answered, read);
    }

    /** Completes {@code pending} with its answer, or with the error the adapter answered or the fault of an answer that cannot be read. */
    private <T> void finish(Pending<T> pending, AnswerLine answer) {
        T value = answer.plain() == null ? null : pending.readPlain.apply(answer.plain());
        if (value != null) {
            giveBack(pending);
            pending.future.complete(value);
            return;
        }
        try {
            JsonNode response = answer.message();
            check(false, pending.op, response);
            if (response.has("error")) {
                throw error(response.get("error"), pending.op);
            }
            value = pending.read.apply(response);
        } catch (WireException e) {
            fail(pending, fault("its answer to " + pending.op + " is not the protocol's: " + e.getMessage(), false));
            return;
        } catch (RuntimeException e) {
            fail(pending, e);
            return;
        }
        giveBack(pending);
        pending.future.complete(value);
    }

    private void fail(Pending<?> pending, RuntimeException e) {
        giveBack(pending);
        pending.future.completeExceptionally(e);
    }

    private void giveBack(Pending<?> pending) {
        if (pending.holdsPlace) {
            window.release();
        }
    }

    /**
     * The adapter broke down at {@code oldest}: that request fails with a fault saying {@code what},
     * the adapter is ended, and the requests after it go to a new one (unless it is being closed).
     */
    private void breakDown(Pending<?> oldest, String what) {
        AdapterFault fault = fault(what, true);
        inFlight.remove(oldest.id);
        fail(oldest, fault);
        List<Pending<?>> rest = new ArrayList<>(inFlight.values());
        inFlight.clear();
        for (Pending<?> pending : rest) {
            try {
                if (closing) {
                    throw new AdapterFault("adapter " + shortCommand() + ": it was closed before it answered " + pending.op);
                }
                ensureStarted();
                send(pending);
            } catch (RuntimeException e) {
                fail(pending, e);
            }
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

    /** Starts the adapter unless it runs or has requests under way (whose answers, or its end, are still to be read). */
    private void ensureStarted() {
        if (child != null && (!inFlight.isEmpty() || child.alive())) {
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
            JsonNode hello = hello();
            if (hello.has("error")) {
                throw fault("it answered hello with an error: " + MessageReader.shown(hello.get("error")), true);
            }
            int version = spokenVersion(hello);
            Description described = Wire.description(hello.get("implementation"));
            if (description == null) {
                description = described;
            }
            protocol = version;
            anyOrder = hello.path("answers").asText().equals("any-order");
            failedStarts = 0;
            lastAnswer = System.nanoTime();
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

    /** Says hello to the new process, nothing else being under way, and reads its answer in this thread. */
    private JsonNode hello() {
        long id = nextId++;
        ObjectNode message = request("hello").put("protocol", Versions.HIGHEST).put("arbiter", Wire.arbiterVersion()).put("id", id);
        check(true, "hello", message);
        child.send(text(message));
        LineReader.Line line;
        try {
            line = child.next(options.startTimeout());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw fault("the run was interrupted while waiting for its answer to hello", true);
        }
        AnswerLine read = AnswerLine.of(line);
        if (!read.read()) {
            boolean ended = line == null || line.end();
            throw fault(read.fault("hello", id, options.startTimeout(), ended ? exitText(line == null ? Duration.ZERO : Duration.ofSeconds(2)) : ""),
                    true);
        }
        if (read.id() != id) {
            throw fault("it answered hello request " + id + " with id " + read.id(), true);
        }
        JsonNode response = read.message();
        check(false, "hello", response);
        return response;
    }

    private int spokenVersion(JsonNode hello) {
        try {
            return Versions.answered(hello);
        } catch (WireException e) {
            throw fault(e.getMessage(), true);
        }
    }

    private static String text(ObjectNode message) {
        try {
            return Wire.JSON.writeValueAsString(message);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A fault with the adapter's last standard-error lines; {@code restart} ends the process first,
     * so they include what it wrote up to its end (read by then, not lost to the reading thread).
     */
    private synchronized AdapterFault fault(String what, boolean restart) {
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

    /** Asks the adapter to stop once the requests under way are answered, then ends it if it does not. */
    @Override
    public void close() {
        CompletableFuture<Boolean> stopped;
        synchronized (this) {
            if (child == null) {
                return;
            }
            closing = true;
            Pending<Boolean> stop = new Pending<>(() -> request("stop"), response -> true, plain -> null, Duration.ofSeconds(2), false);
            stopped = stop.future;
            try {
                if (child.alive() || !inFlight.isEmpty()) {
                    send(stop);
                } else {
                    fail(stop, new AdapterFault("it had ended"));
                }
            } catch (RuntimeException e) {
                fail(stop, e);
            }
        }
        try {
            stopped.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            // it is ended below either way
        }
        synchronized (this) {
            closing = false;
            if (child == null) {
                return;
            }
            child.closeInput();
            try {
                child.exitStatus(Duration.ofSeconds(2));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                child.kill();
                child = null;
            }
        }
    }
}
