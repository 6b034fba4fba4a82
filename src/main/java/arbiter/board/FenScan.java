package arbiter.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The FEN of nearly every turn read in one pass over its characters, without splitting it into
 * fields: the placement, {@code w} or {@code b}, castling letters or {@code -}, one en passant
 * square or {@code -}, and either no clocks or both, then any extra fields. Anything else (two en
 * passant squares, a character out of place) it leaves to {@link Fen#parse}'s checking reader, which reads
 * the same text to the same position or says what is wrong with it.
 */
final class FenScan {

    /** What a field reader returns for a field it does not read: no castling or en passant field sets every bit. */
    private static final long NONE = -1;

    private final String fen;
    private int at;

    private FenScan(String fen) {
        this.fen = fen;
    }

    /** The position, or null when the text is not of the common shape (the checking reader decides). */
    static Position read(String fen) {
        if (fen == null || fen.isEmpty() || fen.length() > FenText.MAX_LENGTH) {
            return null;
        }
        return new FenScan(fen).position();
    }

    private Position position() {
        Position.Builder b = Position.builder();
        int end = fieldEnd();
        if (end < 0 || !Fen.readPlacement(fen, 0, end, b.placement())) {
            return null;
        }
        char side = single();
        long castling = castling();
        long enPassant = enPassant();
        if (side != 'w' && side != 'b' || castling == NONE || enPassant == NONE) {
            return null;
        }
        b.sideToMove(side == 'w' ? Color.WHITE : Color.BLACK).castlingBits(castling).enPassantBits(enPassant);
        if (at == fen.length() + 1) {
            return b.build();
        }
        int halfmove = clock(0);
        int fullmove = clock(1);
        if (halfmove < 0 || fullmove < 0) {
            return null;
        }
        b.halfmove(halfmove).fullmove(fullmove);
        return at == fen.length() + 1 || extras(b) ? b.build() : null;
    }

    /**
     * Reads the extra fields after the clocks with {@link FenExtras#parse} (which words their errors),
     * once they are known to be at most as many as there are names, of printable ASCII, single spaces apart.
     */
    private boolean extras(Position.Builder b) {
        List<String> fields = new ArrayList<>(FenExtras.NAMES.size());
        while (at <= fen.length()) {
            int start = at;
            int end = fieldEnd();
            if (end < 0 || fields.size() == FenExtras.NAMES.size()) {
                return false;
            }
            for (int i = start; i < end; i++) {
                if (fen.charAt(i) < ' ' || fen.charAt(i) > '~') {
                    return false;
                }
            }
            fields.add(fen.substring(start, end));
        }
        FenExtras.parse(fields, b);
        return true;
    }

    /** Where the field from {@link #at} ends (a space or the end of the text), {@link #at} moved past it; -1 when it is empty. */
    private int fieldEnd() {
        if (at >= fen.length()) {
            return -1;
        }
        int end = fen.indexOf(' ', at);
        end = end < 0 ? fen.length() : end;
        int start = at;
        at = end + 1;
        return end == start ? -1 : end;
    }

    private char single() {
        int start = at;
        int end = fieldEnd();
        return end == start + 1 ? fen.charAt(start) : 0;
    }

    private long castling() {
        int start = at;
        int end = fieldEnd();
        if (end == start + 1 && fen.charAt(start) == '-') {
            return 0;
        }
        long rooks = 0;
        for (int i = start; end > 0 && i < end; i++) {
            char c = fen.charAt(i);
            int rook = Fen.castlingRook(c);
            if (rook < 0 || (rooks & (1L << rook)) != 0) {
                return NONE;
            }
            rooks |= 1L << rook;
        }
        return end < 0 ? NONE : rooks;
    }

    private long enPassant() {
        int start = at;
        int end = fieldEnd();
        if (end == start + 1 && fen.charAt(start) == '-') {
            return 0;
        }
        if (end != start + 2) {
            return NONE;
        }
        char file = fen.charAt(start);
        char rank = fen.charAt(start + 1);
        return file >= 'a' && file <= 'h' && (rank == '3' || rank == '6') ? 1L << (file - 'a' + 8 * (rank - '1')) : NONE;
    }

    /** A clock of one to five digits without a leading zero, at least {@code min}; -1 otherwise. */
    private int clock(int min) {
        int start = at;
        int end = fieldEnd();
        if (end < 0 || end - start > 5 || end - start > 1 && fen.charAt(start) == '0') {
            return -1;
        }
        int value = 0;
        for (int i = start; i < end; i++) {
            char c = fen.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + c - '0';
        }
        return value < min ? -1 : value;
    }
}
