package arbiter.rulebook.story;

import arbiter.api.Event;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import java.util.List;
import java.util.Locale;

/** The words of the rulebook's sentences: sides, pieces and lists. */
public final class Words {

    private Words() {
    }

    public static String side(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }

    /** "Rook", "Knight", ... and "pawn" in lower case, as the rule texts write them. */
    public static String piece(PieceKind kind) {
        if (kind == PieceKind.PAWN) {
            return "pawn";
        }
        String name = kind.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** "White's Rook". */
    public static String owned(Side side, PieceKind kind) {
        return side(side) + "'s " + piece(kind);
    }

    /** "White's Rook": the side and piece of an event. */
    public static String owned(Event e) {
        return owned(e.side(), e.piece());
    }

    /** "the Rook". */
    public static String the(PieceKind kind) {
        return "the " + piece(kind);
    }

    /** "her" for a Queen, as the rule texts have it; "its" otherwise. */
    public static String its(PieceKind kind) {
        return kind == PieceKind.QUEEN ? "her" : "its";
    }

    /** "a", "a and b", "a, b and c". */
    public static String and(List<String> items) {
        if (items.size() <= 1) {
            return items.isEmpty() ? "" : items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    public static String plural(PieceKind kind) {
        return piece(kind) + "s";
    }
}
