package arbiter.desk;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.PngCheck;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;

/**
 * A reader's use of the pages at phone width (390 pixels) in Chromium: an example of a book replayed,
 * changed with the keyboard alone, and reset; the desk's board editor and its messages; nothing wider
 * than the phone; no console message. Screenshots stay in {@code target/desk-screenshots/}.
 */
class DeskPagesInBrowserTest {

    private static final Path SHOTS = Path.of("target", "desk-screenshots");
    private static final int PHONE = 390;

    @TempDir
    static Path dir;

    private static Path books;
    private static DeskBrowser browser;

    @BeforeAll
    static void setUp() throws Exception {
        books = DeskPages.books(dir);
        browser = DeskBrowser.open(PHONE, 900);
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void tearDown() {
        if (browser != null) {
            browser.close();
        }
    }

    @Test
    void anExampleIsReplayedChangedByKeyboardAndReset() throws Exception {
        browser.open(books.resolve("rulebook-xymyx.html"));
        WebElement example = browser.driver.findElement(By.cssSelector(".example:not([data-white='']):not([data-black=''])"));
        String exampleSentence = example.findElement(By.cssSelector(".says .sentence")).getText();
        example.findElement(By.cssSelector(".ap-open button")).click();
        WebElement panel = example.findElement(By.cssSelector(".ap"));
        assertThat(panel.findElement(By.cssSelector(".ap-verdict .sentence")).getText())
                .as("the replayed example says what the book says").isEqualTo(exampleSentence);
        String seeded = panel.findElement(By.cssSelector("input.ap-white")).getAttribute("value");
        String firstText = text(panel);
        DeskPages.Seed seed = new DeskPages.Seed("xymyx", example.getAttribute("data-fen"), example.getAttribute("data-white"),
                example.getAttribute("data-black"), example.getAttribute("data-first"));
        assertThat(firstText).isEqualTo(DeskPages.resolve(seed, false).out());

        String from = whitePieceWithAMove(example);
        keyboardTo(panel, from).sendKeys(Keys.ENTER);
        String to = panel.findElement(By.cssSelector(".ap-target")).getAttribute("data-square");
        keyboardTo(panel, to).sendKeys(Keys.ENTER);
        String typed = panel.findElement(By.cssSelector("input.ap-white")).getAttribute("value");
        assertThat(typed).matches("[KQRBN]?" + from + "-" + to);
        panel.findElement(By.cssSelector("input.ap-white")).sendKeys(Keys.ENTER);
        DeskPages.Seed changed = new DeskPages.Seed("xymyx", seed.fen(), typed, seed.black(), seed.first());
        assertThat(text(panel)).as("the changed turn, as arbiter resolve settles it").isEqualTo(DeskPages.resolve(changed, false).out());
        shoot("replayed-example-phone.png", panel);

        panel.findElement(By.cssSelector(".ap-reset")).click();
        panel = example.findElement(By.cssSelector(".ap"));
        assertThat(panel.findElement(By.cssSelector("input.ap-white")).getAttribute("value")).isEqualTo(seeded);
        assertThat(text(panel)).as("after Reset, the example again").isEqualTo(firstText);
        assertNothingWiderThanThePhone();
        assertThat(browser.consoleProblems()).isEmpty();
    }

    @Test
    void theDeskSetsUpAPositionAndSaysWhatIsWrongAsTheCommandLineDoes() throws Exception {
        browser.open(books.resolve(DeskFiles.DESK));
        browser.js("var s = document.getElementById('ap-ruleset'); s.value = 'zeitgeist'; s.dispatchEvent(new Event('change'));");
        WebElement fen = browser.driver.findElement(By.id("ap-fen"));
        assertThat(fen.getAttribute("value")).startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");

        browser.driver.findElement(By.cssSelector(".ap-palette button[aria-label='Put: White Queen']")).click();
        browser.driver.findElement(By.cssSelector(".ap-sq[data-square='d4']")).click();
        browser.driver.findElement(By.cssSelector(".ap-palette button[aria-label='Empty a square']")).click();
        browser.driver.findElement(By.cssSelector(".ap-sq[data-square='d1']")).click();
        assertThat(fen.getAttribute("value")).startsWith("rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNB1KBNR ");
        browser.driver.findElement(By.cssSelector(".ap-palette button[aria-pressed]")).click();

        WebElement white = browser.driver.findElement(By.cssSelector("input.ap-white"));
        WebElement black = browser.driver.findElement(By.cssSelector("input.ap-black"));
        white.sendKeys("Qd4-d7");
        black.sendKeys("e7-e5");
        browser.driver.findElement(By.cssSelector(".ap-play")).click();
        DeskPages.Seed turn = new DeskPages.Seed("zeitgeist", fen.getAttribute("value"), "Qd4-d7", "e7-e5", "");
        WebElement desk = browser.driver.findElement(By.id("desk"));
        assertThat(text(desk)).isEqualTo(DeskPages.resolve(turn, false).out());
        assertThat(desk.findElements(By.cssSelector(".ap-precedents a"))).as("rulings and examples that cover it").isNotEmpty();
        shoot("desk-phone.png", null);

        white.clear();
        white.sendKeys("Qd4-d9");
        browser.driver.findElement(By.cssSelector(".ap-play")).click();
        DeskPages.Cli cli = DeskPages.resolve(new DeskPages.Seed("zeitgeist", turn.fen(), "Qd4-d9", "e7-e5", ""), false);
        assertThat(browser.driver.findElement(By.cssSelector(".ap-error")).getText()).isEqualTo(cli.message()).isNotEmpty();

        fen.clear();
        fen.sendKeys("rnbqkbnr/pppppppp/8/8 w", Keys.TAB);
        DeskPages.Cli bad = DeskPages.resolve(new DeskPages.Seed("zeitgeist", "rnbqkbnr/pppppppp/8/8 w", "e2-e4", "e7-e5", ""), false);
        assertThat(browser.driver.findElement(By.cssSelector(".ap-error")).getText()).isEqualTo(bad.message()).isNotEmpty();
        assertNothingWiderThanThePhone();
        assertThat(browser.consoleProblems()).isEmpty();
    }

    @Test
    void everyBookLinksTheDeskAndLoadsWithoutAConsoleMessage() {
        for (String book : List.of("xymyx", "xymyx-classic", "simulchess", "zeitgeist", "revochess", "chess")) {
            browser.open(books.resolve("rulebook-" + book + ".html"));
            assertThat(browser.driver.findElements(By.cssSelector(".titlepage a[href='desk.html']"))).as(book).hasSize(1);
            long examples = (Long) browser.js("return document.querySelectorAll('.example').length;");
            long replayable = (Long) browser.js("return document.querySelectorAll('.example .ap-open button').length;");
            assertThat(replayable).as("examples of %s with a replay button", book).isEqualTo(examples).isPositive();
            assertThat(browser.consoleProblems()).as(book).isEmpty();
        }
    }

    /** The desk at a desktop's width with a collision settled: the README's picture (target/desk-screenshots/desk-desktop.png). */
    @Test
    void theDeskAtDesktopWidth() throws Exception {
        browser.driver.manage().window().setSize(new Dimension(1280, 1500));
        try {
            DeskPages.Seed collision = new DeskPages.Seed("xymyx", "4k3/8/8/3n4/R7/8/8/4K3 w - - 0 1", "Ra4-b4", "Nd5-b4", "white");
            browser.open(books.resolve(DeskFiles.DESK));
            assertThat(DeskPages.atDesk(browser, collision).get(0)).isEqualTo(DeskPages.resolve(collision, false).out());
            browser.js("window.scrollTo(0, document.getElementById('desk').offsetTop - 10);");
            shoot("desk-desktop.png", null);
            assertThat(browser.consoleProblems()).isEmpty();
        } finally {
            browser.driver.manage().window().setSize(new Dimension(PHONE, 900));
        }
    }

    /** The text {@code arbiter resolve} prints, as the panel shows it. */
    private static String text(WebElement panel) {
        return (String) browser.js("return arguments[0].querySelector('.ap-text pre').textContent;", panel);
    }

    /** A square of a White piece that has a legal move, as the page's own reference says. */
    private static String whitePieceWithAMove(WebElement example) {
        return (String) browser.js("var m = window.arbiterLegal('xymyx', arguments[0], 'white').split(' ');"
                + " return m.length && m[0] ? m[m.length - 1].slice(0, 2) : null;", example.getAttribute("data-fen"));
    }

    /** Walks the board's focus to {@code square} with the arrow keys from the square that holds it now. */
    private static WebElement keyboardTo(WebElement panel, String square) {
        WebElement focused = panel.findElement(By.cssSelector(".ap-sq[tabindex='0']"));
        focused.sendKeys("");
        String at = focused.getAttribute("data-square");
        int files = square.charAt(0) - at.charAt(0);
        int ranks = square.charAt(1) - at.charAt(1);
        WebElement current = focused;
        for (int i = 0; i < Math.abs(files); i++) {
            current.sendKeys(files > 0 ? Keys.ARROW_RIGHT : Keys.ARROW_LEFT);
            current = browser.driver.switchTo().activeElement();
        }
        for (int i = 0; i < Math.abs(ranks); i++) {
            current.sendKeys(ranks > 0 ? Keys.ARROW_UP : Keys.ARROW_DOWN);
            current = browser.driver.switchTo().activeElement();
        }
        assertThat(current.getAttribute("data-square")).isEqualTo(square);
        return current;
    }

    private static void assertNothingWiderThanThePhone() {
        @SuppressWarnings("unchecked")
        List<String> wide = (List<String>) browser.js("""
                var out = [];
                document.querySelectorAll('.ap *').forEach(function (e) {
                  if (e.closest('pre') || e.closest('details:not([open])')) { return; }
                  var r = e.getBoundingClientRect();
                  if (r.width > 0 && r.right > window.innerWidth + 1 && out.length < 10) { out.push(e.tagName + '.' + e.className); }
                });
                return out;""");
        assertThat(wide).as("elements of the panel wider than a %d-pixel phone", PHONE).isEmpty();
    }

    private static void shoot(String name, WebElement element) throws Exception {
        Path png = SHOTS.resolve(name);
        Path shot = element != null ? element.getScreenshotAs(OutputType.FILE).toPath() : browser.driver.getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(shot, png, StandardCopyOption.REPLACE_EXISTING);
        assertThat(PngCheck.problem(png)).as(name).isNull();
    }
}
