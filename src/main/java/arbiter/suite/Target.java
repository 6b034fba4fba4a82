package arbiter.suite;

import arbiter.api.Implementation;
import java.util.ServiceLoader;

/**
 * The implementation the specification runs against. The command line sets it; tests default
 * to the implementation named by the system property {@code arbiter.implementation}, or the
 * reference, found through {@link ServiceLoader} like any other implementation.
 */
public final class Target {

    /** The name of the built-in reference implementation. */
    public static final String REFERENCE = "arbiter-reference";

    private static volatile Implementation current;

    private Target() {
    }

    public static Implementation implementation() {
        Implementation chosen = current;
        if (chosen == null) {
            chosen = find(System.getProperty("arbiter.implementation", REFERENCE));
            current = chosen;
        }
        return chosen;
    }

    /** The implementation set with {@link #use}, or null when none was set yet. */
    public static Implementation current() {
        return current;
    }

    public static void use(Implementation implementation) {
        current = implementation;
    }

    /** The implementation on the class path that describes itself by {@code name}. */
    public static Implementation find(String name) {
        StringBuilder known = new StringBuilder();
        for (Implementation candidate : ServiceLoader.load(Implementation.class)) {
            String candidateName = candidate.describe().name();
            if (candidateName.equals(name)) {
                return candidate;
            }
            known.append(known.length() == 0 ? "" : ", ").append(candidateName);
        }
        throw new IllegalArgumentException("no implementation named \"" + name + "\" on the class path"
                + (known.length() == 0 ? "" : "; found: " + known));
    }
}
