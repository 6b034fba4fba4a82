package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of the wrong-registration fixture in headless Chromium: screenshots at desktop
 * (1280 wide) and phone (390 wide) sizes that are not blank, no console output (the page logs
 * nothing, so any console line is a script error or a blocked resource), nothing wider than a
 * phone outside code blocks, and working filters. Skipped when {@code chromium} is not on the
 * PATH, unless {@code ARBITER_REQUIRE_BROWSER=1}, when that fails instead. The screenshots stay
 * in {@code target/report-screenshots/} for a look.
 */
class HtmlInBrowserTest {

    private static final Path SHOTS = Path.of("target", "report-screenshots");
    private static final Pattern CONSOLE = Pattern.compile("CONSOLE[(:]|Uncaught");
    private static final long TIMEOUT_SECONDS = 120;

    @TempDir
    static Path dir;

    private static Chromium chromium;
    private static Path json;
    private static Path html;

    @BeforeAll
    static void setUp() throws IOException {
        chromium = Chromium.require(dir);
        json = HtmlReportTest.fixture(dir, "report-wrong.json");
        html = dir.resolve("report.html");
        HtmlReport.write(json, html);
        Files.createDirectories(SHOTS);
    }

    @Test
    void desktopScreenshotIsRenderedWithoutConsoleErrors() throws Exception {
        screenshot("desktop.png", 1280, 2000);
    }

    @Test
    void phoneScreenshotIsRenderedWithoutConsoleErrors() throws Exception {
        screenshot("phone.png", 390, 2400);
    }

    private static void screenshot(String name, int width, int height) throws Exception {
        chromium.screenshotChecked(html, SHOTS.resolve(name).toAbsolutePath(), width, height);
    }

    /** Opens every section, measures at phone width, then filters by a clause and presses a Copy button. */
    @Test
    void atPhoneWidthNothingOverflowsAndTheFiltersWork() throws Exception {
        String probe = """
                <script>(function () {
                  document.querySelectorAll('details').forEach(function (d) { d.open = true; });
                  var wide = [];
                  document.querySelectorAll('body *').forEach(function (e) {
                    if (e.closest('pre')) { return; }
                    var r = e.getBoundingClientRect();
                    if (r.width > 0 && r.right > 391 && wide.length < 10) { wide.push(e.tagName + '.' + e.getAttribute('class')); }
                  });
                  var clause = document.getElementById('f-c');
                  clause.value = 'xymyx.R2';
                  clause.dispatchEvent(new Event('change'));
                  var shown = Array.prototype.filter.call(document.querySelectorAll('.scn'), function (e) { return !e.hidden; }).length;
                  var copy = document.querySelector('button.copy');
                  var copyShown = !!copy && !copy.hidden;
                  if (copy) { copy.click(); }
                  document.body.setAttribute('data-probe', [wide.join(' '), shown, !document.getElementById('filters').hidden, copyShown].join('|'));
                })();</script>""";
        String[] result = chromium.probe(html, probe, 390);
        assertThat(result[0]).as("elements wider than a phone, outside code blocks").isEmpty();
        AtomicInteger withClause = new AtomicInteger();
        ReportReader.scenarios(json, s -> {
            if (s.path("clauses").toString().contains("\"xymyx.R2\"")) {
                withClause.incrementAndGet();
            }
        });
        assertThat(withClause.get()).isPositive();
        assertThat(Integer.parseInt(result[1])).as("scenarios shown for xymyx.R2").isEqualTo(withClause.get());
        assertThat(result[2]).as("filter bar shown").isEqualTo("true");
        assertThat(result[3]).as("copy buttons shown").isEqualTo("true");
    }
}
