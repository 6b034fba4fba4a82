package arbiter.board.svg;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.board.XmlText;

/**
 * Draws a position as a self-contained SVG 1.1 image for the conformance report, the rulebook and
 * docs/scenario-language.md: White at the bottom, files a-h under the board and ranks 1-8 at its left, pieces as
 * vector shapes ({@link PieceShapes}; no fonts with chess glyphs needed), plus the
 * {@link Annotations}: arrows in the side's colour (White blue, Black red), framed and highlighted
 * squares, and frozen badges (a snowflake in a disc) on the position's frozen pieces and any
 * others asked for; and the {@link TurnMarks}: moves stopped on their way, called off or bounced
 * back, pieces destroyed, and castlings that swap a King with its Rook.
 *
 * <p>Only plain elements and presentation attributes are used (rect, path, polygon, circle, text,
 * g; no CSS, fonts, images, filters or ids), so the output looks the same in browsers and in
 * Batik (openhtmltopdf), and several boards can be inlined into one HTML page. The output is
 * deterministic: numbers are written without a locale, squares in a fixed order. Elements carry
 * {@code class} names starting {@code bsvg-} ({@code bsvg-wK}, {@code bsvg-arrow-b},
 * {@code bsvg-mark}, ...) for tests and scripts; nothing depends on them.
 *
 * <p>Geometry: a square is 100 user units, the board 800; the margins are 50 left and bottom
 * (coordinates) and 25 top and right, so the image is 875 units square and
 * {@code size * 875 / 800} pixels wide.
 */
public final class BoardSvg {

    static final String LIGHT = "#f0d9b5";
    static final String DARK = "#b58863";
    static final String WHITE_ARROW = "#1f5fd1";
    static final String BLACK_ARROW = "#d7301f";
    static final String MARK = "#a020c8";
    static final String HIGHLIGHT = "#ffe34d";
    static final String FROZEN = "#0a8fb0";
    private static final String WHITE_FILL = "#ffffff";
    private static final String WHITE_LINE = "#1e1e1e";
    private static final String BLACK_FILL = "#262626";
    private static final String BLACK_LINE = "#f2f2f2";
    private static final String FONT = "font-family=\"DejaVu Sans,Arial,Helvetica,sans-serif\"";

    private static final int SQ = 100;
    private static final int LEFT = 50;
    private static final int TOP = 25;
    private static final int EXTENT = 875;

    private BoardSvg() {
    }

    /** The position without annotations, at the default size. */
    public static String svg(Position p) {
        return svg(p, Annotations.NONE);
    }

    /**
     * The position with annotations.
     *
     * @param p the position; its frozen pieces get a frozen badge
     * @param a what to draw on top, its title and size
     * @return a complete {@code <svg>} element, without an XML declaration
     */
    public static String svg(Position p, Annotations a) {
        return svg(p, a, TurnMarks.NONE);
    }

    /**
     * The position with annotations and what became of the turn's moves ({@link TurnMarks}), drawn
     * over the arrows.
     *
     * @param p the position before the turn
     * @param a what to draw on top, its title and size
     * @param m the stopped, called-off and bounced moves and the destroyed pieces
     * @return a complete {@code <svg>} element, without an XML declaration
     */
    public static String svg(Position p, Annotations a, TurnMarks m) {
        StringBuilder s = new StringBuilder(8192);
        String px = num(a.size() * (double) EXTENT / (8 * SQ));
        s.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(px)
                .append("\" height=\"").append(px).append("\" viewBox=\"0 0 ").append(EXTENT).append(' ')
                .append(EXTENT).append("\">");
        String title = a.title() != null ? a.title() : "Chess position " + Fen.format(p);
        s.append("<title>").append(escape(title)).append("</title>\n");
        squares(s);
        for (Square q : a.highlighted()) {
            s.append("<rect class=\"bsvg-hl\" x=\"").append(x(q)).append("\" y=\"").append(y(q))
                    .append("\" width=\"100\" height=\"100\" fill=\"").append(HIGHLIGHT)
                    .append("\" fill-opacity=\"0.55\"/>\n");
        }
        for (Square q : a.marked()) {
            s.append("<rect class=\"bsvg-mark\" x=\"").append(x(q) + 6).append("\" y=\"").append(y(q) + 6)
                    .append("\" width=\"88\" height=\"88\" fill=\"none\" stroke=\"").append(MARK)
                    .append("\" stroke-width=\"12\"/>\n");
        }
        coordinates(s);
        s.append("<g stroke-width=\"2.8\" stroke-linejoin=\"round\" stroke-linecap=\"round\">\n");
        for (int i = 0; i < 64; i++) {
            Square q = Square.of(i);
            Piece piece = p.pieceAt(q);
            if (piece != null) {
                piece(s, piece, x(q), y(q));
            }
        }
        s.append("</g>\n");
        for (Annotations.Arrow arrow : a.arrows()) {
            arrow(s, arrow.from(), arrow.to(), arrow.side(), "bsvg-arrow-" + (arrow.side() == Color.WHITE ? 'w' : 'b'), 0.8);
        }
        MarkSvg.draw(s, m);
        for (int i = 0; i < 64; i++) {
            Square q = Square.of(i);
            if (p.isFrozen(q) || a.frozen().contains(q)) {
                frozen(s, x(q) + 83, y(q) + 17);
            }
        }
        for (Annotations.Arrow arrow : a.arrows()) {
            if (arrow.label() != null) {
                label(s, arrow);
            }
        }
        return s.append("</svg>\n").toString();
    }

    static int x(Square q) {
        return LEFT + SQ * q.file();
    }

    static int y(Square q) {
        return TOP + SQ * (7 - q.rank());
    }

    private static void squares(StringBuilder s) {
        s.append("<rect x=\"").append(LEFT - 3).append("\" y=\"").append(TOP - 3)
                .append("\" width=\"806\" height=\"806\" fill=\"#5a4634\"/>\n<g shape-rendering=\"crispEdges\">");
        for (int rank = 7; rank >= 0; rank--) {
            for (int file = 0; file < 8; file++) {
                Square q = Square.at(file, rank);
                s.append("<rect x=\"").append(x(q)).append("\" y=\"").append(y(q))
                        .append("\" width=\"100\" height=\"100\" fill=\"").append(q.isLight() ? LIGHT : DARK)
                        .append("\"/>");
            }
            s.append('\n');
        }
        s.append("</g>\n");
    }

    private static void coordinates(StringBuilder s) {
        s.append("<g ").append(FONT).append(" font-size=\"32\" fill=\"#333333\" text-anchor=\"middle\">");
        for (int file = 0; file < 8; file++) {
            s.append("<text x=\"").append(LEFT + SQ * file + SQ / 2).append("\" y=\"").append(TOP + 8 * SQ + 36)
                    .append("\">").append((char) ('a' + file)).append("</text>");
        }
        for (int rank = 0; rank < 8; rank++) {
            s.append("<text x=\"").append(LEFT / 2).append("\" y=\"").append(TOP + SQ * (7 - rank) + SQ / 2 + 11)
                    .append("\">").append(rank + 1).append("</text>");
        }
        s.append("</g>\n");
    }

    private static void piece(StringBuilder s, Piece piece, int x, int y) {
        boolean white = piece.color() == Color.WHITE;
        String line = white ? WHITE_LINE : BLACK_LINE;
        PieceShapes.Shape shape = PieceShapes.of(piece.type());
        s.append("<g class=\"bsvg-").append(white ? 'w' : 'b').append(piece.type().letter())
                .append("\" transform=\"translate(").append(x - 5).append(' ').append(num(y - 4.8))
                .append(") scale(1.1)\" fill=\"")
                .append(white ? WHITE_FILL : BLACK_FILL).append("\" stroke=\"").append(line)
                .append("\">");
        for (String body : shape.bodies()) {
            s.append("<path d=\"").append(body).append("\"/>");
        }
        if (!shape.details().isEmpty()) {
            s.append("<path fill=\"none\" d=\"").append(shape.details()).append("\"/>");
        }
        if (!shape.dots().isEmpty()) {
            s.append("<path stroke=\"none\" fill=\"").append(line).append("\" d=\"").append(shape.dots()).append("\"/>");
        }
        s.append("</g>\n");
    }

    static double cx(Square q) {
        return x(q) + SQ / 2.0;
    }

    static double cy(Square q) {
        return y(q) + SQ / 2.0;
    }

    /** One polygon (shaft and head), so that its transparency does not double where they meet. */
    static void arrow(StringBuilder s, Square from, Square to, Color side, String cls, double opacity) {
        double x0 = cx(from);
        double y0 = cy(from);
        double dx = cx(to) - x0;
        double dy = cy(to) - y0;
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        double nx = -uy;
        double ny = ux;
        double start = 12;
        double tip = length - 24;
        double neck = tip - 38;
        double shaft = 8.5;
        double head = 25;
        double[][] points = {
            {start, shaft}, {neck, shaft}, {neck, head}, {tip, 0}, {neck, -head}, {neck, -shaft}, {start, -shaft}};
        s.append("<polygon class=\"").append(cls).append("\" fill=\"").append(arrowColor(side)).append("\" fill-opacity=\"")
                .append(num(opacity)).append("\" points=\"");
        for (int i = 0; i < points.length; i++) {
            double along = points[i][0];
            double across = points[i][1];
            s.append(i == 0 ? "" : " ").append(num(x0 + ux * along + nx * across)).append(',')
                    .append(num(y0 + uy * along + ny * across));
        }
        s.append("\"/>\n");
    }

    /**
     * A disc on the middle of the shaft, in the arrow's colour, with the label in white; beside the
     * shaft instead for an arrow of one square, which the disc would otherwise hide.
     */
    static void label(StringBuilder s, Annotations.Arrow arrow) {
        double length = Math.hypot(cx(arrow.to()) - cx(arrow.from()), cy(arrow.to()) - cy(arrow.from()));
        double aside = length < 150 ? 34 : 0;
        double x0 = cx(arrow.from()) - (cy(arrow.to()) - cy(arrow.from())) / length * aside;
        double y0 = cy(arrow.from()) + (cx(arrow.to()) - cx(arrow.from())) / length * aside;
        double dx = cx(arrow.to()) - cx(arrow.from());
        double dy = cy(arrow.to()) - cy(arrow.from());
        double along = (12 + length - 62) / 2;
        String x = num(x0 + dx / length * along);
        int chars = arrow.label().codePointCount(0, arrow.label().length());
        double r = chars <= 1 ? 19 : 19 + 7 * (Math.min(chars, 6) - 1);
        String fontSize = chars <= 2 ? "28" : "22";
        s.append("<g class=\"bsvg-label\"><rect x=\"").append(num(x0 + dx / length * along - r))
                .append("\" y=\"").append(num(y0 + dy / length * along - 19)).append("\" width=\"").append(num(2 * r))
                .append("\" height=\"38\" rx=\"19\" ry=\"19\" fill=\"").append(arrowColor(arrow.side()))
                .append("\" stroke=\"#ffffff\" stroke-width=\"3\"/><text x=\"").append(x).append("\" y=\"")
                .append(num(y0 + dy / length * along + (chars <= 2 ? 10 : 8))).append("\" ").append(FONT)
                .append(" font-size=\"").append(fontSize)
                .append("\" font-weight=\"bold\" fill=\"#ffffff\" text-anchor=\"middle\">")
                .append(escape(arrow.label())).append("</text></g>\n");
    }

    /** A disc with a six-armed snowflake, centred on (x, y). */
    private static void frozen(StringBuilder s, int x, int y) {
        s.append("<g class=\"bsvg-frozen\"><circle cx=\"").append(x).append("\" cy=\"").append(y)
                .append("\" r=\"15\" fill=\"").append(FROZEN).append("\" stroke=\"#ffffff\" stroke-width=\"3\"/>")
                .append("<path fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3.5\" stroke-linecap=\"round\" d=\"");
        for (int arm = 0; arm < 3; arm++) {
            double angle = Math.PI / 2 + arm * Math.PI / 3;
            double ax = Math.cos(angle) * 10;
            double ay = Math.sin(angle) * 10;
            s.append('M').append(num(x + ax)).append(' ').append(num(y + ay)).append('L')
                    .append(num(x - ax)).append(' ').append(num(y - ay));
        }
        s.append("\"/></g>\n");
    }

    static String arrowColor(Color side) {
        return side == Color.WHITE ? WHITE_ARROW : BLACK_ARROW;
    }

    /** A number with at most one decimal, a point as separator, whatever the default locale. */
    static String num(double v) {
        long tenths = Math.round(v * 10);
        String sign = tenths < 0 ? "-" : "";
        long abs = Math.abs(tenths);
        return abs % 10 == 0 ? sign + abs / 10 : sign + abs / 10 + "." + abs % 10;
    }

    /** Escapes text for XML content and attribute values; drops characters XML 1.0 forbids. */
    static String escape(String text) {
        return XmlText.escape(text);
    }
}
