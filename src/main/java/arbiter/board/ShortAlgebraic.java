package arbiter.board;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Short algebraic notation ({@code e4}, {@code Nf3}, {@code Bxc1}, {@code dxc6}, {@code e8=Q},
 * {@code Nbd2}, {@code R1a3}), read by finding the one piece of the named kind that reaches the
 * square by its movement alone ({@link PieceMoves}, onto its own pieces and en passant included):
 * no ruleset is asked, so a scenario reads the same whatever implementation it is run against.
 */
final class ShortAlgebraic {

    private static final Pattern SAN = Pattern.compile("^([KQRBN])?([a-h])?([1-8])?([x:])?([a-h][1-8])(?:=?([QRBN]))?[+#!?]{0,3}$");

    private ShortAlgebraic() {
    }

    /**
     * The move {@code t} stands for in {@code p}, or null when {@code t} is not written in short
     * algebraic notation at all.
     *
     * @throws NotationException when no piece of the kind can make it, or more than one can
     */
    static Move parse(String t, Position p, Color side) {
        Matcher m = SAN.matcher(t);
        if (!m.matches()) {
            return null;
        }
        PieceType type = m.group(1) == null ? PieceType.PAWN : PieceType.ofLetter(m.group(1).charAt(0));
        Square to = Square.parse(m.group(5));
        int file = m.group(2) != null ? m.group(2).charAt(0) - 'a' : type == PieceType.PAWN ? to.file() : -1;
        int rank = m.group(3) == null ? -1 : m.group(3).charAt(0) - '1';
        PieceType promotion = m.group(6) == null ? null : PieceType.ofLetter(m.group(6).charAt(0));
        List<Move> reaching = PieceMoves.of(p, side, true, true).stream()
                .filter(move -> move.to() == to && p.pieceAt(move.from()).type() == type)
                .filter(move -> (file < 0 || move.from().file() == file) && (rank < 0 || move.from().rank() == rank))
                .toList();
        String says = side.title() + "'s move " + t;
        if (reaching.isEmpty()) {
            throw new NotationException(says + ": no " + side.title() + " " + type.title() + " can move to " + to
                    + (m.group(2) == null && m.group(3) == null ? "" : " from the square named"));
        }
        if (promotion == null && reaching.get(0).promotion() != null) {
            throw new NotationException(says + ": a pawn reaching the last rank must name its new piece (" + t + "=Q)");
        }
        if (promotion != null && reaching.get(0).promotion() == null) {
            throw new NotationException(says + ": only a pawn reaching the last rank promotes");
        }
        List<Move> meant = reaching.stream().filter(move -> move.promotion() == promotion).toList();
        if (meant.size() > 1) {
            throw new NotationException(says + " is ambiguous: the " + side.title() + " " + type.title() + "s on "
                    + String.join(" and ", meant.stream().map(move -> move.from().name()).toList()) + " each reach "
                    + to + "; name the one meant (" + MoveNotation.format(meant.get(0), p) + ")");
        }
        return meant.get(0);
    }
}
