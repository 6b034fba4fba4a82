package arbiter.differential;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;

/**
 * What two answers disagree on, with the squares and the particular position left out, so that
 * one mistake met in many positions reads as one: which parts of the position after differ (the
 * board, castling, en passant, the clocks, the side to move, frozen pieces, turns in check, who
 * castled), the kinds of events missing or extra with the kind of piece, the two outcomes, and
 * who rejected what; for an implementation that broke, its message with the numbers left out.
 */
final class Symptom {

    private Symptom() {
    }

    static String of(Answer expected, Answer other) {
        if (expected.error() != null || other.error() != null) {
            return "broke: " + (expected.error() != null ? "expected " + folded(expected.error()) : "")
                    + (other.error() != null ? " other " + folded(other.error()) : "");
        }
        TurnResult e = expected.result();
        TurnResult o = other.result();
        if (e instanceof TurnResult.Rejected || o instanceof TurnResult.Rejected) {
            return "expected " + answer(e) + ", other " + answer(o);
        }
        TurnResult.Resolved re = (TurnResult.Resolved) e;
        TurnResult.Resolved ro = (TurnResult.Resolved) o;
        List<String> parts = new ArrayList<>(position(re.position(), ro.position()));
        TreeSet<String> missing = events(re.events());
        TreeSet<String> extra = events(ro.events());
        List<String> both = new ArrayList<>(missing);
        both.retainAll(extra);
        missing.removeAll(both);
        extra.removeAll(both);
        missing.forEach(m -> parts.add("missing " + m));
        extra.forEach(x -> parts.add("extra " + x));
        if (!re.outcome().equals(ro.outcome())) {
            parts.add("outcome " + re.outcome().status() + " " + re.outcome().reason() + " not " + ro.outcome().status() + " "
                    + ro.outcome().reason());
        }
        return parts.isEmpty() ? "events on other squares or more than once" : String.join(", ", parts);
    }

    /**
     * The kind of difference, which makes two findings one: for answers that both carried the turn out, the kinds of event
     * missing (without their pieces), else those extra, else the two outcomes, else the parts of the position that differ;
     * otherwise as {@link #of}. One mistake (a collision left out) shows in many turns with other pieces and other
     * consequences (a capture instead, a clock); it is one finding, each variant of it kept ({@link #of}).
     */
    static String kind(Answer expected, Answer other) {
        if (expected.error() != null || other.error() != null
                || !(expected.result() instanceof TurnResult.Resolved re) || !(other.result() instanceof TurnResult.Resolved ro)) {
            return of(expected, other);
        }
        TreeSet<String> missing = kinds(re.events());
        TreeSet<String> extra = kinds(ro.events());
        TreeSet<String> both = new TreeSet<>(missing);
        both.retainAll(extra);
        missing.removeAll(both);
        extra.removeAll(both);
        if (!missing.isEmpty()) {
            return "missing " + String.join(", ", missing) + " events";
        }
        if (!extra.isEmpty()) {
            return "extra " + String.join(", ", extra) + " events";
        }
        if (!re.outcome().equals(ro.outcome())) {
            return "outcome " + re.outcome().status() + " " + re.outcome().reason() + " not " + ro.outcome().status() + " "
                    + ro.outcome().reason();
        }
        List<String> parts = position(re.position(), ro.position());
        return parts.isEmpty() ? "events on other squares or more than once" : String.join(", ", parts);
    }

    /** The kinds of the events (moves aside), each once. */
    private static TreeSet<String> kinds(List<Event> events) {
        TreeSet<String> kinds = new TreeSet<>();
        for (Event e : events) {
            if (e == null || e.kind() != EventKind.MOVED) {
                kinds.add(e == null ? "null" : e.kind().toString());
            }
        }
        return kinds;
    }

    private static String answer(TurnResult r) {
        return r instanceof TurnResult.Rejected j ? "rejects " + j.side() : "resolves";
    }

    private static TreeSet<String> events(List<Event> events) {
        TreeSet<String> kinds = new TreeSet<>();
        for (Event e : events) {
            if (e == null || e.kind() != EventKind.MOVED) {
                kinds.add(e == null ? "null event" : e.kind() + " " + e.piece());
            }
        }
        return kinds;
    }

    private static List<String> position(String expectedFen, String otherFen) {
        Position e;
        Position o;
        try {
            e = Fen.parse(expectedFen);
            o = Fen.parse(otherFen);
        } catch (NotationException | NullPointerException x) {
            return List.of("unreadable position");
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < 64 && parts.isEmpty(); i++) {
            if (!Objects.equals(e.pieceAt(Square.of(i)), o.pieceAt(Square.of(i)))) {
                parts.add("board");
            }
        }
        add(parts, "castling", e.castlingRooks(), o.castlingRooks());
        add(parts, "en passant", e.enPassantSquares(), o.enPassantSquares());
        add(parts, "clocks", e.halfmove() + "/" + e.fullmove(), o.halfmove() + "/" + o.fullmove());
        add(parts, "side to move", e.sideToMove(), o.sideToMove());
        add(parts, "frozen", e.frozen(), o.frozen());
        for (Color c : Color.values()) {
            add(parts, "checks", e.checks(c), o.checks(c));
            add(parts, "castled", e.hasCastled(c), o.hasCastled(c));
        }
        return parts.stream().distinct().toList();
    }

    private static void add(List<String> parts, String what, Object expected, Object other) {
        if (!expected.equals(other)) {
            parts.add(what);
        }
    }

    private static String folded(String message) {
        return message.replaceAll("\\d+", "N");
    }
}
