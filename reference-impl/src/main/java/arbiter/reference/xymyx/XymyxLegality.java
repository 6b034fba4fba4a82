package arbiter.reference.xymyx;

import arbiter.board.Attacks;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceMoves;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.Movement;
import arbiter.reference.Obstacles;
import arbiter.reference.Reason;
import arbiter.reference.Refusal;
import java.util.ArrayList;
import java.util.List;

/**
 * Which moves a XYMYX player may register, judged on the board before the turn only (the first
 * moment). Every test is a named method so that a rejection says which rule barred the move.
 */
final class XymyxLegality {

    private final XymyxEdition edition;

    XymyxLegality(XymyxEdition edition) {
        this.edition = edition;
    }

    List<Move> legalMoves(Position p, Color side) {
        List<Move> legal = new ArrayList<>();
        boolean inCheck = inCheck(p, side);
        for (Move move : PieceMoves.of(p, side, true, edition.enPassant())) {
            if (bar(p, side, move, inCheck) == null) {
                legal.add(move);
            }
        }
        for (Castling castling : Castling.available(p, side)) {
            if (castlingBarred(p, side, castling) == null) {
                legal.add(castling.move());
            }
        }
        return legal;
    }

    /**
     * Whether {@code side} has any move in {@link #legalMoves}, looking no further than the first.
     * Out of check any move of a piece that is not frozen will do, so the King, whose moves need a
     * safe square, is tried last; a player in check may move only his King, and may not castle.
     * Castling is never the only move: it needs the player out of check and its Rook unfrozen with
     * an empty square beside it, and that Rook may then step there.
     * {@code inCheck} says whether {@code side} is in check, which the caller already knows.
     */
    boolean hasLegalMove(Position p, Color side, boolean inCheck) {
        long king = p.pieces(side, PieceType.KING);
        long others = p.pieces(side) & ~king;
        return (!inCheck && anyMove(p, side, others, false)) || anyMove(p, side, king, inCheck);
    }

    /**
     * Whether a piece of {@code side} on one of the squares of {@code movers} (a bitboard) has a move nothing bars:
     * {@link #bar} on the squares the piece reaches, without listing its moves.
     */
    private boolean anyMove(Position p, Color side, long movers, boolean inCheck) {
        long enemyKing = p.pieces(side.opposite(), PieceType.KING);
        for (long rest = movers & ~p.frozenBits(); rest != 0; rest &= rest - 1) {
            int from = Long.numberOfTrailingZeros(rest);
            long targets = PieceMoves.targets(p, from, true, edition.enPassant()) & ~enemyKing;
            if (p.pieceAt(from).type() != PieceType.KING) {
                if (targets != 0 && !inCheck) {
                    return true;
                }
                continue;
            }
            for (long to = targets; to != 0; to &= to - 1) {
                Square target = Square.of(Long.numberOfTrailingZeros(to));
                if (kingMayGo(p, side, Square.of(from), target, inCheck)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Why {@code move} may not be registered, or null exactly when {@link #legalMoves} lists it. */
    Refusal whyIllegal(Position p, Color side, Move move) {
        Piece piece = p.pieceAt(move.from());
        if (piece == null || piece.color() != side) {
            return refusal(Decision.FIRST_MOMENT, Reason.noPiece(move.from().toString(), side.title()));
        }
        Reason promotion = Obstacles.wrongPromotion(piece, move);
        if (promotion != null) {
            return refusal(Decision.PROMOTION, promotion);
        }
        Castling castling = Castling.matching(p, move);
        if (castling != null) {
            return castlingBarred(p, side, castling);
        }
        if (piece.type() == PieceType.KING && Math.abs(move.to().file() - move.from().file()) == 2) {
            return refusal(Decision.CASTLING, Reason.castlingRight());
        }
        Piece target = p.pieceAt(move.to());
        if (target != null && target.color() == side && target.type() == PieceType.KING) {
            return refusal(Decision.ABSORPTION, new Reason("own-king", "no piece may take its own King, which stands on " + move.to()));
        }
        if (!Movement.allows(p, move, true, edition.enPassant())) {
            if (Obstacles.enPassantAttempt(p, piece, move)) {
                return refusal(Decision.EN_PASSANT, edition.enPassant()
                        ? new Reason("not-just-stepped", "a pawn takes en passant only the pawn that made a two-square step in the"
                                + " turn before")
                        : new Reason("no-en-passant", "there is no en passant capture"));
            }
            return refusal(Decision.FIRST_MOMENT, Obstacles.whyCannotMove(p, piece, move));
        }
        Bar bar = bar(p, side, move, inCheck(p, side));
        return bar == null ? null : bar.refusal(edition, p, side, move);
    }

    private Refusal refusal(Decision decision, String words) {
        return new Refusal(edition.clause(decision), words);
    }

    private Refusal refusal(Decision decision, Reason reason) {
        return reason.under(edition.clause(decision));
    }

    private static boolean inCheck(Position p, Color side) {
        Square king = p.kingOf(side);
        return king != null && Attacks.isAttacked(p, king, side.opposite());
    }

    /** What bars a move the piece can make by its movement; its refusal is built only for a rejection. */
    private enum Bar {
        KING_TARGET, FROZEN, UNSAFE_SQUARE, TAKES_CHECKER, IN_CHECK;

        /**
         * The clause and words of the bar. A King out of check keeps off attacked squares because
         * every move is judged on the board before the turn; a King in check, because only a step
         * to a safe square answers the check.
         */
        Refusal refusal(XymyxEdition edition, Position p, Color side, Move move) {
            Color enemy = side.opposite();
            Decision decision = switch (this) {
                case KING_TARGET -> Decision.FIRST_MOMENT;
                case FROZEN -> Decision.FREEZE;
                case UNSAFE_SQUARE -> inCheck(p, side) ? Decision.CHECK_DEFENCE : Decision.FIRST_MOMENT;
                case TAKES_CHECKER, IN_CHECK -> Decision.CHECK_DEFENCE;
            };
            String words = switch (this) {
                case KING_TARGET -> "a King is never captured, so no move may end on " + move.to() + ", where "
                        + enemy.title() + "'s King stands";
                case FROZEN -> "the " + p.pieceAt(move.from()) + " on " + move.from() + " gave check and is frozen this turn";
                case UNSAFE_SQUARE -> "the King may only move to a safe square, and " + move.to() + " is attacked by "
                        + Obstacles.attackers(p, move.to(), enemy, move.from());
                case TAKES_CHECKER -> "a King in check may not take the " + p.pieceAt(move.to()) + " on " + move.to()
                        + " that checks it";
                case IN_CHECK -> side.title() + " is in check from " + Obstacles.attackers(p, p.kingOf(side), enemy, null)
                        + ", and only a King move to a safe square answers it";
            };
            return new Refusal(edition.clause(decision), words);
        }
    }

    /** What still bars a move the piece can make by its movement, or null. */
    private static Bar bar(Position p, Color side, Move move, boolean inCheck) {
        Piece piece = p.pieceAt(move.from());
        Piece target = p.pieceAt(move.to());
        if (target != null && target.is(side.opposite(), PieceType.KING)) {
            return Bar.KING_TARGET;
        }
        if (p.isFrozen(move.from())) {
            return Bar.FROZEN;
        }
        if (piece.type() == PieceType.KING) {
            if (Attacks.isAttacked(p, move.to(), side.opposite(), move.from())) {
                return Bar.UNSAFE_SQUARE;
            }
            return takesChecker(p, side, move.from(), move.to(), inCheck) ? Bar.TAKES_CHECKER : null;
        }
        return inCheck ? Bar.IN_CHECK : null;
    }

    /** Whether the King of {@code side} on {@code from} may step to {@code to} ({@link #bar} finds nothing there). */
    private static boolean kingMayGo(Position p, Color side, Square from, Square to, boolean inCheck) {
        return !Attacks.isAttacked(p, to, side.opposite(), from) && !takesChecker(p, side, from, to, inCheck);
    }

    /** A King in check stepping onto an enemy piece that attacks it: a capture of the checker, which XYMYX bars. */
    private static boolean takesChecker(Position p, Color side, Square from, Square to, boolean inCheck) {
        Piece target = p.pieceAt(to);
        return inCheck && target != null && target.color() != side && Attacks.attacks(p, to, from);
    }

    private Refusal castlingBarred(Position p, Color side, Castling castling) {
        Color enemy = side.opposite();
        if (p.isFrozen(castling.rook())) {
            return refusal(Decision.FREEZE, "the Rook on " + castling.rook() + " is frozen, and castling moves it");
        }
        if (Attacks.isAttacked(p, castling.king(), enemy)) {
            return refusal(Decision.CASTLING, "no castling while the King is attacked, and "
                    + Obstacles.attackers(p, castling.king(), enemy, null) + " attacks it");
        }
        if (edition.attackedRookBarsCastling() && Attacks.isAttacked(p, castling.rook(), enemy)) {
            return refusal(Decision.CASTLING, "no castling while the Rook on " + castling.rook() + " is attacked, and "
                    + Obstacles.attackers(p, castling.rook(), enemy, null) + " attacks it");
        }
        for (Square path : List.of(castling.rookTo(), castling.kingTo())) {
            if (Attacks.isAttacked(p, path, enemy)) {
                return refusal(Decision.CASTLING, "the King may not cross or land on an attacked square when castling, and "
                        + Obstacles.attackers(p, path, enemy, null) + " attacks " + path);
            }
        }
        return null;
    }
}
