package arbiter.rulebook;

import arbiter.api.PieceKind;
import arbiter.api.Side;
import java.util.List;
import java.util.Locale;

/** The words of the rulebook's sentences: sides, pieces and lists. */
final class Words {

    private Words() {
    }

    static String side(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }

    /** "Rook", "Knight", ... and "pawn" in lower case, as the rule texts write them. */
    static String piece(PieceKind kind) {
        if (kind == PieceKind.PAWN) {
            return "pawn";
        }
        String name = kind.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** "White's Rook". */
    static String owned(Side side, PieceKind kind) {
        return side(side) + "'s " + piece(kind);
    }

    /** "the Rook". */
    static String the(PieceKind kind) {
        return "the " + piece(kind);
    }

    /** "her" for a Queen, as the rule texts have it; "its" otherwise. */
    static String its(PieceKind kind) {
        return kind == PieceKind.QUEEN ? "her" : "its";
    }

    /** "a", "a and b", "a, b and c". */
    static String and(List<String> items) {
        if (items.size() <= 1) {
            return items.isEmpty() ? "" : items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /** The rank of a piece in a collision: Queen, Rook, Knight, Bishop, pawn (the King above all). */
    static int rank(PieceKind kind) {
        return switch (kind) {
            case KING -> 6;
            case QUEEN -> 5;
            case ROOK -> 4;
            case KNIGHT -> 3;
            case BISHOP -> 2;
            case PAWN -> 1;
        };
    }

    static String plural(PieceKind kind) {
        return piece(kind) + "s";
    }
}
