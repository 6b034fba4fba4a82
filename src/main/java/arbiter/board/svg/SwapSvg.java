package arbiter.board.svg;

import arbiter.board.Color;

/**
 * Draws a castling that swaps a King with its own Rook ({@link TurnMarks.Swapped}) for
 * {@link BoardSvg}: one arrow with a head at each end, between the King's and the Rook's squares, in
 * the player's colour, with the move's number in a disc when the turn has two moves, so that the
 * swap reads as two pieces changing places rather than the King going onto its own Rook. Class:
 * {@code bsvg-swap-w} or {@code bsvg-swap-b}.
 */
final class SwapSvg {

    private SwapSvg() {
    }

    static void draw(StringBuilder s, TurnMarks.Swapped w) {
        double x0 = BoardSvg.cx(w.king());
        double y0 = BoardSvg.cy(w.king());
        double dx = BoardSvg.cx(w.rook()) - x0;
        double dy = BoardSvg.cy(w.rook()) - y0;
        double length = Math.hypot(dx, dy);
        double ux = dx / length;
        double uy = dy / length;
        double start = 20;
        double tip = length - 20;
        double head = Math.min(38, (tip - start) / 2 - 4);
        double shaft = 8.5;
        double wide = 25;
        double[][] points = {
            {start, 0}, {start + head, wide}, {start + head, shaft}, {tip - head, shaft}, {tip - head, wide}, {tip, 0},
            {tip - head, -wide}, {tip - head, -shaft}, {start + head, -shaft}, {start + head, -wide}};
        s.append("<polygon class=\"bsvg-swap-").append(w.side() == Color.WHITE ? 'w' : 'b').append("\" fill=\"")
                .append(BoardSvg.arrowColor(w.side())).append("\" fill-opacity=\"0.85\" stroke=\"#ffffff\" stroke-width=\"2\" points=\"");
        for (int i = 0; i < points.length; i++) {
            s.append(i == 0 ? "" : " ").append(BoardSvg.num(x0 + ux * points[i][0] - uy * points[i][1])).append(',')
                    .append(BoardSvg.num(y0 + uy * points[i][0] + ux * points[i][1]));
        }
        s.append("\"/>\n");
        if (w.label() != null) {
            BoardSvg.label(s, new Annotations.Arrow(w.king(), w.rook(), w.side(), w.label()));
        }
    }
}
