package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/**
 * Orthodox chess with alternating turns: the shared machinery's proof. Legal moves and playing a
 * move, checked against the published perft table in the tests.
 */
public final class Orthodox {

    private static final int MAX_MOVES = 256;

    private Orthodox() {
    }

    /** The legal moves of the side to move, in the order of {@link PieceMoves}, castlings last. */
    public static List<Move> legalMoves(Position p) {
        Color us = p.sideToMove();
        if (Long.bitCount(p.pieces(us, PieceType.KING)) != 1) {
            return byPlaying(p, us);
        }
        Pins pins = new Pins(p, us);
        List<Move> legal = new ArrayList<>(48);
        for (Move move : PieceMoves.of(p, us, false, true)) {
            int from = move.from().index();
            int to = move.to().index();
            boolean ok = from == pins.king ? pins.kingMayGo(to)
                    : isEnPassant(p, move) ? !Attacks.inCheck(play(p, move), us) : pins.allows(from, to);
            if (ok) {
                legal.add(move);
            }
        }
        addCastlings(p, us, legal);
        return legal;
    }

    /** Legal moves by playing each and looking at the King: for positions without exactly one King. */
    private static List<Move> byPlaying(Position p, Color us) {
        List<Move> legal = new ArrayList<>(48);
        for (Move move : PieceMoves.of(p, us, false, true)) {
            if (!Attacks.inCheck(play(p, move), us)) {
                legal.add(move);
            }
        }
        addCastlings(p, us, legal);
        return legal;
    }

    private static void addCastlings(Position p, Color us, List<Move> legal) {
        for (Castling c : Castling.available(p, us)) {
            if (c.kingPathSafe(p, us.opposite())) {
                legal.add(c.move());
            }
        }
    }

    /** Plays a move assumed legal and returns the position after it. */
    public static Position play(Position p, Move move) {
        Castling castling = Castling.matching(p, move);
        int rook = castling == null ? LegalMoves.noRook() : castling.rook().index();
        return play(p, LegalMoves.encode(move.from().index(), move.to().index(), move.promotion(),
                castling == null && isEnPassant(p, move), rook));
    }

    /** Plays a move packed by {@link LegalMoves}. */
    static Position play(Position p, int move) {
        int from = LegalMoves.from(move);
        int to = LegalMoves.to(move);
        long fromBit = 1L << from;
        long toBit = 1L << to;
        PieceType type = p.kindAt(from);
        Color color = (p.pieces(Color.WHITE) & fromBit) != 0 ? Color.WHITE : Color.BLACK;
        boolean capture = (p.occupied() & toBit) != 0;
        Draft after = new Draft(p);
        after.clear(fromBit);
        int rook = LegalMoves.castlingRook(move);
        if (rook >= 0) {
            after.clear(1L << rook);
            after.add(color, type, toBit);
            after.add(color, PieceType.ROOK, 1L << ((from + to) / 2));
        } else {
            if (LegalMoves.isEnPassant(move)) {
                after.clear(1L << ((from & ~7) | (to & 7)));
                capture = true;
            }
            PieceType promotion = LegalMoves.promotion(move);
            after.clear(toBit);
            after.add(color, promotion == null ? type : promotion, toBit);
        }
        long castling = p.castlingBits() & ~(fromBit | toBit);
        if (type == PieceType.KING) {
            castling &= ~Bitboards.rank(color.homeRank());
        }
        boolean pawn = type == PieceType.PAWN;
        long enPassant = pawn && Math.abs(to - from) == 16 ? 1L << (from + 8 * color.forward()) : 0;
        Color side = p.sideToMove();
        return new Position(after, side.opposite(), castling, enPassant, capture || pawn ? 0 : p.halfmove() + 1,
                side == Color.BLACK ? p.fullmove() + 1 : p.fullmove(), p);
    }

    /** Whether a move is a pawn's en passant capture in {@code p}: onto an en passant square the other side's pawn passed. */
    public static boolean isEnPassant(Position p, Move move) {
        Piece piece = p.pieceAt(move.from());
        return piece != null && piece.type() == PieceType.PAWN && move.from().file() != move.to().file()
                && p.isEmpty(move.to()) && p.isEnPassant(move.to()) && move.to().rank() == (piece.color() == Color.WHITE ? 5 : 2);
    }

    /** The square of the pawn an en passant capture takes. */
    public static Square enPassantVictim(Move move) {
        return Square.at(move.to().file(), move.from().rank());
    }

    /** Drops the castling rights a move ends: its King moved, or a Rook left or was taken on its corner. */
    public static void updateRights(Position.Builder b, Piece piece, Move move) {
        if (piece.type() == PieceType.KING) {
            for (int file = 0; file < 8; file++) {
                b.loseCastling(Square.at(file, piece.color().homeRank()));
            }
        }
        b.loseCastling(move.from());
        b.loseCastling(move.to());
    }

    /**
     * The number of leaf positions after {@code depth} plies. The last ply is counted, not played:
     * the number of legal moves of each position one ply short of the leaves.
     */
    public static long perft(Position p, int depth) {
        return depth < 1 ? 1 : perft(p, depth, new int[depth][MAX_MOVES], true);
    }

    /**
     * {@link #perft(Position, int)} playing every move down to the leaves, each leaf a position
     * made: the work of engines that count by making and unmaking every move (chesslib's perft
     * does), for a like-for-like comparison of speed.
     */
    public static long perftPlayingLeaves(Position p, int depth) {
        return depth < 1 ? 1 : perft(p, depth, new int[depth][MAX_MOVES], false);
    }

    private static long perft(Position p, int depth, int[][] buffers, boolean countLastPly) {
        if (depth == 0) {
            return 1;
        }
        if (Long.bitCount(p.pieces(p.sideToMove(), PieceType.KING)) != 1) {
            List<Move> moves = legalMoves(p);
            long nodes = depth == 1 && countLastPly ? moves.size() : 0;
            for (int i = 0; (depth > 1 || !countLastPly) && i < moves.size(); i++) {
                nodes += perft(play(p, moves.get(i)), depth - 1, buffers, countLastPly);
            }
            return nodes;
        }
        int[] moves = buffers[depth - 1];
        int count = LegalMoves.generate(p, moves);
        if (depth == 1 && countLastPly) {
            return count;
        }
        long nodes = 0;
        for (int i = 0; i < count; i++) {
            nodes += perft(play(p, moves[i]), depth - 1, buffers, countLastPly);
        }
        return nodes;
    }
}
