package arbiter.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * An immutable chess position: the placement, the side to move (orthodox chess only; simultaneous
 * rulesets ignore it), castling rights as the squares of the Rooks that may still castle, the en
 * passant target, the two clocks, and the state some rulesets keep beyond the board: the squares of
 * frozen pieces (XYMYX Rule 4), each King's turns in check in a row (Zeitgeist), and who has castled
 * (RevoChess). Changes are made through {@link #toBuilder()} and return a new value.
 */
public final class Position {

    private final Piece[] board;
    private final Color sideToMove;
    private final long castling;
    private final long enPassant;
    private final int halfmove;
    private final int fullmove;
    private final long frozen;
    private final int whiteChecks;
    private final int blackChecks;
    private final int castled;

    private Position(Builder b) {
        this.board = b.board.clone();
        this.sideToMove = b.sideToMove;
        this.castling = b.castling;
        this.enPassant = b.enPassant;
        this.halfmove = b.halfmove;
        this.fullmove = b.fullmove;
        this.frozen = b.frozen;
        this.whiteChecks = b.whiteChecks;
        this.blackChecks = b.blackChecks;
        this.castled = b.castled;
    }

    /** An empty board, White to move, no rights, clocks 0 and 1. */
    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        System.arraycopy(board, 0, b.board, 0, 64);
        b.sideToMove = sideToMove;
        b.castling = castling;
        b.enPassant = enPassant;
        b.halfmove = halfmove;
        b.fullmove = fullmove;
        b.frozen = frozen;
        b.whiteChecks = whiteChecks;
        b.blackChecks = blackChecks;
        b.castled = castled;
        return b;
    }

    /** The piece on a square, or null. */
    public Piece pieceAt(Square square) {
        return board[square.index()];
    }

    public boolean isEmpty(Square square) {
        return board[square.index()] == null;
    }

    /** The square of a side's King, or null if it has none (or the first of several). */
    public Square kingOf(Color color) {
        Piece king = Piece.of(color, PieceType.KING);
        for (int i = 0; i < 64; i++) {
            if (board[i] == king) {
                return Square.of(i);
            }
        }
        return null;
    }

    /** The squares holding pieces of a side, a1 to h8. */
    public List<Square> squaresOf(Color color) {
        List<Square> squares = new ArrayList<>(16);
        for (int i = 0; i < 64; i++) {
            if (board[i] != null && board[i].color() == color) {
                squares.add(Square.of(i));
            }
        }
        return squares;
    }

    public Color sideToMove() {
        return sideToMove;
    }

    /** The squares of the Rooks that keep a castling right, a1 to h8. */
    public Set<Square> castlingRooks() {
        return squares(castling);
    }

    public boolean mayCastleWith(Square rook) {
        return (castling & (1L << rook.index())) != 0;
    }

    /** The en passant target square, or null (the first of them when a simultaneous turn left two). */
    public Square enPassant() {
        return enPassant == 0 ? null : Square.of(Long.numberOfTrailingZeros(enPassant));
    }

    /**
     * The squares passed over by pawns that made a two-square step in the last move (orthodox
     * chess: at most one) or the last turn (simultaneous rulesets: up to one per player).
     */
    public Set<Square> enPassantSquares() {
        return squares(enPassant);
    }

    public boolean isEnPassant(Square square) {
        return (enPassant & (1L << square.index())) != 0;
    }

    public int halfmove() {
        return halfmove;
    }

    public int fullmove() {
        return fullmove;
    }

    /** The squares of the pieces that may not move this turn. */
    public Set<Square> frozen() {
        return squares(frozen);
    }

    public boolean isFrozen(Square square) {
        return (frozen & (1L << square.index())) != 0;
    }

    /** How many turns in a row a side's King has ended in check (Zeitgeist); 0 for other rulesets. */
    public int checks(Color color) {
        return color == Color.WHITE ? whiteChecks : blackChecks;
    }

    /** Whether a side has used its one castling of the game (RevoChess); false for other rulesets. */
    public boolean hasCastled(Color color) {
        return (castled & (1 << color.ordinal())) != 0;
    }

    private static Set<Square> squares(long bits) {
        Set<Square> set = new TreeSet<>();
        for (long rest = bits; rest != 0; rest &= rest - 1) {
            set.add(Square.of(Long.numberOfTrailingZeros(rest)));
        }
        return Collections.unmodifiableSet(set);
    }

    /**
     * Same placement, castling rights and state beyond the board (frozen pieces, turns in check, who
     * castled); clocks, side to move and en passant aside.
     */
    public boolean sameBoard(Position other) {
        return Arrays.equals(board, other.board) && castling == other.castling && frozen == other.frozen
                && whiteChecks == other.whiteChecks && blackChecks == other.blackChecks && castled == other.castled;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && sameBoard(p) && sideToMove == p.sideToMove
                && enPassant == p.enPassant && halfmove == p.halfmove && fullmove == p.fullmove;
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(board), sideToMove, castling, enPassant, halfmove, fullmove, frozen,
                whiteChecks, blackChecks, castled);
    }

    @Override
    public String toString() {
        return Fen.format(this);
    }

    /** A mutable draft of a position; {@link #build()} freezes it into a value. */
    public static final class Builder {
        private final Piece[] board = new Piece[64];
        private Color sideToMove = Color.WHITE;
        private long castling;
        private long enPassant;
        private int halfmove;
        private int fullmove = 1;
        private long frozen;
        private int whiteChecks;
        private int blackChecks;
        private int castled;

        private Builder() {
        }

        public Piece get(Square square) {
            return board[square.index()];
        }

        /** Puts a piece on a square (null empties it). */
        public Builder put(Square square, Piece piece) {
            board[square.index()] = piece;
            return this;
        }

        public Builder remove(Square square) {
            return put(square, null);
        }

        public Builder sideToMove(Color color) {
            sideToMove = color;
            return this;
        }

        public Builder castling(Set<Square> rooks) {
            castling = bits(rooks);
            return this;
        }

        public Builder loseCastling(Square rook) {
            castling &= ~(1L << rook.index());
            return this;
        }

        /** Sets the one en passant square, or none for null. */
        public Builder enPassant(Square square) {
            enPassant = square == null ? 0 : 1L << square.index();
            return this;
        }

        public Builder enPassantSquares(Set<Square> squares) {
            enPassant = bits(squares);
            return this;
        }

        public Builder halfmove(int value) {
            halfmove = value;
            return this;
        }

        public Builder fullmove(int value) {
            fullmove = value;
            return this;
        }

        public Builder frozen(Set<Square> squares) {
            frozen = bits(squares);
            return this;
        }

        /** Sets how many turns in a row a side's King has ended in check. */
        public Builder checks(Color color, int turns) {
            if (color == Color.WHITE) {
                whiteChecks = turns;
            } else {
                blackChecks = turns;
            }
            return this;
        }

        /** Records whether a side has used its one castling. */
        public Builder castled(Color color, boolean done) {
            int bit = 1 << color.ordinal();
            castled = done ? castled | bit : castled & ~bit;
            return this;
        }

        private static long bits(Set<Square> squares) {
            long bits = 0;
            for (Square s : squares) {
                bits |= 1L << s.index();
            }
            return bits;
        }

        public Position build() {
            return new Position(this);
        }
    }
}
