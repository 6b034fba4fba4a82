package arbiter.report;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.board.svg.Annotations;
import arbiter.board.svg.BoardSvg;
import arbiter.board.svg.TurnArrows;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The three diagrams of a failed or errored turn, drawn by {@link BoardSvg}: the position before
 * with its moves as arrows (the move registered first labelled "1st", a player's two moves
 * numbered 1 and 2; beneath, each player's moves or "(does not move)", and "nobody registered
 * first" for moves registered at the same instant), the expected position after and the actual
 * one, with the squares where the two differ framed on both.
 */
final class Boards {

    private static final int SIZE = 240;

    private Boards() {
    }

    /** The three diagrams and where expected and actual differ. */
    record Diagrams(Before before, List<After> after, List<Difference> differ) {
    }

    /** The position before the turn ({@code svg}, or why there is none) and each player's moves beneath it. */
    record Before(String svg, String missing, String white, String whiteLabel, String black, String blackLabel,
            String nobody) {
    }

    /** A position after the turn: its diagram and frozen squares, or why there is none. */
    record After(String title, String svg, String frozen, String missing) {
    }

    /** A square where expected and actual differ, with what each has there. */
    record Difference(String square, String expected, String got) {
    }

    static Diagrams of(JsonNode turn, JsonNode expected, JsonNode actual) {
        Position want = position(ReportReader.str(expected, "position"));
        Position got = position(ReportReader.str(actual, "position"));
        List<Square> differ = differences(want, got);
        List<Difference> differences = new ArrayList<>();
        for (Square q : differ) {
            differences.add(new Difference(q.toString(), describe(want, q), describe(got, q)));
        }
        return new Diagrams(before(turn), List.of(
                after("Expected after", ReportReader.str(expected, "position"), want, differ,
                        expected == null ? "Nothing expected of the board" : "No board expected (the turn is rejected)"),
                after("Actual after", ReportReader.str(actual, "position"), got, differ,
                        actual == null ? "No answer from the implementation" : "No board in the answer")), differences);
    }

    private static Before before(JsonNode turn) {
        String fen = ReportReader.str(turn, "before");
        Position p = position(fen);
        String first = ReportReader.str(turn, "first");
        List<String> white = moves(turn, "white");
        List<String> black = moves(turn, "black");
        boolean both = !white.isEmpty() && !black.isEmpty();
        String whiteLabel = label(first, Color.WHITE);
        String blackLabel = label(first, Color.BLACK);
        Annotations a = Annotations.NONE.withSize(SIZE);
        a = TurnArrows.add(TurnArrows.add(a, white, Color.WHITE, whiteLabel), black, Color.BLACK, blackLabel);
        String note = TurnCaption.reportNote(first, both);
        return new Before(p == null ? null : BoardSvg.svg(p, a.withTitle("Before the turn: " + TurnCaption.of(white, black, note))),
                fen == null ? "No position" : "Unreadable position: " + fen, TurnCaption.numbered(white), whiteLabel,
                TurnCaption.numbered(black), blackLabel, TurnCaption.NOBODY_FIRST.equals(note) ? note : null);
    }

    /** A player's moves: an array (a string, from a report of one move each, is one move); none when missing. */
    private static List<String> moves(JsonNode turn, String side) {
        JsonNode moves = turn == null ? null : turn.get(side);
        if (moves == null || moves.isNull()) {
            return List.of();
        }
        if (!moves.isArray()) {
            return List.of(moves.isValueNode() ? moves.asText() : moves.toString());
        }
        List<String> out = new ArrayList<>();
        moves.forEach(m -> out.add(m.isValueNode() ? m.asText() : m.toString()));
        return out;
    }

    /** "1st" or "2nd" when the registration order is given, else null. */
    private static String label(String first, Color side) {
        if (first == null || !(first.equalsIgnoreCase("white") || first.equalsIgnoreCase("black"))) {
            return null;
        }
        return first.equalsIgnoreCase(side.title()) ? "1st" : "2nd";
    }

    private static After after(String title, String fen, Position p, List<Square> differ, String none) {
        if (p == null) {
            return new After(title, null, null, fen == null ? none : "Unreadable position: " + fen);
        }
        return new After(title, BoardSvg.svg(p, Annotations.NONE.withSize(SIZE).withMarked(differ).withTitle(title)),
                p.frozen().isEmpty() ? "" : "frozen: " + String.join(" ", p.frozen().stream().map(Square::toString).toList()), null);
    }

    /** Squares whose piece or frozen state differ; none when either position is missing. */
    static List<Square> differences(Position a, Position b) {
        List<Square> out = new ArrayList<>();
        if (a == null || b == null) {
            return out;
        }
        for (int i = 0; i < 64; i++) {
            Square q = Square.of(i);
            if (!Objects.equals(a.pieceAt(q), b.pieceAt(q)) || a.isFrozen(q) != b.isFrozen(q)) {
                out.add(q);
            }
        }
        return out;
    }

    private static String describe(Position p, Square q) {
        Piece piece = p.pieceAt(q);
        return piece == null ? "empty" : piece.toString() + (p.isFrozen(q) ? " (frozen)" : "");
    }

    private static Position position(String fen) {
        if (fen == null || fen.isBlank()) {
            return null;
        }
        try {
            return Fen.parse(fen);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
