package arbiter.cli;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.resolve.Rival;
import java.util.ArrayList;
import java.util.List;

/**
 * The other implementations {@code arbiter resolve} asks beside the reference, one per
 * {@code --adapter}: each answers every settling of the turn, or gives one line saying why it could
 * not (it did not start, crashed, hung, talked garbage, does not implement the ruleset).
 */
final class ResolveRivals {

    private ResolveRivals() {
    }

    /** Asks every adapter of {@code choice} each turn, in order; no adapter's failure stops the others. */
    static List<Rival> ask(ImplementationChoice choice, String ruleset, List<Turn> turns) {
        List<Rival> rivals = new ArrayList<>();
        for (String command : choice.adapters) {
            rivals.add(ask(choice, rivals.size() + 1, command, ruleset, turns));
        }
        return rivals;
    }

    private static Rival ask(ImplementationChoice choice, int number, String command, String ruleset, List<Turn> turns) {
        Implementation implementation = null;
        String name = null;
        try {
            implementation = choice.open(command);
            Description d = implementation.describe();
            name = d.name() + " " + d.version();
            if (!d.supports(ruleset)) {
                return new Rival(number, command, name, List.of(), "does not implement " + ruleset + " (it implements "
                        + String.join(", ", d.rulesets()) + ")");
            }
            List<TurnResult> answers = new ArrayList<>();
            for (Turn turn : turns) {
                if (implementation.apiVersion() < 2 && !turn.isOneMoveEach()) {
                    return new Rival(number, command, name, List.of(),
                            "speaks version 1 of the adapter interface, which cannot say this turn: "
                            + String.join(" and ", turn.beyondVersion1()));
                }
                answers.add(implementation.resolve(turn));
            }
            return new Rival(number, command, name, answers, null);
        } catch (RuntimeException e) {
            return new Rival(number, command, name, List.of(), firstLine(e));
        } finally {
            if (implementation != null) {
                ImplementationChoice.close(implementation);
            }
        }
    }

    private static String firstLine(RuntimeException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        String line = message.lines().findFirst().orElse("").strip();
        if (line.startsWith("adapter ") && line.contains(": ")) {
            line = line.substring(line.indexOf(": ") + 2);
        }
        return "no answer: " + (line.isEmpty() ? e.getClass().getSimpleName() : line);
    }
}
