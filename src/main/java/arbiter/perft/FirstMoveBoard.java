package arbiter.perft;

import arbiter.api.Side;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;

/**
 * The RevoChess board between the two moves of a turn, which the adapter interface does not
 * expose: a one-move turn is refused unless it ends the turn. It is built here by plain
 * bookkeeping, with no judgement of legality: the piece goes from its square to the target and
 * takes what stands there; a King moved onto a Rook of its own changes places with it, and its
 * player has castled; a pawn reaching the last rank becomes the piece its move names (a Queen when
 * it names none). The player to move and the move counters stay as they were, so the
 * implementation lists the second moves of the same player in the same turn. Joint perft and the
 * differential fuzzer both read second moves on it.
 *
 * @param fen         the board after the first move, as FEN
 * @param tookTheKing whether the first move took the enemy King (the turn ends there)
 */
public record FirstMoveBoard(String fen, boolean tookTheKing) {

    /** The board after {@code coordinate}, a move of the player to move in {@code before}. */
    public static FirstMoveBoard after(String before, String coordinate) {
        Position p = Fen.parse(before);
        Move move = Move.parseCoordinate(coordinate);
        Piece piece = p.pieceAt(move.from());
        Piece target = p.pieceAt(move.to());
        if (piece == null) {
            throw new IllegalArgumentException("the listed move " + coordinate + " starts on the empty square " + move.from()
                    + " of " + before);
        }
        Position.Builder b = p.toBuilder().enPassant(null);
        if (piece.type() == PieceType.KING && target != null && target.color() == piece.color()
                && target.type() == PieceType.ROOK) {
            b.put(move.to(), piece).put(move.from(), target).castled(piece.color(), true);
            return new FirstMoveBoard(Fen.format(b.build()), false);
        }
        Piece arriving = piece;
        if (piece.type() == PieceType.PAWN && move.to().rank() == piece.color().opposite().homeRank()) {
            arriving = Piece.of(piece.color(), move.promotion() == null ? PieceType.QUEEN : move.promotion());
        }
        b.remove(move.from()).put(move.to(), arriving);
        boolean king = target != null && target.type() == PieceType.KING && target.color() != piece.color();
        return new FirstMoveBoard(Fen.format(b.build()), king);
    }

    /** The player whose turn it is in a RevoChess position. */
    static Side sideToMove(String fen) {
        return Fen.parse(fen).sideToMove() == Color.WHITE ? Side.WHITE : Side.BLACK;
    }
}
