package arbiter.rulebook;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Position;
import arbiter.board.svg.Annotations;
import arbiter.board.svg.BoardSvg;
import arbiter.board.svg.TurnArrows;
import arbiter.board.svg.TurnMarks;
import java.util.List;

/**
 * The book's diagrams, drawn by {@link BoardSvg}: the board before a turn with its moves as arrows
 * (the move registered first labelled "1st" when the order matters, a player's two moves numbered
 * 1 and 2, moves stopped or called off, pieces destroyed and castling swaps marked), the board after (frozen pieces badged), and a position with the moves an example
 * allows or forbids.
 */
final class BookBoards {

    /** The width of the eight files of an example's boards, in pixels. */
    static final int EXAMPLE = 192;
    /** The boards of a game record within a clause. */
    static final int GAME = 132;

    private BookBoards() {
    }

    /** The board before a turn; a move stopped or called off is drawn by its {@link BookMarks} instead of a plain arrow. */
    static String before(PlayedTurn t, int size, String title) {
        TurnMarks marks = BookMarks.of(t);
        Annotations a = Annotations.NONE.withSize(size).withTitle(title + ": " + t.caption());
        String white = t.first() == Color.WHITE ? "1st" : null;
        String black = t.first() == Color.BLACK ? "1st" : null;
        a = TurnArrows.add(a, longer(unmarked(t.whiteMoves(), marks)), Color.WHITE, white);
        a = TurnArrows.add(a, longer(unmarked(t.blackMoves(), marks)), Color.BLACK, black);
        String shorter = oneSquare(unmarked(t.whiteMoves(), marks), Color.WHITE, white) + oneSquare(unmarked(t.blackMoves(), marks), Color.BLACK, black);
        return sized(BookArrows.over(BoardSvg.svg(Fen.parse(t.before()), a, marks), shorter), size);
    }

    /** The moves with those of one square blanked out (kept in place, so that the others keep their numbers). */
    private static List<String> longer(List<String> coordinates) {
        return coordinates.stream().map(c -> move(c) != null && BookArrows.oneSquare(move(c)) ? "" : c).toList();
    }

    /** The drawings of the moves of one square, labelled as {@code TurnArrows} would label them. */
    private static String oneSquare(List<String> coordinates, Color side, String single) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < coordinates.size(); i++) {
            Move m = move(coordinates.get(i));
            if (m != null && BookArrows.oneSquare(m)) {
                s.append(BookArrows.oneSquare(m, side, coordinates.size() == 1 ? single : String.valueOf(i + 1)));
            }
        }
        return s.toString();
    }

    private static Move move(String coordinate) {
        try {
            return coordinate.isEmpty() ? null : Move.parseCoordinate(coordinate);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The moves with those the marks draw blanked out (kept in place, so that the others keep their numbers). */
    private static List<String> unmarked(List<String> coordinates, TurnMarks marks) {
        return coordinates.stream().map(c -> {
            try {
                Move move = Move.parseCoordinate(c);
                return marks.marksMove(move.from(), move.to()) ? "" : c;
            } catch (RuntimeException e) {
                return c;
            }
        }).toList();
    }

    static String after(String fen, int size, String title) {
        return sized(BoardSvg.svg(Fen.parse(fen), Annotations.NONE.withSize(size).withTitle(title)), size);
    }

    /** The board after a turn of a game, the squares its moves came from and went to softly filled. */
    static String afterInGame(PlayedTurn t, int size, String title) {
        Annotations a = Annotations.NONE.withSize(size).withTitle(title);
        a = TurnArrows.highlight(TurnArrows.highlight(a, t.whiteMoves()), t.blackMoves());
        return sized(BoardSvg.svg(Fen.parse(t.after()), a), size);
    }

    /** A position; when there are at most four probes, each as an arrow labelled "yes" or "no". */
    static String position(String fen, List<Play.Probe> probes, int size, String title) {
        Annotations a = Annotations.NONE.withSize(size).withTitle(title);
        StringBuilder shorter = new StringBuilder();
        if (probes.size() <= 4) {
            java.util.Set<String> drawn = new java.util.HashSet<>();
            for (Play.Probe p : probes) {
                Move m = move(p.coordinate());
                if (m == null || !drawn.add(p.coordinate())) {
                    continue;
                }
                if (BookArrows.oneSquare(m)) {
                    shorter.append(BookArrows.oneSquare(m, p.side(), p.allowed() ? "yes" : "no"));
                } else {
                    a = arrow(a, p.coordinate(), p.side(), p.allowed() ? "yes" : "no");
                }
            }
        }
        return sized(BookArrows.over(BoardSvg.svg(Fen.parse(fen), a), shorter.toString()), size);
    }

    /**
     * The board's size also as a style, which the PDF renderer reads (it ignores the width and
     * height attributes of inline SVG and would draw the board at its view box's size).
     */
    static String sized(String svg, int size) {
        long px = Math.round(size * 875.0 / 800);
        return "<div class=\"bd\" style=\"width:" + px + "px\">"
                + styled(BookArrows.readable(svg), "<svg style=\"width:" + px + "px;height:" + px + "px\" ").stripTrailing() + "</div>";
    }

    /** The drawing with {@code start} in place of its opening "<svg " (no regular expression: the page runs this too, where they are slow). */
    private static String styled(String svg, String start) {
        return svg.startsWith("<svg ") ? start + svg.substring("<svg ".length()) : svg;
    }

    /** True when {@link #position} draws the probes. */
    static boolean drawsProbes(List<Play.Probe> probes) {
        return !probes.isEmpty() && probes.size() <= 4;
    }

    private static Annotations arrow(Annotations a, String coordinate, Color side, String label) {
        Move m = Move.parseCoordinate(coordinate);
        return m.from().equals(m.to()) ? a : a.withArrow(m, side, label);
    }

    static Position parse(String fen) {
        return Fen.parse(fen);
    }
}
