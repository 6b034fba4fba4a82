package arbiter.suite;

import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** An expected and an actual board, printed side by side with what differs named. */
final class BoardDifference {

    private BoardDifference() {
    }

    /** The two boards and what differs: placement, castling and frozen pieces; with {@code whole}, en passant and clocks too. */
    static String describe(Position expected, Position actual, boolean whole) {
        String[] left = Diagram.print(expected).split("\n");
        String[] right = Diagram.print(actual).split("\n");
        StringBuilder s = new StringBuilder(String.format("%-24s%s%n", "expected", "actual"));
        for (int i = 0; i < Math.max(left.length, right.length); i++) {
            s.append(String.format("%-24s%s%n", i < left.length ? left[i] : "", i < right.length ? right[i] : ""));
        }
        List<String> diffs = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            Square sq = Square.of(i);
            if (!Objects.equals(expected.pieceAt(sq), actual.pieceAt(sq))) {
                diffs.add(sq + " (expected " + name(expected, sq) + ", got " + name(actual, sq) + ")");
            }
        }
        if (!expected.castlingRooks().equals(actual.castlingRooks())) {
            diffs.add("castling (expected " + Fen.castlingText(expected.castlingRooks()) + ", got "
                    + Fen.castlingText(actual.castlingRooks()) + ")");
        }
        if (!expected.frozen().equals(actual.frozen())) {
            diffs.add("frozen (expected " + squares(expected.frozen()) + ", got " + squares(actual.frozen()) + ")");
        }
        if (whole && !expected.enPassantSquares().equals(actual.enPassantSquares())) {
            diffs.add("en passant (expected " + squares(expected.enPassantSquares()) + ", got " + squares(actual.enPassantSquares()) + ")");
        }
        if (whole && (expected.halfmove() != actual.halfmove() || expected.fullmove() != actual.fullmove())) {
            diffs.add("clocks (expected halfmove " + expected.halfmove() + " fullmove " + expected.fullmove() + ", got halfmove "
                    + actual.halfmove() + " fullmove " + actual.fullmove() + ")");
        }
        return s + "differences: " + String.join("; ", diffs);
    }

    private static String squares(Set<Square> squares) {
        return squares.isEmpty() ? "none" : String.join(" and ", squares.stream().map(Square::toString).toList());
    }

    private static String name(Position p, Square sq) {
        return p.pieceAt(sq) == null ? "empty" : p.pieceAt(sq).toString();
    }
}
