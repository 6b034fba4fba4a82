package arbiter.compare;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.Chromium;
import arbiter.report.HtmlReport;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * compare.html of four runs (one with a long name that has no place to break) in headless Chromium:
 * screenshots at desktop and phone widths without console messages, and at 390 px, with every cell
 * opened, no element reaching past the right edge. Skipped without {@code chromium} unless
 * {@code ARBITER_REQUIRE_BROWSER=1}; the screenshots stay in {@code target/report-screenshots/}.
 */
class CompareInBrowserTest {

    private static final Path SHOTS = Path.of("target", "report-screenshots");
    private static final String LONG_NAME = "an-implementation-whose-name-goes-on-and-on-without-a-single-place-to-break-it";

    @TempDir
    static Path dir;

    private static Chromium chromium;
    private static Path html;

    @BeforeAll
    static void setUp() throws Exception {
        chromium = Chromium.require(dir);
        ObjectMapper json = new ObjectMapper();
        List<Comparison.Run> runs = new ArrayList<>();
        String[] fixtures = {"report-reference.json", "report-wrong.json", "report-crash.json", "report-wrong.json"};
        for (int i = 0; i < fixtures.length; i++) {
            Path run = Files.createDirectories(dir.resolve(String.valueOf(i + 1)).resolve("run"));
            ObjectNode report = (ObjectNode) json.readTree(CompareInBrowserTest.class.getResourceAsStream("/report/" + fixtures[i]));
            if (i == 3) {
                ((ObjectNode) report.path("implementation")).put("name", LONG_NAME);
            }
            json.writeValue(run.resolve("report.json").toFile(), report);
            HtmlReport.write(run.resolve("report.json"), run.resolve("report.html"));
            runs.add(new Comparison.Run("./adapter --with-a-long-option-name-" + LONG_NAME, run, 1));
        }
        CompareFixtures.write(dir, runs);
        html = dir.resolve("compare.html");
        Files.createDirectories(SHOTS);
    }

    @Test
    void desktopAndPhoneScreenshotsAreRenderedWithoutConsoleMessages() throws Exception {
        chromium.screenshotChecked(html, SHOTS.resolve("compare-desktop.png").toAbsolutePath(), 1280, 2000);
        chromium.screenshotChecked(html, SHOTS.resolve("compare-phone.png").toAbsolutePath(), 390, 2400);
    }

    @Test
    void atPhoneWidthWithEveryCellOpenNothingReachesPastTheEdge() throws Exception {
        String probe = """
                <script>(function () {
                  document.querySelectorAll('details').forEach(function (d) { d.open = true; });
                  var wide = [];
                  document.querySelectorAll('body *').forEach(function (e) {
                    var r = e.getBoundingClientRect();
                    if (r.width > 0 && r.right > 391 && wide.length < 10) { wide.push(e.tagName + '.' + e.getAttribute('class')); }
                  });
                  var opened = document.querySelectorAll('td.cell details[open] li').length;
                  document.body.setAttribute('data-probe', [wide.join(' '), opened].join('|'));
                })();</script>""";
        String[] result = chromium.probe(html, probe, 390);
        assertThat(result[0]).as("elements wider than a phone").isEmpty();
        assertThat(Integer.parseInt(result[1])).as("scenarios listed in the opened cells").isGreaterThan(100);
    }
}
