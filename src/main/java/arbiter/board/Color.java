package arbiter.board;

/** The two sides. White starts on ranks 1 and 2. */
public enum Color {
    WHITE, BLACK;

    public Color opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The rank a pawn of this side moves towards: +1 for White, -1 for Black. */
    public int forward() {
        return this == WHITE ? 1 : -1;
    }

    /** The rank (0-based) this side's pieces start on. */
    public int homeRank() {
        return this == WHITE ? 0 : 7;
    }

    /** "White" or "Black". */
    public String title() {
        return this == WHITE ? "White" : "Black";
    }
}
