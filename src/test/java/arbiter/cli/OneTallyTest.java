package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ClauseCatalogue;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * One run with every verdict (a stub that declares only the classic edition, declares castling
 * unsupported, breaks on frozen pieces and gets the registration order backwards), and every output
 * of it read back: each must give the same counts per ruleset and per clause, by one rule. A
 * scenario counts under its own ruleset (a contrast row under its row's ruleset) and under the
 * catalogue clauses of that ruleset it is tagged with, sub-clauses folded in; not applicable stays
 * not applicable.
 */
class OneTallyTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] VERDICTS = {"passed", "failed", "errored", "skipped", "notApplicable"};
    private static final Pattern ROW = Pattern.compile("(?m)^(\\S+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)  ");

    @TempDir
    static Path reports;

    private static Path run;
    private static String terminal;
    private static Map<String, List<Integer>> expected;

    @BeforeAll
    static void runTheMixedStub() throws Exception {
        StringWriter out = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true),
                "conform", "--implementation", "fixture-mixed", "--reports", reports.toString(), "--no-allure-html");
        terminal = out.toString();
        assertThat(status).as(terminal).isEqualTo(1);
        try (Stream<Path> dirs = Files.list(reports)) {
            run = dirs.findFirst().orElseThrow();
        }
        expected = expected(ClauseCatalogue.parse(Files.readString(Path.of("features/clauses.md"))));
        for (String verdict : VERDICTS) {
            assertThat(expected.values()).as("the run has a " + verdict + " scenario")
                    .anyMatch(c -> c.get(Arrays.asList(VERDICTS).indexOf(verdict)) > 0);
        }
    }

    /** The counts by the rule, worked out here from each raw result in results.jsonl. */
    private static Map<String, List<Integer>> expected(ClauseCatalogue catalogue) throws Exception {
        Map<String, List<Integer>> counts = new TreeMap<>();
        for (String line : Files.readAllLines(run.resolve("results.jsonl"))) {
            JsonNode r = JSON.readTree(line);
            String ruleset = r.get("ruleset").isNull() ? "(none)" : r.get("ruleset").asText();
            int verdict = List.of("PASSED", "FAILED", "ERRORED", "SKIPPED", "NOT_APPLICABLE").indexOf(r.get("verdict").asText());
            add(counts, ruleset, verdict);
            Set<String> clauses = new TreeSet<>();
            r.get("tags").forEach(t -> {
                String tag = t.asText().substring(1);
                if (tag.startsWith(ruleset + ".") && !tag.contains(":")) {
                    clauses.add(catalogue.clauseOf(tag) == null ? tag : catalogue.clauseOf(tag));
                }
            });
            clauses.forEach(c -> add(counts, c, verdict));
        }
        return counts;
    }

    private static Map<String, List<Integer>> nonZero(Map<String, List<Integer>> counts) {
        Map<String, List<Integer>> out = new TreeMap<>(counts);
        out.values().removeIf(c -> c.stream().allMatch(n -> n == 0));
        return out;
    }

    private static void add(Map<String, List<Integer>> counts, String key, int verdict) {
        List<Integer> c = counts.computeIfAbsent(key, k -> Arrays.asList(0, 0, 0, 0, 0));
        c.set(verdict, c.get(verdict) + 1);
    }

    private static Map<String, List<Integer>> table(String text) {
        Map<String, List<Integer>> counts = new TreeMap<>();
        Matcher m = ROW.matcher(text);
        while (m.find()) {
            counts.put(m.group(1), List.of(Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), Integer.parseInt(m.group(4)),
                    Integer.parseInt(m.group(5)), Integer.parseInt(m.group(6))));
        }
        return counts;
    }

    @Test
    void theTerminalAndSummaryTxtTableGivesEachRulesetAndClause() throws Exception {
        assertThat(nonZero(table(terminal))).isEqualTo(nonZero(expected));
        String summary = Files.readString(run.resolve("summary.txt"));
        assertThat(nonZero(table(summary))).isEqualTo(nonZero(expected));
        assertThat(terminal).contains(summary.substring(summary.indexOf("clause ")));
    }

    @Test
    void reportJsonCountsEachRulesetAndClause() throws Exception {
        JsonNode report = JSON.readTree(run.resolve("report.json").toFile());
        Map<String, List<Integer>> counts = new TreeMap<>();
        for (JsonNode r : report.get("rulesets")) {
            counts.put(r.get("id").asText(), tally(r.get("summary")));
            r.get("clauses").forEach(c -> counts.put(c.get("id").asText(), tally(c.get("results"))));
        }
        assertThat(nonZero(counts)).isEqualTo(nonZero(expected));
    }

    private static List<Integer> tally(JsonNode t) {
        return Arrays.stream(VERDICTS).map(v -> t.get(v).asInt()).toList();
    }

    @Test
    void reportHtmlMatrixAndFilterDataCountEachRulesetAndClause() throws Exception {
        String html = Files.readString(run.resolve("report.html"));
        Map<String, List<Integer>> matrix = new TreeMap<>();
        Matcher row = Pattern.compile("<tr class=\"row-\\w+\" data-clause=\"([^\"]+)\">.*?<td class=\"n pass\">(\\d+)<span"
                + ".*?<td class=\"n[^\"]*\">(\\d+)</td><td class=\"n[^\"]*\">(\\d+)</td><td class=\"n[^\"]*\">(\\d+)</td>"
                + "<td class=\"n[^\"]*\">(\\d+)</td></tr>").matcher(html);
        while (row.find()) {
            matrix.put(row.group(1), List.of(Integer.parseInt(row.group(2)), Integer.parseInt(row.group(3)),
                    Integer.parseInt(row.group(4)), Integer.parseInt(row.group(5)), Integer.parseInt(row.group(6))));
        }
        Map<String, List<Integer>> filters = new TreeMap<>();
        Matcher scn = Pattern.compile("class=\"scn[^\"]*\"[^>]* data-v=\"(\\w+)\" data-r=\"([^\"]*)\" data-c=\"([^\"]*)\"").matcher(html);
        while (scn.find()) {
            int verdict = Arrays.asList(VERDICTS).indexOf(scn.group(1));
            add(filters, scn.group(2), verdict);
            for (String clause : scn.group(3).split(" ")) {
                if (!clause.isEmpty()) {
                    add(filters, clause, verdict);
                }
            }
        }
        Map<String, List<Integer>> clausesOnly = nonZero(expected);
        clausesOnly.keySet().removeIf(k -> !k.contains("."));
        assertThat(nonZero(matrix)).isEqualTo(clausesOnly);
        assertThat(nonZero(filters)).isEqualTo(nonZero(expected));
    }

    @Test
    void junitXmlCountsEachRulesetAndClause() throws Exception {
        var xml = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(run.resolve("junit.xml").toFile());
        Map<String, List<Integer>> cases = new TreeMap<>();
        NodeList suites = xml.getElementsByTagName("testsuite");
        for (int i = 0; i < suites.getLength(); i++) {
            Element suite = (Element) suites.item(i);
            String ruleset = suite.getAttribute("name");
            NodeList testcases = suite.getElementsByTagName("testcase");
            for (int j = 0; j < testcases.getLength(); j++) {
                Element testcase = (Element) testcases.item(j);
                int verdict = junitVerdict(testcase);
                add(cases, ruleset, verdict);
                NodeList properties = testcase.getElementsByTagName("property");
                for (int k = 0; k < properties.getLength(); k++) {
                    Element p = (Element) properties.item(k);
                    if (p.getAttribute("name").equals("clause")) {
                        add(cases, p.getAttribute("value"), verdict);
                    }
                }
            }
            List<Integer> c = expected.get(ruleset);
            assertThat(List.of(suite.getAttribute("tests"), suite.getAttribute("failures"), suite.getAttribute("errors"),
                    suite.getAttribute("skipped"))).as(ruleset).containsExactly(String.valueOf(c.stream().mapToInt(n -> n).sum()),
                    String.valueOf(c.get(1)), String.valueOf(c.get(2)), String.valueOf(c.get(3) + c.get(4)));
        }
        assertThat(nonZero(cases)).isEqualTo(nonZero(expected));
    }

    /** The verdict of a test case: a not applicable scenario is a skipped case whose message says so. */
    private static int junitVerdict(Element testcase) {
        for (String element : List.of("failure", "error", "skipped")) {
            NodeList found = testcase.getElementsByTagName(element);
            if (found.getLength() > 0) {
                boolean notApplicable = ((Element) found.item(0)).getAttribute("message").startsWith("not applicable:");
                return notApplicable ? 4 : List.of("failure", "error", "skipped").indexOf(element) + 1;
            }
        }
        return 0;
    }

    @Test
    void allureResultsCountEachRulesetAndClause() throws Exception {
        Map<String, List<Integer>> counts = new TreeMap<>();
        try (Stream<Path> files = Files.list(run.resolve("allure-results"))) {
            for (Path file : files.toList()) {
                JsonNode result = JSON.readTree(file.toFile());
                String status = result.get("status").asText();
                String message = result.path("statusDetails").path("message").asText("");
                int verdict = status.equals("skipped") && message.startsWith("not applicable:") ? 4
                        : List.of("passed", "failed", "broken", "skipped").indexOf(status);
                for (JsonNode label : result.get("labels")) {
                    if (List.of("suite", "feature").contains(label.get("name").asText())) {
                        add(counts, label.get("value").asText(), verdict);
                    }
                }
            }
        }
        assertThat(nonZero(counts)).isEqualTo(nonZero(expected));
    }

    @Test
    void badgesSayPassedOfApplicablePerRuleset() throws Exception {
        for (Map.Entry<String, List<Integer>> e : expected.entrySet()) {
            if (e.getKey().contains(".") || e.getKey().equals("(none)")) {
                continue;
            }
            List<Integer> c = e.getValue();
            int applicable = c.get(0) + c.get(1) + c.get(2) + c.get(3);
            JsonNode badge = JSON.readTree(run.resolve("badge-" + e.getKey() + ".json").toFile());
            assertThat(badge.get("message").asText()).as(e.getKey())
                    .isEqualTo(applicable == 0 ? "not applicable" : c.get(0) + "/" + applicable + " passed");
        }
    }
}
