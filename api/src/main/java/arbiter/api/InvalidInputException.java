package arbiter.api;

/**
 * Thrown by an implementation for a request it cannot read (a malformed FEN or move, an unknown
 * ruleset). Arbiter never sends one on purpose, so this is reported as an error.
 *
 * @since 0.1
 */
public class InvalidInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param message what is wrong with the request; never null */
    public InvalidInputException(String message) {
        super(message);
    }
}
