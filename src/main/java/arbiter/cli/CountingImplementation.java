package arbiter.cli;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;

/** An implementation passed through, counting the turns it is asked to resolve (for a rate). */
final class CountingImplementation implements Implementation {

    private final Implementation inner;
    private long resolved;

    CountingImplementation(Implementation inner) {
        this.inner = inner;
    }

    Implementation inner() {
        return inner;
    }

    long resolved() {
        return resolved;
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
        resolved++;
        return inner.resolve(turn);
    }
}
