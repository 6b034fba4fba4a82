package arbiter.cli;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.suite.Citations;
import arbiter.suite.DeepPerft;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import arbiter.suite.Verdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.time.Clock;
import arbiter.protocol.ProtocolJson;
import arbiter.report.FileWriting;
import arbiter.report.Rerun;
import arbiter.report.RunInfo;
import arbiter.report.RunRecorder;
import arbiter.report.SafeText;
import arbiter.report.Tally;
import arbiter.report.SuiteVersion;
import arbiter.bookcache.RulebookCache;
import arbiter.bookcache.RunBooks;
import arbiter.expectations.Expectations;
import arbiter.report.AllureHtml;
import arbiter.selection.FeatureTags;
import arbiter.selection.Selection;
import arbiter.summary.EmptyRun;
import arbiter.summary.Palette;
import arbiter.summary.Progress;
import arbiter.summary.Summary;
import arbiter.summary.TableStyle;
import picocli.CommandLine.Command;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code arbiter conform}: runs the specification against an implementation and reports per clause. */
@Command(name = "conform", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        description = "Run the specification against an implementation (the built-in reference by default),"
                + " print a summary per clause and write a report.",
        exitCodeListHeading = "%nExit status:%n",
        exitCodeList = {"0:something was tested, and nothing failed or errored (known failures aside)",
                "1:a scenario failed or errored (or, with --strict-expectations, a listed one passed)",
                "2:the command cannot run as given (an unknown option, a filter that selects no scenario)",
                "3:nothing was tested: every scenario was skipped or not applicable (0 with --allow-empty)"},
        footerHeading = "%nExamples:%n")
final class ConformCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ArgGroup(validate = false, exclusive = false, heading = ScenarioFilters.HEADING)
    ScenarioFilters filters = new ScenarioFilters();

    @Option(names = "--allow-empty", description = "Accept a run that tested nothing (every scenario skipped or not"
            + " applicable): exit 0 instead of 3.")
    boolean allowEmpty;

    @Option(names = "--rulebook", paramLabel = "FORMATS", split = ",", description = "Write the rulebooks the report links to"
            + " (those of the rulesets the run touched) in these formats: html, md, pdf. Default: html, except for a run"
            + " filtered by --tags, --id or --clause, which writes none (its report then links to no book).")
    List<String> rulebook;

    @Option(names = "--no-rulebook", description = "Write no rulebook (the report then links to none).")
    boolean noRulebook;

    @Option(names = "--rulebook-cache", paramLabel = "DIR", description = "Where rulebooks built by a run are kept, to be"
            + " reused by the runs of the same specification after it (default: arbiter/rulebooks in the user's cache folder,"
            + " $XDG_CACHE_HOME or ~/.cache). A book depends on the specification and Arbiter, not on the implementation tested.")
    Path rulebookCache;

    @Option(names = "--allure-html", description = "Also build the Allure HTML page from the Allure results (always written);"
            + " needs the repository's Maven wrapper (./arbiter) and takes several seconds.")
    boolean allureHtml;

    /** Kept so that scripts written when the Allure HTML was built by default still run; it is off by default now. */
    @Option(names = "--no-allure-html", hidden = true)
    boolean noAllureHtml;

    @ArgGroup(validate = false, exclusive = false, heading = ImplementationChoice.HEADING)
    ImplementationChoice choice = new ImplementationChoice();

    @Option(names = "--color", paramLabel = "WHEN", defaultValue = "auto", description = "Colour the terminal's table and"
            + " totals: auto (on a terminal, unless NO_COLOR is set), always, never (default: ${DEFAULT-VALUE}).")
    String color;

    @Option(names = "--reports", paramLabel = "DIR", defaultValue = "reports", description = "Where reports go (default: ${DEFAULT-VALUE}).")
    Path reports;

    @Option(names = "--expectations", paramLabel = "FILE", description = "Known failures: a scenario id and a reason"
            + " (or issue link) per line. Listed scenarios that fail or error do not fail the run; listed ones that pass are reported.")
    Path expectations;

    @Option(names = "--check-citations", description = "Also fail a scenario whose answers cite clause ids (trace or"
            + " events) but not the clause the scenario is tagged with, or whose rejection names clauses but not the one the"
            + " scenario says refuses the move; an implementation that cites nothing is not checked.")
    boolean checkCitations;

    @Option(names = "--deep-perft", description = "Through an adapter, also run the deep joint perft scenarios (tagged @deep:"
            + " SimulChess's start to depth 2, 198,163 joint turns), left out (skipped, with the reason) otherwise; an --id"
            + " naming one runs it too. The built-in implementations always run them: in process they take about a second.")
    boolean deepPerft;

    @Option(names = "--strict-expectations", description = "With --expectations: a listed scenario that passes fails the run too.")
    boolean strictExpectations;

    /** How the commands this run prints to run a failure again begin and end; set once the command line is read. */
    private Rerun rerun;

    /** How the reports reach the disk; a test replaces it to make a write fail part way. */
    static FileWriting fileWriting = FileWriting.DISK;

    private static void restore(String citations) {
        if (citations == null) {
            System.clearProperty(Citations.PROPERTY);
        } else {
            System.setProperty(Citations.PROPERTY, citations);
        }
    }

    @Override
    public Integer call() throws Exception {
        if (choice.adapters.size() > 1) {
            return CompareRun.run(spec, choice.adapters, reports);
        }
        PrintWriter out = spec.commandLine().getOut();
        String root = filters.root();
        List<String> rulesets = filters.rulesets;
        Selection.Chosen chosen = filters.choose(root);
        String filter = chosen.expression();
        Palette palette = Palette.forStandardOutput(color);
        TableStyle style = new TableStyle(filter != null || !rulesets.isEmpty(), palette);
        List<String> bookFormats = RunBooks.formats(noRulebook, rulebook, filter != null);
        List<String> paths = paths(root, filter);
        Expectations expected = expectations == null ? null : Expectations.read(expectations);
        ClauseCatalogue catalogue = ClauseCatalogue.forFeatures(root);
        Implementation implementation = choice.open();
        rerun = RerunOptions.of(spec.commandLine().getParseResult());
        RunRecorder recorder = null;
        Thread onInterrupt = null;
        try {
            Description description = describe(implementation);
            RunInfo run = new RunInfo(SuiteVersion.version(), SuiteVersion.commit(specification(root)), versionSpoken(implementation), description,
                    choice.adapter(), rulesets, filter, true, choice.limits.validate, rerun);
            recorder = new RunRecorder(RunDirectory.create(reports, description.name()), run, catalogue, Clock.systemUTC(), fileWriting);
            if (expected != null) {
                recorder.knownFailures(expected::reasonFor);
            }
            RunRecorder r = recorder;
            onInterrupt = new Thread(() -> finishQuietly(r, false, description), "arbiter-report-on-exit");
            Runtime.getRuntime().addShutdownHook(onInterrupt);
            Progress progress = new Progress(out, System.console() != null, chosen.scenarios(), palette);
            String citations = System.getProperty(Citations.PROPERTY);
            if (checkCitations) {
                System.setProperty(Citations.PROPERTY, "check");
            }
            Set<String> deep = DeepPerft.leaveOut(choice.adapter() != null && !deepPerft ? Set.copyOf(filters.ids) : null);
            try {
                SuiteRun.run(paths, filter, implementation, progress.andThen(recorder));
            } finally {
                restore(citations);
                DeepPerft.leaveOut(deep);
            }
            progress.finish();
            String books = bookFormats.isEmpty() ? null : RunBooks.write(root, recorder.dir(), recorder.results(), bookFormats,
                    wholeReferenceRun(filter) ? list(recorder.results()) : null,
                    RulebookCache.in(rulebookCache));
            RunRecorder done = recorder;
            java.util.function.Function<TableStyle, String> summaryIn = table -> Summary.text(description, choice.adapterCaption(), rerun,
                    done.results(), done.tallies(), expected == null ? id -> null : expected::reasonFor, table);
            String summary = summaryIn.apply(style.plain());
            Expectations.Outcome judged = expected == null ? null : expected.judge(recorder.results());
            String judgement = judged == null ? "" : SafeText.of(judged.text(strictExpectations));
            summary += judgement;
            recorder.finish(true, summary);
            Runtime.getRuntime().removeShutdownHook(onInterrupt);
            out.print(palette == Palette.PLAIN ? summary : summaryIn.apply(style) + judgement);
            if (books != null) {
                out.println(SafeText.of(books));
            }
            if (allureHtml && recorder.wrote("allure-results")) {
                out.println(AllureHtml.generate(recorder.dir()));
            }
            complain(recorder, spec.commandLine().getErr());
            out.println(recorder.wrote("report.html") ? "report: " + recorder.dir().resolve("report.html")
                    : "report: not written; see the errors above");
            out.flush();
            if (judged != null) {
                judged.warnings().forEach(w -> spec.commandLine().getErr().println("arbiter: warning: " + SafeText.of(w)));
            }
            if (!recorder.problems().isEmpty()) {
                return 2;
            }
            Tally tally = recorder.tally();
            String untested = EmptyRun.reason(tally, description, recorder.results());
            if (untested != null && !allowEmpty) {
                spec.commandLine().getErr().println("arbiter: " + SafeText.of(untested));
                return EmptyRun.EXIT_STATUS;
            }
            if (judged != null) {
                return judged.exitStatus(strictExpectations);
            }
            return tally.get(Verdict.FAILED) + tally.get(Verdict.ERRORED) == 0 ? 0 : 1;
        } catch (RuntimeException | IOException e) {
            if (recorder != null) {
                finishQuietly(recorder, false, null);
                Runtime.getRuntime().removeShutdownHook(onInterrupt);
            }
            throw e;
        } finally {
            ImplementationChoice.close(implementation);
        }
    }

    /** The folder the run reads its features from, or null for the copy inside the jar. */
    private static Path specification(String root) {
        return root.startsWith("classpath:") ? null : Path.of(root);
    }

    /** True when the run was the built-in reference over every scenario, so that its results can make the books. */
    private boolean wholeReferenceRun(String filter) {
        return choice.adapter() == null && Target.REFERENCE.equals(choice.name) && filter == null && filters.rulesets.isEmpty();
    }

    private static List<ScenarioResult> list(Iterable<ScenarioResult> results) {
        List<ScenarioResult> out = new ArrayList<>();
        results.forEach(out::add);
        return out;
    }

    /** Writes what finished, marked incomplete: the run was cut short (Ctrl-C, or the suite itself broke). */
    private void finishQuietly(RunRecorder recorder, boolean complete, Description description) {
        try {
            Description d = description != null ? description : new Description("?", "?", "?", "", List.of());
            recorder.finish(complete, Summary.text(d, choice.adapterCaption(), rerun != null ? rerun : Rerun.of(choice.adapter(),
                    choice.limits.validate, d.name()), recorder.results(), recorder.tallies(), id -> null, TableStyle.WHOLE));
            PrintWriter err = new PrintWriter(System.err, true);
            complain(recorder, err);
            err.println("arbiter: the run was cut short; " + (recorder.wrote("report.html")
                    ? "what finished is in " + recorder.dir().resolve("report.html") : "its report could not be written"));
        } catch (RuntimeException e) {
            System.err.println("arbiter: could not write the report of the cut-short run: " + e.getMessage());
        }
    }

    /** Says what could not be written, a line each naming the file and the reason. */
    private static void complain(RunRecorder recorder, PrintWriter err) {
        recorder.problems().forEach(p -> err.println("arbiter: " + SafeText.of(p)));
        err.flush();
    }

    /** Who the implementation says it is; an adapter that cannot say still gets a run, every scenario errored. */
    private Description describe(Implementation implementation) {
        try {
            return implementation.describe();
        } catch (RuntimeException e) {
            String name = choice.adapter() != null ? choice.adapter() : choice.name;
            return new Description(name, "?", "?", "", List.of());
        }
    }

    /**
     * The folders to run, or for a filtered run from a features folder only the files that may hold a selected scenario
     * (the folders still, when an entry is not a regular file: the run names each bad entry).
     */
    private List<String> paths(String root, String filter) {
        List<String> folders = filters.rulesets.isEmpty() ? List.of(root)
                : filters.rulesets.stream().map(ruleset -> root.replaceAll("/$", "") + "/" + ruleset).toList();
        if (filter == null || root.startsWith("classpath:") || !FeatureTags.monotone(filter)) {
            return folders;
        }
        List<Path> files = FeatureTags.under(folders.stream().map(Path::of).toList()).candidates(filter);
        return files.stream().allMatch(Files::isRegularFile) ? files.stream().map(Path::toString).toList() : folders;
    }


    /** The interface or protocol version the implementation speaks (Arbiter's highest if it cannot say). */
    private static int versionSpoken(Implementation implementation) {
        try {
            return implementation.apiVersion();
        } catch (RuntimeException e) {
            return ProtocolJson.PROTOCOL;
        }
    }
}
