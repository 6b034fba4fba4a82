package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reason vocabulary of docs/scenario-language.md ("Reasons") is the one the reference speaks and
 * the features state: every word the reference gives is listed, every listed word is given, and a
 * rejection's clause in a feature file ends, past its catalogue clause, only with a listed word.
 */
class ReasonVocabularyTest {

    private static final Pattern ROW = Pattern.compile("^\\| `([a-z-]+)` \\|", Pattern.MULTILINE);
    private static final Pattern GIVEN = Pattern.compile("new Reason\\(\"([a-z-]+)\"");
    private static final Pattern STATED = Pattern.compile("is illegal under (\\S+)$", Pattern.MULTILINE);

    private static Set<String> documented() throws IOException {
        String page = Files.readString(Path.of("docs/scenario-language.md"));
        String section = page.substring(page.indexOf("\n## Reasons\n"), page.indexOf("\n## ", page.indexOf("\n## Reasons\n") + 1));
        return all(ROW.matcher(section));
    }

    private static Set<String> all(Matcher m) {
        Set<String> found = new TreeSet<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        return found;
    }

    private static String text(Stream<Path> files) {
        StringBuilder s = new StringBuilder();
        files.filter(Files::isRegularFile).forEach(f -> {
            try {
                s.append(Files.readString(f)).append('\n');
            } catch (IOException e) {
                throw new IllegalStateException(f + ": " + e.getMessage(), e);
            }
        });
        return s.toString();
    }

    @Test
    void theReferenceGivesExactlyTheDocumentedWords() throws IOException {
        try (Stream<Path> sources = Files.walk(Path.of("reference-impl/src/main/java"))) {
            assertThat(all(GIVEN.matcher(text(sources)))).isEqualTo(documented()).hasSizeGreaterThan(10);
        }
    }

    @Test
    void aRejectionInTheFeaturesEndsOnlyWithADocumentedWord() throws IOException {
        ClauseCatalogue catalogue = ClauseCatalogue.parse(Files.readString(Path.of("features/clauses.md")));
        Set<String> words = documented();
        List<String> unknown = new ArrayList<>();
        int stated = 0;
        try (Stream<Path> features = Files.walk(Path.of("features"))) {
            for (String clause : all(STATED.matcher(text(features.filter(f -> f.toString().endsWith(".feature")))))) {
                String base = catalogue.clauseOf(clause);
                if (base != null && !base.equals(clause)) {
                    stated++;
                    if (!words.contains(clause.substring(base.length() + 1))) {
                        unknown.add(clause);
                    }
                }
            }
        }
        assertThat(unknown).as("rejections whose clause ends with a word not in docs/scenario-language.md, \"Reasons\"").isEmpty();
        assertThat(stated).as("rejections that state a reason word").isGreaterThan(10);
    }
}
