package arbiter.board;

import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Forsyth-Edwards Notation with Arbiter's extension for simultaneous rulesets.
 *
 * <p>Six standard fields: placement, side to move, castling, en passant, halfmove clock, fullmove
 * number. The last two may be omitted (0 and 1). Castling letters {@code K Q k q} name the White
 * or Black Rook on the h- or a-file of its home rank; a file letter ({@code A-H}, {@code a-h}, as
 * in Shredder-FEN) names a Rook on another file. The en passant field may name
 * two squares ({@code e3,d6}) when both players of a simultaneous turn made a two-square step.
 * Extra {@code name=value} fields after the six carry the state some rulesets keep beyond the board
 * ({@link FenExtras}: {@code frozen=}, {@code checks=}, {@code castled=}).
 */
public final class Fen {

    /** The orthodox start position, which SimulChess, Zeitgeist and classic XYMYX keep. */
    public static final String ORTHODOX_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** The FEN letter of each {@link Placement#code(int) piece code}. */
    private static final String LETTERS = " KQRBNPkqrbnp";

    private Fen() {
    }

    public static Position parse(String fen) {
        Position common = FenScan.read(fen);
        return common != null ? common : checkedParse(fen);
    }

    /** Reads any FEN field by field, or says what is wrong with it. */
    static Position checkedParse(String fen) {
        String[] fields = FenText.fields(fen);
        if (fields.length < 4 || fields.length > 6 + FenExtras.NAMES.size()) {
            throw new NotationException("FEN " + Quoted.of(fen) + " has " + fields.length
                    + " fields; expected 4 to 6, then at most " + FenExtras.NAMES.size() + " name=value fields");
        }
        Position.Builder b = Position.builder();
        placement(fields[0], b);
        b.sideToMove(side(fields[1]));
        b.castlingBits(castling(fields[2], "FEN castling"));
        b.enPassantBits(enPassant(fields[3]));
        int next = 4;
        if (fields.length > next && !FenExtras.isExtra(fields[next])) {
            b.halfmove(FenText.clock(fields[next++], "halfmove clock", 0));
            if (fields.length <= next || FenExtras.isExtra(fields[next])) {
                throw new NotationException("FEN has a halfmove clock but no fullmove number");
            }
            b.fullmove(FenText.clock(fields[next++], "fullmove number", 1));
        }
        if (next < fields.length) {
            FenExtras.parse(java.util.Arrays.asList(fields).subList(next, fields.length), b);
        }
        return b.build();
    }

    /**
     * Reads the placement in one pass; a placement it cannot read is gone over again by the checking
     * reader below, which says what is wrong with it.
     */
    private static void placement(String text, Position.Builder b) {
        if (!readPlacement(text, 0, text.length(), b.placement())) {
            refusePlacement(text);
        }
    }

    /** The piece of each FEN letter, by character code; null for any other character. */
    private static final Piece[] BY_LETTER = new Piece[128];

    static {
        for (int code = 1; code < LETTERS.length(); code++) {
            BY_LETTER[LETTERS.charAt(code)] = Piece.ofFen(LETTERS.charAt(code));
        }
    }

    /**
     * Fills {@code draft} from a sound placement, the characters of {@code text} from {@code start}
     * to {@code end}; false (the draft half filled) at the first thing that is not.
     */
    static boolean readPlacement(String text, int start, int end, Draft draft) {
        int rank = 7;
        int file = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c == '/') {
                if (file != 8 || rank == 0) {
                    return false;
                }
                rank--;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
            } else {
                Piece piece = c < 128 ? BY_LETTER[c] : null;
                if (piece == null || file >= 8) {
                    return false;
                }
                draft.add(piece.color(), piece.type(), 1L << (file + 8 * rank));
                file++;
            }
        }
        return rank == 0 && file == 8;
    }

    /**
     * Throws, naming the rank at fault, for a placement {@link #readPlacement} refused: it refuses
     * exactly those whose ranks are not eight, or whose ranks do not each cover eight squares with
     * piece letters and counts 1-8.
     */
    private static void refusePlacement(String text) {
        int ranks = 1;
        for (int i = 0; i < text.length(); i++) {
            ranks += text.charAt(i) == '/' ? 1 : 0;
        }
        if (ranks != 8) {
            throw new NotationException("FEN placement " + Quoted.of(text) + " has " + ranks + " ranks; expected 8");
        }
        int start = 0;
        for (int r = 0; r < 8; r++) {
            int end = r == 7 ? text.length() : text.indexOf('/', start);
            rank(text, start, end, 7 - r);
            start = end + 1;
        }
    }

    private static void rank(String text, int start, int end, int rank) {
        int file = 0;
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c >= '1' && c <= '8') {
                file += c - '0';
            } else {
                Piece piece = Piece.ofFen(c);
                if (piece == null) {
                    throw new NotationException("FEN rank " + (rank + 1) + " " + Quoted.of(text.substring(start, end))
                            + ": '" + c + "' is not a piece letter (KQRBNP, kqrbnp) or a count 1-8");
                }
                file++;
            }
        }
        if (file != 8) {
            throw new NotationException("FEN rank " + (rank + 1) + " " + Quoted.of(text.substring(start, end)) + " covers "
                    + file + " squares; expected 8");
        }
    }

    private static Color side(String text) {
        return switch (text) {
            case "w" -> Color.WHITE;
            case "b" -> Color.BLACK;
            default -> throw new NotationException("FEN side to move " + Quoted.of(text) + " must be w or b");
        };
    }

    private static long castling(String text, String where) {
        long rooks = 0;
        if (text.equals("-")) {
            return rooks;
        }
        if (text.isEmpty()) {
            throw new NotationException(where + " is empty; write - for no rights");
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int rook = castlingRook(c);
            if (rook < 0) {
                throw new NotationException(where + " " + Quoted.of(text) + ": '" + c
                        + "' is not one of KQkq, a file letter, or -");
            }
            if ((rooks & (1L << rook)) != 0) {
                throw new NotationException(where + " " + Quoted.of(text) + " names the Rook on " + Square.of(rook) + " twice");
            }
            rooks |= 1L << rook;
        }
        return rooks;
    }

    /** {@code -}, one square on rank 3 or 6, or two such squares, one on each rank, separated by a comma. */
    private static long enPassant(String text) {
        if (text.equals("-")) {
            return 0;
        }
        Square first = text.length() == 2 || text.length() == 5 ? Square.parse(text, 0) : null;
        Square second = text.length() == 5 && text.charAt(2) == ',' ? Square.parse(text, 3) : null;
        boolean sound = passable(first) && (text.length() == 2 || (passable(second) && second.rank() != first.rank()));
        if (!sound) {
            throw new NotationException("FEN en passant " + Quoted.of(text) + " must be -, a square on rank 3 or 6,"
                    + " or two such squares separated by a comma, one on each rank");
        }
        return first.bit() | (second == null ? 0 : second.bit());
    }

    private static boolean passable(Square square) {
        return square != null && (square.rank() == 2 || square.rank() == 5);
    }

    /** Six fields, then the extra fields that hold something ({@link FenExtras}). */
    public static String format(Position p) {
        byte[] out = new byte[100];
        int n = placement(p, out);
        out[n++] = ' ';
        out[n++] = (byte) (p.sideToMove() == Color.WHITE ? 'w' : 'b');
        out[n++] = ' ';
        n = castling(p.castlingBits(), out, n);
        out[n++] = ' ';
        long enPassant = p.enPassantBits();
        if (enPassant == 0) {
            out[n++] = '-';
        }
        for (long rest = enPassant; rest != 0; rest &= rest - 1) {
            n = ascii(Square.of(Long.numberOfTrailingZeros(rest)).name(), out, n);
            out[n] = ',';
            n += rest == Long.lowestOneBit(rest) ? 0 : 1;
        }
        out[n++] = ' ';
        n = number(p.halfmove(), out, n);
        out[n++] = ' ';
        n = number(p.fullmove(), out, n);
        String extras = FenExtras.format(p);
        String fen = new String(out, 0, n, StandardCharsets.ISO_8859_1);
        return extras.isEmpty() ? fen : fen + extras;
    }

    private static int placement(Placement board, byte[] out) {
        int n = 0;
        long occupied = board.occupied();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int sq = 8 * rank; sq < 8 * rank + 8; sq++) {
                if ((occupied & (1L << sq)) == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out[n++] = (byte) ('0' + empty);
                    empty = 0;
                }
                out[n++] = (byte) LETTERS.charAt(board.code(sq));
            }
            if (empty > 0) {
                out[n++] = (byte) ('0' + empty);
            }
            out[n] = '/';
            n += rank > 0 ? 1 : 0;
        }
        return n;
    }

    /** Writes the castling letters of {@link #castlingText(long)} at {@code n}; returns the index after them. */
    private static int castling(long rooks, byte[] out, int n) {
        if ((rooks & (Bitboards.RANK_1 | Bitboards.RANK_8)) == 0) {
            out[n] = '-';
            return n + 1;
        }
        for (int rank = 0; rank < 8; rank += 7) {
            for (int file = 7; file >= 0; file--) {
                if ((rooks & (1L << (file + 8 * rank))) != 0) {
                    char letter = file == 7 ? 'K' : file == 0 ? 'Q' : (char) ('A' + file);
                    out[n++] = (byte) (rank == 0 ? letter : Character.toLowerCase(letter));
                }
            }
        }
        return n;
    }

    /** Writes a non-negative number in decimal digits at {@code n}; returns the index after it. */
    private static int number(int value, byte[] out, int n) {
        if (value < 0) {
            return ascii(Integer.toString(value), out, n);
        }
        int digits = 1;
        for (int rest = value / 10; rest > 0; rest /= 10) {
            digits++;
        }
        for (int i = n + digits - 1, rest = value; i >= n; i--, rest /= 10) {
            out[i] = (byte) ('0' + rest % 10);
        }
        return n + digits;
    }

    private static int ascii(String text, byte[] out, int n) {
        for (int i = 0; i < text.length(); i++) {
            out[n + i] = (byte) text.charAt(i);
        }
        return n + text.length();
    }

    /** Castling rights as FEN letters, White first, h-side before a-side; "-" for none. */
    public static String castlingText(Set<Square> rooks) {
        return castlingText(SquareSet.bits(rooks));
    }

    private static String castlingText(long rooks) {
        if (rooks == 0) {
            return "-";
        }
        StringBuilder s = new StringBuilder(4);
        for (int rank = 0; rank < 8; rank += 7) {
            for (int file = 7; file >= 0; file--) {
                if ((rooks & (1L << (file + 8 * rank))) != 0) {
                    char letter = file == 7 ? 'K' : file == 0 ? 'Q' : (char) ('A' + file);
                    s.append(rank == 0 ? letter : Character.toLowerCase(letter));
                }
            }
        }
        return s.length() == 0 ? "-" : s.toString();
    }

    /** Parses the castling field on its own (for diagram state lines). */
    public static Set<Square> parseCastling(String text) {
        return SquareSet.of(castling(text, "castling"));
    }

    /** The square index of the Rook a castling letter names (KQkq, or a file in Shredder-FEN), or -1 for another character. */
    static int castlingRook(char c) {
        return switch (c) {
            case 'K' -> 7;
            case 'Q' -> 0;
            case 'k' -> 63;
            case 'q' -> 56;
            default -> c >= 'A' && c <= 'H' ? c - 'A' : c >= 'a' && c <= 'h' ? 56 + c - 'a' : -1;
        };
    }
}
