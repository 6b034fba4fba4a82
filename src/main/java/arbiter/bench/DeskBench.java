package arbiter.bench;

import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.desk.DeskFiles;
import arbiter.game.Game;
import arbiter.game.Games;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;

/**
 * The rulebook's pages in the browser: the size of the scripts the books share, and how long a turn
 * takes to settle in the page, in headless Chromium: each game's bench turns settled through the
 * page's own panel (the reference compiled to JavaScript, then the answer drawn), timed in the page.
 * Each round is a fresh page load; its first turn is timed apart, since it pays for the script's start
 * (the board's tables built, the code compiled by the browser), then one untimed pass warms the page up
 * before the timed passes, as the JVM's figures are warmed up.
 */
public final class DeskBench {

    /** The most a turn may take in the page, in milliseconds (issue 30). */
    public static final double TURN_MS = 50;
    /** The most the scripts a book loads may weigh, in kB: "a few MB", shared by every book. */
    public static final double SCRIPTS_KB = 3000;
    /** Times each game's bench turns are settled in a round, after one untimed pass. */
    private static final int PASSES = 5;

    private static final Pattern RESULT = Pattern.compile("<pre id=\"bench-result\">([^<]*)</pre>");
    private static final ObjectMapper JSON = new ObjectMapper();

    private DeskBench() {
    }

    /** Measures, printing each round to {@code out}; returns the figures. */
    public static List<BenchFigure> run(PrintWriter out, String features, int rounds) throws IOException {
        Path chromium = OnPath.find("chromium");
        if (chromium == null) {
            throw new IllegalArgumentException("--desk measures in Chromium, and there is no chromium on the PATH"
                    + " (Debian: apt-get install chromium)");
        }
        Path dir = Files.createTempDirectory("arbiter-desk-bench");
        List<Path> files = DeskFiles.write(dir, features, Games.ids());
        Files.writeString(dir.resolve("bench.html"), page(), StandardCharsets.UTF_8);
        List<BenchFigure> figures = new ArrayList<>();
        double raw = 0;
        double gzipped = 0;
        for (Path f : files) {
            if (f.toString().endsWith(".js")) {
                byte[] bytes = Files.readAllBytes(f);
                raw += bytes.length / 1000.0;
                gzipped += gzip(bytes) / 1000.0;
            }
        }
        figures.add(BenchFigure.of("the scripts every book loads (reference, page, data of " + Games.ids().size() + " games)",
                new double[] {raw}, "kB", BenchFigure.Target.atMost(SCRIPTS_KB)));
        figures.add(BenchFigure.of("the same, gzipped (as a web server would send them)", new double[] {gzipped}, "kB", null));
        double[] first = new double[rounds];
        double[] median = new double[rounds];
        double[] p95 = new double[rounds];
        double[] slowest = new double[rounds];
        int turns = 0;
        for (int r = 0; r < rounds; r++) {
            JsonNode result = measure(chromium, dir);
            if (r == rounds - 1) {
                deleteQuietly(dir);
            }
            first[r] = result.get("first").asDouble();
            List<Double> times = new ArrayList<>();
            result.get("times").forEach(t -> times.add(t.asDouble()));
            times.sort(Double::compare);
            turns = times.size();
            median[r] = times.get(times.size() / 2);
            p95[r] = times.get((int) Math.ceil(times.size() * 0.95) - 1);
            slowest[r] = times.get(times.size() - 1);
            out.printf("desk round %d: first turn %.1f ms, then %d turns: median %.2f ms, 95th percentile %.2f ms, slowest %.1f ms%n",
                    r + 1, first[r], turns, median[r], p95[r], slowest[r]);
            out.flush();
        }
        String what = "a turn settled in the page (Chromium, " + turns + " turns a round): ";
        figures.add(BenchFigure.of("the first turn after the page loads", first, "ms", BenchFigure.Target.atMost(TURN_MS)));
        figures.add(BenchFigure.of(what + "median", median, "ms", BenchFigure.Target.atMost(TURN_MS)));
        figures.add(BenchFigure.of(what + "95th percentile", p95, "ms", BenchFigure.Target.atMost(TURN_MS)));
        figures.add(BenchFigure.of(what + "slowest", slowest, "ms", null));
        return figures;
    }

    private static JsonNode measure(Path chromium, Path dir) throws IOException {
        Path profile = Files.createTempDirectory("arbiter-desk-bench-profile");
        try {
            return measure(chromium, dir, profile);
        } finally {
            deleteQuietly(profile);
        }
    }

    private static void deleteQuietly(Path folder) {
        try {
            ReportBench.delete(folder);
        } catch (IOException e) {
            // a temporary folder left behind; the figures stand
        }
    }

    private static JsonNode measure(Path chromium, Path dir, Path profile) throws IOException {
        Path dom = dir.resolve("dom.html");
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                "--disable-background-networking", "--user-data-dir=" + profile, "--dump-dom", dir.resolve("bench.html").toUri().toString())
                .redirectOutput(dom.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try {
            if (!p.waitFor(300, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException("chromium did not finish the desk's benchmark within 300 s");
            }
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        Matcher m = RESULT.matcher(Files.readString(dom, StandardCharsets.UTF_8));
        if (!m.find()) {
            throw new IOException("the desk's benchmark page gave no result (chromium exit status " + p.exitValue() + ")");
        }
        JsonNode result = JSON.readTree(m.group(1).replace("&quot;", "\"").replace("&amp;", "&"));
        if (result.has("error")) {
            throw new IOException("the desk's benchmark page failed: " + result.get("error").asText());
        }
        return result;
    }

    /** The page (desk-bench.html): the desk's scripts, then a script that settles every bench turn through a panel and times each. */
    private static String page() throws IOException {
        StringBuilder turns = new StringBuilder("[");
        for (Game game : Games.all()) {
            for (Turn t : game.benchTurns()) {
                String first = t.first() == Side.WHITE ? "white" : t.first() == Side.BLACK ? "black" : game.turnShape().keepsOrder() ? "none" : "";
                turns.append(turns.length() == 1 ? "" : ",").append(JSON.writeValueAsString(List.of(t.ruleset(), t.position(),
                        String.join(",", t.whiteMoves()), String.join(",", t.blackMoves()), first)));
            }
        }
        turns.append(']');
        return DeskFiles.resource("desk-bench.html").replace("TURNS", turns).replace("PASSES", String.valueOf(PASSES));
    }

    private static long gzip(byte[] bytes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(bytes);
        }
        return out.size();
    }
}
