package arbiter.rulebook;

import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Square;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The book's touches on {@code BoardSvg}'s drawings, which at the book's small boards would be hard
 * to read: arrow labels and badges (frozen, destroyed, bounced) drawn larger, and a move of one square drawn from the
 * edge of its piece well into the square it goes to, with a white outline and a large head, where
 * the plain arrow would lie on the piece. The report's boards are left as they are. Geometry as in
 * {@code BoardSvg}: squares of 100 units, the board's left margin 50 and top margin 25.
 */
final class BookArrows {

    /** Labels ("1st", "1", "yes") about 11 pixels high on an example's board instead of 7. */
    static final double LABEL_SCALE = 1.6;
    /** Badges (frozen, destroyed, bounced) about 12 pixels across instead of 7. */
    static final double BADGE_SCALE = 1.7;
    private static final Pattern LABEL = Pattern.compile(
            "<g class=\"bsvg-label\">(<rect x=\"([-\\d.]+)\" y=\"([-\\d.]+)\" width=\"([\\d.]+)\" height=\"([\\d.]+)\")");
    private static final Pattern BADGE = Pattern.compile("<g class=\"(bsvg-frozen|bsvg-destroyed|bsvg-bounce)\">(<circle cx=\"([-\\d.]+)\" cy=\"([-\\d.]+)\")");
    /** The arrow colours of {@code BoardSvg}: White blue, Black red. */
    private static final String WHITE = "#1f5fd1";
    private static final String BLACK = "#d7301f";

    private BookArrows() {
    }

    /** The drawing with its labels and badges scaled up about their centres. */
    static String readable(String svg) {
        String out = replaced(svg, LABEL, r -> group("bsvg-label", Double.parseDouble(r.group(2)) + Double.parseDouble(r.group(4)) / 2,
                Double.parseDouble(r.group(3)) + Double.parseDouble(r.group(5)) / 2, LABEL_SCALE) + r.group(1));
        return replaced(out, BADGE, r -> group(r.group(1), Double.parseDouble(r.group(3)),
                Double.parseDouble(r.group(4)), BADGE_SCALE) + r.group(2));
    }

    /** Each match of {@code pattern} replaced by what {@code by} makes of it, taken literally (a loop: TeaVM has no {@code Matcher.replaceAll(Function)}). */
    private static String replaced(String text, Pattern pattern, java.util.function.Function<Matcher, String> by) {
        Matcher m = pattern.matcher(text);
        StringBuilder s = new StringBuilder();
        int last = 0;
        while (m.find()) {
            s.append(text, last, m.start()).append(by.apply(m));
            last = m.end();
        }
        return s.append(text, last, text.length()).toString();
    }

    private static String group(String cls, double x, double y, double scale) {
        return String.format(Locale.ROOT, "<g class=\"%s\" transform=\"translate(%.1f %.1f) scale(%.2f) translate(%.1f %.1f)\">", cls, x, y,
                scale, -x, -y);
    }

    /** True for a move to a neighbouring square, which gets {@link #oneSquare} instead of a plain arrow. */
    static boolean oneSquare(Move m) {
        return !m.from().equals(m.to()) && Math.abs(m.from().file() - m.to().file()) <= 1 && Math.abs(m.from().rank() - m.to().rank()) <= 1;
    }

    /**
     * A one-square move: from the edge of its piece to past the middle of its square, outlined in
     * white, and its label (or null) in a disc beside it.
     */
    static String oneSquare(Move m, Color side, String label) {
        double x0 = centreX(m.from());
        double y0 = centreY(m.from());
        double dx = centreX(m.to()) - x0;
        double dy = centreY(m.to()) - y0;
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        double start = length * 0.36;
        double tip = length + 12;
        double neck = tip - 42;
        double[][] points = {{start, 11}, {neck, 11}, {neck, 30}, {tip, 0}, {neck, -30}, {neck, -11}, {start, -11}};
        StringBuilder s = new StringBuilder("<polygon class=\"book-arrow-").append(side == Color.WHITE ? 'w' : 'b').append("\" fill=\"")
                .append(side == Color.WHITE ? WHITE : BLACK).append("\" stroke=\"#ffffff\" stroke-width=\"4\" stroke-linejoin=\"round\" points=\"");
        for (int i = 0; i < points.length; i++) {
            s.append(i == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f,%.1f", x0 + ux * points[i][0] - uy * points[i][1],
                    y0 + uy * points[i][0] + ux * points[i][1]));
        }
        s.append("\"/>\n");
        if (label != null && !label.isEmpty()) {
            double along = (start + neck) / 2;
            label(s, x0 + ux * along - uy * 50, y0 + uy * along + ux * 50, side, label);
        }
        return s.toString();
    }

    /** A label as {@code BoardSvg} draws one, so that {@link #readable} scales it like the others. */
    private static void label(StringBuilder s, double x, double y, Color side, String label) {
        int chars = label.codePointCount(0, label.length());
        double r = chars <= 1 ? 19 : 19 + 7 * (Math.min(chars, 6) - 1);
        s.append(String.format(Locale.ROOT, "<g class=\"bsvg-label\"><rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"38\" rx=\"19\" ry=\"19\""
                + " fill=\"%s\" stroke=\"#ffffff\" stroke-width=\"3\"/><text x=\"%.1f\" y=\"%.1f\" font-family=\"DejaVu Sans,Arial,Helvetica,sans-serif\""
                + " font-size=\"%s\" font-weight=\"bold\" fill=\"#ffffff\" text-anchor=\"middle\">", x - r, y - 19, 2 * r,
                side == Color.WHITE ? WHITE : BLACK, x, y + (chars <= 2 ? 10 : 8), chars <= 2 ? "28" : "22"))
                .append(Xml.text(label)).append("</text></g>\n");
    }

    /** The drawing with the shapes put in last, over everything else. */
    static String over(String svg, String shapes) {
        int end = svg.lastIndexOf("</svg>");
        return shapes.isEmpty() || end < 0 ? svg : svg.substring(0, end) + shapes + svg.substring(end);
    }

    private static double centreX(Square q) {
        return 50 + 100 * q.file() + 50;
    }

    private static double centreY(Square q) {
        return 25 + 100 * (7 - q.rank()) + 50;
    }
}
