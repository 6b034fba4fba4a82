package arbiter.protocol;

import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import arbiter.board.Quoted;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.CharArrayWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;

/**
 * Speaks the adapter protocol for a Java {@link Implementation}: reads requests line by line
 * ({@link LineReader}, {@link MessageReader}), answers each, and returns at {@code stop} or end of
 * input. Used by {@code arbiter serve}. A line it cannot read is answered with an
 * {@code invalid-input} error whose id is null, and the next line is read. A hello settles the
 * version of the requests after it: the one asked for, at most the server's highest and the
 * implementation's {@link Implementation#apiVersion()}; before any hello, version 1.
 */
public final class ProtocolServer {

    private final Implementation implementation;
    private final int highest;

    /** A server speaking versions 1 and 2, as far as the implementation's {@link Implementation#apiVersion()} goes. */
    public ProtocolServer(Implementation implementation) {
        this(implementation, Versions.HIGHEST);
    }

    /**
     * A server that answers every hello with at most version {@code highest}: with 1, it answers as
     * an adapter written for version 1 would.
     *
     * @throws IllegalArgumentException unless {@code highest} is a version this Arbiter speaks
     */
    public ProtocolServer(Implementation implementation, int highest) {
        if (highest < 1 || highest > Versions.HIGHEST) {
            throw new IllegalArgumentException("protocol version " + highest + " is not one this server speaks (it speaks 1 and " + Versions.HIGHEST + ")");
        }
        this.implementation = implementation;
        this.highest = highest;
    }

    /**
     * Serves the requests of {@code in}, UTF-8 lines, until {@code stop} or end of input: one
     * conversation, in version 1 until a hello settles its version. Answers are flushed whenever no
     * whole request waits to be read, so that a client with several requests under way gets their
     * answers in few writes, and one that sends a request at a time gets each at once.
     */
    public void serve(InputStream in, Writer out) throws IOException {
        Conversation conversation = new Conversation();
        LineReader lines = new LineReader(in, Wire.MAX_LINE_BYTES);
        for (LineReader.Line line = lines.next(); !line.end(); line = lines.next()) {
            boolean stopped = line.text() == null
                    ? conversation.write(Wire.error(null, "invalid-input", "the request is " + line.problem()))
                    : conversation.answer(line.text());
            conversation.sendTo(out);
            if (stopped) {
                out.flush();
                return;
            }
            if (!lines.lineWaiting()) {
                out.flush();
            }
        }
        out.flush();
    }

    /** The response to one request line, as the first of a conversation. */
    ObjectNode answer(String line) {
        return new Conversation().answerTree(line);
    }

    /** The requests of one input: the version they are read and answered in, 1 until a hello says otherwise. */
    private final class Conversation {

        private int version = 1;
        private final CharArrayWriter text = new CharArrayWriter(1 << 12);
        private JsonGenerator json = generator();

        /**
         * Writes the response to {@code line}, to be sent; whether it is stop's. A plainly written
         * resolve request (version 2) is read and answered without a tree, the same text.
         */
        boolean answer(String line) throws IOException {
            PlainResolve.Request plain = version == 2 ? PlainResolve.request(line) : null;
            if (plain == null) {
                return write(answerTree(line));
            }
            TurnResult result;
            try {
                result = implementation.resolve(plain.turn());
            } catch (RuntimeException e) {
                return write(failure(plain.id(), e));
            }
            try {
                ResolveWriter.answer(json, plain.id(), result);
                json.writeRaw('\n');
            } catch (RuntimeException e) {
                json = generator();
                return write(answerTree(line));
            }
            return false;
        }

        /** Writes {@code response}, to be sent; whether it is stop's. */
        boolean write(ObjectNode response) throws IOException {
            json.writeTree(response);
            json.writeRaw('\n');
            return response.has("stopped");
        }

        /** Sends what is written to {@code out}, unflushed. */
        void sendTo(Writer out) throws IOException {
            json.flush();
            text.writeTo(out);
            text.reset();
        }

        private JsonGenerator generator() {
            text.reset();
            try {
                JsonGenerator generator = Wire.JSON.createGenerator(text);
                generator.setRootValueSeparator(null);
                return generator;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        ObjectNode answerTree(String line) {
            JsonNode request;
            long id;
            try {
                request = MessageReader.object(line);
                id = MessageReader.id(request);
            } catch (WireException e) {
                return Wire.error(null, "invalid-input", e.getMessage());
            }
            try {
                return dispatch(id, request);
            } catch (RuntimeException e) {
                return failure(id, e);
            }
        }

        private ObjectNode failure(long id, RuntimeException e) {
            if (e instanceof UnsupportedException) {
                return Wire.error(id, "unsupported", e.getMessage());
            }
            if (e instanceof InvalidInputException || e instanceof WireException) {
                return Wire.error(id, "invalid-input", e.getMessage());
            }
            return Wire.error(id, "internal", e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }

        private ObjectNode dispatch(long id, JsonNode request) {
            String op = Wire.text(request, "op");
            return switch (op) {
                case "hello" -> {
                    version = Versions.agreed(request, Math.max(1, Math.min(highest, implementation.apiVersion())));
                    yield Wire.message(id).put("protocol", version).set("implementation", Wire.description(implementation.describe()));
                }
                case "start" -> Wire.message(id).put("position", implementation.startPosition(Wire.text(request, "ruleset")));
                case "legal-moves" -> {
                    ObjectNode response = Wire.message(id);
                    ArrayNode moves = response.putArray("moves");
                    implementation.legalMoves(Wire.text(request, "ruleset"), Wire.text(request, "position"),
                            Wire.value(Side.class, request, "side")).forEach(moves::add);
                    yield response;
                }
                case "resolve" -> TurnWire.response(id, implementation.resolve(TurnWire.turn(request, version)), version);
                case "stop" -> Wire.message(id).put("stopped", true);
                default -> throw new WireException("unknown op " + Quoted.of(op) + "; this server knows hello, start, legal-moves, resolve, stop");
            };
        }
    }
}
