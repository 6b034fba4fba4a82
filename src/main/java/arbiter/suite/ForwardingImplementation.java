package arbiter.suite;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** An implementation that passes every request to another; a subclass overrides what it does otherwise. */
public class ForwardingImplementation implements Implementation {

    private final Implementation inner;

    /** @param inner the implementation asked; never null */
    public ForwardingImplementation(Implementation inner) {
        this.inner = java.util.Objects.requireNonNull(inner, "inner");
    }

    /** The implementation asked. */
    public final Implementation inner() {
        return inner;
    }

    @Override
    public Description describe() {
        return inner.describe();
    }

    @Override
    public String startPosition(String ruleset) {
        return inner.startPosition(ruleset);
    }

    @Override
    public List<String> legalMoves(String ruleset, String position, Side side) {
        return inner.legalMoves(ruleset, position, side);
    }

    @Override
    public int apiVersion() {
        return inner.apiVersion();
    }

    @Override
    public TurnResult resolve(Turn turn) {
        return inner.resolve(turn);
    }

    /**
     * Passed on too, so that a wrapped implementation keeps its requests under way; in a subclass
     * that overrides {@link #resolve} (and not this), it is that {@code resolve}, at once.
     */
    @Override
    public CompletableFuture<TurnResult> resolveAsync(Turn turn) {
        return resolvePassedOn() ? inner.resolveAsync(turn) : Implementation.super.resolveAsync(turn);
    }

    private boolean resolvePassedOn() {
        try {
            return getClass().getMethod("resolve", Turn.class).getDeclaringClass() == ForwardingImplementation.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
