package arbiter.suite;

import io.cucumber.messages.types.Envelope;
import io.cucumber.messages.types.FeatureChild;
import io.cucumber.messages.types.Pickle;
import io.cucumber.messages.types.PickleTag;
import io.cucumber.messages.types.Scenario;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Every scenario needs one stable id of its own: the feature files of a run are searched for
 * scenarios without an {@code @id:} tag, with several, or sharing theirs with another scenario,
 * and each of their test cases (a scenario, or a row of an outline) is told what is wrong, with
 * the scenario's file and line and, for a shared id, the other places.
 */
final class ScenarioIds {

    /** A test case of the run, the scenario it belongs to, and its ids. */
    private record Case(StepTracker.Location at, StepTracker.Location scenario, List<String> ids) {
    }

    private final List<Case> cases = new ArrayList<>();

    /** Adds the test cases of one parsed feature file, {@code file} as reports name it. */
    void add(String file, List<Envelope> envelopes) {
        Map<String, Integer> lines = new HashMap<>();
        envelopes.stream().flatMap(e -> e.getGherkinDocument().stream()).flatMap(d -> d.getFeature().stream())
                .flatMap(f -> f.getChildren().stream()).flatMap(ScenarioIds::scenarios).forEach(s -> {
                    lines.put(s.getId(), s.getLocation().getLine().intValue());
                    s.getExamples().forEach(examples -> examples.getTableBody()
                            .forEach(row -> lines.put(row.getId(), row.getLocation().getLine().intValue())));
                });
        for (Pickle pickle : envelopes.stream().flatMap(e -> e.getPickle().stream()).toList()) {
            List<String> ids = pickle.getTags().stream().map(PickleTag::getName).filter(t -> t.startsWith("@id:"))
                    .map(t -> t.substring(4)).distinct().toList();
            List<String> nodes = pickle.getAstNodeIds();
            cases.add(new Case(new StepTracker.Location(file, lines.get(nodes.get(nodes.size() - 1))),
                    new StepTracker.Location(file, lines.get(nodes.get(0))), ids));
        }
    }

    private static Stream<Scenario> scenarios(FeatureChild child) {
        return Stream.concat(child.getScenario().stream(),
                child.getRule().stream().flatMap(rule -> rule.getChildren().stream()).flatMap(c -> c.getScenario().stream()));
    }

    /** For each test case whose scenario has no id of its own, the one-line message that errors it. */
    Map<StepTracker.Location, String> problems() {
        Map<String, Set<StepTracker.Location>> owners = new HashMap<>();
        cases.stream().filter(c -> c.ids().size() == 1)
                .forEach(c -> owners.computeIfAbsent(c.ids().get(0), id -> new LinkedHashSet<>()).add(c.scenario()));
        Map<StepTracker.Location, String> problems = new LinkedHashMap<>();
        for (Case c : cases) {
            if (c.ids().isEmpty()) {
                problems.put(c.at(), c.scenario() + ": the scenario has no @id: tag, so it has no stable id to be reported by;"
                        + " give it one (@id:<ruleset>-<clause>-<NNN>)");
            } else if (c.ids().size() > 1) {
                problems.put(c.at(), c.scenario() + ": the scenario has " + c.ids().size() + " @id: tags ("
                        + String.join(", ", c.ids()) + "); it needs exactly one");
            } else if (owners.get(c.ids().get(0)).size() > 1) {
                String others = owners.get(c.ids().get(0)).stream().filter(o -> !o.equals(c.scenario()))
                        .map(StepTracker.Location::toString).collect(Collectors.joining(", "));
                problems.put(c.at(), c.scenario() + ": the id " + c.ids().get(0) + " is also the id of " + others
                        + "; each scenario needs its own");
            }
        }
        return problems;
    }
}
