package arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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
        List<Square> pawns = new ArrayList<>();
        for (int rank : new int[] {0, 7}) {
            for (int file = 0; file < 8; file++) {
                Piece piece = p.pieceAt(Square.at(file, rank));
                if (piece != null && piece.type() == PieceType.PAWN) {
                    pawns.add(Square.at(file, rank));
                }
            }
        }
        if (!pawns.isEmpty()) {
            problems.add(pawns.size() == 1 ? "a " + p.pieceAt(pawns.get(0)) + " stands on " + pawns.get(0) + "; pawns never stand on the first or last rank"
                    : "pawns stand on " + Squares.join(pawns, ", ") + "; pawns never stand on the first or last rank");
        }
        List<Square> noRook = p.castlingRooks().stream().filter(rook -> !rookOnHomeRank(p, rook)).toList();
        if (!noRook.isEmpty()) {
            problems.add("castling right " + Fen.castlingText(Set.copyOf(noRook)) + " names " + Squares.join(noRook, ", ")
                    + ", which " + (noRook.size() == 1 ? "holds" : "hold") + " no Rook on its home rank");
        }
        for (Color color : Color.values()) {
            castlingKing(p, color, problems);
        }
        List<Square> notFreezable = p.frozen().stream().filter(s -> !freezable(p.pieceAt(s))).toList();
        if (notFreezable.size() == 1) {
            Piece piece = p.pieceAt(notFreezable.get(0));
            problems.add("frozen square " + notFreezable.get(0) + " holds " + (piece == null ? "no piece" : "a " + piece)
                    + "; only Queens and Rooks are frozen");
        } else if (!notFreezable.isEmpty()) {
            problems.add("frozen squares " + Squares.join(notFreezable, ", ") + " hold no Queen or Rook; only Queens and Rooks are frozen");
        }
        return problems;
    }

    /** A side that may castle has its King on its home rank, inside the Rooks, with at most one right on each side. */
    private static void castlingKing(Position p, Color color, List<String> problems) {
        List<Square> rooks = p.castlingRooks().stream().filter(s -> s.rank() == color.homeRank()).toList();
        Square king = p.kingOf(color);
        if (rooks.isEmpty() || king == null) {
            return;
        }
        String rights = "castling " + Fen.castlingText(Set.copyOf(rooks));
        if (king.rank() != color.homeRank() || king.file() == 0 || king.file() == 7) {
            problems.add(rights + ": the " + color.title() + " King stands on " + king + "; a King that may castle stands on"
                    + " rank " + (color.homeRank() + 1) + " between the a- and h-files");
        } else if (rooks.stream().filter(r -> r.file() < king.file()).count() > 1
                || rooks.stream().filter(r -> r.file() > king.file()).count() > 1) {
            problems.add(rights + ": two " + color.title() + " Rooks on the same side of the King on " + king
                    + " keep a right; a King castles with at most one Rook on each side");
        }
    }

    private static boolean rookOnHomeRank(Position p, Square rook) {
        Piece piece = p.pieceAt(rook);
        return piece != null && piece.type() == PieceType.ROOK && rook.rank() == piece.color().homeRank();
    }

    private static boolean freezable(Piece piece) {
        return piece != null && (piece.type() == PieceType.QUEEN || piece.type() == PieceType.ROOK);
    }
}
