package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rulebook is built once per specification and reused by the runs after it, a comparison's included; a change of
 * the specification builds it again.
 */
class RulebookCacheTest {

    private static final String BUILT_BEFORE = "(as built before from the same specification, kept in ";

    @TempDir
    Path reports;

    @TempDir
    Path features;

    @TempDir
    Path cache;

    @BeforeEach
    void aSmallSpecification() throws IOException {
        Files.copy(Path.of("features/clauses.md"), features.resolve("clauses.md"));
        Files.createDirectories(features.resolve("revochess"));
        try (Stream<Path> files = Files.list(Path.of("features/revochess"))) {
            for (Path f : files.toList()) {
                Files.copy(f, features.resolve("revochess").resolve(f.getFileName()));
            }
        }
    }

    private CommandRun conform(String... more) {
        CommandRun run = new CommandRun();
        List<String> args = new java.util.ArrayList<>(List.of("conform", "--features", features.toString(), "--reports", reports.toString(),
                "--id", "revochess-setup-001", "--rulebook", "html", "--rulebook-cache", cache.toString()));
        args.addAll(List.of(more));
        int status = run.run(args.toArray(String[]::new));
        assertThat(status).as(run.out + "\n" + run.err).isZero();
        return run;
    }

    @Test
    void theSecondRunOfASpecificationReusesTheBookAndAChangedSpecificationBuildsItAgain() throws IOException {
        CommandRun first = conform();
        assertThat(first.out.toString()).contains("rulebook: revochess (html) beside the report").doesNotContain(BUILT_BEFORE);
        CommandRun second = conform();
        assertThat(second.out.toString()).contains("rulebook: revochess (html) beside the report").contains(BUILT_BEFORE + cache + ")");
        assertThat(books(reports)).hasSize(2);
        assertThat(Files.readString(book(second))).isEqualTo(Files.readString(book(first))).contains("revochess-setup-001");

        Path setup = features.resolve("revochess/setup.feature");
        Files.writeString(setup, Files.readString(setup).replaceFirst("(?m)^(\\s*Scenario: .*)$", "$1, renamed"));
        CommandRun changed = conform();
        assertThat(changed.out.toString()).contains("rulebook: revochess (html) beside the report").doesNotContain(BUILT_BEFORE);
        assertThat(Files.readString(book(changed))).contains("White has twenty first moves, renamed");
        assertThat(Files.readString(book(first))).doesNotContain(", renamed");
    }

    @Test
    void aComparisonBuildsTheBookOnce() throws IOException {
        String serve = "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        CommandRun run = conform("--timeout", "60", "--start-timeout", "120", "--adapter", serve, "--adapter", serve, "--adapter", serve);
        Matcher built = Pattern.compile("rulebook: revochess \\(html\\) beside the report, in [\\d.]+ s\\n").matcher(run.out.toString());
        Matcher reused = Pattern.compile("rulebook: revochess \\(html\\) beside the report, in [\\d.]+ s \\(as built before").matcher(run.out.toString());
        assertThat(built.results().count()).as(run.out.toString()).isEqualTo(1);
        assertThat(reused.results().count()).as(run.out.toString()).isEqualTo(2);
        assertThat(books(reports)).hasSize(3);
    }

    /** The book beside the report of a run. */
    private static Path book(CommandRun run) {
        Matcher report = Pattern.compile("report: (.*)report\\.html").matcher(run.out.toString());
        assertThat(report.find()).as(run.out.toString()).isTrue();
        return Path.of(report.group(1)).resolve("rulebook-revochess.html");
    }

    /** Every rulebook under {@code dir}. */
    private static List<Path> books(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            return all.filter(p -> p.getFileName().toString().equals("rulebook-revochess.html"))
                    .sorted().toList();
        }
    }
}
