package arbiter.cli;

import arbiter.desk.DeskFiles;
import arbiter.report.FileWriting;
import arbiter.rulebook.Book;
import arbiter.rulebook.BookBuilder;
import arbiter.rulebook.FeaturesFolder;
import arbiter.rulebook.RulebookRefusedException;
import arbiter.rulebook.files.RulebookFiles;
import arbiter.summary.Plural;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code arbiter rulebook}: the rulebook of each ruleset, generated from the specification, in
 * HTML, Markdown and PDF. Every example is a scenario that runs and passes against the reference;
 * when one does not, no book of its ruleset is written and the command exits 1 naming it.
 */
@Command(name = "rulebook", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        description = {"Generate the rulebook of each ruleset from the specification: the clauses in order, each with its"
                + " statement and numbered examples (every one a scenario that ran against the reference and passed),"
                + " the rulings, the contrasts with the other edition or game, and the sample game.",
                "Exit status: 0 when the books are written; 1 when a scenario did not pass (nothing is printed that did not);"
                + " 2 for a wrong option."},
        footerHeading = "%nExamples:%n")
final class RulebookCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--features", paramLabel = "DIR",
            description = "Feature directory (default: ./features if present, else the copy inside the jar).")
    String features;

    @Option(names = "--ruleset", paramLabel = "ID", description = "Write this ruleset's book (repeatable; default: every ruleset with a features folder).")
    List<String> rulesets = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "reports/rulebook", description = "Where the books go (default: ${DEFAULT-VALUE}).")
    Path out;

    @Option(names = "--format", paramLabel = "FORMATS", split = ",", defaultValue = "html,md",
            description = "Comma-separated: html, md, pdf (default: ${DEFAULT-VALUE}).")
    List<String> formats = new ArrayList<>();

    @Override
    public Integer call() throws Exception {
        long start = System.nanoTime();
        PrintWriter stdout = spec.commandLine().getOut();
        List<String> chosen = RulebookFiles.formats(formats);
        String root = features != null ? features : Files.isDirectory(Path.of("features")) ? "features" : FeaturesFolder.BUNDLED;
        Path dir = FeaturesFolder.resolve(root);
        List<String> available = FeaturesFolder.rulesets(dir);
        List<String> wanted = rulesets.isEmpty() ? available : rulesets;
        for (String r : wanted) {
            if (!available.contains(r)) {
                throw new IllegalArgumentException("no features for the ruleset \"" + r + "\" under " + root
                        + (available.isEmpty() ? "" : "; there are: " + String.join(", ", available)));
            }
        }
        List<Book> books;
        try {
            books = new BookBuilder().build(dir, wanted);
        } catch (RulebookRefusedException e) {
            spec.commandLine().getErr().println("arbiter: " + e.getMessage());
            spec.commandLine().getErr().flush();
            return 1;
        }
        for (Book book : books) {
            List<Path> written;
            try {
                written = RulebookFiles.write(book, out, chosen);
            } catch (IOException e) {
                throw new IOException("cannot write the rulebook of " + book.ruleset() + " into " + out + ": " + FileWriting.describe(e, out), e);
            }
            stdout.println(book.ruleset() + ": " + Plural.of(book.exampleCount(), "example") + ", "
                    + Plural.of(book.rulings().size(), "ruling") + ", " + Plural.of(book.contrasts().size(), "contrast"));
            written.forEach(p -> stdout.println("  " + p));
        }
        if (chosen.contains("html")) {
            List<Path> desk;
            try {
                desk = DeskFiles.write(out, root);
            } catch (IOException e) {
                throw new IOException("cannot write the dispute desk into " + out + ": " + FileWriting.describe(e, out), e);
            }
            if (!desk.isEmpty()) {
                stdout.println("desk: the examples replay in the page, and any turn is settled at " + desk.get(desk.size() - 1)
                        + " (with " + String.join(", ", desk.subList(0, desk.size() - 1).stream().map(p -> p.getFileName().toString()).toList())
                        + " beside it, which the books need)");
            }
        }
        stdout.println(String.format(Locale.ROOT, "rulebook: %s, %s in %.1f s", Plural.of(books.size(), "book"),
                Plural.of(books.stream().mapToInt(Book::exampleCount).sum(), "example"), (System.nanoTime() - start) / 1e9));
        stdout.flush();
        return 0;
    }
}
