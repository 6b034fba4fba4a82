package arbiter.suite;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import java.util.List;
import java.util.Optional;
import org.opentest4j.TestAbortedException;

/**
 * What version 1 of the adapter interface cannot say ({@link Implementation#apiVersion}): a turn
 * other than one move each with one player registered first, and the game's history. A scenario
 * that needs either is not applicable to an implementation of version 1, with the reason in words.
 */
final class Version1 {

    private static final String POSITION_HAS = "the position has ";
    private static final String SPEAKS = " speaks version 1 of the adapter interface, which ";

    private Version1() {
    }

    /** Why version 1 cannot say the turn ("a turn where Black does not move"), or empty when it can. */
    static Optional<String> cannotSay(Turn turn) {
        List<String> beyond = turn.beyondVersion1();
        if (beyond.isEmpty()) {
            return Optional.empty();
        }
        boolean onlyTheOrder = beyond.size() == 1 && turn.first() == null;
        return Optional.of(onlyTheOrder ? "a turn that no player registered first" : "a turn where " + beyond.get(0));
    }

    /** The field of a position that version 1 cannot carry ("the field checks= (turns in check)"), or empty when it can. */
    static Optional<String> cannotCarry(String fen) {
        return new Turn("any", fen, List.of(), List.of(), null, List.of()).beyondVersion1().stream()
                .filter(words -> words.startsWith(POSITION_HAS)).map(words -> words.substring(POSITION_HAS.length())).findFirst();
    }

    /** The scenario stops, not applicable: {@code name} cannot be asked the turn. */
    static TestAbortedException turnNotApplicable(String name, String cannotSay) {
        return new TestAbortedException("not applicable: " + name + SPEAKS + "cannot say " + cannotSay);
    }

    /** The scenario stops, not applicable: {@code name} cannot be asked to judge a repetition. */
    static TestAbortedException repetitionNotApplicable(String name) {
        return new TestAbortedException("not applicable: " + name + SPEAKS + "carries no history, so no repetition can be judged");
    }
}
