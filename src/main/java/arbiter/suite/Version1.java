package arbiter.suite;

import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.opentest4j.TestAbortedException;

/**
 * What version 1 of the adapter interface cannot say ({@link Implementation#apiVersion}): a turn
 * other than one move each with one player registered first, the game's history, and an answer
 * with words only version 2 has (an event kind, a double loss, an outcome's reason, a field of the
 * position). A scenario that needs any of them is not applicable to an implementation of version 1,
 * with the reason in words.
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

    private static final Pattern OUTCOME = Pattern.compile("^(?:(White|Black) wins|the game is drawn|both players lose) by (.+)$");
    private static final Pattern POSITION = Pattern.compile("^the position is \"(.*)\"$");
    private static final List<String> REASONS = List.of("checkmate", "mutual-checkmate", "stalemate", "insufficient-material",
            "fifty-turns");

    /**
     * What of the answers the steps expect version 1 cannot say (its schemas have no word for it),
     * in words, or empty when it can say them all: an event of a kind version 2 added ("a chain
     * capture event"), a double loss, a win or draw for a reason version 2 added ("a win by king
     * capture"), a position with a field version 2 added. A step that cannot be read is left to
     * report itself when it runs. A draw by repetition is not here: {@link #repetitionNotApplicable}.
     */
    static Optional<String> cannotExpect(List<StepTracker.Step> steps) {
        for (StepTracker.Step step : steps) {
            Optional<String> beyond = beyond(step);
            if (beyond.isPresent()) {
                return beyond;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> beyond(StepTracker.Step step) {
        String text = step.text();
        if (text.equals("the events are") && !step.table().isEmpty()) {
            int column = step.table().get(0).indexOf("event");
            for (List<String> row : step.table().subList(1, step.table().size())) {
                String words = column < 0 || column >= row.size() || row.get(column) == null ? "" : row.get(column).trim();
                Optional<EventKind> kind = java.util.Arrays.stream(EventKind.values())
                        .filter(k -> k.name().equalsIgnoreCase(words.replace(' ', '_').replace('-', '_'))).findFirst();
                if (kind.isPresent() && !kind.get().inVersion1()) {
                    return Optional.of("a " + kind.get().name().toLowerCase(Locale.ROOT).replace('_', ' ') + " event");
                }
            }
            return Optional.empty();
        }
        Matcher outcome = OUTCOME.matcher(text);
        if (outcome.matches()) {
            String code = ReasonWords.code(outcome.group(2)).orElse(null);
            if (text.startsWith("both")) {
                return Optional.of("a double loss (both players lose)");
            }
            if (code != null && !code.equals("repetition") && (!REASONS.contains(code) || outcome.group(1) != null && !code.equals("checkmate"))) {
                return Optional.of((outcome.group(1) != null ? "a win by " : "a draw by ") + outcome.group(2));
            }
            return Optional.empty();
        }
        Matcher position = POSITION.matcher(text);
        try {
            if (position.matches()) {
                return cannotCarry(Fen.format(Fen.parse(position.group(1)))).map(field -> "a position with " + field);
            }
            if (text.equals("the board is") && step.docString() != null) {
                return cannotCarry(Fen.format(Diagram.read(step.docString()).position())).map(field -> "a position with " + field);
            }
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    /** The scenario stops, not applicable: {@code name} cannot say the answer the scenario expects. */
    static TestAbortedException answerNotApplicable(String name, String cannotExpect) {
        return new TestAbortedException("not applicable: " + name + SPEAKS + "cannot say the answer the scenario expects: "
                + cannotExpect);
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
