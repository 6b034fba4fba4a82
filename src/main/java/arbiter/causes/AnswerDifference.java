package arbiter.causes;

import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.suite.BoardDifference;
import arbiter.suite.ScenarioDetail;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What differed between the answer a scenario expected and the one it got, read from the
 * {@link ScenarioDetail}: the rejection, else the board, the events and the outcome. Each difference
 * gives a line that says it ("e4: expected White Knight, got Black Knight") and a cause with the
 * squares, pieces and moves left out ("the board after the turn: a piece of the other colour"), so
 * that failures alike share a cause: the first difference's. When that difference, in a turn one player
 * registered first, is White and Black swapped (the other player's piece on the square, the other
 * player winning), the cause says so and asks whether the registration order is reversed.
 */
public final class AnswerDifference {

    /**
     * The cause of a turn, one player registering first, answered with White and Black swapped: public, as the one cause
     * that names a likely fault outright (the registration order reversed).
     */
    public static final String ORDER_SWAPPED = "White and Black swapped in a turn one player registered first:"
            + " is the registration order reversed?";

    /**
     * One difference, or all of a scenario's.
     *
     * @param cause      what failures alike have in common
     * @param difference what differed, concretely
     * @param swapped    whether the actual answer is the expected one with White and Black swapped (for a
     *                   board: its pieces, whatever other fields differ)
     */
    record Found(String cause, String difference, boolean swapped) {
    }

    private AnswerDifference() {
    }

    /** What differed, or empty when the detail shows no difference (or lacks an answer). */
    static Optional<Found> of(ScenarioDetail detail) {
        ScenarioDetail.Answer e = detail.expected();
        ScenarioDetail.Answer a = detail.actual();
        if (e == null || a == null) {
            return Optional.empty();
        }
        List<Found> found = new ArrayList<>();
        rejection(e, a).ifPresent(found::add);
        if (a.rejection() == null) {
            board(e, a).ifPresent(found::add);
            EventDifference.of(e.events(), a.events()).ifPresent(found::add);
            outcome(e, a).ifPresent(found::add);
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        String first = detail.turn() == null ? null : detail.turn().first();
        boolean ordered = "white".equals(first) || "black".equals(first);
        boolean swapped = found.get(0).swapped();
        String cause = ordered && swapped ? ORDER_SWAPPED : found.get(0).cause();
        String difference = String.join("; ", found.stream().map(Found::difference).toList());
        return Optional.of(new Found(cause, MessagePattern.cut(difference), swapped));
    }

    private static Optional<Found> rejection(ScenarioDetail.Answer e, ScenarioDetail.Answer a) {
        if (e.rejection() != null && a.rejection() == null) {
            return Optional.of(new Found("a turn with an illegal move was carried out",
                    "expected " + e.rejection() + ", but the turn was carried out", false));
        }
        if (e.rejection() != null && !sideOf(e.rejection()).equals(sideOf(a.rejection()))) {
            return Optional.of(new Found("the other player's move was rejected",
                    "expected " + e.rejection() + ", got " + a.rejection(), true));
        }
        if (e.rejection() == null && a.rejection() != null) {
            return Optional.of(new Found("a legal turn was rejected: " + Colours.sideless(MessagePattern.of(a.rejection())),
                    "rejected: " + a.rejection(), false));
        }
        return Optional.empty();
    }

    private static String sideOf(String rejection) {
        return rejection.startsWith("White") ? "White" : rejection.startsWith("Black") ? "Black" : "";
    }

    private static Optional<Found> board(ScenarioDetail.Answer e, ScenarioDetail.Answer a) {
        if (e.position() == null || a.position() == null) {
            return Optional.empty();
        }
        List<BoardDifference.Mismatch> all;
        try {
            Position expected = Fen.parse(e.position());
            Position actual = Fen.parse(a.position());
            all = BoardDifference.mismatches(expected, actual,
                    e.boardOnly() ? BoardDifference.Compared.BOARD : BoardDifference.Compared.WHOLE);
        } catch (RuntimeException unreadable) {
            return Optional.empty();
        }
        if (all.isEmpty()) {
            return Optional.empty();
        }
        List<BoardDifference.Mismatch> squares = all.stream().filter(m -> m.square() != null).toList();
        String shown = MessagePattern.some(all.stream().map(BoardDifference.Mismatch::toString).toList(), 3, "; ");
        if (squares.isEmpty()) {
            List<String> fields = all.stream().map(BoardDifference.Mismatch::what).toList();
            return Optional.of(new Found("the position after the turn differs in " + String.join(" and ", fields), shown, false));
        }
        List<String> kinds = new ArrayList<>();
        squares.forEach(m -> {
            String kind = kind(m);
            if (!kinds.contains(kind)) {
                kinds.add(kind);
            }
        });
        kinds.sort(null);
        boolean swapped = squares.stream().allMatch(m -> Colours.swap(m.expected()).equals(m.actual()));
        return Optional.of(new Found("the board after the turn: " + String.join(", ", kinds), shown, swapped));
    }

    private static String kind(BoardDifference.Mismatch m) {
        if (m.expected().equals("empty")) {
            return "a piece where the square should be empty";
        }
        if (m.actual().equals("empty")) {
            return "a piece missing";
        }
        return Colours.swap(m.expected()).equals(m.actual()) ? "a piece of the other colour" : "another piece";
    }

    private static Optional<Found> outcome(ScenarioDetail.Answer e, ScenarioDetail.Answer a) {
        if (e.outcome() == null || a.outcome() == null || e.outcome().equals(a.outcome())) {
            return Optional.empty();
        }
        String cause = "the outcome: expected " + Colours.sideless(e.outcome()) + ", got " + Colours.sideless(a.outcome());
        return Optional.of(new Found(cause, "outcome: expected " + e.outcome() + ", got " + a.outcome(),
                Colours.swap(e.outcome()).equals(a.outcome())));
    }
}
