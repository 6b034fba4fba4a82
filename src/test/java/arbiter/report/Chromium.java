package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.fail;

import arbiter.bench.OnPath;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * Headless Chromium for the tests that look at pages: found on the PATH, or the test is skipped,
 * or, with {@code ARBITER_REQUIRE_BROWSER=1} (as in CI), failed.
 */
public final class Chromium {

    private static final Pattern CONSOLE = Pattern.compile("CONSOLE[(:]|Uncaught");
    private static final Pattern PROBE = Pattern.compile("data-probe=\"([^\"]*)\"");
    private static final long TIMEOUT_SECONDS = 120;

    private final Path binary;
    private final Path work;

    private Chromium(Path binary, Path work) {
        this.binary = binary;
        this.work = work;
    }

    /** Chromium, with {@code work} for its profiles and logs; skips or fails the test when it is missing. */
    public static Chromium require(Path work) {
        return new Chromium(requireOnPath("chromium").get(0), work);
    }

    /**
     * The programs, found on the PATH; when one is missing, the test is skipped, or failed under
     * {@code ARBITER_REQUIRE_BROWSER=1} (as in CI).
     */
    public static List<Path> requireOnPath(String... names) {
        List<Path> found = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (String name : names) {
            Path p = OnPath.find(name);
            if (p == null) {
                missing.add(name);
            }
            found.add(p);
        }
        if (!missing.isEmpty()) {
            String what = String.join(" and ", missing) + (missing.size() == 1 ? " is" : " are") + " not on the PATH";
            if ("1".equals(System.getenv("ARBITER_REQUIRE_BROWSER"))) {
                fail(what + ", and ARBITER_REQUIRE_BROWSER=1 requires the browser check");
            }
            Assumptions.abort(what + ": browser check skipped (set ARBITER_REQUIRE_BROWSER=1 to require it)");
        }
        return found;
    }

    /** The lines of Chromium's log that are console messages of the page. */
    public static List<String> consoleLines(String stderr) {
        return stderr.lines().filter(l -> CONSOLE.matcher(l).find()).toList();
    }

    /** Screenshots a page and checks it: no console message, not blank, as wide as asked. */
    public void screenshotChecked(Path page, Path png, int width, int height) throws Exception {
        Files.deleteIfExists(png);
        String stderr = run(page, null, "--screenshot=" + png.toAbsolutePath(), "--window-size=" + width + "," + height);
        assertThat(consoleLines(stderr)).as("console messages").isEmpty();
        assertThat(PngCheck.problem(png)).as("screenshot").isNull();
        assertThat(PngCheck.size(png)[0]).isEqualTo(width);
    }

    /** Runs headless Chromium on the page; returns its standard error. */
    public String run(Path page, Path stdout, String... options) throws Exception {
        Path profile = Files.createTempDirectory(work, "profile");
        List<String> command = new ArrayList<>(List.of(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--hide-scrollbars"));
        command.addAll(List.of(options));
        command.add(page.toUri().toString());
        Path err = Files.createTempFile(work, "stderr", ".txt");
        Path out = stdout != null ? stdout : Files.createTempFile(work, "stdout", ".txt");
        Process p = new ProcessBuilder(command).redirectError(err.toFile()).redirectOutput(out.toFile()).start();
        if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            fail("chromium did not finish within " + TIMEOUT_SECONDS + " s: " + command);
        }
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as("chromium exit status; stderr:%n%s", stderr).isZero();
        return stderr;
    }

    /**
     * Runs {@code script} (a script element) at the end of {@code page}, laid out {@code width} pixels
     * wide with its content security policy taken out so that the script may run, and returns what the
     * script put in the body's {@code data-probe} attribute, split at '|'. Fails on a console message.
     */
    public String[] probe(Path page, String script, int width) throws Exception {
        String probed = Files.readString(page, StandardCharsets.UTF_8)
                .replaceFirst("<meta http-equiv=\"Content-Security-Policy\"[^>]*>", "<style>html{width:" + width + "px}</style>")
                .replace("</body>", script + "\n</body>");
        Path file = Files.createTempFile(work, "probe", ".html");
        Files.writeString(file, probed, StandardCharsets.UTF_8);
        Path dom = Files.createTempFile(work, "dom", ".html");
        String stderr = run(file, dom, "--dump-dom", "--window-size=" + width + ",2000");
        assertThat(consoleLines(stderr)).as("console messages").isEmpty();
        Matcher m = PROBE.matcher(Files.readString(dom, StandardCharsets.UTF_8));
        assertThat(m.find()).as("the probe ran").isTrue();
        return m.group(1).replace("&quot;", "\"").replace("&amp;", "&").split("\\|", -1);
    }
}
