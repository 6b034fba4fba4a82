package arbiter.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * An immutable chess position: the placement, the side to move (orthodox chess only; simultaneous
 * rulesets ignore it), castling rights as the squares of the Rooks that may still castle, the en
 * passant target, the two clocks, and the state some rulesets keep beyond the board: the squares of
 * frozen pieces (XYMYX Rule 4), each King's turns in check in a row (Zeitgeist), and who has castled
 * (RevoChess). Changes are made through {@link #toBuilder()} and return a new value.
 *
 * <p>The placement is kept as {@link Bitboards bitboards}, one per side and one per kind, which
 * {@link #occupied()} and the {@code pieces} methods give out for fast set arithmetic.
 */
public final class Position extends Placement {

    private final Color sideToMove;
    private final long castling;
    private final long enPassant;
    private final int halfmove;
    private final int fullmove;
    private final long frozen;
    private final int whiteChecks;
    private final int blackChecks;
    private final int castled;

    /** A position after a move: a new placement and the move's rights, clocks and side; the state beyond the board of {@code state}. */
    Position(Draft board, Color sideToMove, long castling, long enPassant, int halfmove, int fullmove, Position state) {
        super(board);
        this.sideToMove = sideToMove;
        this.castling = castling;
        this.enPassant = enPassant;
        this.halfmove = halfmove;
        this.fullmove = fullmove;
        this.frozen = state.frozen;
        this.whiteChecks = state.whiteChecks;
        this.blackChecks = state.blackChecks;
        this.castled = state.castled;
    }

    private Position(Builder b) {
        super(b.board);
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
        return new Builder(new Draft());
    }

    public Builder toBuilder() {
        Builder b = new Builder(new Draft(this));
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
        return piece(square.index());
    }

    /** The piece on the square of an index (a1 = 0, h8 = 63), or null. */
    public Piece pieceAt(int index) {
        return piece(index);
    }

    public boolean isEmpty(Square square) {
        return ((white | black) & square.bit()) == 0;
    }

    /** The squares of a side's pieces, as a bitboard. */
    public long pieces(Color color) {
        return color == Color.WHITE ? white : black;
    }

    /** The squares of the pieces of a kind, both sides, as a bitboard. */
    public long pieces(PieceType type) {
        return kind(type);
    }

    /** The squares of a side's pieces of a kind, as a bitboard. */
    public long pieces(Color color, PieceType type) {
        return pieces(color) & kind(type);
    }

    /** The square of a side's King, or null if it has none (or the first of several). */
    public Square kingOf(Color color) {
        long kings = pieces(color, PieceType.KING);
        return kings == 0 ? null : Square.of(Long.numberOfTrailingZeros(kings));
    }

    /** The squares holding pieces of a side, a1 to h8. */
    public List<Square> squaresOf(Color color) {
        long bits = pieces(color);
        List<Square> squares = new ArrayList<>(Long.bitCount(bits));
        for (long rest = bits; rest != 0; rest &= rest - 1) {
            squares.add(Square.of(Long.numberOfTrailingZeros(rest)));
        }
        return squares;
    }

    public Color sideToMove() {
        return sideToMove;
    }

    /** The squares of the Rooks that keep a castling right, a1 to h8. */
    public Set<Square> castlingRooks() {
        return SquareSet.of(castling);
    }

    /** {@link #castlingRooks()} as a bitboard. */
    public long castlingBits() {
        return castling;
    }

    public boolean mayCastleWith(Square rook) {
        return (castling & rook.bit()) != 0;
    }

    /**
     * The squares passed over by pawns that made a two-square step in the last move (orthodox
     * chess: at most one) or the last turn (simultaneous rulesets: up to one per player).
     */
    public Set<Square> enPassantSquares() {
        return SquareSet.of(enPassant);
    }

    /** {@link #enPassantSquares()} as a bitboard. */
    public long enPassantBits() {
        return enPassant;
    }

    public boolean isEnPassant(Square square) {
        return (enPassant & square.bit()) != 0;
    }

    public int halfmove() {
        return halfmove;
    }

    public int fullmove() {
        return fullmove;
    }

    /** The squares of the pieces that may not move this turn. */
    public Set<Square> frozen() {
        return SquareSet.of(frozen);
    }

    /** {@link #frozen()} as a bitboard. */
    public long frozenBits() {
        return frozen;
    }

    public boolean isFrozen(Square square) {
        return (frozen & square.bit()) != 0;
    }

    /** How many turns in a row a side's King has ended in check (Zeitgeist); 0 for other rulesets. */
    public int checks(Color color) {
        return color == Color.WHITE ? whiteChecks : blackChecks;
    }

    /** Whether a side has used its one castling of the game (RevoChess); false for other rulesets. */
    public boolean hasCastled(Color color) {
        return (castled & (1 << color.ordinal())) != 0;
    }

    /**
     * Same placement, castling rights and state beyond the board (frozen pieces, turns in check, who
     * castled); clocks, side to move and en passant aside.
     */
    public boolean sameBoard(Position other) {
        return samePlacement(other) && castling == other.castling && frozen == other.frozen
                && whiteChecks == other.whiteChecks && blackChecks == other.blackChecks && castled == other.castled;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && sameBoard(p) && sideToMove == p.sideToMove
                && enPassant == p.enPassant && halfmove == p.halfmove && fullmove == p.fullmove;
    }

    @Override
    public int hashCode() {
        return Objects.hash(placementHash(), castling, enPassant, frozen, halfmove, fullmove, whiteChecks, blackChecks, castled,
                sideToMove);
    }

    @Override
    public String toString() {
        return Fen.format(this);
    }

    /** A mutable draft of a position; {@link #build()} freezes it into a value. */
    public static final class Builder {
        private final Draft board;
        private Color sideToMove = Color.WHITE;
        private long castling;
        private long enPassant;
        private int halfmove;
        private int fullmove = 1;
        private long frozen;
        private int whiteChecks;
        private int blackChecks;
        private int castled;

        private Builder(Draft board) {
            this.board = board;
        }

        /** The draft's placement, for readers that fill an empty board square by square. */
        Draft placement() {
            return board;
        }

        public Piece get(Square square) {
            return new Placement(board).piece(square.index());
        }

        /** Puts a piece on a square (null empties it). */
        public Builder put(Square square, Piece piece) {
            board.put(square.index(), piece);
            return this;
        }

        public Builder remove(Square square) {
            board.put(square.index(), null);
            return this;
        }

        public Builder sideToMove(Color color) {
            sideToMove = color;
            return this;
        }

        public Builder castling(Set<Square> rooks) {
            castling = SquareSet.bits(rooks);
            return this;
        }

        /** Sets the castling rights from a bitboard of Rook squares ({@link Position#castlingBits()}). */
        public Builder castlingBits(long rooks) {
            castling = rooks;
            return this;
        }

        public Builder loseCastling(Square rook) {
            castling &= ~rook.bit();
            return this;
        }

        /** Sets the one en passant square, or none for null. */
        public Builder enPassant(Square square) {
            enPassant = square == null ? 0 : square.bit();
            return this;
        }

        public Builder enPassantSquares(Set<Square> squares) {
            enPassant = SquareSet.bits(squares);
            return this;
        }

        /** Sets the en passant squares from a bitboard ({@link Position#enPassantBits()}). */
        public Builder enPassantBits(long squares) {
            enPassant = squares;
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
            frozen = SquareSet.bits(squares);
            return this;
        }

        /** Sets the frozen squares from a bitboard ({@link Position#frozenBits()}). */
        public Builder frozenBits(long squares) {
            frozen = squares;
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

        public Position build() {
            return new Position(this);
        }
    }
}
