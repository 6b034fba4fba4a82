package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/** What makes a position impossible to play from, in plain words; empty when it is sound. */
public final class PositionProblems {

    private PositionProblems() {
    }

    public static List<String> of(Position p) {
        List<String> problems = new ArrayList<>();
        for (Color color : Color.values()) {
            long kings = p.squaresOf(color).stream().filter(s -> p.pieceAt(s).type() == PieceType.KING).count();
            if (kings != 1) {
                problems.add(color.title() + " has " + (kings == 0 ? "no King" : kings + " Kings") + "; each side needs exactly one");
            }
        }
        for (int file = 0; file < 8; file++) {
            for (int rank : new int[] {0, 7}) {
                Square s = Square.at(file, rank);
                Piece piece = p.pieceAt(s);
                if (piece != null && piece.type() == PieceType.PAWN) {
                    problems.add("a " + piece + " stands on " + s + "; pawns never stand on the first or last rank");
                }
            }
        }
        for (Square rook : p.castlingRooks()) {
            Piece piece = p.pieceAt(rook);
            if (piece == null || piece.type() != PieceType.ROOK || rook.rank() != piece.color().homeRank()) {
                problems.add("a castling right names " + rook + ", which holds no Rook on its home rank");
            }
        }
        for (Square frozen : p.frozen()) {
            Piece piece = p.pieceAt(frozen);
            if (piece == null || (piece.type() != PieceType.QUEEN && piece.type() != PieceType.ROOK)) {
                problems.add("frozen square " + frozen + " holds " + (piece == null ? "no piece" : "a " + piece)
                        + "; only Queens and Rooks are frozen");
            }
        }
        return problems;
    }
}
