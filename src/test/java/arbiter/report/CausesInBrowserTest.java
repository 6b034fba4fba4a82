package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Causes section and the failure cards' commands in headless Chromium at phone width (390 px):
 * every cause and card opened, nothing in them is wider than the phone (the commands wrap), the
 * commands' Copy buttons show and copy the command's text, and a screenshot is not blank. Skipped
 * without {@code chromium}, unless {@code ARBITER_REQUIRE_BROWSER=1}. The screenshot stays in
 * {@code target/report-screenshots/causes-phone.png}.
 */
class CausesInBrowserTest {

    @TempDir
    Path dir;

    @Test
    void atPhoneWidthTheCausesAndCommandsFitAndCopy() throws Exception {
        Chromium chromium = Chromium.require(dir);
        Path json = CauseSectionTest.reversedReport(dir.resolve("run"));
        Path html = json.resolveSibling("report.html");
        Path shots = Files.createDirectories(Path.of("target", "report-screenshots"));
        chromium.screenshotChecked(html, shots.resolve("causes-phone.png").toAbsolutePath(), 390, 2400);
        String probe = """
                <script>(function () {
                  document.querySelectorAll('details').forEach(function (d) { d.open = true; });
                  var wide = [];
                  document.querySelectorAll('#causes, #causes *, .repro, .repro *, p.cause, p.cause *').forEach(function (e) {
                    var r = e.getBoundingClientRect();
                    if (r.width > 0 && r.right > 391 && wide.length < 10) { wide.push(e.tagName + '.' + e.getAttribute('class')); }
                  });
                  var causes = document.querySelectorAll('#causes details.cause').length;
                  var cmd = document.querySelector('pre.cmd');
                  var button = document.querySelector('button[data-target="' + cmd.id + '"]');
                  var copied = null;
                  try {
                    Object.defineProperty(navigator, 'clipboard', { configurable: true,
                      value: { writeText: function (t) { copied = t; return Promise.resolve(); } } });
                  } catch (e) { copied = null; }
                  button.click();
                  var selected = copied !== null ? copied : String(window.getSelection());
                  document.body.setAttribute('data-probe', [wide.join(' '), causes, !button.hidden, selected === cmd.textContent,
                    cmd.textContent.indexOf('./arbiter conform --id ') === 0].join('|'));
                })();</script>""";
        String[] result = chromium.probe(html, probe, 390);
        assertThat(result[0]).as("elements of the causes and commands wider than a phone").isEmpty();
        assertThat(result[1]).as("causes").isEqualTo("1");
        assertThat(result[2]).as("copy button shown").isEqualTo("true");
        assertThat(result[3]).as("the copy takes exactly the command").isEqualTo("true");
        assertThat(result[4]).as("the first command is the conform line").isEqualTo("true");
    }
}
