package arbiter.api;

/**
 * A player. White's pieces start on ranks 1 and 2.
 *
 * @since 0.1
 */
public enum Side {
    WHITE, BLACK
}
