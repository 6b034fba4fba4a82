package arbiter.board;

/** A chessman: its side and its kind. */
public record Piece(Color color, PieceType type) {

    private static final Piece[] ALL = new Piece[12];

    static {
        for (Color color : Color.values()) {
            for (PieceType type : PieceType.values()) {
                ALL[color.ordinal() * 6 + type.ordinal()] = new Piece(color, type);
            }
        }
    }

    /** The shared instance for a side and kind. */
    public static Piece of(Color color, PieceType type) {
        return ALL[color.ordinal() * 6 + type.ordinal()];
    }

    /** The piece for a FEN letter (upper case White, lower case Black), or null. */
    public static Piece ofFen(char c) {
        PieceType type = PieceType.ofLetter(c);
        if (type == null) {
            return null;
        }
        return of(Character.isUpperCase(c) ? Color.WHITE : Color.BLACK, type);
    }

    public char fenLetter() {
        return color == Color.WHITE ? type.letter() : Character.toLowerCase(type.letter());
    }

    public boolean is(Color side, PieceType kind) {
        return color == side && type == kind;
    }

    /** "White Knight". */
    @Override
    public String toString() {
        return color.title() + " " + type.title();
    }
}
