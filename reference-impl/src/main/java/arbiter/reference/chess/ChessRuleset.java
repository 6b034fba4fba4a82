package arbiter.reference.chess;

import arbiter.api.InvalidInputException;
import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.board.Attacks;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import arbiter.reference.Reason;
import arbiter.reference.Refusal;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import arbiter.reference.UnkeptState;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Orthodox chess: the players move in turn, one move a turn, the player to move being the FEN's.
 * Through the adapter interface a turn is that player's one move, the other player's list empty,
 * nobody registered first.
 */
final class ChessRuleset implements Ruleset {

    static final String ID = "chess";
    private static final Position START = Fen.parse(Fen.ORTHODOX_START);

    @Override
    public String id() {
        return ID;
    }

    @Override
    public Position start() {
        return START;
    }

    /**
     * What no game of chess can stand in beyond what every ruleset refuses (3.10): castling rights
     * without the King on e1 or e8 and the Rook in its corner, an en passant square no two-square
     * step of the last move left, the player not to move in check, a clock that means the
     * seventy-five-move rule has ended the game, and the state of the other games.
     */
    @Override
    public List<String> problems(Position p) {
        List<String> problems = new ArrayList<>();
        for (Square rook : p.castlingRooks()) {
            Color color = rook.rank() == 0 ? Color.WHITE : Color.BLACK;
            Square king = p.kingOf(color);
            if (rook.file() != 0 && rook.file() != 7 || king == null || king.file() != 4) {
                problems.add(ID + " castles only with the King on e" + (color.homeRank() + 1) + " and a Rook in a corner of its rank ("
                        + Fen.castlingText(Set.of(rook)) + " names " + rook + ")");
            }
        }
        String enPassant = enPassantProblem(p);
        if (enPassant != null) {
            problems.add(enPassant);
        }
        Color waiting = p.sideToMove().opposite();
        if (p.kingOf(waiting) != null && Attacks.inCheck(p, waiting)) {
            problems.add("the " + waiting.title() + " King stands in check with " + p.sideToMove().title() + " to move, which no legal move leaves");
        }
        if (p.halfmove() >= GameEnd.SEVENTY_FIVE_MOVES) {
            problems.add("a halfmove clock of " + p.halfmove() + " means the seventy-five-move rule has drawn the game already");
        }
        problems.addAll(UnkeptState.in(ID, p, Set.of()));
        return problems;
    }

    /** What is wrong with the en passant field: one square, behind a pawn of the player who just moved, that pawn's two squares empty. */
    private static String enPassantProblem(Position p) {
        Set<Square> squares = p.enPassantSquares();
        if (squares.isEmpty()) {
            return null;
        }
        if (squares.size() > 1) {
            return ID + " has at most one en passant square, after the last move";
        }
        Square square = squares.iterator().next();
        Color mover = p.sideToMove().opposite();
        int rank = mover == Color.WHITE ? 2 : 5;
        Square pawn = square.rank() == rank ? square.offset(0, mover.forward()) : null;
        Square start = square.rank() == rank ? square.offset(0, -mover.forward()) : null;
        boolean sound = pawn != null && p.pieceAt(pawn) != null && p.pieceAt(pawn).is(mover, arbiter.board.PieceType.PAWN)
                && p.isEmpty(square) && p.isEmpty(start);
        return sound ? null : "en passant square " + square + " is not the square a " + mover.title() + " pawn passed over in the last move";
    }

    /** The moves {@code side} may make: none when it is the other player's move. */
    @Override
    public List<Move> legalMoves(Position p, Color side) {
        return side == p.sideToMove() ? Orthodox.legalMoves(p) : List.of();
    }

    @Override
    public Refusal whyIllegal(Position p, Color side, Move move) {
        return ChessMoves.whyNot(p, side, move);
    }

    /** A turn is one move of the player to move; a move of the other player, or a second move, is refused under 1.2. */
    @Override
    public TurnResult.Rejected reject(TurnInput turn) {
        Position p = turn.before();
        for (Color player : Color.values()) {
            List<Move> moves = turn.movesOf(player);
            if (player != p.sideToMove() && !moves.isEmpty()) {
                return ChessMoves.whyNot(p, player, moves.get(0)).rejection(player, moves.get(0));
            }
        }
        Color side = p.sideToMove();
        List<Move> moves = turn.movesOf(side);
        if (moves.isEmpty()) {
            throw new InvalidInputException("in chess a turn is one move of the player to move, " + side.title() + ", who gave none");
        }
        Refusal why = ChessMoves.whyNot(p, side, moves.get(0));
        if (why != null) {
            return why.rejection(side, moves.get(0));
        }
        if (moves.size() > 1) {
            return new Reason("out-of-turn", "the players move in turn, one move each, and " + side.title() + " has made this turn's move").under(Clauses.MOVES)
                    .of("second move").rejection(side, moves.get(1));
        }
        return null;
    }

    @Override
    public Resolution resolve(TurnInput turn) {
        Position before = turn.before();
        Color side = before.sideToMove();
        EventLog log = new EventLog();
        Position after = MoveEvents.play(before, turn.movesOf(side).get(0), log);
        if (after.castlingBits() != before.castlingBits()) {
            log.decided(Clauses.CASTLING); // the move ended a right to castle
        }
        List<Position> earlier = new ArrayList<>(turn.history());
        earlier.add(before);
        Outcome outcome = GameEnd.after(after, side, earlier, log);
        return new Resolution(after, log.events(), outcome, log.trace());
    }
}
