package arbiter.reference.zeitgeist;

import arbiter.api.InvalidInputException;
import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.board.Castling;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import arbiter.reference.Refusal;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import arbiter.reference.UnkeptState;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Zeitgeist: both written moves are made at once, the settlement bounces and removes pieces
 * until the board is stable (rules 1 to 5), then promotion (rule 6), check and the end (rule 7).
 */
final class ZeitgeistRuleset implements Ruleset {

    private static final Position START = Fen.parse(Fen.ORTHODOX_START);
    static final String ID = "zeitgeist";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Position start() {
        return START;
    }

    @Override
    public List<String> problems(Position p) {
        List<String> problems = new ArrayList<>(UnkeptState.in(ID, p, java.util.Set.of(UnkeptState.Field.CHECKS)));
        for (Color color : Color.values()) {
            if (p.checks(color) >= 2) {
                problems.add(color.title() + " has been in check " + p.checks(color)
                        + " turns in a row, which already lost the game (two are enough)");
            }
        }
        return problems;
    }

    @Override
    public List<Move> legalMoves(Position p, Color side) {
        return Writable.moves(p, side);
    }

    @Override
    public Refusal whyIllegal(Position p, Color side, Move move) {
        return Writable.whyNot(p, side, move);
    }

    @Override
    public TurnResult.Rejected reject(TurnInput turn) {
        for (Color color : Color.values()) {
            if (turn.movesOf(color).size() != 1) {
                throw new InvalidInputException("in " + ID + " each player writes one move a turn; " + color.title()
                        + " wrote " + turn.movesOf(color).size());
            }
            Move move = turn.movesOf(color).get(0);
            Refusal why = whyIllegal(turn.before(), color, move);
            if (why != null) {
                return why.rejection(color, move);
            }
        }
        return null;
    }

    @Override
    public Resolution resolve(TurnInput turn) {
        Position before = turn.before();
        EventLog log = new EventLog();
        log.decided(Clauses.SIMULTANEITY);
        Map<Occupant, PieceType> promotions = new LinkedHashMap<>();
        List<Occupant> pieces = occupants(before, turn, promotions);
        new Settlement(pieces, log).run();
        if (promotions.keySet().removeIf(o -> !o.active())) {
            log.decided(Clauses.PROMOTION);
        }
        Position after = TurnEnd.counted(Placement.build(before, pieces, promotions, log), log);
        List<Position> earlier = new ArrayList<>(turn.history());
        earlier.add(before);
        Outcome outcome = TurnEnd.outcome(after, earlier, log);
        return new Resolution(after, log.events(), outcome, log.trace());
    }

    /** Every piece on the board, the two written moves made at once. */
    static List<Occupant> occupants(Position before, TurnInput turn, Map<Occupant, PieceType> promotions) {
        List<Occupant> pieces = new ArrayList<>(Long.bitCount(before.occupied()));
        long moving = 0;
        for (Color color : Color.values()) {
            Move move = turn.movesOf(color).get(0);
            Castling castling = Castling.matching(before, move);
            Occupant mover = mover(before, move);
            pieces.add(mover);
            moving |= move.from().bit();
            if (castling != null) {
                Occupant rook = Occupant.moving(before.pieceAt(castling.rook()), castling.rook(), castling.rookTo(),
                        castling.rook().between(castling.rookTo()), false);
                rook.partner = mover;
                mover.partner = rook;
                pieces.add(rook);
                moving |= castling.rook().bit();
            }
            if (mover.is(PieceType.PAWN) && move.to().rank() == color.opposite().homeRank()) {
                promotions.put(mover, move.promotion());
            }
        }
        for (Color color : Color.values()) {
            for (long rest = before.pieces(color) & ~moving; rest != 0; rest &= rest - 1) {
                Square s = Square.of(Long.numberOfTrailingZeros(rest));
                pieces.add(Occupant.standing(before.pieceAt(s), s));
            }
        }
        return pieces;
    }

    private static Occupant mover(Position before, Move move) {
        Piece piece = before.pieceAt(move.from());
        Piece there = before.pieceAt(move.to());
        boolean pawn = piece.type() == PieceType.PAWN;
        boolean diagonal = move.from().file() != move.to().file();
        boolean capturesInto = pawn ? diagonal : there != null && there.color() != piece.color();
        List<Square> path = piece.type() == PieceType.KNIGHT ? List.of() : move.from().between(move.to());
        Occupant mover = Occupant.moving(piece, move.from(), move.to(), path, capturesInto);
        if (pawn && diagonal && there == null && Orthodox.isEnPassant(before, move)) {
            mover.enPassantVictim = Orthodox.enPassantVictim(move);
        }
        return mover;
    }
}
