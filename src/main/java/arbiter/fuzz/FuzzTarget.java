package arbiter.fuzz;

import java.util.random.RandomGenerator;

/**
 * A reader of outside text under fuzz: the FEN, diagram, move and game parsers, and the protocol's
 * request and response readers. Every input must give a value or the reader's own clear refusal;
 * anything else thrown (another exception, a broken round trip, an {@link Error}) escapes.
 */
public interface FuzzTarget {

    /** A short name for the command line and the report: {@code fen}, {@code request}, ... */
    String name();

    /** One input drawn from {@code random}: a valid one, a mutation of one, or junk. */
    String input(RandomGenerator random);

    /**
     * Reads one input and checks what holds of a value read (a round trip, say).
     *
     * @return null when the input was read, or the message of its clear refusal
     */
    String feed(String input);
}
