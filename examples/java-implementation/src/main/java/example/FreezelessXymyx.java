package example;

import arbiter.api.Description;
import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import java.util.List;
import java.util.ServiceLoader;

/**
 * XYMYX with one rule missing, on purpose: a Queen or Rook that gives check is never frozen (Rule 4).
 * To stay a few lines long it asks Arbiter's reference (found like any implementation, by name) for
 * everything else and drops the freezing from its answers; a real implementation has its own rules
 * here. The specification, run as this project's tests, finds exactly the scenarios that need Rule 4.
 */
public final class FreezelessXymyx implements Implementation {

    private final Implementation reference = ServiceLoader.load(Implementation.class).stream()
            .filter(provider -> provider.type() != FreezelessXymyx.class).map(ServiceLoader.Provider::get)
            .filter(i -> i.describe().name().equals("arbiter-reference")).findFirst()
            .orElseThrow(() -> new IllegalStateException("Arbiter's reference is not on the class path"));

    @Override
    public int apiVersion() {
        return 2;
    }

    @Override
    public Description describe() {
        return new Description("freezeless-xymyx", "1.0", "Java", "", List.of("xymyx"));
    }

    @Override
    public String startPosition(String ruleset) {
        return reference.startPosition(ruleset);
    }

    @Override
    public List<String> legalMoves(String ruleset, String fen, Side side) {
        return reference.legalMoves(ruleset, fen.replaceAll(" frozen=\\S+", ""), side);
    }

    @Override
    public TurnResult resolve(Turn turn) {
        Turn unfrozen = new Turn(turn.ruleset(), turn.position().replaceAll(" frozen=\\S+", ""), turn.whiteMoves(), turn.blackMoves(),
                turn.first(), turn.history());
        TurnResult answer = reference.resolve(unfrozen);
        if (answer instanceof TurnResult.Resolved r) {
            return new TurnResult.Resolved(r.position().replaceAll(" frozen=\\S+", ""),
                    r.events().stream().filter(e -> e.kind() != EventKind.FROZEN).toList(), r.outcome(), r.trace());
        }
        return answer;
    }
}
