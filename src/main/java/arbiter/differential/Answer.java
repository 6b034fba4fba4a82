package arbiter.differential;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import arbiter.compare.SameAnswer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * One implementation's answer to a turn: its result, the error it broke with, or its declaration
 * that it does not support the turn (which makes the turn not comparable).
 *
 * @param result      the answer; null when it broke or declined
 * @param error       the first line of what it broke with; null when it answered or declined
 * @param unsupported whether it declared the turn unsupported (or speaks version 1 of the interface, which cannot say it)
 */
public record Answer(TurnResult result, String error, boolean unsupported) {

    /** Asks {@code implementation} to resolve {@code turn}; never throws for what the implementation does. */
    public static Answer of(Implementation implementation, Turn turn) {
        try {
            if (implementation.apiVersion() < 2 && !turn.isOneMoveEach()) {
                return new Answer(null, null, true);
            }
            return of(implementation.resolve(turn));
        } catch (RuntimeException | StackOverflowError e) {
            return failed(e);
        }
    }

    /**
     * As {@link #of(Implementation, Turn)}, with the turn sent at once and the answer to come
     * ({@link Implementation#resolveAsync}), so that several may be under way.
     */
    public static CompletableFuture<Answer> later(Implementation implementation, Turn turn) {
        try {
            if (implementation.apiVersion() < 2 && !turn.isOneMoveEach()) {
                return CompletableFuture.completedFuture(new Answer(null, null, true));
            }
            return implementation.resolveAsync(turn).handle((result, e) -> e == null ? of(result)
                    : failed(e instanceof CompletionException && e.getCause() != null ? e.getCause() : e));
        } catch (RuntimeException | StackOverflowError e) {
            return CompletableFuture.completedFuture(failed(e));
        }
    }

    private static Answer of(TurnResult result) {
        return result == null ? new Answer(null, "answered nothing (null)", false) : new Answer(result, null, false);
    }

    private static Answer failed(Throwable e) {
        return e instanceof UnsupportedException ? new Answer(null, null, true) : new Answer(null, firstLine(e), false);
    }

    /** What the specification compares of this answer, as one text ({@link SameAnswer}); two answers agree exactly when these are equal. */
    public String compared() {
        return error != null ? "error" : SameAnswer.key(result);
    }

    /** Whether it carried the turn out or rejected it. */
    public boolean answered() {
        return result != null;
    }

    private static String firstLine(Throwable e) {
        String message = e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
        return message.lines().findFirst().orElse("").strip();
    }
}
