package arbiter.rulebook.xymyx;

import arbiter.rulebook.GameBook;
import arbiter.rulebook.story.TurnTelling;
import java.util.Set;

/** XYMYX's part of the rulebook, for both editions: collisions told by rank and registration order, checks that freeze. */
public final class XymyxBook implements GameBook {

    private static final TurnTelling TELLING = new XymyxTelling();

    @Override
    public Set<String> rulesets() {
        return Set.of("xymyx", "xymyx-classic");
    }

    @Override
    public TurnTelling telling() {
        return TELLING;
    }
}
