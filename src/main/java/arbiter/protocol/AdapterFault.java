package arbiter.protocol;

/**
 * The adapter process misbehaved: it did not start, crashed, hung, or wrote something that is not
 * the protocol. The message says what happened and ends with the last lines of its standard error.
 */
public final class AdapterFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String stderr;

    public AdapterFault(String message) {
        this(message, "");
    }

    /** A fault whose message ends with the adapter's last standard-error lines, also kept apart. */
    public AdapterFault(String message, String stderr) {
        super(stderr.isEmpty() ? message : message + "\nits standard error (last lines):\n" + stderr.stripTrailing());
        this.stderr = stderr;
    }

    /** The adapter's last standard-error lines at the fault; empty when it wrote none. */
    public String stderr() {
        return stderr;
    }
}
