package arbiter.suite;

/** The implementation under test broke (threw, or answered something unreadable): an error, not a wrong answer. */
public final class ImplementationFault extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ImplementationFault(String message) {
        super(message);
    }
}
