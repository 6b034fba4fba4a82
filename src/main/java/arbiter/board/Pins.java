package arbiter.board;

/**
 * What limits the moves of a side whose one King stands on {@code king}: the pieces giving check,
 * the squares a move other than the King's must land on to answer them, and the pieces pinned to
 * the King. With these, an ordinary move is legal or not without playing it.
 */
final class Pins {

    final Position position;
    final Color us;
    final int king;
    final long checkers;
    /** Where a piece other than the King must land: anywhere out of check, none in double check. */
    final long checkMask;
    final long pinned;

    Pins(Position p, Color us) {
        this.position = p;
        this.us = us;
        long occupied = p.occupied();
        Color them = us.opposite();
        this.king = Long.numberOfTrailingZeros(p.pieces(us, PieceType.KING));
        this.checkers = Attacks.attackerBits(p, king, them, occupied);
        long queens = p.pieces(them, PieceType.QUEEN);
        long snipers = Bitboards.rookAttacks(king, 0) & (p.pieces(them, PieceType.ROOK) | queens)
                | Bitboards.bishopAttacks(king, 0) & (p.pieces(them, PieceType.BISHOP) | queens);
        long pins = 0;
        for (; snipers != 0; snipers &= snipers - 1) {
            long blockers = Bitboards.between(king, Long.numberOfTrailingZeros(snipers)) & occupied;
            if ((blockers & (blockers - 1)) == 0) {
                pins |= blockers;
            }
        }
        this.pinned = pins & p.pieces(us);
        this.checkMask = checkers == 0 ? -1L
                : (checkers & (checkers - 1)) == 0 ? checkers | Bitboards.between(king, Long.numberOfTrailingZeros(checkers)) : 0;
    }

    /** Whether a move of a piece other than the King, and not en passant, keeps the King out of check. */
    boolean allows(int from, int to) {
        return (checkMask & (1L << to)) != 0 && ((pinned & (1L << from)) == 0 || (Bitboards.line(king, from) & (1L << to)) != 0);
    }

    /** Whether the King may step to {@code to}: no piece of the other side attacks it once the King has left its square. */
    boolean kingMayGo(int to) {
        return !Attacks.isAttacked(position, to, us.opposite(), 1L << king);
    }
}
