package arbiter.resolve;

import arbiter.api.Description;
import arbiter.board.Position;
import arbiter.rulebook.spec.Precedents.Precedent;
import java.util.List;

/**
 * Everything {@code arbiter resolve} found out about one turn, which the text, {@code --json} and
 * {@code --gherkin} print each in their way.
 *
 * @param ruleset    the ruleset id
 * @param reference  the implementation that settled it (the reference, unless {@code --implementation} named another)
 * @param before     the position before the turn
 * @param played     the moves as typed and in coordinate form
 * @param settlings  one per registration order asked: both when both players move and no order was given
 * @param same       true when the turn was settled both ways and every implementation answered alike both ways
 * @param orderKept  true when the ruleset keeps a registration order ({@link RegistrationOrder})
 * @param rulings    the rulings that cover the case, closest first
 * @param examples   a few examples of the rulebook that cover it, closest first
 * @param home       the scenario closest to the turn (the feature file a new scenario about it goes in); null for none
 * @param nextId     the next free {@code @id:} beside that scenario's
 * @param rivals     the other implementations asked ({@code --adapter}), with their answer to each settling
 */
public record ResolvedTurn(String ruleset, Description reference, Position before, TurnReport.Played played,
        List<ResolveSettling> settlings, boolean same, boolean orderKept, List<Precedent> rulings, List<Precedent> examples,
        Precedent home, String nextId, List<Rival> rivals) {

    public ResolvedTurn {
        settlings = List.copyOf(settlings);
        rivals = List.copyOf(rivals);
    }

    /** The same, with the other implementations' answers; the order makes no difference only if it makes none to them either. */
    public ResolvedTurn withRivals(List<Rival> asked) {
        boolean alike = same && asked.stream().allMatch(r -> r.fault() != null || r.answers().get(0).equals(r.answers().get(1)));
        return new ResolvedTurn(ruleset, reference, before, played, settlings, alike, orderKept, rulings, examples, home, nextId, asked);
    }

    /** The settlings to show: the first alone when the order made no difference. */
    List<ResolveSettling> shown() {
        return same ? settlings.subList(0, 1) : settlings;
    }

    /** Whether some other implementation failed or answered any settling otherwise than the reference. */
    public boolean disputed() {
        return rivals.stream().anyMatch(r -> r.fault() != null || differs(r));
    }

    /** Whether that implementation answered some settling otherwise than the reference. */
    boolean differs(Rival rival) {
        for (int i = 0; i < rival.answers().size(); i++) {
            if (!ResolveDifferences.of(settlings.get(i).reference(), rival.answers().get(i), before).isEmpty()) {
                return true;
            }
        }
        return false;
    }
}
