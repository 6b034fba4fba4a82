package arbiter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README, the pages under docs/ and the READMEs of the examples and the kits are read the way
 * a browser follows them: every relative link leads to a file of the repository, and every
 * {@code #anchor} to a heading (as GitHub names it) or an {@code <a id>} of the page it points
 * into. The README stays a short page.
 */
class DocumentLinksTest {

    private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.*)$");
    private static final Pattern ID = Pattern.compile("<a id=\"([^\"]+)\"");

    static List<Path> documents() throws IOException {
        List<Path> docs = new ArrayList<>(List.of(Path.of("README.md"), Path.of("examples/python/README.md"),
                Path.of("examples/README.md"), Path.of("examples/chessops-complete/README.md"), Path.of("kits/js/README.md")));
        try (Stream<Path> pages = Files.list(Path.of("docs"))) {
            pages.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
        }
        return docs;
    }

    @Test
    void everyRelativeLinkLeadsToAFileAndEveryAnchorToAHeading() throws IOException {
        List<String> broken = new ArrayList<>();
        for (Path doc : documents()) {
            Matcher m = LINK.matcher(prose(Files.readString(doc)));
            while (m.find()) {
                String target = m.group(1);
                if (target.matches("^[a-z]+:.*")) {
                    continue;
                }
                String file = target.contains("#") ? target.substring(0, target.indexOf('#')) : target;
                String anchor = target.contains("#") ? target.substring(target.indexOf('#') + 1) : "";
                Path linked = file.isEmpty() ? doc : doc.toAbsolutePath().getParent().resolve(file).normalize();
                if (!Files.exists(linked)) {
                    broken.add(doc + ": " + target + " (no such file)");
                } else if (!anchor.isEmpty() && linked.toString().endsWith(".md") && !anchors(linked).contains(anchor)) {
                    broken.add(doc + ": " + target + " (no such heading)");
                }
            }
        }
        assertThat(broken).as("links that lead nowhere").isEmpty();
    }

    @Test
    void theReadmeIsOneShortPageWithItsContentsAndBothCommands() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        assertThat(readme.lines().count()).as("lines of README.md").isLessThan(300);
        assertThat(readme).contains("**Contents:**", "./arbiter conform ", "./mvnw verify ");
        for (String reader : List.of("docs/running.md", "docs/implementers.md", "docs/arbiters.md", "docs/rule-authors.md",
                "docs/contributors.md")) {
            assertThat(readme).as("the README links to " + reader).contains("(" + reader);
        }
    }

    /** The text outside code blocks and code spans, where a link is a link. */
    private static String prose(String markdown) {
        return markdown.replaceAll("(?s)```.*?```", "").replaceAll("`[^`\\n]*`", "");
    }

    private static Set<String> anchors(Path page) throws IOException {
        String text = Files.readString(page).replaceAll("(?s)```.*?```", "");
        Set<String> anchors = new HashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        Matcher h = HEADING.matcher(text);
        while (h.find()) {
            String slug = h.group(1).strip().toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}_\\- ]", "").replace(' ', '-');
            int n = seen.merge(slug, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? slug : slug + "-" + n);
        }
        Matcher id = ID.matcher(text);
        while (id.find()) {
            anchors.add(id.group(1));
        }
        return anchors;
    }
}
