package arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The notations of the rule texts read against the position a move is played in, so that a wrong
 * piece letter is caught: long algebraic ({@code Qd1-e2}, {@code Nb6xa4}, {@code e7-e8=Q},
 * {@code O-O}), short algebraic ({@code Nf3}, {@code dxc6}, {@code Nbd2}, see
 * {@link ShortAlgebraic}), RevoChess's castling {@code 0-h1} (the King onto its own Rook's square on
 * its rank or file, where the two change places) and the coordinate form ({@code d1e2}). A move in
 * the coordinate form is taken as written, checked against nothing on the board: from a square
 * that holds none of the player's pieces, or with a promotion letter its move cannot have
 * ({@code e7e8}, {@code b1c3q}). It is how a scenario registers a move the rules refuse.
 */
public final class MoveNotation {

    private static final Pattern LONG = Pattern.compile("^([KQRBNP])?([a-h][1-8])([-x:])([a-h][1-8])(?:=?([QRBN]))?[+#!?]{0,3}$");
    private static final Pattern CASTLE = Pattern.compile("^([O0])-\\1(-\\1)?[+#]?$");
    private static final Pattern SWAP = Pattern.compile("^[O0]-([a-h][1-8])[+#]?$");

    private MoveNotation() {
    }

    /** Reads a move of {@code side} in {@code p}; the message of a failure says what is wrong. */
    public static Move parse(String text, Position p, Color side) {
        String t = text == null ? "" : text.trim();
        Matcher castle = CASTLE.matcher(t);
        if (castle.matches()) {
            return castling(t, p, side, castle.group(2) != null);
        }
        Matcher swap = SWAP.matcher(t);
        if (swap.matches()) {
            return swap(t, p, side, Square.parse(swap.group(1)));
        }
        Matcher m = LONG.matcher(t);
        if (!m.matches()) {
            return coordinateOrShort(t, p, side);
        }
        PieceType named = m.group(1) == null ? PieceType.PAWN : PieceType.ofLetter(m.group(1).charAt(0));
        PieceType promotion = m.group(5) == null ? null : PieceType.ofLetter(m.group(5).charAt(0));
        Move move = new Move(Square.parse(m.group(2)), Square.parse(m.group(4)), promotion);
        Piece piece = p.pieceAt(move.from());
        if (piece == null || piece.color() != side) {
            throw new NotationException(side.title() + "'s move " + t + ": " + move.from() + " holds "
                    + (piece == null ? "no piece" : "a " + piece));
        }
        if (piece.type() != named) {
            throw new NotationException(side.title() + "'s move " + t + ": " + move.from() + " holds a " + piece
                    + ", not a " + named.title());
        }
        boolean lastRank = move.to().rank() == (side == Color.WHITE ? 7 : 0);
        if (piece.type() == PieceType.PAWN && lastRank && move.promotion() == null) {
            throw new NotationException(side.title() + "'s move " + t + ": a pawn reaching the last rank must name"
                    + " its new piece (" + t + "=Q)");
        }
        if (move.promotion() != null && (piece.type() != PieceType.PAWN || !lastRank)) {
            throw new NotationException(side.title() + "'s move " + t + ": only a pawn reaching the last rank promotes");
        }
        return move;
    }

    /** The coordinate form, taken as written, or else the short form read against the board. */
    private static Move coordinateOrShort(String t, Position p, Color side) {
        try {
            return Move.parseCoordinate(t);
        } catch (NotationException e) {
            Move shortForm = ShortAlgebraic.parse(t, p, side);
            if (shortForm == null) {
                throw new NotationException(Quoted.of(t) + " is not a move: write it as Ra1-a4, Nb6xa4, e7-e8=Q, O-O,"
                        + " as Nf3, dxc6, e8=Q, 0-h1, or in coordinates (a1a4)");
            }
            return shortForm;
        }
    }

    /**
     * Reads one player's moves of a turn, in the order played: each in the position the ones before
     * it leave on the board ({@link PlainMove}); a move of no piece of the player's leaves it as it was.
     */
    public static List<Move> parseEach(List<String> texts, Position p, Color side) {
        List<Move> moves = new ArrayList<>(texts.size());
        Position board = p;
        for (String text : texts) {
            Move move = parse(text, board, side);
            moves.add(move);
            Piece piece = board.pieceAt(move.from());
            if (piece != null && piece.color() == side) {
                board = PlainMove.after(board, move);
            }
        }
        return moves;
    }

    /** {@link #parseEach}, in coordinate form ({@code e2e4}). */
    public static List<String> coordinates(List<String> texts, Position p, Color side) {
        return parseEach(texts, p, side).stream().map(Move::coordinate).toList();
    }

    private static Move castling(String t, Position p, Color side, boolean far) {
        Square king = p.kingOf(side);
        if (king == null || king.rank() != side.homeRank()) {
            throw new NotationException(side.title() + "'s move " + t + ": the King is not on its home rank");
        }
        int toH = 7 - king.file();
        int toA = king.file();
        boolean towardH = far ? toH > toA : toH <= toA;
        Square to = king.offset(towardH ? 2 : -2, 0);
        if (to == null) {
            throw new NotationException(side.title() + "'s move " + t + ": the King on " + king + " has no square two files"
                    + " toward the " + (towardH ? "h" : "a") + "-file");
        }
        return Move.of(king, to);
    }

    private static Move swap(String t, Position p, Color side, Square rook) {
        Square king = p.kingOf(side);
        Piece there = p.pieceAt(rook);
        if (king == null) {
            throw new NotationException(side.title() + "'s move " + t + ": " + side.title() + " has no King");
        }
        if (!Piece.of(side, PieceType.ROOK).equals(there)) {
            throw new NotationException(side.title() + "'s move " + t + ": " + rook + " holds "
                    + (there == null ? "no piece" : "a " + there) + ", not a " + side.title() + " Rook");
        }
        if (king.file() != rook.file() && king.rank() != rook.rank()) {
            throw new NotationException(side.title() + "'s move " + t + ": the King on " + king + " and the Rook on "
                    + rook + " share no rank or file");
        }
        return Move.of(king, rook);
    }

    /**
     * Writes a move as {@link #format(Move, Position)} does, except that with {@code swapCastling}
     * (RevoChess) a King's move onto its own Rook on its rank or file is the castling it is there,
     * written with the Rook's square: {@code 0-h1}, not {@code Ke1xh1}.
     */
    public static String format(Move move, Position p, boolean swapCastling) {
        return swapCastling && isSwap(move, p) ? "0-" + move.to() : format(move, p);
    }

    private static boolean isSwap(Move move, Position p) {
        Piece piece = p.pieceAt(move.from());
        return piece != null && piece.type() == PieceType.KING && Piece.of(piece.color(), PieceType.ROOK).equals(p.pieceAt(move.to()))
                && (move.from().file() == move.to().file() || move.from().rank() == move.to().rank());
    }

    /**
     * Writes a move of the piece it moves in {@code p}: {@code Qd1-e2}, {@code Nb6xa4}, {@code e7-e8=Q};
     * in coordinates when no piece stands on its square or its promotion letter is wrong for it
     * ({@code b7b8}, {@code b1c3q}), which the other forms cannot say.
     */
    public static String format(Move move, Position p) {
        Piece piece = p.pieceAt(move.from());
        boolean promotes = piece != null && piece.type() == PieceType.PAWN && move.to().rank() == piece.color().opposite().homeRank();
        if (piece == null || promotes != (move.promotion() != null)) {
            return move.coordinate();
        }
        StringBuilder s = new StringBuilder();
        if (piece.type() != PieceType.PAWN) {
            s.append(piece.type().letter());
        }
        s.append(move.from()).append(p.isEmpty(move.to()) ? '-' : 'x').append(move.to());
        if (move.promotion() != null) {
            s.append('=').append(move.promotion().letter());
        }
        return s.toString();
    }
}
