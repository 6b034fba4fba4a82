package arbiter.bench;

import arbiter.api.Side;
import arbiter.api.Turn;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The turns {@code arbiter bench} and the JMH benchmarks resolve, a list per ruleset: each a legal turn that the
 * reference carries out (BenchTurnsTest checks it), mixing quiet moves with the conflicts each ruleset settles.
 */
public final class BenchTurns {

    private static final String XYMYX_START = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    private static final String ORTHODOX_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    private BenchTurns() {
    }

    /** Every list, keyed by ruleset id, XYMYX first. */
    public static Map<String, List<Turn>> byRuleset() {
        Map<String, List<Turn>> lists = new LinkedHashMap<>();
        lists.put("xymyx", xymyx());
        lists.put("xymyx-classic", xymyxClassic());
        lists.put("simulchess", simulchess());
        lists.put("zeitgeist", zeitgeist());
        lists.put("revochess", revochess());
        return lists;
    }

    /**
     * Ten XYMYX turns: two openings, captures, a collision, a swap (two Rooks taking each other change places), a
     * check that freezes its Rook, the answer to it with the Rook frozen, both sides castling, an absorption and a
     * promotion with check.
     */
    public static List<Turn> xymyx() {
        return List.of(xymyx(XYMYX_START, "e2e4", "e7e5"),
                xymyx("r1bkqbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "f3e5", "c6e5"),
                xymyx("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQ - 0 1", "e5f7", "e6d5"),
                xymyx("3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "a1a4", "b6a4"),
                xymyx("r7/5pkp/6p1/8/8/6P1/5PKP/R7 w - - 0 1", "a1a8", "a8a1"),
                xymyx("4k3/6pp/8/8/8/8/5PPP/R5K1 w - - 0 1", "a1a8", "h7h6"),
                xymyx("R3k3/6p1/7p/8/8/8/5PPP/6K1 w - - 0 2 frozen=a8", "g1h1", "e8e7"),
                xymyx("r2k3r/ppp1qppp/2n1bn2/3pp3/3PP3/2N1BN2/PPP1QPPP/R3K2R w KQkq - 0 1", "e1g1", "d8b8"),
                xymyx("6k1/5ppp/8/8/N7/8/5PPP/R5K1 w - - 0 1", "a1a4", "h7h6"),
                xymyx("6k1/1P6/8/p7/8/8/8/6K1 w - - 0 1", "b7b8q", "a5a4"));
    }

    /** XYMYX's first edition: an opening, a Queen absorbing her own pawn, a Rook its own pawn, a collision. */
    public static List<Turn> xymyxClassic() {
        return List.of(new Turn("xymyx-classic", ORTHODOX_START, "e2e4", "e7e5", Side.WHITE),
                new Turn("xymyx-classic", ORTHODOX_START, "d1e2", "a8a7", Side.WHITE),
                new Turn("xymyx-classic", "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "a1a4", "b6a4", Side.BLACK));
    }

    /** The text's worked examples and an opening: a base attack, an interception, a King collision, a chain capture. */
    public static List<Turn> simulchess() {
        return List.of(atOnce("simulchess", ORTHODOX_START, "e2e4", "e7e5"),
                atOnce("simulchess", "5rk1/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1", "e4f6", "b7e4"),
                atOnce("simulchess", "5rk1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1", "a1a8", "b6a4"),
                atOnce("simulchess", "8/p5kp/6p1/r7/4K3/1P4P1/P6P/2R5 w - - 0 1", "e4e5", "a5e5"),
                atOnce("simulchess", "3r2k1/pp3ppp/8/8/8/1Pn5/P4PPP/3Q1RK1 w - - 0 1", "d1d8", "c3d1"));
    }

    /** An opening and the settlements that take rounds: a pawn's capture that finds nothing, two blocked Rooks, the three-piece square. */
    public static List<Turn> zeitgeist() {
        return List.of(atOnce("zeitgeist", ORTHODOX_START, "e2e4", "e7e5"),
                atOnce("zeitgeist", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "d5d4"),
                atOnce("zeitgeist", "r3k3/8/8/8/8/8/P7/R3K3 w - - 0 1", "a1a8", "a8a1"),
                atOnce("zeitgeist", "4k3/8/4p3/3p4/8/2N5/8/4K3 w - - 0 1", "c3d5", "e6d5"));
    }

    /** The text's example turns: two moves of one player each, a swap castling among them. */
    public static List<Turn> revochess() {
        return List.of(new Turn("revochess", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", List.of("e2e4", "g1f3"),
                        List.of(), null, List.of()),
                new Turn("revochess", "rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 0 1", List.of(), List.of("e7e6", "b8c6"),
                        null, List.of()),
                new Turn("revochess", "r1bqkbnr/pppp1ppp/2n1p3/8/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 2", List.of("e1h1", "d2d4"),
                        List.of(), null, List.of()));
    }

    private static Turn xymyx(String fen, String white, String black) {
        return new Turn("xymyx", fen, white, black, Side.WHITE);
    }

    /** One move each, nobody registered first, no history: a turn of a game where both move at once. */
    private static Turn atOnce(String ruleset, String fen, String white, String black) {
        return new Turn(ruleset, fen, List.of(white), List.of(black), null, List.of());
    }
}
