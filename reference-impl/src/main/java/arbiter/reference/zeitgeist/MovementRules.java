package arbiter.reference.zeitgeist;

import arbiter.board.PieceType;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rules 1 and 2: the moves that cannot be made where the pieces now stand. A piece other than a
 * Knight whose path crosses a stationary piece bounces (pieces that moved do not block). A pawn
 * bounces when it went diagonally and finds nothing on its target (en passant aside, while the
 * pawn it takes still stands), or went straight onto a stationary piece; the diagonal move is
 * judged empty only once the piece it went for can no longer bounce back.
 */
final class MovementRules {

    private MovementRules() {
    }

    /**
     * The active pieces that bounce this round, each with the clause that bounces it, judged on one
     * board; the rule that lets a piece stand where orthodox chess would not is cited. While
     * {@code awaitingReturns}, a pawn's diagonal move is not yet judged empty when the piece it goes
     * for has moved and may still bounce back onto its square [zeitgeist-rule1-011]: a piece sent
     * back is stationary, and a pawn takes it as any other piece would.
     */
    static Map<Occupant, String> bounces(List<Occupant> pieces, EventLog log, boolean awaitingReturns) {
        Map<Occupant, String> bounced = new LinkedHashMap<>();
        long stationary = stationarySquares(pieces);
        long crossed = crossedSquares(pieces);
        for (Occupant o : pieces) {
            if (!o.active()) {
                continue;
            }
            if (!o.is(PieceType.KNIGHT) && (o.pathSquares & stationary) != 0) {
                bounced.put(o, Clauses.BLOCKED);
            } else if (o.is(PieceType.PAWN) && illegalPawn(o, pieces, stationary)) {
                if (!awaitingReturns || !mayComeBack(o, pieces)) {
                    bounced.put(o, Clauses.PAWNS);
                }
            } else {
                citeWhatLetsItStand(o, pieces, crossed, log);
            }
        }
        return bounced;
    }

    /**
     * Rule 2 for a piece passing a square another piece left or lands on (pieces that move do not
     * block), rule 1 for a pawn move that is no orthodox pawn move (straight onto such a square, or
     * diagonally onto a square no unmoved enemy holds).
     */
    private static void citeWhatLetsItStand(Occupant o, List<Occupant> pieces, long crossed, EventLog log) {
        if (!o.is(PieceType.KNIGHT) && (o.pathSquares & crossed) != 0) {
            log.decided(Clauses.BLOCKED);
        }
        if (o.is(PieceType.PAWN) && (o.launch.file() == o.target.file() ? crossedBy(o.target, o, pieces) : !plainCapture(o, pieces))) {
            log.decided(Clauses.PAWNS);
        }
    }

    private static boolean crossedBy(Square square, Occupant mover, List<Occupant> pieces) {
        return pieces.stream().anyMatch(o -> o != mover && (o.launch.equals(square) || o.onBoard() && o.at.equals(square)));
    }

    private static boolean plainCapture(Occupant pawn, List<Occupant> pieces) {
        return pieces.stream().anyMatch(o -> !o.moved() && o.launch.equals(pawn.target) && o.side() != pawn.side());
    }

    private static boolean illegalPawn(Occupant pawn, List<Occupant> pieces, long stationary) {
        if (pawn.launch.file() == pawn.target.file()) {
            return on(pawn.target, stationary);
        }
        boolean alone = pieces.stream().noneMatch(o -> o != pawn && o.onBoard() && o.at.equals(pawn.target));
        return alone && !pawn.took && !enPassantStands(pawn, pieces);
    }

    /**
     * Whether a piece that this pawn's diagonal move goes for (on its target, or the pawn it takes en
     * passant) left its square and is still moving, so that it may yet bounce back there.
     */
    private static boolean mayComeBack(Occupant pawn, List<Occupant> pieces) {
        for (Occupant o : pieces) {
            if (o != pawn && o.active() && (o.launch.equals(pawn.target) || o.launch.equals(pawn.enPassantVictim))) {
                return true;
            }
        }
        return false;
    }

    /** Whether this pawn's en passant capture still has its pawn to take: the enemy pawn stands on its square. */
    static boolean enPassantStands(Occupant pawn, List<Occupant> pieces) {
        Square victim = pawn.enPassantVictim;
        return victim != null && pieces.stream().anyMatch(o -> o.onBoard() && !o.active() && o.at.equals(victim)
                && o.is(PieceType.PAWN) && o.side() != pawn.side());
    }

    /**
     * The squares some piece left or stands on, as a bitboard: what {@link #crossedBy} finds on a
     * square of a moving piece's path, whose own squares are never on it.
     */
    private static long crossedSquares(List<Occupant> pieces) {
        long squares = 0;
        for (Occupant o : pieces) {
            squares |= o.launch.bit();
            if (o.onBoard()) {
                squares |= o.at.bit();
            }
        }
        return squares;
    }

    /** The squares of the pieces on the board that are not moving, as a bitboard. */
    private static long stationarySquares(List<Occupant> pieces) {
        long squares = 0;
        for (Occupant o : pieces) {
            if (o.onBoard() && !o.active()) {
                squares |= 1L << o.at.index();
            }
        }
        return squares;
    }

    private static boolean on(Square square, long squares) {
        return (squares & 1L << square.index()) != 0;
    }
}
