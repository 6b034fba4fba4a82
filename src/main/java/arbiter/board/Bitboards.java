package arbiter.board;

/**
 * Squares as bits of a {@code long} (bit {@code i} is the square of index {@code i}, a1 = 0, h8 =
 * 63) and the attack sets of the orthodox pieces, precomputed: steps of Knight, King and pawn by
 * table, the lines of Rook, Bishop and Queen by magic lookup ({@link Magics}). All methods are pure
 * and allocation-free.
 */
public final class Bitboards {

    /** The first rank (a1 to h1). */
    public static final long RANK_1 = 0xFFL;
    /** The last rank (a8 to h8). */
    public static final long RANK_8 = 0xFFL << 56;

    /** File and rank steps of the eight directions: east, north, west, south, then the diagonals NE, NW, SW, SE. */
    static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {1, 1}, {-1, 1}, {-1, -1}, {1, -1}};

    private static final long[] KNIGHT = new long[64];
    private static final long[] KING = new long[64];
    private static final long[][] PAWN = new long[2][64];
    private static final long[][] RAYS = new long[8][64];
    private static final long[][] BETWEEN = new long[64][64];
    private static final long[][] LINE = new long[64][64];

    static {
        for (int sq = 0; sq < 64; sq++) {
            KNIGHT[sq] = steps(sq, Attacks.KNIGHT);
            KING[sq] = steps(sq, Attacks.KING);
            PAWN[Color.WHITE.ordinal()][sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
            PAWN[Color.BLACK.ordinal()][sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
            for (int dir = 0; dir < 8; dir++) {
                walk(sq, dir);
            }
        }
        for (int sq = 0; sq < 64; sq++) {
            for (int dir = 0; dir < 8; dir++) {
                long line = RAYS[dir][sq] | RAYS[(dir + 2) % 4 + dir / 4 * 4][sq] | 1L << sq;
                for (long rest = RAYS[dir][sq]; rest != 0; rest &= rest - 1) {
                    LINE[sq][Long.numberOfTrailingZeros(rest)] = line;
                }
            }
        }
    }

    private Bitboards() {
    }

    private static long steps(int sq, int[][] offsets) {
        long bits = 0;
        for (int[] d : offsets) {
            Square to = Square.of(sq).offset(d[0], d[1]);
            bits |= to == null ? 0 : to.bit();
        }
        return bits;
    }

    private static void walk(int sq, int dir) {
        int[] d = DIRECTIONS[dir];
        long passed = 0;
        for (Square s = Square.of(sq).offset(d[0], d[1]); s != null; s = s.offset(d[0], d[1])) {
            BETWEEN[sq][s.index()] = passed;
            passed |= s.bit();
        }
        RAYS[dir][sq] = passed;
    }

    /** The squares a Knight on {@code sq} attacks. */
    public static long knightAttacks(int sq) {
        return KNIGHT[sq];
    }

    /** The squares a King on {@code sq} attacks. */
    public static long kingAttacks(int sq) {
        return KING[sq];
    }

    /** The squares a pawn of {@code color} on {@code sq} attacks (diagonally forward). */
    public static long pawnAttacks(Color color, int sq) {
        return PAWN[color.ordinal()][sq];
    }

    /** The squares a Rook on {@code sq} attacks when {@code occupied} holds pieces (each line up to its first piece). */
    public static long rookAttacks(int sq, long occupied) {
        return Magics.rook(sq, occupied);
    }

    /** The squares a Bishop on {@code sq} attacks when {@code occupied} holds pieces. */
    public static long bishopAttacks(int sq, long occupied) {
        return Magics.bishop(sq, occupied);
    }

    /** The squares a Queen on {@code sq} attacks when {@code occupied} holds pieces. */
    public static long queenAttacks(int sq, long occupied) {
        return Magics.rook(sq, occupied) | Magics.bishop(sq, occupied);
    }

    /** The squares a piece of a kind and side on {@code sq} attacks when {@code occupied} holds pieces. */
    public static long attacks(PieceType type, Color color, int sq, long occupied) {
        return switch (type) {
            case PAWN -> pawnAttacks(color, sq);
            case KNIGHT -> KNIGHT[sq];
            case BISHOP -> bishopAttacks(sq, occupied);
            case ROOK -> rookAttacks(sq, occupied);
            case QUEEN -> queenAttacks(sq, occupied);
            case KING -> KING[sq];
        };
    }

    /** The squares strictly between two squares on a rank, file or diagonal; none when they share no line. */
    public static long between(int a, int b) {
        return BETWEEN[a][b];
    }

    /** The whole rank, file or diagonal through two distinct squares, edge to edge; none when they share no line. */
    public static long line(int a, int b) {
        return LINE[a][b];
    }

    /** The squares from {@code sq} in one of {@link #DIRECTIONS} up to and with the first piece of {@code occupied}. */
    static long ray(int dir, int sq, long occupied) {
        long ray = RAYS[dir][sq];
        long blockers = ray & occupied;
        if (blockers == 0) {
            return ray;
        }
        return ray ^ RAYS[dir][ascending(dir) ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers)];
    }

    /** Whether a direction goes up the square indices (east, north, NE, NW), so its nearest square is the lowest bit. */
    static boolean ascending(int dir) {
        return dir == 0 || dir == 1 || dir == 4 || dir == 5;
    }

    /** The eight squares of a rank (0-based). */
    public static long rank(int rank) {
        return RANK_1 << (8 * rank);
    }
}
