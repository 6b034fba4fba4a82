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

    static String plural(PieceKind kind) {
        return piece(kind) + "s";
    }
}
