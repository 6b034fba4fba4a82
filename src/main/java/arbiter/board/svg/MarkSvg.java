package arbiter.board.svg;

import arbiter.board.Color;
import arbiter.board.Square;

/**
 * Draws {@link TurnMarks} for {@link BoardSvg}: a stopped move as a plain arrow to where it stopped,
 * a bar across its tip, and a dashed line on to a dashed ring on the square it aimed at; a move
 * called off as a faded arrow with a cross on its middle; a destroyed piece as a dark disc with a
 * cross in its square's upper left corner; a bounced move by {@link BounceSvg}; a castling swap by {@link SwapSvg}. Classes: {@code bsvg-stopped-w}, {@code bsvg-stop},
 * {@code bsvg-rest}, {@code bsvg-aim}, {@code bsvg-off-b}, {@code bsvg-cross}, {@code bsvg-destroyed}.
 */
final class MarkSvg {

    private static final String INK = "#1e1e1e";

    private MarkSvg() {
    }

    static void draw(StringBuilder s, TurnMarks m) {
        for (TurnMarks.CalledOff c : m.calledOff()) {
            BoardSvg.arrow(s, c.from(), c.to(), c.side(), "bsvg-off-" + letter(c.side()), 0.4);
            double x = (BoardSvg.cx(c.from()) + BoardSvg.cx(c.to())) / 2;
            double y = (BoardSvg.cy(c.from()) + BoardSvg.cy(c.to())) / 2;
            cross(s, "bsvg-cross", x, y, 16, "#ffffff", INK);
        }
        for (TurnMarks.Stopped t : m.stopped()) {
            String color = BoardSvg.arrowColor(t.side());
            if (t.aim() != t.stop()) {
                s.append("<path class=\"bsvg-rest\" fill=\"none\" stroke=\"").append(color)
                        .append("\" stroke-opacity=\"0.6\" stroke-width=\"9\" stroke-dasharray=\"16 14\" d=\"M")
                        .append(point(t.stop())).append(" L").append(point(t.aim())).append("\"/>\n");
                s.append("<circle class=\"bsvg-aim\" cx=\"").append(BoardSvg.num(BoardSvg.cx(t.aim()))).append("\" cy=\"")
                        .append(BoardSvg.num(BoardSvg.cy(t.aim()))).append("\" r=\"30\" fill=\"none\" stroke=\"").append(color)
                        .append("\" stroke-opacity=\"0.7\" stroke-width=\"7\" stroke-dasharray=\"12 9\"/>\n");
            }
            BoardSvg.arrow(s, t.from(), t.stop(), t.side(), "bsvg-stopped-" + letter(t.side()), 0.8);
            stopBar(s, t);
        }
        for (TurnMarks.Bounced b : m.bounced()) {
            BounceSvg.draw(s, b);
        }
        for (TurnMarks.Swapped w : m.swapped()) {
            SwapSvg.draw(s, w);
        }
        for (Square q : m.destroyed()) {
            double x = BoardSvg.x(q) + 20;
            double y = BoardSvg.y(q) + 20;
            s.append("<g class=\"bsvg-destroyed\"><circle cx=\"").append(BoardSvg.num(x)).append("\" cy=\"").append(BoardSvg.num(y))
                    .append("\" r=\"16\" fill=\"").append(INK).append("\" stroke=\"#ffffff\" stroke-width=\"3\"/>");
            crossPath(s, x, y, 8, "#ffffff", 4.5);
            s.append("</g>\n");
        }
    }

    /** A bar across the path where the stopped arrow's tip is, white under dark so that it shows on both square colours. */
    private static void stopBar(StringBuilder s, TurnMarks.Stopped t) {
        double dx = BoardSvg.cx(t.stop()) - BoardSvg.cx(t.from());
        double dy = BoardSvg.cy(t.stop()) - BoardSvg.cy(t.from());
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        double x = BoardSvg.cx(t.stop()) - ux * 18;
        double y = BoardSvg.cy(t.stop()) - uy * 18;
        String d = "M" + BoardSvg.num(x - uy * 38) + " " + BoardSvg.num(y + ux * 38) + " L" + BoardSvg.num(x + uy * 38) + " "
                + BoardSvg.num(y - ux * 38);
        s.append("<g class=\"bsvg-stop\" fill=\"none\" stroke-linecap=\"round\"><path stroke=\"#ffffff\" stroke-width=\"17\" d=\"")
                .append(d).append("\"/><path stroke=\"").append(INK).append("\" stroke-width=\"10\" d=\"").append(d).append("\"/></g>\n");
    }

    private static void cross(StringBuilder s, String cls, double x, double y, double arm, String under, String over) {
        s.append("<g class=\"").append(cls).append("\">");
        crossPath(s, x, y, arm, under, 12);
        crossPath(s, x, y, arm, over, 6);
        s.append("</g>\n");
    }

    private static void crossPath(StringBuilder s, double x, double y, double arm, String color, double width) {
        s.append("<path fill=\"none\" stroke-linecap=\"round\" stroke=\"").append(color).append("\" stroke-width=\"")
                .append(BoardSvg.num(width)).append("\" d=\"M").append(BoardSvg.num(x - arm)).append(' ').append(BoardSvg.num(y - arm))
                .append(" L").append(BoardSvg.num(x + arm)).append(' ').append(BoardSvg.num(y + arm)).append(" M")
                .append(BoardSvg.num(x - arm)).append(' ').append(BoardSvg.num(y + arm)).append(" L").append(BoardSvg.num(x + arm))
                .append(' ').append(BoardSvg.num(y - arm)).append("\"/>");
    }

    private static String point(Square q) {
        return BoardSvg.num(BoardSvg.cx(q)) + " " + BoardSvg.num(BoardSvg.cy(q));
    }

    private static char letter(Color side) {
        return side == Color.WHITE ? 'w' : 'b';
    }
}
