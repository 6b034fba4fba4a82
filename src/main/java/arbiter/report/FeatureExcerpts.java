package arbiter.report;

import io.cucumber.gherkin.GherkinParser;
import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.Examples;
import io.cucumber.messages.types.Feature;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.GherkinDocument;
import io.cucumber.messages.types.Location;
import io.cucumber.messages.types.Rule;
import io.cucumber.messages.types.RuleChild;
import io.cucumber.messages.types.Scenario;
import io.cucumber.messages.types.TableRow;
import io.cucumber.messages.types.Tag;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * One parsed feature file, cut into runnable excerpts at the lines the Gherkin parser located: a block
 * (Background, Scenario, Rule, Examples) runs from its first tag to the first line of the next block,
 * less the blank lines and comments before that one. Nothing is judged by what a line looks like.
 */
final class FeatureExcerpts {

    private final List<String> lines;
    private final Feature feature;
    private final TreeSet<Integer> blockStarts = new TreeSet<>();
    private final List<InRule> scenarios = new ArrayList<>();

    /** A scenario, and the Rule it is in or null. */
    private record InRule(Scenario scenario, Rule rule) {
    }

    private FeatureExcerpts(List<String> lines, Feature feature) {
        this.lines = lines;
        this.feature = feature;
        for (FeatureChild child : feature.getChildren()) {
            child.getBackground().ifPresent(b -> blockStarts.add(line(b.getLocation())));
            child.getScenario().ifPresent(s -> add(s, null));
            child.getRule().ifPresent(rule -> {
                blockStarts.add(start(rule.getLocation(), rule.getTags()));
                for (RuleChild rc : rule.getChildren()) {
                    rc.getBackground().ifPresent(b -> blockStarts.add(line(b.getLocation())));
                    rc.getScenario().ifPresent(s -> add(s, rule));
                }
            });
        }
    }

    private void add(Scenario s, Rule rule) {
        scenarios.add(new InRule(s, rule));
        blockStarts.add(start(s.getLocation(), s.getTags()));
        s.getExamples().forEach(e -> blockStarts.add(start(e.getLocation(), e.getTags())));
    }

    /** The excerpts of {@code text}; empty when it is not valid Gherkin or has no Feature. */
    static Optional<FeatureExcerpts> parse(String uri, String text) {
        List<Envelope> envelopes = GherkinParser.builder().includeSource(false).includePickles(false).build()
                .parse(uri, text.getBytes(StandardCharsets.UTF_8)).toList();
        if (envelopes.stream().anyMatch(e -> e.getParseError().isPresent())) {
            return Optional.empty();
        }
        return envelopes.stream().map(Envelope::getGherkinDocument).flatMap(Optional::stream).map(GherkinDocument::getFeature)
                .flatMap(Optional::stream).findFirst().map(f -> new FeatureExcerpts(text.lines().toList(), f));
    }

    /** The scenario whose keyword is on {@code line}, or the outline with only the Examples row on it; empty if neither. */
    String at(int line) {
        return scenarios.stream().map(in -> scenario(in.scenario(), in.rule(), line)).flatMap(Optional::stream).findFirst().orElse("");
    }

    private Optional<String> scenario(Scenario s, Rule rule, int line) {
        int keyword = line(s.getLocation());
        int start = start(s.getLocation(), s.getTags());
        if (keyword == line) {
            int last = s.getExamples().isEmpty() ? keyword : line(s.getExamples().get(s.getExamples().size() - 1).getLocation());
            return Optional.of(runnable(rule, cut(start, next(last))));
        }
        for (Examples examples : s.getExamples()) {
            Optional<TableRow> header = examples.getTableHeader();
            if (header.isPresent() && examples.getTableBody().stream().anyMatch(row -> line(row.getLocation()) == line)) {
                List<String> one = new ArrayList<>(cut(start, next(keyword)));
                one.add("");
                one.addAll(cut(start(examples.getLocation(), examples.getTags()), line(header.get().getLocation()) + 1));
                one.add(lines.get(line - 1));
                return Optional.of(runnable(rule, one));
            }
        }
        return Optional.empty();
    }

    /** The scenario's lines after the feature's tags and keyword line and the Backgrounds it runs with (and its Rule's). */
    private String runnable(Rule rule, List<String> scenario) {
        List<List<String>> parts = new ArrayList<>();
        List<String> head = new ArrayList<>();
        if (!"en".equals(feature.getLanguage())) {
            head.add("# language: " + feature.getLanguage());
        }
        int keyword = line(feature.getLocation());
        head.addAll(cut(start(feature.getLocation(), feature.getTags()), keyword + 1));
        parts.add(head);
        feature.getChildren().stream().map(FeatureChild::getBackground).flatMap(Optional::stream).findFirst()
                .ifPresent(b -> parts.add(cut(line(b.getLocation()), next(line(b.getLocation())))));
        if (rule != null) {
            parts.add(cut(start(rule.getLocation(), rule.getTags()), next(line(rule.getLocation()))));
            rule.getChildren().stream().map(RuleChild::getBackground).flatMap(Optional::stream).findFirst()
                    .ifPresent(b -> parts.add(cut(line(b.getLocation()), next(line(b.getLocation())))));
        }
        parts.add(scenario);
        StringBuilder text = new StringBuilder();
        for (List<String> part : parts) {
            text.append(text.length() == 0 ? "" : "\n");
            part.forEach(l -> text.append(l).append('\n'));
        }
        return text.toString();
    }

    /** The first line of the block after the one whose keyword is on {@code keyword}, or just past the end of the file. */
    private int next(int keyword) {
        Integer next = blockStarts.higher(keyword);
        return next == null ? lines.size() + 1 : next;
    }

    /** Lines {@code from} (1-based) up to {@code to} (excluded), less the blank lines and comments at the end. */
    private List<String> cut(int from, int to) {
        int end = Math.min(to, lines.size() + 1);
        while (end > from && (lines.get(end - 2).isBlank() || lines.get(end - 2).stripLeading().startsWith("#"))) {
            end--;
        }
        return lines.subList(from - 1, end - 1);
    }

    private static int start(Location keyword, List<Tag> tags) {
        return tags.stream().mapToInt(t -> line(t.getLocation())).reduce(line(keyword), Math::min);
    }

    private static int line(Location location) {
        return location.getLine().intValue();
    }
}
