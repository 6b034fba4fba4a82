package arbiter.rulebook.zeitgeist;

import arbiter.rulebook.GameBook;
import arbiter.rulebook.story.TurnTelling;
import java.util.Set;

/** Zeitgeist's part of the rulebook: turns settled in rounds where pieces bounce back, and the diagrams' bounce marks. */
public final class ZeitgeistBook implements GameBook {

    private static final TurnTelling TELLING = new ZeitgeistTelling();

    @Override
    public Set<String> rulesets() {
        return Set.of("zeitgeist");
    }

    @Override
    public TurnTelling telling() {
        return TELLING;
    }

    @Override
    public String marksLegend() {
        return " A pale arrow with a dashed curve back to a badge with a U-turn is a piece that went for a square and bounced back"
                + " to where it started; a dark disc with a cross marks a piece removed.";
    }
}
