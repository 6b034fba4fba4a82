package arbiter.report;

import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Collects a run's results as they come, appending each to {@code results.jsonl} at once, and writes
 * every report of the run when it ends, or when it is cut short (then marked incomplete), once.
 *
 * <p>Nothing that cannot be written stops the rest or loses a result: a result that cannot be
 * appended is kept in memory, each report is written whole or not at all, and every failure is kept
 * in {@link #problems}, naming the file and the reason.
 */
public final class RunRecorder implements Consumer<ScenarioResult> {

    private final Path dir;
    private final RunInfo run;
    private final Clock clock;
    private final Instant started;
    private final RunTallies tallies;
    private final FileWriting files;
    private final ResultLog log;
    private final Map<String, Long> writeMillis = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();
    private final List<String> written = new ArrayList<>();
    private boolean finished;
    private Function<String, String> knownFailures = id -> null;

    public RunRecorder(Path dir, RunInfo run, ClauseCatalogue catalogue, Clock clock) throws IOException {
        this(dir, run, catalogue, clock, FileWriting.DISK);
    }

    /** As above, writing through {@code files}. Throws, naming the folder and the reason, when the folder cannot be made. */
    public RunRecorder(Path dir, RunInfo run, ClauseCatalogue catalogue, Clock clock, FileWriting files) throws IOException {
        try {
            this.dir = Files.createDirectories(dir);
            this.log = new ResultLog(dir.resolve("results.jsonl"), files);
        } catch (IOException e) {
            throw new IOException("cannot write the reports in " + dir + ": " + FileWriting.reason(e), e);
        }
        this.run = run;
        this.clock = clock;
        this.started = clock.instant();
        this.tallies = new RunTallies(catalogue);
        this.files = files;
    }

    @Override
    public synchronized void accept(ScenarioResult result) {
        if (finished) {
            return;
        }
        tallies.add(result);
        String problem = log.append(result);
        if (problem != null) {
            problems.add(problem);
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

    /** The results so far, in order: read back from {@code results.jsonl} one at a time, then any it could not take. */
    public Iterable<ScenarioResult> results() {
        return log;
    }

    /**
     * Writes the reports; {@code complete} false marks a run cut short. Later calls do nothing. A report
     * that cannot be written is skipped, the others still written, and the failure kept in {@link #problems}.
     * Two at a time: {@code report.json} then {@code report.html} (made from it) on this thread, the
     * JUnit XML, badges and Allure results on another.
     */
    public synchronized void finish(boolean complete, String summary) {
        if (finished) {
            return;
        }
        finished = true;
        log.close();
        Iterable<ScenarioResult> results = log;
        RunInfo info = complete ? run : run.incomplete();
        Instant end = clock.instant();
        FutureTask<List<Written>> others = new FutureTask<>(() -> List.of(
                write("junit.xml", () -> files.whole(dir.resolve("junit.xml"), out -> JUnitXml.write(out, info, results, tallies))),
                write("badges", () -> Badges.write(dir, tallies, files)),
                write("allure-results", () -> AllureResults.write(dir.resolve("allure-results"), info, results, tallies, started,
                        knownFailures, files))));
        Thread side = new Thread(others, "arbiter-report-writer");
        side.start();
        Written json = write("report.json", () -> files.whole(dir.resolve("report.json"),
                out -> ReportJson.write(out, info, results, log::times, tallies, new GherkinSource(), started, end, knownFailures)));
        Written html = json.problem() == null
                ? write("report.html", () -> files.whole(dir.resolve("report.html"), out -> HtmlReport.write(dir.resolve("report.json"), out)))
                : new Written("report.html", "did not write " + dir.resolve("report.html")
                        + ": it is made from report.json, which could not be written", -1);
        List<Written> rest = Written.await(others);
        String text = (complete ? "" : "INCOMPLETE RUN: only the scenarios that finished are here.\n\n") + summary;
        Written summaryFile = write("summary.txt",
                () -> files.whole(dir.resolve("summary.txt"), out -> out.write(text.getBytes(StandardCharsets.UTF_8))));
        for (Written w : List.of(json, rest.get(0), rest.get(1), rest.get(2), html, summaryFile)) {
            if (w.problem() == null) {
                written.add(w.what());
            } else {
                problems.add(w.problem());
            }
            if (w.millis() >= 0) {
                writeMillis.put(w.what(), w.millis());
            }
        }
    }

    /** Writes one output, timed; a failure becomes its problem. */
    private Written write(String what, IoAction action) {
        long start = System.nanoTime();
        String problem = null;
        try {
            action.run();
        } catch (IOException e) {
            problem = "could not write " + e.getMessage();
        } catch (UncheckedIOException e) {
            problem = "could not write " + what + " in " + dir + ": " + FileWriting.reason(e.getCause());
        }
        return new Written(what, problem, (System.nanoTime() - start) / 1_000_000);
    }

    /** How long each file took to write, in milliseconds, in the order written. */
    public synchronized Map<String, Long> writeMillis() {
        return new LinkedHashMap<>(writeMillis);
    }

    /** What could not be written, a line each naming the file and the reason; empty when everything was. */
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    /** Whether {@code what} (report.json, junit.xml, badges, allure-results, report.html, summary.txt) was written whole. */
    public synchronized boolean wrote(String what) {
        return written.contains(what);
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
