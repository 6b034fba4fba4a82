package arbiter.protocol;

/**
 * The adapter process misbehaved: it did not start, crashed, hung, or wrote something that is not
 * the protocol. The message says what happened and ends with the last lines of its standard error.
 */
public final class AdapterFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public AdapterFault(String message) {
        super(message);
    }
}
