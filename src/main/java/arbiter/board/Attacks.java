package arbiter.board;

/** Which squares the pieces of a side attack, by orthodox movement (pawns attack diagonally). */
public final class Attacks {

    static final int[][] KNIGHT = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    static final int[][] KING = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    static final int[][] STRAIGHT = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    static final int[][] DIAGONAL = {{1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    private Attacks() {
    }

    /** Whether any piece of {@code by} attacks {@code target}. */
    public static boolean isAttacked(Position p, Square target, Color by) {
        return isAttacked(p, target, by, null);
    }

    /**
     * Whether any piece of {@code by} attacks {@code target}, treating {@code absent} (may be null)
     * as an empty square: a King that steps away from a slider along its line is still attacked.
     */
    public static boolean isAttacked(Position p, Square target, Color by, Square absent) {
        for (int[] d : KNIGHT) {
            if (holds(p, target.offset(d[0], d[1]), by, PieceType.KNIGHT)) {
                return true;
            }
        }
        for (int[] d : KING) {
            if (holds(p, target.offset(d[0], d[1]), by, PieceType.KING)) {
                return true;
            }
        }
        int back = -by.forward();
        if (holds(p, target.offset(1, back), by, PieceType.PAWN) || holds(p, target.offset(-1, back), by, PieceType.PAWN)) {
            return true;
        }
        return slider(p, target, by, absent, STRAIGHT, true) || slider(p, target, by, absent, DIAGONAL, false);
    }

    /** Whether the King of {@code color} is attacked by the other side. */
    public static boolean inCheck(Position p, Color color) {
        Square king = p.kingOf(color);
        return king != null && isAttacked(p, king, color.opposite());
    }

    /** The squares of the pieces of {@code by} that attack {@code target}, a1 to h8. */
    public static java.util.List<Square> attackers(Position p, Square target, Color by) {
        java.util.List<Square> found = new java.util.ArrayList<>();
        for (Square from : p.squaresOf(by)) {
            if (attacks(p, from, target)) {
                found.add(from);
            }
        }
        return found;
    }

    /** Whether the piece on {@code from} attacks {@code target} (false for an empty square). */
    public static boolean attacks(Position p, Square from, Square target) {
        Piece piece = p.pieceAt(from);
        if (piece == null || from == target) {
            return false;
        }
        int df = target.file() - from.file();
        int dr = target.rank() - from.rank();
        return switch (piece.type()) {
            case PAWN -> Math.abs(df) == 1 && dr == piece.color().forward();
            case KNIGHT -> Math.abs(df * dr) == 2;
            case KING -> Math.abs(df) <= 1 && Math.abs(dr) <= 1;
            case ROOK -> (df == 0 || dr == 0) && clearBetween(p, from, target);
            case BISHOP -> Math.abs(df) == Math.abs(dr) && clearBetween(p, from, target);
            case QUEEN -> (df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr)) && clearBetween(p, from, target);
        };
    }

    private static boolean clearBetween(Position p, Square from, Square to) {
        int sf = Integer.signum(to.file() - from.file());
        int sr = Integer.signum(to.rank() - from.rank());
        for (Square s = from.offset(sf, sr); s != to; s = s.offset(sf, sr)) {
            if (!p.isEmpty(s)) {
                return false;
            }
        }
        return true;
    }

    private static boolean holds(Position p, Square square, Color color, PieceType type) {
        if (square == null) {
            return false;
        }
        Piece piece = p.pieceAt(square);
        return piece != null && piece.color() == color && piece.type() == type;
    }

    private static boolean slider(Position p, Square target, Color by, Square absent, int[][] dirs, boolean straight) {
        for (int[] d : dirs) {
            for (Square s = target.offset(d[0], d[1]); s != null; s = s.offset(d[0], d[1])) {
                Piece piece = p.pieceAt(s);
                if (piece == null || s == absent) {
                    continue;
                }
                if (piece.color() == by && (straight ? piece.type().slidesStraight() : piece.type().slidesDiagonally())) {
                    return true;
                }
                break;
            }
        }
        return false;
    }
}
