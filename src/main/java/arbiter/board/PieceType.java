package arbiter.board;

import java.util.Locale;

/** The six kinds of chessmen, with their FEN letter and English name. */
public enum PieceType {
    KING('K'), QUEEN('Q'), ROOK('R'), BISHOP('B'), KNIGHT('N'), PAWN('P');

    private final char letter;

    PieceType(char letter) {
        this.letter = letter;
    }

    /** The upper-case FEN letter. */
    public char letter() {
        return letter;
    }

    /** "King", "Queen", ... */
    public String title() {
        String name = name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** The kind for a FEN letter of either case, or null. */
    public static PieceType ofLetter(char c) {
        return switch (c) {
            case 'K', 'k' -> KING;
            case 'Q', 'q' -> QUEEN;
            case 'R', 'r' -> ROOK;
            case 'B', 'b' -> BISHOP;
            case 'N', 'n' -> KNIGHT;
            case 'P', 'p' -> PAWN;
            default -> null;
        };
    }

    public boolean slidesStraight() {
        return this == ROOK || this == QUEEN;
    }

    public boolean slidesDiagonally() {
        return this == BISHOP || this == QUEEN;
    }
}
