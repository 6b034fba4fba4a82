package arbiter.reference.revochess;

import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Position;
import arbiter.reference.EventLog;
import arbiter.reference.Refusal;
import arbiter.reference.Repetition;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import arbiter.reference.UnkeptState;
import java.util.ArrayList;
import java.util.List;

/**
 * RevoChess: the players take turns, and a turn is two moves of one player, the second made on
 * the board the first left. Taking the King ends the game at once; there is no check. The one
 * draw is repetition: no material is too little while both Kings stand, since either may still
 * take the other [revochess-draw-003], and there is no fifty-turn rule [revochess-draw-007].
 */
final class RevochessRuleset implements Ruleset {

    static final String ID = "revochess";
    private static final Position START = Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1");

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
        List<String> problems = new ArrayList<>();
        if (!p.castlingRooks().isEmpty()) {
            problems.add(ID + " keeps no castling rights: its castling is once a game, recorded as castled= (write - in the castling field)");
        }
        if (!p.enPassantSquares().isEmpty()) {
            problems.add(ID + " has no en passant (write - in the en passant field)");
        }
        problems.addAll(UnkeptState.in(ID, p, java.util.Set.of(UnkeptState.Field.CASTLED)));
        return problems;
    }

    /** The moves {@code side} may make as its next move: none when it is not its turn. */
    @Override
    public List<Move> legalMoves(Position p, Color side) {
        return side == p.sideToMove() ? RevoMoves.of(p, side) : List.of();
    }

    @Override
    public Refusal whyIllegal(Position p, Color side, Move move) {
        return TurnRules.whyIllegal(p, side, move);
    }

    @Override
    public TurnResult.Rejected reject(TurnInput turn) {
        return TurnRules.reject(turn);
    }

    @Override
    public Resolution resolve(TurnInput turn) {
        Position before = turn.before();
        Color side = before.sideToMove();
        EventLog log = new EventLog();
        Position p = before;
        boolean reset = false;
        for (Move move : turn.movesOf(side)) {
            reset |= p.pieceAt(move.from()).type() == arbiter.board.PieceType.PAWN || p.pieceAt(move.to()) != null
                    && p.pieceAt(move.to()).color() != side;
            p = TurnPlay.play(p, side, move, log);
            if (p.kingOf(side.opposite()) == null) {
                break;
            }
        }
        log.decided(Clauses.DUAL_MOVE);
        Position after = p.toBuilder().sideToMove(side.opposite()).enPassant(null).halfmove(reset ? 0 : before.halfmove() + 1)
                .fullmove(side == Color.BLACK ? before.fullmove() + 1 : before.fullmove()).build();
        List<Position> earlier = new ArrayList<>(turn.history());
        earlier.add(before);
        return new Resolution(after, log.events(), outcome(after, side, earlier, log), log.trace());
    }

    private static Outcome outcome(Position after, Color side, List<Position> earlier, EventLog log) {
        if (after.kingOf(side.opposite()) == null) { // the King's capture was logged, citing revochess.victory
            return Outcome.win(EventLog.side(side), "king-captured");
        }
        if (!Repetition.third(after, sameTurnKind(after, earlier))) {
            return Outcome.ONGOING;
        }
        log.decided(Clauses.DRAW);
        return Outcome.draw("repetition");
    }

    /**
     * The earlier positions that can repeat {@code after}: those of a first turn (no King or Queen
     * move, no castling) when {@code after} is one, the others when it is not, since the same board
     * offers other moves in the first turn [revochess-draw-001].
     */
    private static List<Position> sameTurnKind(Position after, List<Position> earlier) {
        boolean first = RevoMoves.firstTurn(after);
        return earlier.stream().filter(p -> RevoMoves.firstTurn(p) == first).toList();
    }
}
