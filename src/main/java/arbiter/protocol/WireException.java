package arbiter.protocol;

/** A message that is JSON but not the message the protocol expects there; the text says which field. */
public final class WireException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    WireException(String message) {
        super(message);
    }
}
