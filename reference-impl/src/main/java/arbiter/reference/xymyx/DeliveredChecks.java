package arbiter.reference.xymyx;

import arbiter.board.Attacks;
import arbiter.board.Bitboards;
import arbiter.board.Color;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.List;

/**
 * Who gave a check: the checking side, unless the checked player opened the line to his own King.
 * A check is the checking side's doing when its piece moved this turn, or when some square between
 * it and the King that was occupied before the turn was not emptied by the checked player's own
 * move. It decides Rule 4's freeze in the current edition [ruling] and who "registered a
 * checkmate move" when both Kings are mated [ruling].
 */
final class DeliveredChecks {

    private final Position before;
    private final List<Arrival> arrivals;

    DeliveredChecks(Position before, List<Arrival> arrivals) {
        this.before = before;
        this.arrivals = arrivals;
    }

    /** Whether the check that the piece on {@code checker} gives the King on {@code king} in {@code after} is its own side's doing. */
    boolean delivered(Position after, Square checker, Square king) {
        Color checking = after.pieceAt(checker).color();
        if (arrivedOn(checking, checker)) {
            return true;
        }
        long blockers = Bitboards.between(checker.index(), king.index()) & before.occupied();
        return blockers == 0 || (blockers & ~vacatedBy(checking.opposite())) != 0;
    }

    /** Whether at least one check on the King of {@code side}'s opponent in {@code after} is {@code side}'s doing. */
    boolean anyDeliveredBy(Position after, Color side) {
        Square king = after.kingOf(side.opposite());
        return king != null && Attacks.attackers(after, king, side).stream().anyMatch(c -> delivered(after, c, king));
    }

    /** Whether a piece of {@code side} arrived on {@code square} this turn. */
    boolean arrivedOn(Color side, Square square) {
        for (Arrival a : arrivals) {
            if (a.side() == side && a.to() == square) {
                return true;
            }
        }
        return false;
    }

    /** The squares the pieces of {@code side} left this turn, as a bitboard. */
    private long vacatedBy(Color side) {
        long squares = 0;
        for (Arrival a : arrivals) {
            if (a.side() == side) {
                squares |= a.from().bit();
            }
        }
        return squares;
    }
}
