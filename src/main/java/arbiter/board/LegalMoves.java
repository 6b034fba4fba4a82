package arbiter.board;

/**
 * The legal moves of the side to move, written as ints into a buffer without other allocation, for
 * positions where that side has exactly one King: perft's generator. A move packs its squares, its
 * promotion and what kind of move it is ({@link #from}, {@link #to}, {@link #promotion},
 * {@link #isEnPassant}, {@link #castlingRook}); {@link Orthodox#play(Position, int)} plays it.
 */
final class LegalMoves {

    private static final int EN_PASSANT = 1 << 15;
    private static final int CASTLING = 1 << 16;
    private static final int NO_ROOK = 64;
    private static final PieceType[] KINDS = PieceType.values();

    private LegalMoves() {
    }

    static int encode(int from, int to, PieceType promotion, boolean enPassant, int castlingRook) {
        return from | to << 6 | (promotion == null ? 0 : promotion.ordinal() + 1) << 12 | (enPassant ? EN_PASSANT : 0)
                | (castlingRook == NO_ROOK ? 0 : CASTLING | castlingRook << 17);
    }

    static int from(int move) {
        return move & 63;
    }

    static int to(int move) {
        return move >>> 6 & 63;
    }

    /** The promotion, or null. */
    static PieceType promotion(int move) {
        int kind = move >>> 12 & 7;
        return kind == 0 ? null : KINDS[kind - 1];
    }

    static boolean isEnPassant(int move) {
        return (move & EN_PASSANT) != 0;
    }

    /** The square of the Rook a castling moves, or -1 when the move is no castling. */
    static int castlingRook(int move) {
        return (move & CASTLING) == 0 ? -1 : move >>> 17 & 63;
    }

    static int noRook() {
        return NO_ROOK;
    }

    /** Writes the legal moves into {@code out} (room for 256) and returns how many. */
    static int generate(Position p, int[] out) {
        Color us = p.sideToMove();
        Pins pins = new Pins(p, us);
        long own = p.pieces(us);
        long occupied = p.occupied();
        int n = 0;
        for (long rest = Bitboards.kingAttacks(pins.king) & ~own; rest != 0; rest &= rest - 1) {
            int to = Long.numberOfTrailingZeros(rest);
            if (pins.kingMayGo(to)) {
                out[n++] = pins.king | to << 6;
            }
        }
        if (pins.checkMask == 0) {
            return n;
        }
        long queens = p.pieces(us, PieceType.QUEEN);
        n = pieces(pins, p.pieces(us, PieceType.KNIGHT) & ~pins.pinned, PieceType.KNIGHT, own, occupied, out, n);
        n = pieces(pins, p.pieces(us, PieceType.BISHOP) | queens, PieceType.BISHOP, own, occupied, out, n);
        n = pieces(pins, p.pieces(us, PieceType.ROOK) | queens, PieceType.ROOK, own, occupied, out, n);
        for (long rest = p.pieces(us, PieceType.PAWN); rest != 0; rest &= rest - 1) {
            n = pawn(pins, Long.numberOfTrailingZeros(rest), occupied, out, n);
        }
        return castlings(p, us, pins.king, out, n);
    }

    private static int pieces(Pins pins, long movers, PieceType kind, long own, long occupied, int[] out, int n) {
        for (; movers != 0; movers &= movers - 1) {
            int from = Long.numberOfTrailingZeros(movers);
            long targets = Bitboards.attacks(kind, pins.us, from, occupied) & ~own & pins.checkMask;
            if ((pins.pinned & (1L << from)) != 0) {
                targets &= Bitboards.line(pins.king, from);
            }
            for (; targets != 0; targets &= targets - 1) {
                out[n++] = from | Long.numberOfTrailingZeros(targets) << 6;
            }
        }
        return n;
    }

    private static int pawn(Pins pins, int from, long occupied, int[] out, int n) {
        Position p = pins.position;
        Color us = pins.us;
        int one = from + 8 * us.forward();
        if (one >= 0 && one < 64 && (occupied & (1L << one)) == 0) {
            n = pawnTo(pins, from, one, out, n);
            int two = one + 8 * us.forward();
            if (from >> 3 == (us == Color.WHITE ? 1 : 6) && (occupied & (1L << two)) == 0 && pins.allows(from, two)) {
                out[n++] = from | two << 6;
            }
        }
        long attacks = Bitboards.pawnAttacks(us, from);
        for (long rest = attacks & p.pieces(us.opposite()); rest != 0; rest &= rest - 1) {
            n = pawnTo(pins, from, Long.numberOfTrailingZeros(rest), out, n);
        }
        for (long rest = attacks & p.enPassantBits() & ~occupied; rest != 0; rest &= rest - 1) {
            int to = Long.numberOfTrailingZeros(rest);
            int move = from | to << 6 | EN_PASSANT;
            if (PieceMoves.enPassantTarget(p, from, to, us) && !Attacks.inCheck(Orthodox.play(p, move), us)) {
                out[n++] = move;
            }
        }
        return n;
    }

    private static int pawnTo(Pins pins, int from, int to, int[] out, int n) {
        if (!pins.allows(from, to)) {
            return n;
        }
        int move = from | to << 6;
        int rank = to >> 3;
        if (rank == 0 || rank == 7) {
            for (int kind = PieceType.QUEEN.ordinal(); kind <= PieceType.KNIGHT.ordinal(); kind++) {
                out[n++] = move | (kind + 1) << 12;
            }
        } else {
            out[n++] = move;
        }
        return n;
    }

    private static int castlings(Position p, Color us, int king, int[] out, int n) {
        long rooks = p.castlingBits() & p.pieces(us, PieceType.ROOK) & Bitboards.rank(king >> 3);
        if (rooks == 0 || king >> 3 != us.homeRank()) {
            return n;
        }
        Color them = us.opposite();
        for (; rooks != 0; rooks &= rooks - 1) {
            int rook = Long.numberOfTrailingZeros(rooks);
            int dir = rook > king ? 1 : -1;
            if (Math.abs(rook - king) >= 3 && (Bitboards.between(king, rook) & p.occupied()) == 0
                    && !Attacks.isAttacked(p, king, them, 0) && !Attacks.isAttacked(p, king + dir, them, 0)
                    && !Attacks.isAttacked(p, king + 2 * dir, them, 0)) {
                out[n++] = king | (king + 2 * dir) << 6 | CASTLING | rook << 17;
            }
        }
        return n;
    }
}
