package arbiter.compare;

import arbiter.report.HtmlReport;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Comparisons of the report fixtures: each fixture a run folder of its own, with its report.html, as a comparison run lays them out. */
final class CompareFixtures {

    private CompareFixtures() {
    }

    /** Lays out {@code dir/<n>/run/report.json} (and report.html) per fixture, reads them, writes compare.json and compare.html. */
    static Comparison write(Path dir, String... fixtures) throws IOException {
        List<Comparison.Run> runs = new ArrayList<>();
        for (int i = 0; i < fixtures.length; i++) {
            Path run = Files.createDirectories(dir.resolve(String.valueOf(i + 1)).resolve("run " + (i + 1)));
            try (InputStream in = CompareFixtures.class.getResourceAsStream("/report/" + fixtures[i])) {
                Files.copy(in, run.resolve("report.json"));
            }
            HtmlReport.write(run.resolve("report.json"), run.resolve("report.html"));
            runs.add(new Comparison.Run("adapter " + fixtures[i], run, i));
        }
        return write(dir, runs);
    }

    static Comparison write(Path dir, List<Comparison.Run> runs) throws IOException {
        Comparison c = Comparison.read(dir, runs);
        try (OutputStream out = Files.newOutputStream(dir.resolve("compare.json"))) {
            CompareJson.write(out, c);
        }
        try (OutputStream out = Files.newOutputStream(dir.resolve("compare.html"))) {
            CompareHtml.write(out, c);
        }
        return c;
    }
}
