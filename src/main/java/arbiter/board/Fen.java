package arbiter.board;

import java.util.Set;
import java.util.TreeSet;

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

    private Fen() {
    }

    public static Position parse(String fen) {
        String[] fields = FenText.fields(fen);
        if (fields.length < 4 || fields.length > 6 + FenExtras.NAMES.size()) {
            throw new NotationException("FEN " + Quoted.of(fen) + " has " + fields.length
                    + " fields; expected 4 to 6, then at most " + FenExtras.NAMES.size() + " name=value fields");
        }
        Position.Builder b = Position.builder();
        placement(fields[0], b);
        b.sideToMove(side(fields[1]));
        b.castling(castling(fields[2], "FEN castling"));
        b.enPassantSquares(enPassant(fields[3]));
        int next = 4;
        if (fields.length > next && !FenExtras.isExtra(fields[next])) {
            b.halfmove(FenText.clock(fields[next++], "halfmove clock", 0));
            if (fields.length <= next || FenExtras.isExtra(fields[next])) {
                throw new NotationException("FEN has a halfmove clock but no fullmove number");
            }
            b.fullmove(FenText.clock(fields[next++], "fullmove number", 1));
        }
        FenExtras.parse(java.util.Arrays.asList(fields).subList(next, fields.length), b);
        return b.build();
    }

    private static void placement(String text, Position.Builder b) {
        String[] ranks = text.split("/", -1);
        if (ranks.length != 8) {
            throw new NotationException("FEN placement " + Quoted.of(text) + " has " + ranks.length + " ranks; expected 8");
        }
        for (int r = 0; r < 8; r++) {
            int rank = 7 - r;
            int file = 0;
            for (char c : ranks[r].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    Piece piece = Piece.ofFen(c);
                    if (piece == null) {
                        throw new NotationException("FEN rank " + (rank + 1) + " " + Quoted.of(ranks[r])
                                + ": '" + c + "' is not a piece letter (KQRBNP, kqrbnp) or a count 1-8");
                    }
                    if (file < 8) {
                        b.put(Square.at(file, rank), piece);
                    }
                    file++;
                }
            }
            if (file != 8) {
                throw new NotationException("FEN rank " + (rank + 1) + " " + Quoted.of(ranks[r]) + " covers "
                        + file + " squares; expected 8");
            }
        }
    }

    private static Color side(String text) {
        return switch (text) {
            case "w" -> Color.WHITE;
            case "b" -> Color.BLACK;
            default -> throw new NotationException("FEN side to move " + Quoted.of(text) + " must be w or b");
        };
    }

    private static Set<Square> castling(String text, String where) {
        Set<Square> rooks = new TreeSet<>();
        if (text.equals("-")) {
            return rooks;
        }
        if (text.isEmpty()) {
            throw new NotationException(where + " is empty; write - for no rights");
        }
        for (char c : text.toCharArray()) {
            Square rook = switch (c) {
                case 'K' -> Square.parse("h1");
                case 'Q' -> Square.parse("a1");
                case 'k' -> Square.parse("h8");
                case 'q' -> Square.parse("a8");
                default -> c >= 'A' && c <= 'H' ? Square.at(c - 'A', 0)
                        : c >= 'a' && c <= 'h' ? Square.at(c - 'a', 7) : null;
            };
            if (rook == null) {
                throw new NotationException(where + " " + Quoted.of(text) + ": '" + c
                        + "' is not one of KQkq, a file letter, or -");
            }
            if (!rooks.add(rook)) {
                throw new NotationException(where + " " + Quoted.of(text) + " names the Rook on " + rook + " twice");
            }
        }
        return rooks;
    }

    private static Set<Square> enPassant(String text) {
        Set<Square> squares = new TreeSet<>();
        if (text.equals("-")) {
            return squares;
        }
        String[] names = text.split(",", -1);
        for (String name : names) {
            Square square = Square.parse(name);
            boolean sound = names.length <= 2 && square != null && (square.rank() == 2 || square.rank() == 5)
                    && squares.stream().noneMatch(s -> s.rank() == square.rank());
            if (!sound) {
                throw new NotationException("FEN en passant " + Quoted.of(text) + " must be -, a square on rank 3 or 6,"
                        + " or two such squares separated by a comma, one on each rank");
            }
            squares.add(square);
        }
        return squares;
    }

    /** Six fields, then the extra fields that hold something ({@link FenExtras}). */
    public static String format(Position p) {
        StringBuilder s = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                Piece piece = p.pieceAt(Square.at(file, rank));
                if (piece == null) {
                    empty++;
                } else {
                    if (empty > 0) {
                        s.append(empty);
                        empty = 0;
                    }
                    s.append(piece.fenLetter());
                }
            }
            if (empty > 0) {
                s.append(empty);
            }
            if (rank > 0) {
                s.append('/');
            }
        }
        s.append(' ').append(p.sideToMove() == Color.WHITE ? 'w' : 'b');
        s.append(' ').append(castlingText(p.castlingRooks()));
        s.append(' ').append(p.enPassantSquares().isEmpty() ? "-" : Squares.join(p.enPassantSquares(), ","));
        s.append(' ').append(p.halfmove()).append(' ').append(p.fullmove());
        return s.append(FenExtras.format(p)).toString();
    }

    /** Castling rights as FEN letters, White first, h-side before a-side; "-" for none. */
    public static String castlingText(Set<Square> rooks) {
        StringBuilder s = new StringBuilder();
        for (int rank : new int[] {0, 7}) {
            for (int file = 7; file >= 0; file--) {
                Square rook = Square.at(file, rank);
                if (rooks.contains(rook)) {
                    char letter = file == 7 ? 'K' : file == 0 ? 'Q' : (char) ('A' + file);
                    s.append(rank == 0 ? letter : Character.toLowerCase(letter));
                }
            }
        }
        return s.length() == 0 ? "-" : s.toString();
    }

    /** Parses the castling field on its own (for diagram state lines). */
    public static Set<Square> parseCastling(String text) {
        return castling(text, "castling");
    }
}
