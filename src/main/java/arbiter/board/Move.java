package arbiter.board;


/**
 * A move as from-square, to-square and, for a promotion, the new piece. Castling is the King's
 * two-square move toward its Rook ({@code e1g1}); the coordinate form is the adapter protocol's.
 */
public record Move(Square from, Square to, PieceType promotion) {

    public Move {
        if (from == null || to == null) {
            throw new IllegalArgumentException("a move needs both squares");
        }
    }

    /** The move without promotion; one shared instance per pair of squares. */
    public static Move of(Square from, Square to) {
        return from == null || to == null ? new Move(from, to, null) : Plain.ALL[from.index() * 64 + to.index()];
    }

    /** {@link #of(Square, Square)} by square indices (a1 = 0, h8 = 63). */
    public static Move of(int from, int to) {
        return Plain.ALL[from * 64 + to];
    }

    /** Reads the coordinate form: {@code e2e4}, {@code e7e8q}. */
    public static Move parseCoordinate(String text) {
        String t = text == null ? "" : text.trim();
        if (t.length() == 4 || t.length() == 5) {
            Square from = Square.parse(t, 0);
            Square to = Square.parse(t, 2);
            PieceType promotion = t.length() == 5 ? PieceType.ofLetter(t.charAt(4)) : null;
            boolean promotionOk = t.length() == 4 || (promotion != null && promotion != PieceType.KING
                    && promotion != PieceType.PAWN && Character.isLowerCase(t.charAt(4)));
            if (from != null && to != null && promotionOk) {
                return promotion == null ? of(from, to) : new Move(from, to, promotion);
            }
        }
        throw new NotationException(Quoted.of(t) + " is not a move in coordinate form"
                + " (from square, to square, and q/r/b/n for a promotion: e2e4, e7e8q)");
    }

    /** The coordinate form: {@code e2e4}, {@code e7e8q}. */
    public String coordinate() {
        char[] text = {(char) ('a' + from.file()), (char) ('1' + from.rank()), (char) ('a' + to.file()), (char) ('1' + to.rank()),
            promotion == null ? ' ' : Character.toLowerCase(promotion.letter())};
        return new String(text, 0, promotion == null ? 4 : 5);
    }

    @Override
    public String toString() {
        return coordinate();
    }

    /** The shared moves without promotion, by {@code from * 64 + to}. */
    private static final class Plain {
        static final Move[] ALL = new Move[64 * 64];

        static {
            for (int i = 0; i < ALL.length; i++) {
                ALL[i] = new Move(Square.of(i / 64), Square.of(i % 64), null);
            }
        }
    }
}
