package arbiter.suite;

import java.util.List;
import java.util.Set;

/**
 * The deep joint perft scenarios, tagged {@value #TAG}: those that resolve so many turns (SimulChess's
 * start to depth 2, 198,163 joint turns) that through an adapter in another process they would take
 * most of a run. A run through an adapter leaves them out unless asked ({@code conform --deep-perft},
 * or {@code --id} naming one): each is skipped with {@link #REASON}, never passed. In process they
 * cost seconds and run always; a run that sets nothing here runs them all.
 */
public final class DeepPerft {

    /** The tag of a deep joint perft scenario. */
    public static final String TAG = "@deep";

    /** Why a deep scenario was left out; it says how to run it, and holds no number, so that all are one cause. */
    public static final String REASON = "a deep joint perft, left out of a run through an adapter unless asked:"
            + " add --deep-perft to run the deep ones too, or --deep-perft --tags @deep to run only them";

    private static volatile Set<String> asked;

    private DeepPerft() {
    }

    /**
     * Leaves the deep scenarios out of the runs that follow, but those whose ids are in {@code askedFor};
     * null runs them all again.
     *
     * @return the setting it replaces, to restore after the run
     */
    public static Set<String> leaveOut(Set<String> askedFor) {
        Set<String> previous = asked;
        asked = askedFor == null ? null : Set.copyOf(askedFor);
        return previous;
    }

    /** Whether the scenario with these tags is to be left out of this run. */
    static boolean leftOut(List<String> tags) {
        Set<String> now = asked;
        return now != null && tags.contains(TAG) && tags.stream().noneMatch(t -> t.startsWith("@id:") && now.contains(t.substring(4)));
    }
}
