package arbiter.reference.xymyx;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.Attacks;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import arbiter.reference.Material;
import arbiter.reference.Repetition;
import java.util.ArrayList;
import java.util.List;

/**
 * The board after a XYMYX turn: who is in check, which Queens and Rooks freeze, and whether the
 * game ends.
 */
final class TurnEnd {

    /** Automatic draw after this many turns without a capture or a pawn move [ruling]. */
    static final int FIFTY_TURNS = 50;

    private final XymyxEdition edition;

    TurnEnd(XymyxEdition edition) {
        this.edition = edition;
    }

    /** Marks the checks and freezes of {@code settled}, whose Kings {@code inCheck} says are in check; returns the position with its frozen pieces. */
    Position checksAndFreezes(Position settled, ByColor<Boolean> inCheck, DeliveredChecks delivered, EventLog log) {
        long frozen = 0;
        for (Color side : Color.values()) {
            if (!inCheck.get(side)) {
                continue;
            }
            Square king = settled.kingOf(side);
            List<String> clauses = new ArrayList<>(4);
            clauses.add(edition.clause(Decision.CHECK_DEFENCE));
            if (inCheck.get(side.opposite())) {
                addOnce(clauses, edition.clause(Decision.SIMULTANEOUS_CHECKS));
            }
            if (delivered.arrivedOn(side, king)) {
                addOnce(clauses, edition.clause(Decision.FIRST_MOMENT));
            }
            List<Square> freezing = new ArrayList<>();
            for (Square checker : Attacks.attackers(settled, king, side.opposite())) {
                boolean given = delivered.delivered(settled, checker, king);
                if (!given) {
                    addOnce(clauses, edition.clause(Decision.NO_PINS));
                }
                if (!edition.freezesOnCheck(settled.pieceAt(checker).type())) {
                    continue;
                }
                if (edition.freezesOnlyDeliveredChecks() && !given) {
                    addOnce(clauses, edition.clause(Decision.FREEZE));
                } else {
                    freezing.add(checker);
                }
            }
            log.add(EventKind.CHECK, settled.pieceAt(king), king, null, clauses.toArray(String[]::new));
            for (Square checker : freezing) {
                frozen |= checker.bit();
                log.add(EventKind.FROZEN, settled.pieceAt(checker), checker, null, edition.clause(Decision.FREEZE));
            }
        }
        return frozen == 0 ? settled : settled.toBuilder().frozenBits(frozen).build();
    }

    /** Whether a side in a position, in check or not, has a move. */
    interface MoveTest {
        boolean hasMove(Position p, Color side, boolean inCheck);
    }

    /** Adds a clause to a check's clauses unless it is there already (a check cites each clause once, in the order first met). */
    private static void addOnce(List<String> clauses, String clause) {
        if (!clauses.contains(clause)) {
            clauses.add(clause);
        }
    }

    /** How the game stands after the turn ({@code inCheck}: whose King is in check in {@code after}). */
    Outcome outcome(Position after, ByColor<Boolean> inCheck, Color first, List<Position> earlier, DeliveredChecks delivered,
            MoveTest hasMoves, EventLog log) {
        ByColor<Boolean> canMove = new ByColor<>(hasMoves.hasMove(after, Color.WHITE, inCheck.white()),
                hasMoves.hasMove(after, Color.BLACK, inCheck.black()));
        ByColor<Boolean> mated = new ByColor<>(!canMove.white() && inCheck.white(), !canMove.black() && inCheck.black());
        String end = edition.clause(Decision.END);
        if (mated.white() || mated.black()) {
            for (Color side : Color.values()) {
                if (mated.get(side)) {
                    Square king = after.kingOf(side);
                    log.add(EventKind.CHECKMATE, after.pieceAt(king), king, null, end);
                }
            }
            if (mated.white() && mated.black()) {
                return mateAgainstMate(after, first, delivered);
            }
            return Outcome.win(EventLog.side(mated.white() ? Color.BLACK : Color.WHITE), "checkmate");
        }
        if (!canMove.white() || !canMove.black()) {
            log.decided(end);
            return Outcome.draw("stalemate");
        }
        if (Material.insufficient(after)) {
            log.decided(end);
            return Outcome.draw("insufficient-material");
        }
        if (Repetition.third(after, earlier)) {
            log.decided(end);
            return Outcome.draw("repetition");
        }
        if (after.halfmove() >= FIFTY_TURNS) {
            log.decided(end);
            return Outcome.draw("fifty-turns");
        }
        return Outcome.ONGOING;
    }

    /**
     * Both Kings mated: the player whose move mated wins; when both moves mated, the one who
     * registered first; when neither did (each opened the line to his own King), or both did at the
     * same instant, a draw [rulings].
     */
    private static Outcome mateAgainstMate(Position after, Color first, DeliveredChecks delivered) {
        ByColor<Boolean> mating = ByColor.of(side -> delivered.anyDeliveredBy(after, side));
        if (mating.white() && mating.black() && first != null) {
            return Outcome.win(EventLog.side(first), "checkmate");
        }
        if (mating.white() != mating.black()) {
            return Outcome.win(EventLog.side(mating.white() ? Color.WHITE : Color.BLACK), "checkmate");
        }
        return Outcome.draw("mutual-checkmate");
    }
}
