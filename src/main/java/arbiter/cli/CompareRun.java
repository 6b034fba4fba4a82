package arbiter.cli;

import arbiter.compare.CompareHtml;
import arbiter.compare.CompareJson;
import arbiter.compare.CompareTable;
import arbiter.compare.Comparison;
import arbiter.report.FileWriting;
import arbiter.report.Launcher;
import arbiter.report.SafeText;
import arbiter.report.ShellWords;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
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
        String unused = spec.commandLine().getParseResult().matchedOptionValue("--implementation", null);
        if (unused != null) {
            List<String> serve = new ArrayList<>(Launcher.words());
            serve.addAll(List.of("serve", "--implementation", unused));
            err.println("arbiter: to compare the Java implementation " + SafeText.of(unused) + " too, add "
                    + SafeText.of(ShellWords.join(List.of("--adapter", ShellWords.join(serve)))));
        }
        Path dir = RunDirectory.create(reports, "comparison");
        List<Comparison.Run> runs = new CopyOnWriteArrayList<>();
        Thread onInterrupt = new Thread(() -> cutShort(dir, List.copyOf(runs)), "arbiter-comparison-on-exit");
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        try {
            for (int i = 0; i < adapters.size(); i++) {
                String adapter = adapters.get(i);
                Path root = dir.resolve(String.valueOf(i + 1));
                out.println("[" + (i + 1) + " of " + adapters.size() + "] " + SafeText.of(shortened(adapter)));
                out.flush();
                int status = ArbiterCommand.execute(out, err, CompareArgs.forRun(shared, adapter, root.toString()));
                Path folder = onlyFolder(root);
                if (folder == null && status == 2 && runs.stream().allMatch(r -> r.folder() == null)) {
                    deleteEmpty(root, dir);
                    return 2;
                }
                runs.add(new Comparison.Run(adapter, folder, status));
            }
        } finally {
            Runtime.getRuntime().removeShutdownHook(onInterrupt);
        }
        Files.createDirectories(dir);
        Comparison comparison = Comparison.read(dir, runs);
        boolean written = write(dir, comparison, err);
        out.print(CompareTable.text(comparison, dir));
        out.println("comparison: " + (written ? dir.resolve("compare.html") : "not written; see the errors above"));
        out.flush();
        return written ? worst(runs) : 2;
    }

    /** Writes compare.json and compare.html; says on {@code err} what could not be written. */
    private static boolean write(Path dir, Comparison comparison, PrintWriter err) {
        boolean json = write(dir.resolve("compare.json"), o -> CompareJson.write(o, comparison), err);
        boolean html = write(dir.resolve("compare.html"), o -> CompareHtml.write(o, comparison), err);
        return json && html;
    }

    private static boolean write(Path file, FileWriting.Body body, PrintWriter err) {
        try {
            FileWriting.DISK.whole(file, body);
            return true;
        } catch (IOException e) {
            err.println("arbiter: could not write " + SafeText.of(e.getMessage()));
            err.flush();
            return false;
        }
    }

    /** Compares the runs that finished before the comparison was cut short (Ctrl-C), marked incomplete. */
    private static void cutShort(Path dir, List<Comparison.Run> finished) {
        if (finished.isEmpty()) {
            return;
        }
        PrintWriter err = new PrintWriter(System.err, true);
        try {
            boolean written = write(dir, Comparison.read(dir, finished, false), err);
            err.println("arbiter: the comparison was cut short; " + (written ? "the " + finished.size()
                    + (finished.size() == 1 ? " finished run is" : " finished runs are") + " compared in " + dir.resolve("compare.html") : "it could not be written"));
        } catch (IOException | RuntimeException e) {
            err.println("arbiter: could not compare the finished runs of the cut-short comparison: " + SafeText.of(e.getMessage()));
        }
    }

    /** A command line cut to a line's length for the heading of its run; its report has it whole. */
    private static String shortened(String command) {
        return command.length() <= 160 ? command : command.substring(0, 159) + "…";
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
