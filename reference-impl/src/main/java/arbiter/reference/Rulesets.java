package arbiter.reference;

import arbiter.reference.chess.ChessRulesets;
import arbiter.reference.revochess.RevochessRulesets;
import arbiter.reference.simulchess.SimulchessRulesets;
import arbiter.reference.xymyx.XymyxRulesets;
import arbiter.reference.zeitgeist.ZeitgeistRulesets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The built-in rulesets, by id: each game's package gives its own through one public factory
 * (XYMYX's {@link XymyxRulesets#all()}), and this registry is the one place that names them. Each
 * lookup asks the games afresh (a handful of calls), so what they answer is what every turn sees.
 */
public final class Rulesets {

    private Rulesets() {
    }

    private static List<List<Ruleset>> games() {
        return List.of(XymyxRulesets.all(), SimulchessRulesets.all(), ZeitgeistRulesets.all(), RevochessRulesets.all(), ChessRulesets.all());
    }

    public static Optional<Ruleset> byId(String id) {
        for (List<Ruleset> game : games()) {
            for (Ruleset ruleset : game) {
                if (ruleset.id().equals(id)) {
                    return Optional.of(ruleset);
                }
            }
        }
        return Optional.empty();
    }

    public static List<String> ids() {
        List<String> ids = new ArrayList<>();
        games().forEach(game -> game.forEach(ruleset -> ids.add(ruleset.id())));
        return List.copyOf(ids);
    }
}
