package arbiter.cli;

import arbiter.api.Description;
import arbiter.api.Event;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.rulebook.OutcomeWords;
import arbiter.suite.TurnWords;
import java.util.List;
import java.util.Locale;

/** A settled turn in words, for {@code arbiter resolve}; the moves are given in coordinate form. */
final class TurnReport {

    /**
     * What was played.
     *
     * @param white   White's moves in coordinate form, in the order played (empty: White does not move)
     * @param black   Black's moves, likewise
     * @param history how many earlier positions of the game came with the turn
     */
    record Played(List<String> white, List<String> black, int history) {
    }

    private TurnReport() {
    }

    /**
     * @param orders  who registered first in each settling (null: nobody did)
     * @param results the answer of each settling, in the same order
     * @param same    true when the turn was settled both ways and both answers agree
     */
    static String text(String ruleset, Description implementation, Position before, Played played, List<Side> orders,
            List<TurnResult> results, boolean same) {
        StringBuilder s = new StringBuilder();
        s.append("Ruleset ").append(ruleset).append(", settled by ").append(implementation.name()).append(' ')
                .append(implementation.version()).append("\n\nBefore the turn:\n").append(indent(Diagram.print(before)))
                .append('\n').append(moves(played, before)).append('\n');
        if (played.history() > 0) {
            s.append("with the ").append(played.history() == 1 ? "position" : played.history() + " positions")
                    .append(" the game stood in before, for repetition\n");
        }
        if (same) {
            s.append("(the same whoever registered first)\n");
            s.append(result(results.get(0), before));
            return s.toString();
        }
        boolean both = !played.white().isEmpty() && !played.black().isEmpty();
        for (int i = 0; i < results.size(); i++) {
            Side first = orders.get(i);
            if (first != null) {
                s.append("\nWith ").append(title(first)).append(" registering first:\n");
            } else if (both) {
                s.append("\nRegistered at the same instant (nobody first):\n");
            }
            s.append(result(results.get(i), before));
        }
        return s.toString();
    }

    /** "White plays Ra1-a4, Black plays Nb6-a4"; "White plays e2-e4, then e4-e5; Black does not move". */
    private static String moves(Played played, Position before) {
        String white = moves("White", played.white(), before);
        String black = moves("Black", played.black(), before);
        boolean several = played.white().size() > 1 || played.black().size() > 1;
        return white + (several ? "; " : ", ") + black;
    }

    private static String moves(String player, List<String> coordinates, Position before) {
        return coordinates.isEmpty() ? player + " does not move"
                : player + " plays " + String.join(", then ", TurnWords.played(coordinates, before));
    }

    private static String result(TurnResult result, Position before) {
        if (result instanceof TurnResult.Rejected r) {
            return "\nRejected: " + TurnWords.rejection(r, before) + ": " + r.reason() + "\n";
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        StringBuilder s = new StringBuilder("\nAfter the turn:\n");
        try {
            s.append(indent(Diagram.print(Fen.parse(r.position()))));
        } catch (NotationException e) {
            s.append("  (not a readable position: ").append(r.position()).append(")\n");
        }
        s.append("  ").append(r.position()).append("\n\nEvents:\n");
        for (Event e : r.events()) {
            s.append("  ").append(event(e)).append(e.clauses().isEmpty() ? "" : "  [" + String.join(", ", e.clauses()) + "]").append('\n');
        }
        s.append("\nOutcome: ").append(OutcomeWords.of(r.outcome())).append('\n');
        if (!r.trace().isEmpty()) {
            s.append("Decided by: ").append(String.join(", ", r.trace())).append('\n');
        }
        return s.toString();
    }

    private static String event(Event e) {
        String piece = title(e.side()) + " " + word(e.piece());
        return switch (e.kind()) {
            case MOVED -> piece + " moves " + e.from() + "-" + e.square();
            case CAPTURED -> piece + " is captured on " + e.square();
            case ABSORBED -> piece + " is absorbed on " + e.square();
            case COLLISION -> piece + " loses the collision on " + e.square() + " and is removed";
            case FAILED_CAPTURE -> piece + " from " + e.from() + " finds " + e.square() + " empty: the capture fails";
            case PROMOTED -> "a " + title(e.side()) + " pawn becomes a " + word(e.piece()) + " on " + e.square();
            case FROZEN -> piece + " on " + e.square() + " gave check and is frozen for the next turn";
            case CHECK -> title(e.side()) + "'s King on " + e.square() + " is in check";
            case CHECKMATE -> title(e.side()) + "'s King on " + e.square() + " is checkmated";
            case BOUNCED -> piece + " bounces off " + e.square() + " back to " + e.from();
            case INTERCEPTED -> piece + " from " + e.from() + " is stopped on " + e.square();
            case CAPTURE_CANCELLED -> piece + " on " + e.from() + " has its base attacked: the capture on " + e.square()
                    + " is cancelled";
            case CHAIN_CAPTURE -> piece + " is taken on " + e.square() + " by a piece captured on its way (chain capture)";
            case DESTROYED -> piece + " is destroyed on " + e.square();
            case CASTLED -> title(e.side()) + " castles: the King goes " + e.from() + "-" + e.square();
            case KING_CAPTURED -> title(e.side()) + "'s King is captured on " + e.square();
            case CASTLING_PREVENTED -> title(e.side()) + "'s castling " + e.from() + "-" + e.square()
                    + " is prevented by the other move: King and Rook stay";
        };
    }

    private static String title(Side side) {
        return TurnWords.side(side);
    }

    private static String word(Enum<?> value) {
        String name = value.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    private static String indent(String text) {
        return text.lines().map(l -> "  " + l).reduce("", (a, b) -> a + b + "\n");
    }
}
