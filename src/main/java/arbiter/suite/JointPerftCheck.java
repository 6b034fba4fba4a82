package arbiter.suite;

import arbiter.perft.JointPerft;
import arbiter.perft.PerftLevel;
import arbiter.perft.TurnShape;
import arbiter.report.Launcher;
import arbiter.report.ShellWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The joint perft of a scenario's position, counted once as deep as its steps ask, through the
 * adapter interface ({@link JointPerft}). A count that differs is told at its depth, with both
 * numbers and every depth counted so far, and the command that lists the counts per first turn.
 */
final class JointPerftCheck {

    private final Probe probe;
    private final String ruleset;
    private final String fen;
    private final JointPerft.Levels levels;
    private final List<PerftLevel> counted = new ArrayList<>();

    JointPerftCheck(Probe probe, String ruleset, String fen) {
        this.probe = probe;
        this.ruleset = ruleset;
        this.fen = fen;
        this.levels = JointPerft.of(probe.guarded(), ruleset).levels(fen);
    }

    /**
     * Whether version 1 of the adapter interface can say this ruleset's joint turns and their
     * answers. A pair at the same instant would go with White first, which the game ignores
     * ({@link Probe#sent}), but the answers of its thousands of turns hold words that only version 2
     * has (the events of SimulChess and Zeitgeist, Zeitgeist's turns in check).
     */
    static Optional<String> beyondVersion1(String ruleset) {
        return switch (TurnShape.of(ruleset).orElseThrow()) {
            case PAIR_BOTH_ORDERS -> Optional.empty();
            case PAIR_SAME_INSTANT -> Optional.of("the answers of a joint perft of " + ruleset
                    + ", among which are events or fields of the position that only version 2 has");
            case TWO_MOVE_TURN -> Optional.of("a turn where a player plays 2 moves");
            case ONE_MOVE_TURN -> Optional.of("a turn where a player does not move");
        };
    }

    /** What differs from the expected counts at {@code depth}, or empty when nothing does. */
    Optional<String> expect(int depth, long jointTurns, long distinctPositions) {
        PerftLevel actual = at(depth);
        if (actual.jointTurns() == jointTurns && actual.distinctPositions() == distinctPositions) {
            return Optional.empty();
        }
        StringBuilder message = new StringBuilder("the joint perft to depth " + depth + " differs: expected "
                + counts(jointTurns, distinctPositions) + ", but " + probe.name() + " counts "
                + counts(actual.jointTurns(), actual.distinctPositions()));
        for (PerftLevel level : counted) {
            message.append("\n  depth ").append(level.depth()).append(": ").append(counts(level.jointTurns(), level.distinctPositions()))
                    .append(" (").append(number(level.finished())).append(" ended the game, ").append(number(level.rejected()))
                    .append(" rejected turns of listed legal moves)");
        }
        List<String> divide = new ArrayList<>(Launcher.words());
        divide.addAll(List.of("perft", "--ruleset", ruleset, "--fen", fen, "--depth", String.valueOf(depth), "--divide"));
        message.append("\n  the counts under each first joint turn, the reference's, then the same with --adapter or --implementation"
                + " for this one's, to compare line by line:\n    ").append(ShellWords.join(divide));
        return Optional.of(message.toString());
    }

    private PerftLevel at(int depth) {
        try {
            while (counted.size() < depth) {
                counted.add(levels.next());
            }
        } catch (IllegalStateException | IllegalArgumentException e) {
            throw new ImplementationFault(probe.name() + " cannot be counted: " + e.getMessage());
        }
        return counted.get(depth - 1);
    }

    private static String counts(long jointTurns, long distinctPositions) {
        return number(jointTurns) + " joint turns and " + number(distinctPositions) + " distinct positions";
    }

    static String number(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
