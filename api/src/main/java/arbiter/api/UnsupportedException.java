package arbiter.api;

/**
 * Thrown by an implementation for something it declares it does not do; the scenario is reported
 * as skipped with this reason, not as failed.
 *
 * @since 0.1
 */
public class UnsupportedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** @param reason what is not supported, in words; never null */
    public UnsupportedException(String reason) {
        super(reason);
    }
}
