package arbiter.cli;

import arbiter.report.CompareHtml;
import arbiter.report.CompareJson;
import arbiter.report.Comparison;
import arbiter.report.FileWriting;
import arbiter.report.SafeText;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code conform} with several {@code --adapter}: a run of its own per implementation, one after the other,
 * each a complete {@code conform} run with every report, in a numbered subfolder of one comparison folder
 * ({@code reports/<time>-comparison/1/<time>-<name>/}); then {@code compare.json}, {@code compare.html} and a
 * table on the terminal, all read from those runs' {@code report.json}. An implementation that crashes or
 * hangs costs only its own column.
 *
 * <p>Exit status: the worst of the runs', worst first 2 (a run could not be made or reported), 1 (a scenario
 * failed or errored), 3 (an implementation was tested on nothing), else 0.
 */
final class CompareRun {

    private static final List<Integer> WORST_FIRST = List.of(2, 1, 3, 0);

    private CompareRun() {
    }

    static int run(CommandSpec spec, List<String> adapters, Path reports) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> shared = CompareArgs.shared(spec.commandLine().getParseResult());
        Path dir = RunDirectory.create(reports, "comparison");
        List<Comparison.Run> runs = new ArrayList<>();
        for (int i = 0; i < adapters.size(); i++) {
            String adapter = adapters.get(i);
            Path root = dir.resolve(String.valueOf(i + 1));
            out.println("[" + (i + 1) + " of " + adapters.size() + "] " + SafeText.of(adapter));
            out.flush();
            int status = ArbiterCommand.execute(out, err, CompareArgs.forRun(shared, adapter, root.toString()));
            Path folder = onlyFolder(root);
            if (folder == null && status == 2 && runs.stream().allMatch(r -> r.folder() == null)) {
                deleteEmpty(root, dir);
                return 2;
            }
            runs.add(new Comparison.Run(adapter, folder, status));
        }
        Files.createDirectories(dir);
        Comparison comparison = Comparison.read(dir, runs);
        boolean written = write(dir, "compare.json", o -> CompareJson.write(o, comparison), err)
                & write(dir, "compare.html", o -> CompareHtml.write(o, comparison), err);
        out.print(CompareTable.text(comparison, dir));
        out.println("comparison: " + (written ? dir.resolve("compare.html") : "not written; see the errors above"));
        out.flush();
        return written ? worst(runs) : 2;
    }

    private static boolean write(Path dir, String name, FileWriting.Body content, PrintWriter err) {
        try {
            FileWriting.DISK.whole(dir.resolve(name), content);
            return true;
        } catch (IOException e) {
            err.println("arbiter: could not write " + SafeText.of(e.getMessage()));
            err.flush();
            return false;
        }
    }

    private static int worst(List<Comparison.Run> runs) {
        return WORST_FIRST.stream().filter(s -> runs.stream().anyMatch(r -> r.exitStatus() == s)).findFirst().orElse(2);
    }

    /** The one run folder a run made under {@code root}, or null when it made none. */
    private static Path onlyFolder(Path root) throws IOException {
        if (!Files.isDirectory(root)) {
            return null;
        }
        try (Stream<Path> children = Files.list(root)) {
            return children.filter(Files::isDirectory).findFirst().orElse(null);
        }
    }

    private static void deleteEmpty(Path... dirs) throws IOException {
        for (Path d : dirs) {
            if (Files.isDirectory(d)) {
                try (Stream<Path> children = Files.list(d)) {
                    if (children.findAny().isPresent()) {
                        continue;
                    }
                }
                Files.delete(d);
            }
        }
    }
}
