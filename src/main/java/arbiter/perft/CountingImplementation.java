package arbiter.perft;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.ForwardingImplementation;
import java.util.concurrent.CompletableFuture;

/** An implementation passed through, counting the turns it is asked to resolve (for a rate). */
public final class CountingImplementation extends ForwardingImplementation {

    private long resolved;

    /** Passes every call to {@code inner}, counting the resolves. */
    public CountingImplementation(Implementation inner) {
        super(inner);
    }

    /** How many turns it was asked to resolve so far. */
    public long resolved() {
        return resolved;
    }

    @Override
    public TurnResult resolve(Turn turn) {
        resolved++;
        return super.resolve(turn);
    }

    @Override
    public CompletableFuture<TurnResult> resolveAsync(Turn turn) {
        resolved++;
        return inner().resolveAsync(turn);
    }
}
