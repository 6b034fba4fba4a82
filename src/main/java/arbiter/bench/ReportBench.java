package arbiter.bench;

import arbiter.api.Description;
import arbiter.game.Games;
import arbiter.report.RunInfo;
import arbiter.report.RunRecorder;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioDetail;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;

/**
 * The report writers at scale: a run of many synthetic scenario results, timed, with the heap it needed. The results
 * are of the first game in {@link Games}' order, under three made-up clauses of its id ({@code <id>.R1}): nothing
 * checks them against the specification, and the game changes no more than the length of the ids written.
 */
final class ReportBench {

    private static final String BEFORE = "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1";
    private static final String RULESET = Games.ids().get(0);

    private ReportBench() {
    }

    static void run(PrintWriter out, int scenarios) throws IOException {
        Path dir = Files.createTempDirectory("arbiter-report-bench");
        ClauseCatalogue catalogue = ClauseCatalogue.parse("- `" + clause(1) + "` one\n- `" + clause(2) + "` two\n- `" + clause(3) + "` three\n");
        RunInfo run = new RunInfo("bench", "unknown", 1, new Description("bench", "1", "Java", "", List.of(RULESET)), null,
                List.of(), null, true);
        resetPeaks();
        long start = System.nanoTime();
        RunRecorder recorder = new RunRecorder(dir.resolve("run"), run, catalogue, Clock.systemUTC());
        for (int i = 0; i < scenarios; i++) {
            recorder.accept(result(i));
        }
        long recorded = System.nanoTime();
        long cpu = cpuNanos();
        recorder.finish(true, "bench\n");
        long end = System.nanoTime();
        cpu = cpuNanos() - cpu;
        long bytes;
        try (Stream<Path> files = Files.walk(dir)) {
            bytes = files.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
        out.printf("report of %,d scenarios: recorded in %.2f s, written in %.2f s (%.2f s of CPU time; report.json %,d KB, report.html %,d KB,"
                + " all files %,d MB); peak heap %,d MB of %,d MB allowed%n", scenarios, (recorded - start) / 1e9,
                (end - recorded) / 1e9, cpu / 1e9, size(dir.resolve("run/report.json")) / 1024, size(dir.resolve("run/report.html")) / 1024,
                bytes / (1024 * 1024), peakHeap() / (1024 * 1024), Runtime.getRuntime().maxMemory() / (1024 * 1024));
        out.println("  per file, ms: " + recorder.writeMillis());
        delete(dir);
    }

    /** Deletes a folder and everything in it, a file at a time: a sorted walk would hold 100,000 paths in memory. */
    static void delete(Path dir) throws IOException {
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path folder, IOException e) throws IOException {
                Files.delete(folder);
                return FileVisitResult.CONTINUE;
            }
        });
    }

    private static ScenarioResult result(int i) {
        Verdict verdict = i % 20 == 0 ? Verdict.FAILED : i % 50 == 1 ? Verdict.ERRORED : i % 10 == 2 ? Verdict.SKIPPED : Verdict.PASSED;
        String clause = clause(1 + i % 3);
        ScenarioDetail detail = new ScenarioDetail(
                new ScenarioDetail.Turn(BEFORE, List.of("a1a4"), List.of("b6a4"), i % 2 == 0 ? "white" : null, "{\"id\":1,\"op\":\"resolve\"}"),
                new ScenarioDetail.Answer("3k4/8/8/8/R7/8/8/4K3 w - - 0 2", true, List.of("collision Black Knight a4"), "the game goes on", null),
                new ScenarioDetail.Answer(verdict == Verdict.FAILED ? "3k4/8/8/8/n7/8/8/4K3 w - - 0 2" : "3k4/8/8/8/R7/8/8/4K3 w - - 0 2",
                        false, List.of("collision Black Knight a4"), "the game goes on", null), null);
        String message = verdict == Verdict.PASSED ? "" : "the board after the turn differs (synthetic scenario " + i + ")";
        return new ScenarioResult(RULESET + "-bench-" + i, "Synthetic scenario " + i, "features/" + RULESET + "/bench.feature", 1 + i,
                List.of("@" + clause, "@id:" + RULESET + "-bench-" + i), RULESET, verdict, message, detail, i % 7);
    }

    private static String clause(int n) {
        return RULESET + ".R" + n;
    }

    /** The CPU time the process has used, all threads and the system's part included, or 0 where unknown. */
    private static long cpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? Math.max(0, os.getProcessCpuTime()) : 0;
    }

    private static long size(Path p) {
        return p.toFile().length();
    }

    private static void resetPeaks() {
        System.gc();
        ManagementFactory.getMemoryPoolMXBeans().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    private static long peakHeap() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP)
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    }
}
