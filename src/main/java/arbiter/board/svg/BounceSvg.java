package arbiter.board.svg;

import arbiter.board.Color;
import arbiter.board.Square;

/**
 * Draws the moves of {@link TurnMarks#bounced()} for {@link BoardSvg}: a faded arrow to the square
 * the piece went for, a dashed curve in the side's colour from there back to its launch square,
 * ending in a small head (Black's curve bulging further than White's, so that two pieces bounced
 * along one line show two curves), and a return badge (a disc with a U-turn) in the launch square's lower
 * left corner. Unlike a stopped move, nothing crosses the arrow: the piece reached its square and
 * came back. Classes: {@code bsvg-bounced-w}, {@code bsvg-return}, {@code bsvg-return-head},
 * {@code bsvg-bounce}.
 */
final class BounceSvg {

    private BounceSvg() {
    }

    static void draw(StringBuilder s, TurnMarks.Bounced b) {
        String color = BoardSvg.arrowColor(b.side());
        BoardSvg.arrow(s, b.from(), b.aim(), b.side(), "bsvg-bounced-" + (b.side() == Color.WHITE ? 'w' : 'b'), 0.5);
        double x0 = BoardSvg.cx(b.aim());
        double y0 = BoardSvg.cy(b.aim());
        double x1 = BoardSvg.cx(b.from());
        double y1 = BoardSvg.cy(b.from());
        double length = Math.hypot(x1 - x0, y1 - y0);
        double ux = (x1 - x0) / length;
        double uy = (y1 - y0) / length;
        double reach = b.side() == Color.WHITE ? 0.3 : 0.45;
        double bulge = Math.max(45, length * reach) * inward(x0, y0, x1, y1, -uy, ux);
        double cx = (x0 + x1) / 2 - uy * bulge;
        double cy = (y0 + y1) / 2 + ux * bulge;
        double sx = x0 + ux * 22;
        double sy = y0 + uy * 22;
        double ex = x1 - ux * 20 - uy * Math.signum(bulge) * 18;
        double ey = y1 - uy * 20 + ux * Math.signum(bulge) * 18;
        s.append("<path class=\"bsvg-return\" fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"8\" stroke-linecap=\"round\"")
                .append(" stroke-dasharray=\"14 10\" d=\"M").append(BoardSvg.num(sx)).append(' ').append(BoardSvg.num(sy)).append(" Q")
                .append(BoardSvg.num(cx)).append(' ').append(BoardSvg.num(cy)).append(' ').append(BoardSvg.num(ex)).append(' ')
                .append(BoardSvg.num(ey)).append("\"/>\n");
        head(s, color, ex, ey, ex - cx, ey - cy);
        badge(s, color, BoardSvg.x(b.from()) + 20, BoardSvg.y(b.from()) + 80);
    }

    /**
     * 1 when the normal (nx, ny) of the move points towards the board's middle (the top left corner of e4, which d4, d5 and
     * e5 share), else -1: the curve stays on the board.
     */
    private static double inward(double x0, double y0, double x1, double y1, double nx, double ny) {
        Square middle = Square.parse("e4");
        double dx = BoardSvg.x(middle) - (x0 + x1) / 2;
        double dy = BoardSvg.y(middle) - (y0 + y1) / 2;
        return dx * nx + dy * ny >= 0 ? 1 : -1;
    }

    /** A triangle with its tip at (x, y), pointing along (dx, dy). */
    private static void head(StringBuilder s, String color, double x, double y, double dx, double dy) {
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        double bx = x - ux * 24;
        double by = y - uy * 24;
        s.append("<polygon class=\"bsvg-return-head\" fill=\"").append(color).append("\" stroke=\"#ffffff\" stroke-width=\"2\" points=\"")
                .append(BoardSvg.num(x)).append(',').append(BoardSvg.num(y)).append(' ').append(BoardSvg.num(bx - uy * 14)).append(',')
                .append(BoardSvg.num(by + ux * 14)).append(' ').append(BoardSvg.num(bx + uy * 14)).append(',').append(BoardSvg.num(by - ux * 14))
                .append("\"/>\n");
    }

    /** A disc in the side's colour with a white U-turn arrow, centred on (x, y). */
    private static void badge(StringBuilder s, String color, int x, int y) {
        s.append("<g class=\"bsvg-bounce\"><circle cx=\"").append(x).append("\" cy=\"").append(y).append("\" r=\"16\" fill=\"").append(color)
                .append("\" stroke=\"#ffffff\" stroke-width=\"3\"/><path fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3.5\"")
                .append(" stroke-linecap=\"round\" stroke-linejoin=\"round\" d=\"M").append(x + 6).append(' ').append(y + 8).append(" V")
                .append(y - 2).append(" A6 6 0 0 0 ").append(x - 6).append(' ').append(y - 2).append(" V").append(y + 6).append(" M")
                .append(x - 10).append(' ').append(y + 2).append(" L").append(x - 6).append(' ').append(y + 7).append(" L").append(x - 2)
                .append(' ').append(y + 2).append("\"/></g>\n");
    }
}
