package arbiter.rulebook.simulchess;

import arbiter.rulebook.GameBook;
import arbiter.rulebook.story.TurnTelling;
import java.util.Set;

/** SimulChess's part of the rulebook: castlings called off, King collisions, pieces that collide unranked, slow pieces stopped. */
public final class SimulchessBook implements GameBook {

    private static final TurnTelling TELLING = new SimulchessTelling();

    @Override
    public Set<String> rulesets() {
        return Set.of("simulchess");
    }

    @Override
    public TurnTelling telling() {
        return TELLING;
    }

    @Override
    public String marksLegend() {
        return " A bar across an arrow marks where a slow piece was stopped, and a dashed line runs on to the square it was"
                + " going to; a faded arrow crossed out is a move called off; a dark disc with a cross, a piece destroyed.";
    }
}
