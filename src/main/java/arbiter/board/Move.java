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

    public static Move of(Square from, Square to) {
        return new Move(from, to, null);
    }

    /** Reads the coordinate form: {@code e2e4}, {@code e7e8q}. */
    public static Move parseCoordinate(String text) {
        String t = text == null ? "" : text.trim();
        if (t.length() == 4 || t.length() == 5) {
            Square from = Square.parse(t.substring(0, 2));
            Square to = Square.parse(t.substring(2, 4));
            PieceType promotion = t.length() == 5 ? PieceType.ofLetter(t.charAt(4)) : null;
            boolean promotionOk = t.length() == 4 || (promotion != null && promotion != PieceType.KING
                    && promotion != PieceType.PAWN && Character.isLowerCase(t.charAt(4)));
            if (from != null && to != null && promotionOk) {
                return new Move(from, to, promotion);
            }
        }
        throw new NotationException(Quoted.of(t) + " is not a move in coordinate form"
                + " (from square, to square, and q/r/b/n for a promotion: e2e4, e7e8q)");
    }

    /** The coordinate form: {@code e2e4}, {@code e7e8q}. */
    public String coordinate() {
        String s = from.name() + to.name();
        return promotion == null ? s : s + Character.toLowerCase(promotion.letter());
    }

    @Override
    public String toString() {
        return coordinate();
    }

}
