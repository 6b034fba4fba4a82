package arbiter.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Turns a run's {@code allure-results/} into one HTML file ({@code allure-report/index.html}) through
 * Maven's Allure plugin, when Arbiter runs from its repository ({@code ./arbiter} names the Maven
 * wrapper in {@code ARBITER_MVNW}); only on request ({@code conform --allure-html}), as it takes
 * seconds. Allure's generator is not run in process: its plugins (the Behaviors tab that groups by
 * ruleset and clause) come only in its command-line distribution, not as Maven artifacts. Never
 * fails the run: it says what went wrong instead.
 */
public final class AllureHtml {

    private AllureHtml() {
    }

    /** A line for the user: where the report is, or why there is none. */
    public static String generate(Path run) {
        String mvnw = System.getenv("ARBITER_MVNW");
        if (mvnw == null || !Files.isExecutable(Path.of(mvnw))) {
            return "allure: no HTML page without the repository's Maven wrapper; with Allure's own command line: allure generate"
                    + " --single-file " + run.resolve("allure-results") + " -o " + run.resolve("allure-report");
        }
        Path pom = Path.of(mvnw).toAbsolutePath().getParent().resolve("pom.xml");
        Path log = run.resolve("allure-maven.log");
        try {
            Process maven = new ProcessBuilder(List.of(mvnw, "-q", "-B", "-f", pom.toString(), "allure:report",
                    "-Dallure.results.directory=" + run.resolve("allure-results").toAbsolutePath(),
                    "-Dallure.report.directory=" + run.resolve("allure-report").toAbsolutePath()))
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!maven.waitFor(5, TimeUnit.MINUTES)) {
                maven.destroyForcibly();
                return "allure: the HTML report took over 5 minutes and was abandoned; see " + log;
            }
            if (maven.exitValue() != 0) {
                return "allure: the HTML report could not be built (exit " + maven.exitValue() + "); see " + log;
            }
            return "allure: " + run.resolve("allure-report").resolve("index.html");
        } catch (IOException e) {
            return "allure: cannot run " + mvnw + ": " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "allure: interrupted";
        }
    }
}
