package arbiter.board.svg;

import arbiter.board.PieceType;

/**
 * The chessmen of {@link BoardSvg} as SVG path data in a 100 by 100 box (y down, standing on
 * y = 88), so no font with chess glyphs is needed. Each kind has body parts, drawn in order with
 * the side's fill and outline so that later parts overlap earlier ones; detail lines, stroked in
 * the outline colour; and dots, filled with the outline colour.
 */
final class PieceShapes {

    private PieceShapes() {
    }

    /** The parts of one kind of piece; any of the strings may be empty. */
    record Shape(String[] bodies, String details, String dots) {
    }

    private static final String BASE = "M24 88V82Q24 78 28 78H72Q76 78 76 82V88Z";

    private static final Shape KING = new Shape(new String[] {
        "M45 8H55V17H63V27H55V42H45V27H37V17H45Z",
        "M31 78L27 66Q14 52 26 42Q38 34 50 47Q62 34 74 42Q86 52 73 66L69 78Z",
        BASE},
        "M28 66Q50 58 72 66M50 47V64", "");

    private static final Shape QUEEN = new Shape(new String[] {
        "M31 78L28 68L20 32L35 54L36 24L45 52L50 19L55 52L64 24L65 54L80 32L72 68L69 78Z",
        circle(20, 30, 6) + circle(36, 22, 6) + circle(50, 16, 6) + circle(64, 22, 6) + circle(80, 30, 6),
        BASE},
        "M28 68Q50 60 72 68", "");

    private static final Shape ROOK = new Shape(new String[] {
        "M33 70L36 38H64L67 70Z",
        "M27 40V17H37V25H45V17H55V25H63V17H73V40Z",
        "M28 78V70H72V78Z",
        BASE},
        "M36 38H64", "");

    private static final Shape BISHOP = new Shape(new String[] {
        "M34 78Q24 62 33 46Q40 34 50 24Q60 34 67 46Q76 62 66 78Z",
        "M44 17A6 6 0 1 1 56 17A6 6 0 1 1 44 17Z",
        BASE},
        "M58 38L46 52M35 70Q50 64 65 70", "");

    private static final Shape KNIGHT = new Shape(new String[] {
        "M30 78Q30 64 42 54L26 62Q18 64 15 58Q13 52 19 47L34 30L38 13L47 23Q66 23 74 42Q80 58 76 78Z",
        BASE},
        "M50 24Q66 28 70 46Q73 60 70 72",
        circle(35, 38, 3.5) + circle(20, 54, 2));

    private static final Shape PAWN = new Shape(new String[] {
        "M35 78Q38 62 44 52H56Q62 62 65 78Z",
        "M36 53Q50 44 64 53Q50 60 36 53Z",
        circle(50, 36, 12),
        BASE},
        "", "");

    static Shape of(PieceType type) {
        return switch (type) {
            case KING -> KING;
            case QUEEN -> QUEEN;
            case ROOK -> ROOK;
            case BISHOP -> BISHOP;
            case KNIGHT -> KNIGHT;
            case PAWN -> PAWN;
        };
    }

    private static String circle(double x, double y, double r) {
        return "M" + BoardSvg.num(x - r) + " " + BoardSvg.num(y) + "a" + BoardSvg.num(r) + " " + BoardSvg.num(r)
                + " 0 1 1 " + BoardSvg.num(2 * r) + " 0a" + BoardSvg.num(r) + " " + BoardSvg.num(r)
                + " 0 1 1 " + BoardSvg.num(-2 * r) + " 0Z";
    }
}
