package arbiter.bench;

import arbiter.game.Games;
import arbiter.rulebook.Book;
import arbiter.rulebook.BookBuilder;
import arbiter.rulebook.RulebookHtml;
import arbiter.rulebook.RulebookMarkdown;
import arbiter.rulebook.files.RulebookPdf;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** How long the rulebooks take: building them (every scenario run and replayed), then each format. */
public final class RulebookBench {

    /**
     * How many rulesets' books are timed: the first in {@link Games}' order, the three books (XYMYX's two and
     * SimulChess's) that docs/speed.md gives the figure of, so that a new game leaves the figure comparable.
     */
    private static final int BOOKS = 3;

    private RulebookBench() {
    }

    /** The rulesets whose books are timed, in the games' order. */
    public static List<String> rulesets() {
        List<String> ids = Games.ids();
        return ids.subList(0, Math.min(BOOKS, ids.size()));
    }

    /** Builds the books of the rulesets from the features and writes each format, printing the times to {@code out}. */
    public static void run(PrintWriter out, Path features, List<String> rulesets) throws IOException {
        Path dir = Files.createTempDirectory("arbiter-rulebook-bench");
        long start = System.nanoTime();
        List<Book> books = new BookBuilder().build(features, rulesets);
        long built = System.nanoTime();
        long html = 0;
        long md = 0;
        long pdf = 0;
        for (Book book : books) {
            long t0 = System.nanoTime();
            String xhtml = RulebookHtml.render(book);
            long t1 = System.nanoTime();
            Files.writeString(dir.resolve(book.ruleset() + ".md"), RulebookMarkdown.render(book));
            long t2 = System.nanoTime();
            RulebookPdf.write(xhtml, dir.resolve(book.ruleset() + ".pdf"));
            long t3 = System.nanoTime();
            html += t1 - t0;
            md += t2 - t1;
            pdf += t3 - t2;
        }
        int examples = books.stream().mapToInt(Book::exampleCount).sum();
        out.printf("rulebooks %s (%d examples): built in %.2f s (every scenario run against the reference and replayed),"
                + " HTML %.2f s, Markdown %.2f s, PDF %.2f s; total %.2f s%n", rulesets, examples, (built - start) / 1e9,
                html / 1e9, md / 1e9, pdf / 1e9, (System.nanoTime() - start) / 1e9);
        out.flush();
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
