package arbiter.resolve;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.MoveNotation;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import arbiter.rulebook.spec.Precedents;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * One turn asked in words, as {@code arbiter resolve} and the dispute desk of the rulebook take it: a
 * ruleset, the moves each player typed ({@code e2-e4,e4-e5}; {@code none} or null for none) and who
 * registered first ({@code white}, {@code black}, {@code none}, or null when not said). Both read it
 * here, so that a mistake gets the same one-line message ({@link IllegalArgumentException}) in the
 * terminal and in the page.
 */
public record TurnRequest(String ruleset, String white, String black, String first) {

    /** A position given as FEN, read and checked: a malformed or impossible one is an {@link IllegalArgumentException}. */
    public static Position position(String fen) {
        try {
            return checked(Fen.parse(fen));
        } catch (NotationException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    /** The position itself, or an {@link IllegalArgumentException} saying why it cannot arise. */
    public static Position checked(Position p) {
        List<String> problems = PositionProblems.of(p);
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("impossible position: " + String.join("; ", problems));
        }
        return p;
    }

    /**
     * Settles the turn from {@code before} with the reference, in each registration order asked.
     *
     * @param orderKept whether the ruleset keeps a registration order ({@link RegistrationOrder})
     * @param earlier   the positions the game stood in before, as FEN, oldest first
     * @param spec      the specification whose rulings and examples are named; null for none
     */
    public ResolvedTurn settle(Implementation reference, Position before, boolean orderKept, List<String> earlier, Precedents spec) {
        return settle(reference, before, orderKept, earlier, spec, turn -> { });
    }

    /** The same, with {@code check} shown each turn before it is asked (to refuse one the implementation cannot be asked). */
    public ResolvedTurn settle(Implementation reference, Position before, boolean orderKept, List<String> earlier, Precedents spec,
            Consumer<Turn> check) {
        check(reference);
        TurnReport.Played played = new TurnReport.Played(moves(white, before, Color.WHITE), moves(black, before, Color.BLACK),
                typed(white), typed(black), earlier.size());
        List<Turn> turns = new ArrayList<>();
        for (Side side : orders(first, played.white(), played.black(), orderKept ? null : ruleset)) {
            turns.add(new Turn(ruleset, Fen.format(before), played.white(), played.black(), side, earlier));
            check.accept(turns.get(turns.size() - 1));
        }
        return ResolveSettler.settle(reference, ruleset, before, played, turns, orderKept, spec);
    }

    /** Refuses a ruleset the implementation does not implement, and a turn with no moves given at all. */
    public void check(Implementation implementation) {
        if (!implementation.describe().supports(ruleset)) {
            throw new IllegalArgumentException("unknown ruleset \"" + ruleset + "\"; " + implementation.describe().name()
                    + " implements " + String.join(", ", implementation.describe().rulesets()));
        }
        if (white == null && black == null) {
            throw new IllegalArgumentException("no moves given: give --white, --black or both (--white none --black none"
                    + " for a turn in which neither player moves)");
        }
    }

    /** A player's moves in coordinate form, each read in the position the ones before it leave. */
    static List<String> moves(String value, Position before, Color side) {
        String option = "--" + side.title().toLowerCase(Locale.ROOT);
        if (value == null || value.strip().equalsIgnoreCase("none")) {
            return List.of();
        }
        List<String> written = typed(value);
        if (written.contains("")) {
            throw new IllegalArgumentException(option + " \"" + value + "\" has an empty move: separate moves with one comma"
                    + " (e2-e4,e4-e5), or write none for a player who does not move");
        }
        try {
            return MoveNotation.coordinates(written, before, side);
        } catch (NotationException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }

    /** A player's moves as typed, each stripped, in order; empty for {@code none} or none given. */
    static List<String> typed(String value) {
        if (value == null || value.strip().equalsIgnoreCase("none")) {
            return List.of();
        }
        return Arrays.stream(value.split(",", -1)).map(String::strip).toList();
    }

    /**
     * The orders to settle the turn in: the one given, both when both players move and none is given,
     * else none at all (null); a turn in which neither player moves has no order either, and nor has a
     * turn of a ruleset that keeps none ({@code orderless} is then that ruleset, else null).
     */
    static List<Side> orders(String first, List<String> whiteMoves, List<String> blackMoves, String orderless) {
        boolean both = !whiteMoves.isEmpty() && !blackMoves.isEmpty();
        if (orderless != null && first != null && !first.equalsIgnoreCase("none")) {
            throw new IllegalArgumentException("--first " + first + ": " + orderless + " keeps no registration order, so nobody"
                    + " registers first; leave --first out");
        }
        if (first == null) {
            return both && orderless == null ? List.of(Side.WHITE, Side.BLACK) : Collections.singletonList(null);
        }
        Side side = switch (first.toLowerCase(Locale.ROOT)) {
            case "white" -> Side.WHITE;
            case "black" -> Side.BLACK;
            case "none" -> null;
            default -> throw new IllegalArgumentException("--first must be white, black or none, not \"" + first + "\"");
        };
        if (side != null && !both) {
            throw new IllegalArgumentException("--first " + first + ": only " + (whiteMoves.isEmpty() ? "Black" : "White")
                    + " moves, so nobody registers first; leave --first out");
        }
        return Collections.singletonList(side);
    }
}
