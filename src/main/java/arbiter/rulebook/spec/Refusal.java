package arbiter.rulebook.spec;

import arbiter.rulebook.RulebookRefusedException;
import arbiter.suite.ScenarioResult;
import arbiter.suite.Verdict;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The rule that the book prints only what passed: every result of the ruleset (its own scenarios,
 * its rows of the contrast outlines, and any feature file of its folder that did not even parse)
 * and every contrast row the book shows must have passed against the reference.
 */
public final class Refusal {

    private Refusal() {
    }

    public static void check(String ruleset, Spec spec) {
        Set<String> contrastIds = new LinkedHashSet<>();
        spec.contrasts().forEach(s -> contrastIds.add(s.id()));
        List<String> problems = new ArrayList<>();
        Set<String> seen = new LinkedHashSet<>();
        for (ScenarioResult r : spec.results()) {
            seen.add(r.id());
            String base = r.id().contains("/") ? r.id().substring(0, r.id().indexOf('/')) : r.id();
            boolean ours = ruleset.equals(r.ruleset()) || inFolder(r.file(), ruleset)
                    || (contrastIds.contains(base) && shows(spec, base, ruleset));
            if (ours && r.verdict() != Verdict.PASSED) {
                String message = r.message() == null || r.message().isBlank() ? "" : ": " + r.message().strip().lines().findFirst().orElse("");
                problems.add(r.id() + " " + r.verdict().label() + " (" + r.file() + ":" + r.line() + ")" + message);
            }
        }
        for (SpecScenario s : spec.scenariosOf(ruleset)) {
            if (s.id() != null && !s.outline() && !seen.contains(s.id())) {
                problems.add(s.id() + " did not run");
            }
        }
        if (!problems.isEmpty()) {
            throw new RulebookRefusedException(ruleset, problems);
        }
    }

    private static boolean inFolder(String file, String ruleset) {
        if (file == null) {
            return false;
        }
        Path parent = Path.of(file).getParent();
        return parent != null && parent.getFileName() != null && parent.getFileName().toString().equals(ruleset);
    }

    /** True when the contrast outline has a row of {@code ruleset} (so the book shows all its rows). */
    private static boolean shows(Spec spec, String id, String ruleset) {
        return spec.results().stream().anyMatch(r -> r.id().equals(id + "/" + ruleset));
    }
}
