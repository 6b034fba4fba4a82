package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.report.Chromium;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every ruleset's HTML book measured in headless Chromium. At phone width (390 px) nothing is wider
 * than the screen, the boards lie inside it without overlapping (they stack), the text column keeps
 * most of the width, and a "Contents" button stays on screen. On a wide screen the contents stay
 * beside the text. The page is measured by a probe script added to a copy of the book
 * ({@code phone-probe.js}); the book itself has no script.
 */
class RulebookAtPhoneWidthTest {

    private static final int PHONE = 390;
    private static final Pattern PROBE = Pattern.compile("data-probe=\"([^\"]*)\"");
    private static final String WIDE = """
            <script>(function () {
              var side = document.querySelector('.side');
              var r = side.getBoundingClientRect();
              var text = document.querySelector('.clause').getBoundingClientRect();
              var button = getComputedStyle(document.querySelector('.to-contents')).display;
              document.body.setAttribute('data-probe', [getComputedStyle(side).position, Math.round(r.left), Math.round(r.right),
                  Math.round(text.left), button].join('|'));
            })();</script>
            </body>""";

    @TempDir
    Path dir;

    @Test
    void atPhoneWidthBoardsStackInsideTheScreenAndTheTextKeepsItsWidth() throws Exception {
        Chromium chromium = Chromium.require(dir);
        String probe;
        try (InputStream in = getClass().getResourceAsStream("phone-probe.js")) {
            probe = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (Book book : Books.all()) {
            String page = RulebookHtml.render(book).replace("</head>", "<style>html{width:" + PHONE + "px}</style></head>")
                    .replace("</body>", "<script>" + probe + "</script></body>");
            String[] r = measure(chromium, book.ruleset() + "-phone", page, 500);
            String who = book.ruleset() + " at " + PHONE + " px";
            assertThat(r[0]).as(who + ": width measured").isEqualTo(String.valueOf(PHONE));
            assertThat(r[1]).as(who + ": elements wider than the screen").isEmpty();
            assertThat(Integer.parseInt(r[2])).as(who + ": boards").isGreaterThanOrEqualTo(book.exampleCount());
            assertThat(r[3]).as(who + ": overlapping boards").isEqualTo("0");
            assertThat(Integer.parseInt(r[4])).as(who + ": narrowest text column (" + r[5] + ")").isGreaterThanOrEqualTo(PHONE * 3 / 4);
            assertThat(r[6]).as(who + ": contents button on screen").isEqualTo("true");
        }
    }

    @Test
    void onAWideScreenTheContentsStayBesideTheText() throws Exception {
        Chromium chromium = Chromium.require(dir);
        Book book = Books.of("xymyx");
        String[] r = measure(chromium, "xymyx-wide", RulebookHtml.render(book).replace("</body>", WIDE), 1280);
        assertThat(r[0]).as("side contents position").isEqualTo("fixed");
        assertThat(Integer.parseInt(r[1])).isGreaterThanOrEqualTo(0);
        assertThat(Integer.parseInt(r[3])).as("text starts right of the side contents").isGreaterThanOrEqualTo(Integer.parseInt(r[2]));
        assertThat(r[4]).as("corner button on a wide screen").isEqualTo("none");
    }

    private String[] measure(Chromium chromium, String name, String page, int width) throws Exception {
        Path file = dir.resolve(name + ".html");
        Files.writeString(file, page, StandardCharsets.UTF_8);
        Path dom = dir.resolve(name + "-dom.html");
        String stderr = chromium.run(file, dom, "--dump-dom", "--window-size=" + width + ",900");
        assertThat(Chromium.consoleLines(stderr)).as(name + " console messages").isEmpty();
        Matcher m = PROBE.matcher(Files.readString(dom, StandardCharsets.UTF_8));
        assertThat(m.find()).as(name + ": the probe ran").isTrue();
        return m.group(1).replace("&quot;", "\"").replace("&amp;", "&").split("\\|", -1);
    }
}
