package arbiter.desk;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.game.Game;
import arbiter.game.Games;
import arbiter.game.TurnShape;
import arbiter.suite.Target;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The page and {@code arbiter resolve} give the same answer for the same turn: a sample of every
 * book's examples and seeded random turns, each settled in Chromium at the dispute desk (the
 * reference compiled to JavaScript) and by the command line on the JVM, compared as text, as the
 * scenario {@code --gherkin} prints, and as the one-line message of a mistake.
 */
class DeskAgreesWithResolveTest {

    /** Examples compared per ruleset, spread through its book. */
    private static final int EXAMPLES = 8;
    /** Random turns compared per ruleset. */
    private static final int RANDOM = 6;

    @TempDir
    static Path dir;

    private static Path books;
    private static DeskBrowser browser;

    @BeforeAll
    static void setUp() {
        books = DeskPages.books(dir);
        browser = DeskBrowser.open(1280, 1000);
        browser.open(books.resolve(DeskFiles.DESK));
    }

    @AfterAll
    static void tearDown() {
        if (browser != null) {
            browser.close();
        }
    }

    static List<String> rulesets() {
        return Games.ids();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void examplesAndRandomTurnsSettleInThePageAsOnTheCommandLine(String ruleset) {
        List<DeskPages.Seed> turns = new ArrayList<>(sample(DeskPages.examples(browser, books, ruleset)));
        turns.addAll(random(ruleset, new Random(ruleset.hashCode())));
        browser.open(books.resolve(DeskFiles.DESK));
        int settled = 0;
        for (DeskPages.Seed t : turns) {
            List<String> page = DeskPages.atDesk(browser, t);
            DeskPages.Cli text = DeskPages.resolve(t, false);
            DeskPages.Cli gherkin = DeskPages.resolve(t, true);
            if (text.status() == 2) {
                assertThat(page.get(2)).as("the page's message for %s", t).isEqualTo(text.message());
                continue;
            }
            assertThat(page.get(2)).as("no message in the page for %s", t).isEmpty();
            assertThat(page.get(0)).as("arbiter resolve's text for %s", t).isEqualTo(text.out());
            assertThat(page.get(1)).as("arbiter resolve --gherkin for %s", t).isEqualTo(gherkin.out());
            settled++;
        }
        assertThat(settled).as("turns settled rather than refused, of %d", turns.size()).isGreaterThan(turns.size() * 2 / 3);
        assertThat(browser.consoleProblems()).isEmpty();
    }

    @Test
    void mistakesGetTheCommandLinesOneLineMessages() {
        browser.open(books.resolve(DeskFiles.DESK));
        List<DeskPages.Seed> mistakes = List.of(
                new DeskPages.Seed("xymyx", "bad", "e2-e4", "e7-e5", ""),
                new DeskPages.Seed("xymyx", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "d1-d2", "e8-e7", ""),
                new DeskPages.Seed("zeitgeist", "", "e2-e9", "e7-e5", ""),
                new DeskPages.Seed("xymyx", "", "e2-e4", "", ""),
                new DeskPages.Seed("simulchess", "", "e2-e4,", "e7-e5", ""),
                new DeskPages.Seed("chess", "", "", "", ""));
        for (DeskPages.Seed t : mistakes) {
            DeskPages.Cli cli = DeskPages.resolve(t, false);
            assertThat(cli.status()).as("arbiter resolve refuses %s", t).isEqualTo(2);
            assertThat(DeskPages.atDesk(browser, t).get(2)).as("the page's message for %s", t).isEqualTo(cli.message()).isNotEmpty();
        }
    }

    /** At most {@link #EXAMPLES} of the examples, spread evenly. */
    private static List<DeskPages.Seed> sample(List<DeskPages.Seed> all) {
        List<DeskPages.Seed> out = new ArrayList<>();
        int step = Math.max(1, all.size() / EXAMPLES);
        for (int i = 0; i < all.size() && out.size() < EXAMPLES; i += step) {
            out.add(all.get(i));
        }
        return out;
    }

    /**
     * A short random game from the start: legal moves of whoever moves in the game (now and then one player
     * alone where the game allows it), the order drawn too, each turn from the position the one before left.
     */
    private static List<DeskPages.Seed> random(String ruleset, Random random) {
        Implementation reference = Target.find(Target.REFERENCE);
        Game game = Games.require(ruleset);
        String fen = reference.startPosition(ruleset);
        List<DeskPages.Seed> out = new ArrayList<>();
        for (int i = 0; i < RANDOM; i++) {
            boolean both = game.turnShape().bothMove();
            boolean whiteMoves = both || fen.split(" ")[1].equals("w");
            String white = whiteMoves ? pick(reference.legalMoves(ruleset, fen, Side.WHITE), random) : "";
            String black = both || !whiteMoves ? pick(reference.legalMoves(ruleset, fen, Side.BLACK), random) : "";
            if (game.turnShape() == TurnShape.ONE_EACH_OR_ONE_ALONE && random.nextInt(4) == 0) {
                white = "";
            }
            String first = game.turnShape().keepsOrder() && !white.isEmpty() && !black.isEmpty()
                    ? List.of("", "white", "black", "none").get(random.nextInt(4)) : "";
            out.add(new DeskPages.Seed(ruleset, fen, white.isEmpty() && black.isEmpty() ? "none" : white, black, first));
            boolean ordered = game.turnShape().keepsOrder() && !white.isEmpty() && !black.isEmpty();
            DeskPages.Cli after = DeskPages.resolve(new DeskPages.Seed(ruleset, fen, white.isEmpty() ? "none" : white,
                    black.isEmpty() ? "none" : black, ordered && first.isEmpty() ? "white" : first), false);
            String next = DeskPages.fenAfter(after.out());
            fen = next != null ? next : fen;
        }
        return out;
    }

    private static String pick(List<String> moves, Random random) {
        return moves.isEmpty() ? "" : moves.get(random.nextInt(moves.size()));
    }
}
