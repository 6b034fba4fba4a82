package arbiter.report;

import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Collects a run's results as they come, appending each to {@code results.jsonl} at once, and writes
 * every report of the run when it ends, or when it is cut short (then marked incomplete), once.
 */
public final class RunRecorder implements Consumer<ScenarioResult> {

    private final Path dir;
    private final RunInfo run;
    private final ClauseCatalogue catalogue;
    private final Clock clock;
    private final Instant started;
    private final RunTallies tallies;
    private final Map<String, Long> writeMillis = new LinkedHashMap<>();
    private final Writer lines;
    private final ObjectMapper json = SafeJson.mapper();
    private boolean finished;
    private Function<String, String> knownFailures = id -> null;

    public RunRecorder(Path dir, RunInfo run, ClauseCatalogue catalogue, Clock clock) throws IOException {
        this.dir = Files.createDirectories(dir);
        this.run = run;
        this.catalogue = catalogue;
        this.clock = clock;
        this.started = clock.instant();
        this.tallies = new RunTallies(catalogue);
        this.lines = Files.newBufferedWriter(dir.resolve("results.jsonl"), StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void accept(ScenarioResult result) {
        if (finished) {
            return;
        }
        tallies.add(result);
        try {
            lines.write(json.writeValueAsString(result));
            lines.write('\n');
            lines.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + dir.resolve("results.jsonl") + ": " + e.getMessage(), e);
        }
    }

    /** The counts so far. */
    public synchronized Tally tally() {
        return tallies.all();
    }

    /** The counts so far, per ruleset and clause: what every report of the run counts. */
    public RunTallies tallies() {
        return tallies;
    }

    /** The results so far, read back from {@code results.jsonl} one at a time. */
    public ResultLog results() {
        return new ResultLog(dir.resolve("results.jsonl"));
    }

    /** Writes the reports; {@code complete} false marks a run cut short. Later calls do nothing. */
    public synchronized void finish(boolean complete, String summary) throws IOException {
        if (finished) {
            return;
        }
        finished = true;
        lines.close();
        ResultLog results = results();
        RunInfo info = complete ? run : run.incomplete();
        Instant end = clock.instant();
        timed("report.json", () -> {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(dir.resolve("report.json")))) {
                ReportJson.write(out, info, results, tallies, new GherkinSource(), started, end, knownFailures);
            }
        });
        timed("junit.xml", () -> {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(dir.resolve("junit.xml")))) {
                JUnitXml.write(out, info, results, tallies);
            }
        });
        timed("badges", () -> Badges.write(dir, tallies));
        timed("allure-results", () -> AllureResults.write(dir.resolve("allure-results"), info, results, tallies, started));
        timed("report.html", () -> HtmlReport.write(dir.resolve("report.json"), dir.resolve("report.html")));
        Files.writeString(dir.resolve("summary.txt"), (complete ? "" : "INCOMPLETE RUN: only the scenarios that finished are here.\n\n") + summary);
    }

    /** How long each file took to write, in milliseconds, in the order written. */
    public synchronized Map<String, Long> writeMillis() {
        return new LinkedHashMap<>(writeMillis);
    }

    private void timed(String what, IoAction action) throws IOException {
        long start = System.nanoTime();
        action.run();
        writeMillis.put(what, (System.nanoTime() - start) / 1_000_000);
    }

    private interface IoAction {
        void run() throws IOException;
    }

    /** Marks, in report.json, the scenarios an expectations file lists: id to reason, or null (see {@link ReportJson}). */
    public synchronized void knownFailures(Function<String, String> reasons) {
        this.knownFailures = reasons;
    }

    public Path dir() {
        return dir;
    }
}
