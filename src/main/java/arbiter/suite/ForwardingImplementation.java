package arbiter.suite;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;

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
}
