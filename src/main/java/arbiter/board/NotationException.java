package arbiter.board;

/**
 * Text that is not a valid FEN, diagram or move; the message says what was wrong. For a
 * multi-line text (a diagram) {@link #line()} tells which line, counted from 1, or 0 if unknown.
 */
public final class NotationException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final int line;

    public NotationException(String message) {
        this(message, 0);
    }

    public NotationException(String message, int line) {
        super(message);
        this.line = line;
    }

    public int line() {
        return line;
    }
}
