package arbiter.desk;

import arbiter.report.Chromium;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;

/**
 * Headless Chromium driven by Selenium through the chromedriver on the PATH (Debian's
 * {@code chromium-driver}; nothing is downloaded). Missing, the test is skipped, or failed under
 * {@code ARBITER_REQUIRE_BROWSER=1} (as in CI), as {@link Chromium#requireOnPath} decides.
 */
final class DeskBrowser implements AutoCloseable {

    static {
        // Selenium warns that it has no DevTools bindings for this Chromium; the tests use none
        java.util.logging.Logger.getLogger("org.openqa.selenium.devtools").setLevel(Level.SEVERE);
    }

    final ChromeDriver driver;

    private DeskBrowser(ChromeDriver driver) {
        this.driver = driver;
    }

    /** A browser whose window is {@code width} by {@code height} pixels. */
    static DeskBrowser open(int width, int height) {
        List<Path> programs = Chromium.requireOnPath("chromium", "chromedriver");
        Path chromium = programs.get(0);
        Path chromedriver = programs.get(1);
        ChromeOptions options = new ChromeOptions().setBinary(chromium.toFile())
                .addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                        "--disable-background-networking", "--window-size=" + width + "," + height, "--hide-scrollbars");
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, Level.ALL.getName()));
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile())
                .usingAnyFreePort().withTimeout(Duration.ofSeconds(60)).build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60)).pageLoadTimeout(Duration.ofSeconds(60));
        return new DeskBrowser(driver);
    }

    void open(Path page) {
        driver.get(page.toUri().toString());
    }

    Object js(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeScript(script, args);
    }

    Object jsAsync(String script, Object... args) {
        return ((JavascriptExecutor) driver).executeAsyncScript(script, args);
    }

    /** The page's console messages of level warning or worse since the last call (a script error, a file that did not load). */
    List<String> consoleProblems() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.WARNING.intValue()).map(LogEntry::getMessage).toList();
    }

    WebDriver web() {
        return driver;
    }

    @Override
    public void close() {
        driver.quit();
    }
}
