package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The moves each piece could make by orthodox movement alone, before any ruleset's filter:
 * no check test, no castling. Options say whether a piece may land on one of its own pieces
 * (never its own King) and whether the en passant square of the position is honoured.
 *
 * <p>Moves come a1 to h8 by origin; a piece's moves in the order of its directions in
 * {@link Attacks} (nearest square first), a pawn's push before its captures, promotions Queen,
 * Rook, Bishop, Knight.
 */
public final class PieceMoves {

    private static final PieceType[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};
    private static final int[][] KNIGHT_TARGETS = targets(Attacks.KNIGHT);
    private static final int[][] KING_TARGETS = targets(Attacks.KING);

    private PieceMoves() {
    }

    private static int[][] targets(int[][] offsets) {
        int[][] table = new int[64][];
        for (int sq = 0; sq < 64; sq++) {
            Square from = Square.of(sq);
            table[sq] = java.util.Arrays.stream(offsets).map(d -> from.offset(d[0], d[1]))
                    .filter(java.util.Objects::nonNull).mapToInt(Square::index).toArray();
        }
        return table;
    }

    /** All such moves of a side, a1 to h8 by origin. */
    public static List<Move> of(Position p, Color color, boolean selfCapture, boolean enPassant) {
        List<Move> moves = new ArrayList<>(48);
        for (long rest = p.pieces(color); rest != 0; rest &= rest - 1) {
            addFrom(p, Long.numberOfTrailingZeros(rest), color, selfCapture, enPassant, moves);
        }
        return moves;
    }

    /** Such moves of the piece on one square. */
    public static List<Move> from(Position p, Square from, boolean selfCapture, boolean enPassant) {
        List<Move> moves = new ArrayList<>(28);
        Piece piece = p.pieceAt(from);
        if (piece != null) {
            addFrom(p, from.index(), piece.color(), selfCapture, enPassant, moves);
        }
        return moves;
    }

    /**
     * The squares the piece on {@code from} reaches by the moves {@link #from} lists, as a bitboard
     * (a promotion's four moves are one square): what answers "can it move at all" without a list.
     */
    public static long targets(Position p, int from, boolean selfCapture, boolean enPassant) {
        Piece piece = p.pieceAt(from);
        if (piece == null) {
            return 0;
        }
        Color color = piece.color();
        if (piece.type() != PieceType.PAWN) {
            return Bitboards.attacks(piece.type(), color, from, p.occupied()) & landing(p, color, selfCapture);
        }
        long occupied = p.occupied();
        long targets = 0;
        int one = from + 8 * color.forward();
        if (one >= 0 && one < 64 && (occupied & (1L << one)) == 0) {
            targets |= 1L << one;
            boolean onStart = from >> 3 == (color == Color.WHITE ? 1 : 6);
            int two = one + 8 * color.forward();
            targets |= onStart && (occupied & (1L << two)) == 0 ? 1L << two : 0;
        }
        long capturable = selfCapture ? occupied & ~p.pieces(color, PieceType.KING) : p.pieces(color.opposite());
        for (long rest = Bitboards.pawnAttacks(color, from); rest != 0; rest &= rest - 1) {
            int to = Long.numberOfTrailingZeros(rest);
            if ((capturable & (1L << to)) != 0 || (enPassant && (occupied & (1L << to)) == 0 && enPassantTarget(p, from, to, color))) {
                targets |= 1L << to;
            }
        }
        return targets;
    }

    /** The squares a piece of {@code color} may land on: not its own pieces, or with self-capture not its own King. */
    static long landing(Position p, Color color, boolean self) {
        return self ? ~p.pieces(color, PieceType.KING) : ~p.pieces(color);
    }

    private static void addFrom(Position p, int from, Color color, boolean self, boolean ep, List<Move> out) {
        long land = landing(p, color, self);
        switch (p.kindAt(from)) {
            case PAWN -> pawn(p, from, color, self, ep, out);
            case KNIGHT -> steps(from, KNIGHT_TARGETS[from], land, out);
            case KING -> steps(from, KING_TARGETS[from], land, out);
            case ROOK -> slides(p, from, 0, land, out);
            case BISHOP -> slides(p, from, 4, land, out);
            case QUEEN -> {
                slides(p, from, 0, land, out);
                slides(p, from, 4, land, out);
            }
        }
    }

    private static void steps(int from, int[] targets, long land, List<Move> out) {
        for (int to : targets) {
            if ((land & (1L << to)) != 0) {
                out.add(Move.of(from, to));
            }
        }
    }

    /** The moves along four directions of {@link Bitboards#DIRECTIONS} from {@code firstDir}, nearest square first. */
    private static void slides(Position p, int from, int firstDir, long land, List<Move> out) {
        long occupied = p.occupied();
        for (int dir = firstDir; dir < firstDir + 4; dir++) {
            long targets = Bitboards.ray(dir, from, occupied) & land;
            boolean ascending = Bitboards.ascending(dir);
            while (targets != 0) {
                int to = ascending ? Long.numberOfTrailingZeros(targets) : 63 - Long.numberOfLeadingZeros(targets);
                targets &= ~(1L << to);
                out.add(Move.of(from, to));
            }
        }
    }

    private static void pawn(Position p, int from, Color color, boolean self, boolean ep, List<Move> out) {
        long occupied = p.occupied();
        int one = from + 8 * color.forward();
        if (one >= 0 && one < 64 && (occupied & (1L << one)) == 0) {
            addPawn(from, one, out);
            int two = one + 8 * color.forward();
            boolean onStart = from >> 3 == (color == Color.WHITE ? 1 : 6);
            if (onStart && (occupied & (1L << two)) == 0) {
                out.add(Move.of(from, two));
            }
        }
        long capturable = self ? p.occupied() & ~p.pieces(color, PieceType.KING) : p.pieces(color.opposite());
        long attacks = Bitboards.pawnAttacks(color, from);
        for (long rest = attacks; rest != 0; rest &= rest - 1) {
            int to = Long.numberOfTrailingZeros(rest);
            if ((capturable & (1L << to)) != 0 || (ep && (occupied & (1L << to)) == 0 && enPassantTarget(p, from, to, color))) {
                addPawn(from, to, out);
            }
        }
    }

    /** An en passant square beside a pawn: it must name the square an enemy pawn just passed, and that pawn still stands beyond it. */
    static boolean enPassantTarget(Position p, int from, int to, Color color) {
        int victim = (from & ~7) | (to & 7);
        return (p.enPassantBits() & (1L << to)) != 0 && to >> 3 == (color == Color.WHITE ? 5 : 2)
                && (p.pieces(color.opposite(), PieceType.PAWN) & (1L << victim)) != 0;
    }

    private static void addPawn(int from, int to, List<Move> out) {
        int rank = to >> 3;
        if (rank == 0 || rank == 7) {
            for (PieceType promotion : PROMOTIONS) {
                out.add(new Move(Square.of(from), Square.of(to), promotion));
            }
        } else {
            out.add(Move.of(from, to));
        }
    }
}
