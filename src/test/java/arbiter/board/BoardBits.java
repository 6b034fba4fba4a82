package arbiter.board;

/** Bitboards built the slow, obvious way, for the tests of the fast ones. */
final class BoardBits {

    private BoardBits() {
    }

    /** The squares a slider on {@code from} reaches along {@code directions}, walked one square at a time up to the first piece. */
    static long walk(int from, long occupied, int[][] directions) {
        long bits = 0;
        for (int[] d : directions) {
            for (Square s = Square.of(from).offset(d[0], d[1]); s != null; s = s.offset(d[0], d[1])) {
                bits |= s.bit();
                if ((occupied & s.bit()) != 0) {
                    break;
                }
            }
        }
        return bits;
    }

    /** The bitboard of the squares named. */
    static long bits(String... names) {
        long bits = 0;
        for (String name : names) {
            bits |= Square.parse(name).bit();
        }
        return bits;
    }
}
