package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.Games;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every internal link of every page a {@code conform} run writes leads somewhere: in each
 * {@code report.html} and each rulebook (HTML and Markdown), a link to {@code #x} names an element
 * of the same page and a link to {@code file#x} a sibling file that exists and has that element.
 * Run for the reference over everything, for a stub that errors on every turn (so that almost every
 * scenario gets a failure card linking to its example or contrast), and for filtered runs.
 */
class ReportLinksTest {

    private static final Pattern HREF = Pattern.compile("\\shref=\"([^\"]*)\"");
    private static final Pattern ID = Pattern.compile("\\sid=\"([^\"]*)\"");
    private static final Pattern MD_LINK = Pattern.compile("\\]\\(([^)\\s]*)\\)");

    @TempDir
    Path reports;

    @Test
    void aWholeRunOfTheReferenceLinksOnlyToWhatItWrote() throws Exception {
        Path run = conform(0);
        assertThat(books(run, ".html")).as("the books of every ruleset").containsExactlyInAnyOrderElementsOf(everyBook(".html"))
                .isNotEmpty();
        assertThat(books(run, ".md")).as("Markdown only on request").isEmpty();
        assertEveryLinkResolves(run, 5 * 9);
        assertTheBooksScriptsAreBesideThem(run);
    }

    @Test
    void aStubThatErrorsEverywhereLinksEachFailureToItsExampleInBooksThatExist() throws Exception {
        Path run = conform(1, "--implementation", "fixture-crashing", "--rulebook", "html,md");
        assertThat(books(run, ".md")).containsExactlyInAnyOrderElementsOf(everyBook(".md")).isNotEmpty();
        String report = Files.readString(run.resolve("report.html"));
        assertThat(report).as("a failure links to its example").contains("#example-xymyx-r2-001\">the rule in the rulebook")
                .as("a sub-clause links to the clause it refines").contains("href=\"rulebook-xymyx.html#xymyx.R2\">xymyx.R2.equal</a>")
                .as("a contrast row links to the contrast in its owner's book").containsPattern("href=\"rulebook-simulchess\\.html#contrast-simulchess-contrast-001\">");
        assertEveryLinkResolves(run, 500);
    }

    @Test
    void aFilteredRunWritesNoBookByDefaultAndThenLinksToNone() throws Exception {
        Path run = conform(0, "--id", "xymyx-r2-001");
        assertThat(books(run, ".html")).isEmpty();
        String report = Files.readString(run.resolve("report.html"));
        assertThat(report).doesNotContain("href=\"rulebook-").contains("<span class=\"clause\">xymyx.R2</span>");
        assertEveryLinkResolves(run, 0);
        assertThat(run.resolve("desk.html")).as("no book, no desk").doesNotExist();
    }

    @Test
    void aFilteredRunAskedForBooksWritesEveryBookItsReportLinksTo() throws Exception {
        Path run = conform(1, "--implementation", "fixture-crashing", "--id", "simulchess-contrast-001", "--rulebook", "html");
        assertThat(books(run, ".html")).containsExactlyInAnyOrder("rulebook-simulchess.html", "rulebook-xymyx.html");
        assertEveryLinkResolves(run, 2);
    }

    /** Every script a book loads is a file beside it, and the dispute desk its title page links to is there too. */
    private static void assertTheBooksScriptsAreBesideThem(Path run) throws Exception {
        Pattern script = Pattern.compile("<script src=\"([^\"]+)\"");
        for (String book : books(run, ".html")) {
            String html = Files.readString(run.resolve(book));
            Matcher m = script.matcher(html);
            int scripts = 0;
            while (m.find()) {
                assertThat(run.resolve(m.group(1))).as("a script %s loads", book).isRegularFile();
                scripts++;
            }
            assertThat(scripts).as("the scripts of %s", book).isEqualTo(3);
        }
        assertThat(run.resolve("desk.html")).isRegularFile();
        assertThat(Files.readString(run.resolve("arbiter-desk-data.js"))).as("every book's ruleset in the desk's data")
                .contains(books(run, ".html").stream().map(b -> "\"" + b.replaceAll("^rulebook-|\\.html$", "") + "\":{").toList());
    }

    private Path conform(int status, String... options) throws Exception {
        List<String> args = new ArrayList<>(List.of("conform", "--reports", reports.toString()));
        args.addAll(List.of(options));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
        assertThat(exit).as(out + "\n" + err).isEqualTo(status);
        try (Stream<Path> dirs = Files.list(reports)) {
            return dirs.filter(Files::isDirectory).findFirst().orElseThrow();
        }
    }

    private static List<String> books(Path run, String suffix) throws Exception {
        try (Stream<Path> files = Files.list(run)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith("rulebook-") && n.endsWith(suffix)).toList();
        }
    }

    /** The file of each game's book in one format. */
    private static List<String> everyBook(String suffix) {
        return Games.ids().stream().map(id -> "rulebook-" + id + suffix).toList();
    }

    /** Checks each page's links; {@code atLeast} is how many links into other files the run must have had. */
    private static void assertEveryLinkResolves(Path run, int atLeast) throws Exception {
        Map<String, Set<String>> ids = new HashMap<>();
        List<String> dead = new ArrayList<>();
        int across = 0;
        List<Path> pages;
        try (Stream<Path> files = Files.list(run)) {
            pages = files.filter(p -> p.toString().endsWith(".html") || p.toString().endsWith(".md")).sorted().toList();
        }
        for (Path page : pages) {
            String text = Files.readString(page);
            Pattern links = page.toString().endsWith(".md") ? MD_LINK : HREF;
            Matcher m = links.matcher(text);
            while (m.find()) {
                String href = unescape(m.group(1));
                if (href.matches("[a-z]+:.*") || href.isEmpty()) {
                    continue;
                }
                int hash = href.indexOf('#');
                String file = hash < 0 ? href : href.substring(0, hash);
                Path target = file.isEmpty() ? page : run.resolve(URLDecoder.decode(file, StandardCharsets.UTF_8));
                across += file.isEmpty() ? 0 : 1;
                if (!Files.isRegularFile(target)) {
                    dead.add(page.getFileName() + ": " + href + " (no such file)");
                } else if (hash >= 0 && !ids(target, ids).contains(URLDecoder.decode(href.substring(hash + 1).replace("+", "%2B"),
                        StandardCharsets.UTF_8))) {
                    dead.add(page.getFileName() + ": " + href + " (no such id)");
                }
            }
        }
        assertThat(pages).as("pages written").isNotEmpty();
        assertThat(dead).as("dead links").isEmpty();
        assertThat(across).as("links into other files").isGreaterThanOrEqualTo(atLeast);
    }

    private static Set<String> ids(Path page, Map<String, Set<String>> cache) throws Exception {
        Set<String> known = cache.get(page.toString());
        if (known == null) {
            known = new HashSet<>();
            Matcher m = ID.matcher(Files.readString(page));
            while (m.find()) {
                known.add(unescape(m.group(1)));
            }
            cache.put(page.toString(), known);
        }
        return known;
    }

    private static String unescape(String attribute) {
        return attribute.replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
    }
}
