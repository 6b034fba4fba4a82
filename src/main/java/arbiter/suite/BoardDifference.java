package arbiter.suite;

import arbiter.board.Color;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * An expected and an actual board, printed side by side with every field that differs named; the
 * differences also as values, for reports that group failures by what differed.
 */
public final class BoardDifference {

    /**
     * One thing that differs.
     *
     * @param what     a square ({@code e4}) or a field ({@code castling}, {@code frozen}, {@code in check},
     *                 {@code castled}, {@code to move}, {@code en passant}, {@code clocks})
     * @param square   the square, or null for a field
     * @param expected what the scenario expects there, in words ("White Knight", "empty", "none")
     * @param actual   what the implementation gave, likewise
     */
    public record Mismatch(String what, Square square, String expected, String actual) {

        /** {@code e4: expected White Knight, got Black Knight}. */
        @Override
        public String toString() {
            return what + ": expected " + expected + ", got " + actual;
        }
    }

    /** What of a position is compared. */
    public enum Compared {
        /** Placement, castling rights, frozen pieces, turns in check and who castled ({@link Position#sameBoard}). */
        BOARD,
        /** The board and the side to move (a diagram with a {@code to move:} line). */
        BOARD_AND_SIDE_TO_MOVE,
        /** Everything, en passant and clocks included (a FEN). */
        WHOLE;

        /** Whether the two positions agree in what is compared. */
        public boolean same(Position expected, Position actual) {
            return this == WHOLE ? expected.equals(actual)
                    : expected.sameBoard(actual) && (this == BOARD || expected.sideToMove() == actual.sideToMove());
        }
    }

    private BoardDifference() {
    }

    /** The two boards and what differs of what is compared. */
    static String describe(Position expected, Position actual, Compared compared) {
        String[] left = Diagram.print(expected).split("\n");
        String[] right = Diagram.print(actual).split("\n");
        StringBuilder s = new StringBuilder(String.format("%-24s%s%n", "expected", "actual"));
        for (int i = 0; i < Math.max(left.length, right.length); i++) {
            s.append(String.format("%-24s%s%n", i < left.length ? left[i] : "", i < right.length ? right[i] : ""));
        }
        List<String> diffs = new ArrayList<>();
        for (Mismatch m : mismatches(expected, actual, compared)) {
            diffs.add(m.what() + " (expected " + m.expected() + ", got " + m.actual() + ")");
        }
        return s + "differences: " + String.join("; ", diffs);
    }

    /** Every square, then every field, that differs of what is compared, in that order (squares a1 to h8). */
    public static List<Mismatch> mismatches(Position expected, Position actual, Compared compared) {
        List<Mismatch> diffs = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            Square sq = Square.of(i);
            if (!Objects.equals(expected.pieceAt(sq), actual.pieceAt(sq))) {
                diffs.add(new Mismatch(sq.toString(), sq, name(expected, sq), name(actual, sq)));
            }
        }
        field(diffs, "castling", expected, actual, p -> Fen.castlingText(p.castlingRooks()));
        field(diffs, "frozen", expected, actual, p -> squares(p.frozen()));
        field(diffs, "in check", expected, actual, p -> "White " + p.checks(Color.WHITE) + ", Black " + p.checks(Color.BLACK));
        field(diffs, "castled", expected, actual, BoardDifference::castled);
        if (compared != Compared.BOARD) {
            field(diffs, "to move", expected, actual, p -> p.sideToMove().title());
        }
        if (compared == Compared.WHOLE) {
            field(diffs, "en passant", expected, actual, p -> squares(p.enPassantSquares()));
            field(diffs, "clocks", expected, actual, p -> "halfmove " + p.halfmove() + " fullmove " + p.fullmove());
        }
        return diffs;
    }

    private static void field(List<Mismatch> diffs, String name, Position expected, Position actual, Function<Position, String> value) {
        String e = value.apply(expected);
        String a = value.apply(actual);
        if (!e.equals(a)) {
            diffs.add(new Mismatch(name, null, e, a));
        }
    }

    private static String castled(Position p) {
        List<String> sides = new ArrayList<>(2);
        for (Color color : Color.values()) {
            if (p.hasCastled(color)) {
                sides.add(color.title());
            }
        }
        return sides.isEmpty() ? "nobody" : String.join(" and ", sides);
    }

    private static String squares(Set<Square> squares) {
        return squares.isEmpty() ? "none" : String.join(" and ", squares.stream().map(Square::toString).toList());
    }

    private static String name(Position p, Square sq) {
        return p.pieceAt(sq) == null ? "empty" : p.pieceAt(sq).toString();
    }
}
