package arbiter.reference;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.board.Attacks;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;

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

    /** Marks the checks and freezes of {@code settled}; returns the position with its frozen pieces. */
    Position checksAndFreezes(Position settled, DeliveredChecks delivered, EventLog log) {
        ByColor<Boolean> inCheck = ByColor.of(side -> Attacks.inCheck(settled, side));
        Set<Square> frozen = new TreeSet<>();
        for (Color side : Color.values()) {
            if (!inCheck.get(side)) {
                continue;
            }
            Square king = settled.kingOf(side);
            String[] clauses = inCheck.get(side.opposite())
                    ? new String[] {edition.clause(Decision.CHECK_DEFENCE), edition.clause(Decision.SIMULTANEOUS_CHECKS)}
                    : new String[] {edition.clause(Decision.CHECK_DEFENCE)};
            log.add(EventKind.CHECK, settled.pieceAt(king), king, null, clauses);
            for (Square checker : Attacks.attackers(settled, king, side.opposite())) {
                Piece piece = settled.pieceAt(checker);
                if (!edition.freezesOnCheck(piece.type())) {
                    continue;
                }
                if (edition.freezesOnlyDeliveredChecks() && !delivered.delivered(settled, checker, king)) {
                    log.decided(edition.clause(Decision.FREEZE));
                } else {
                    frozen.add(checker);
                    log.add(EventKind.FROZEN, piece, checker, null, edition.clause(Decision.FREEZE));
                }
            }
        }
        return settled.toBuilder().frozen(frozen).build();
    }

    /** How the game stands after the turn. */
    Outcome outcome(Position after, Color first, DeliveredChecks delivered, BiFunction<Position, Color, Boolean> hasMoves,
            EventLog log) {
        ByColor<Boolean> mated = ByColor.of(side -> Attacks.inCheck(after, side) && !hasMoves.apply(after, side));
        String end = edition.clause(Decision.END);
        if (mated.white() || mated.black()) {
            for (Color side : Color.values()) {
                if (mated.get(side)) {
                    Square king = after.kingOf(side);
                    log.add(EventKind.CHECKMATE, after.pieceAt(king), king, null, end);
                }
            }
            if (mated.white() && mated.black()) {
                return mateAgainstMate(after, first, delivered, log);
            }
            if (Attacks.inCheck(after, mated.white() ? Color.BLACK : Color.WHITE)) {
                log.decided(edition.clause(Decision.SIMULTANEOUS_CHECKS));
            }
            return Outcome.win(EventLog.side(mated.white() ? Color.BLACK : Color.WHITE), "checkmate");
        }
        if (!hasMoves.apply(after, Color.WHITE) || !hasMoves.apply(after, Color.BLACK)) {
            log.decided(end);
            return Outcome.draw("stalemate");
        }
        if (Material.insufficient(after)) {
            log.decided(end);
            return Outcome.draw("insufficient-material");
        }
        if (after.halfmove() >= FIFTY_TURNS) {
            log.decided(end);
            return Outcome.draw("fifty-turns");
        }
        return Outcome.ONGOING;
    }

    /**
     * Both Kings mated: the player whose move mated wins; when both moves mated, the one who
     * registered first; when neither did (each opened the line to his own King), a draw [ruling].
     */
    private Outcome mateAgainstMate(Position after, Color first, DeliveredChecks delivered, EventLog log) {
        log.decided(edition.clause(Decision.SIMULTANEOUS_CHECKS));
        ByColor<Boolean> mating = ByColor.of(side -> delivered.anyDeliveredBy(after, side));
        if (mating.white() && mating.black()) {
            return Outcome.win(EventLog.side(first), "checkmate");
        }
        if (mating.white() || mating.black()) {
            return Outcome.win(EventLog.side(mating.white() ? Color.WHITE : Color.BLACK), "checkmate");
        }
        return Outcome.draw("mutual-checkmate");
    }
}
