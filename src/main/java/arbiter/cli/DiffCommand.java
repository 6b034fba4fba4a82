package arbiter.cli;

import arbiter.report.SafeText;
import arbiter.diff.DiffJson;
import arbiter.diff.DiffText;
import arbiter.diff.ReportDiff;
import arbiter.diff.ReportSnapshot;
import arbiter.diff.ReportSnapshotReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code arbiter diff OLD NEW}: what changed between two runs, scenario by scenario (matched by id).
 * Both reports are streamed into {@link ReportSnapshot}s ({@link ReportSnapshotReader}), compared into a
 * {@link ReportDiff}, and printed as {@link DiffText} or {@link DiffJson}.
 */
@Command(name = "diff", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        description = {"Compare two report.json files scenario by scenario: newly failing, newly passing,"
                + " changed answers, other verdict changes, scenarios added and removed, then a tally.",
                "Exit status: 0 when nothing regressed; 1 when a scenario fails or errors now that did not before"
                + " (it passed, was skipped, was not applicable, or was not in OLD); with --strict also when a"
                + " passing scenario is now skipped, not applicable or gone; 2 when a file is missing or not an Arbiter report."},
        footerHeading = "%nExamples:%n")
final class DiffCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "OLD", description = "The earlier report.json (the baseline).")
    Path before;

    @Parameters(index = "1", paramLabel = "NEW", description = "The later report.json.")
    Path after;

    @Option(names = "--json", description = "Print the diff as JSON (format " + DiffJson.FORMAT + ").")
    boolean json;

    @Option(names = "--strict", description = "Also count lost coverage as a regression: a passing scenario now skipped,"
            + " not applicable, or no longer in the report.")
    boolean strict;

    @Override
    public Integer call() throws IOException {
        ReportSnapshot old = ReportSnapshotReader.read(before);
        ReportSnapshot now = ReportSnapshotReader.read(after);
        ReportDiff diff = ReportDiff.of(old, now);
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? DiffJson.of(diff, strict) : SafeText.of(DiffText.of(diff, strict)));
        out.flush();
        return diff.regressed(strict) ? 1 : 0;
    }
}
