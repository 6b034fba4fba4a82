package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.cli.ArbiterCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The book prints only what passed: a features folder with one expected board corrupted is
 * refused, naming the scenario; the command says so and exits 1. And a title full of markup,
 * read from a real feature file, comes out escaped.
 */
class RulebookRefusalTest {

    private static final String CORRUPTED = "xymyx-r2-001";

    @Test
    void aScenarioThatDoesNotPassStopsTheBookAndIsNamed(@TempDir Path dir) throws IOException {
        Path features = copyFeatures(dir);
        Path file = features.resolve("xymyx/r2-collision.feature");
        String text = Files.readString(file);
        String expected = """
                      5 . . . Q . . . . 5
                """;
        int scenario = text.indexOf("@id:" + CORRUPTED);
        int board = text.indexOf(expected, scenario);
        assertThat(board).as("the expected board of " + CORRUPTED).isPositive().isLessThan(text.indexOf("@id:xymyx-r2-002"));
        Files.writeString(file, text.substring(0, board) + expected.replace("Q", "R") + text.substring(board + expected.length()));

        assertThatThrownBy(() -> new BookBuilder().build(features, List.of("xymyx")))
                .isInstanceOf(RulebookRefusedException.class)
                .hasMessageContaining("the rulebook of xymyx is not printed")
                .hasMessageContaining(CORRUPTED + " failed")
                .satisfies(e -> assertThat(((RulebookRefusedException) e).scenarios()).hasSize(1)
                        .allSatisfy(line -> assertThat(line).startsWith(CORRUPTED + " failed (")));

        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(out), new PrintWriter(err), "rulebook", "--features", features.toString(),
                "--ruleset", "xymyx", "--out", dir.resolve("books").toString());
        assertThat(status).isEqualTo(1);
        assertThat(err.toString()).startsWith("arbiter: the rulebook of xymyx is not printed").contains(CORRUPTED);
        assertThat(dir.resolve("books/rulebook-xymyx.html")).doesNotExist();
    }

    @Test
    void theCommandWritesEachFormatAndTitlesFromTheFeaturesAreEscaped(@TempDir Path dir) throws IOException {
        Path features = copyFeatures(dir);
        Path file = features.resolve("xymyx/r2-collision.feature");
        String hostile = "A Queen <b>beats</b> a Rook & \"wins\" <!-- ]]>";
        Files.writeString(file, Files.readString(file).replace("Scenario: A Queen beats a Rook to an empty square", "Scenario: " + hostile));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Path books = dir.resolve("books");
        int status = ArbiterCommand.execute(new PrintWriter(out), new PrintWriter(err), "rulebook", "--features", features.toString(),
                "--ruleset", "xymyx", "--out", books.toString(), "--format", "html,md");
        assertThat(status).as(err.toString()).isZero();
        assertThat(out.toString()).contains("xymyx: 197 examples").contains(books.resolve("rulebook-xymyx.html").toString())
                .contains(books.resolve("rulebook-xymyx.md").toString()).containsPattern("197 examples in [0-9.]+ s");
        String html = Files.readString(books.resolve("rulebook-xymyx.html"));
        assertThat(html).contains("A Queen &lt;b&gt;beats&lt;/b&gt; a Rook &amp; &quot;wins&quot; &lt;!-- ]]&gt;").doesNotContain("<b>beats");
        assertThat(Files.readString(books.resolve("rulebook-xymyx.md"))).contains("A Queen \\<b\\>beats\\</b\\> a Rook \\& \"wins\"");
        assertThat(books.resolve("rulebook-xymyx-classic.html")).doesNotExist();
    }

    @Test
    void anUnknownRulesetOrFormatIsAnError() {
        StringWriter err = new StringWriter();
        assertThat(ArbiterCommand.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "rulebook", "--ruleset", "chess960"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("no features for the ruleset \"chess960\"");
        assertThat(ArbiterCommand.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "rulebook", "--format", "docx"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("unknown format \"docx\"");
    }

    /** features/clauses.md and the xymyx folder (the book of xymyx needs no other). */
    private static Path copyFeatures(Path dir) throws IOException {
        Path features = dir.resolve("features");
        Files.createDirectories(features.resolve("xymyx"));
        Files.copy(Books.FEATURES.resolve("clauses.md"), features.resolve("clauses.md"));
        try (Stream<Path> files = Files.list(Books.FEATURES.resolve("xymyx"))) {
            for (Path f : files.toList()) {
                Files.copy(f, features.resolve("xymyx").resolve(f.getFileName()));
            }
        }
        return features;
    }
}
