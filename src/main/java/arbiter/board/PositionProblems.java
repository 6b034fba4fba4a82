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
            int kings = Long.bitCount(p.pieces(color, PieceType.KING));
            if (kings != 1) {
                problems.add(color.title() + " has " + (kings == 0 ? "no King" : kings + " Kings") + "; each side needs exactly one");
            }
        }
        long pawns = p.pieces(PieceType.PAWN) & (Bitboards.RANK_1 | Bitboards.RANK_8);
        if (pawns != 0) {
            Square first = Square.of(Long.numberOfTrailingZeros(pawns));
            problems.add(Long.bitCount(pawns) == 1 ? "a " + p.pieceAt(first) + " stands on " + first + "; pawns never stand on the first or last rank"
                    : "pawns stand on " + join(pawns) + "; pawns never stand on the first or last rank");
        }
        long homeRooks = p.pieces(Color.WHITE, PieceType.ROOK) & Bitboards.RANK_1 | p.pieces(Color.BLACK, PieceType.ROOK) & Bitboards.RANK_8;
        long noRook = p.castlingBits() & ~homeRooks;
        if (noRook != 0) {
            problems.add("castling right " + Fen.castlingText(SquareSet.of(noRook)) + " names " + join(noRook)
                    + ", which " + (Long.bitCount(noRook) == 1 ? "holds" : "hold") + " no Rook on its home rank");
        }
        for (Color color : Color.values()) {
            castlingKing(p, color, problems);
        }
        long notFreezable = p.frozenBits() & ~(p.pieces(PieceType.QUEEN) | p.pieces(PieceType.ROOK));
        if (Long.bitCount(notFreezable) == 1) {
            Square square = Square.of(Long.numberOfTrailingZeros(notFreezable));
            Piece piece = p.pieceAt(square);
            problems.add("frozen square " + square + " holds " + (piece == null ? "no piece" : "a " + piece)
                    + "; only Queens and Rooks are frozen");
        } else if (notFreezable != 0) {
            problems.add("frozen squares " + join(notFreezable) + " hold no Queen or Rook; only Queens and Rooks are frozen");
        }
        return problems;
    }

    private static String join(long squares) {
        return Squares.join(SquareSet.of(squares), ", ");
    }

    private static String rights(long rooks) {
        return "castling " + Fen.castlingText(SquareSet.of(rooks));
    }

    /** A side that may castle has its King on its home rank, inside the Rooks, with at most one right on each side. */
    private static void castlingKing(Position p, Color color, List<String> problems) {
        long rooks = p.castlingBits() & Bitboards.rank(color.homeRank());
        Square king = p.kingOf(color);
        if (rooks == 0 || king == null) {
            return;
        }
        if (king.rank() != color.homeRank() || king.file() == 0 || king.file() == 7) {
            problems.add(rights(rooks) + ": the " + color.title() + " King stands on " + king + "; a King that may castle stands on"
                    + " rank " + (color.homeRank() + 1) + " between the a- and h-files");
        } else if (Long.bitCount(rooks & (king.bit() - 1)) > 1 || Long.bitCount(rooks & -(king.bit() << 1)) > 1) {
            problems.add(rights(rooks) + ": two " + color.title() + " Rooks on the same side of the King on " + king
                    + " keep a right; a King castles with at most one Rook on each side");
        }
    }
}
