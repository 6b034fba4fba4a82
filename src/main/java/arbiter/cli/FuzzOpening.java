package arbiter.cli;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.protocol.ProcessImplementation;
import arbiter.suite.Target;
import arbiter.fuzz.FindingScenarios;
import java.util.ArrayList;
import java.util.List;

/** Opens the implementations {@code arbiter fuzz} compares, as conform and resolve do, and finds the rulesets they share. */
final class FuzzOpening {

    private FuzzOpening() {
    }

    /** A Java implementation by name, or a program through the protocol, started and asked who it is; a failure is one line. */
    static Implementation open(boolean adapter, String value, AdapterLimits limits) {
        Implementation implementation = adapter ? new ProcessImplementation(value, limits.options()) : Target.find(value);
        try {
            implementation.describe();
            return implementation;
        } catch (RuntimeException e) {
            ImplementationChoice.close(implementation);
            String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new IllegalArgumentException((adapter ? "adapter \"" + value + "\"" : value) + " did not answer who it is: "
                    + FindingScenarios.line(message.lines().findFirst().orElse("")));
        }
    }

    /** "name version" of an implementation, made safe for every output. */
    static String caption(Implementation implementation) {
        Description d = implementation.describe();
        return FindingScenarios.line(d.name() + " " + d.version());
    }

    /** The rulesets asked (or all) that the reference and both implementations support; an unsupported one asked is an error. */
    static List<String> common(List<String> asked, Implementation reference, Implementation expected, Implementation other) {
        List<String> shared = new ArrayList<>(other.describe().rulesets());
        shared.retainAll(expected.describe().rulesets());
        shared.retainAll(reference.describe().rulesets());
        for (String ruleset : asked) {
            if (!shared.contains(ruleset)) {
                throw new IllegalArgumentException("--ruleset " + FindingScenarios.line(ruleset) + ": not a ruleset both implementations"
                        + " and the reference support; those are " + (shared.isEmpty() ? "none" : String.join(", ", shared)));
            }
        }
        if (shared.isEmpty()) {
            throw new IllegalArgumentException("the implementations share no ruleset with each other and the reference");
        }
        return asked.isEmpty() ? shared : asked.stream().distinct().toList();
    }
}
