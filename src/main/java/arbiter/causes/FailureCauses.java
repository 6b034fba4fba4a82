package arbiter.causes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Failed, errored and skipped scenarios grouped by {@link FailureCause#cause()}, as Allure groups
 * them in categories: thirty failures of one reversed rule are one group of thirty, not thirty
 * entries. Groups come failed and errored first, then skipped, each by size, largest first (ties in
 * the order first met); a group's members keep the order they were added in.
 *
 * @param <T> what a member is: a result, or a scenario's id and title
 */
public final class FailureCauses<T> {

    /**
     * One cause and the scenarios that share it.
     *
     * @param verdict the verdict key they share ("failed", "errored", "skipped")
     * @param cause   the cause
     * @param members the scenarios, in the order added
     */
    public record Group<T>(String verdict, String cause, List<T> members) {
    }

    private final Map<String, Group<T>> groups = new LinkedHashMap<>();

    /** Adds a scenario of a verdict key to the group of its cause. */
    public void add(String verdict, String cause, T member) {
        groups.computeIfAbsent(verdict + "\n" + cause, k -> new Group<>(verdict, cause, new ArrayList<>())).members().add(member);
    }

    /** The groups, failures first, each kind by size. */
    public List<Group<T>> groups() {
        List<Group<T>> out = new ArrayList<>(groups.values());
        out.sort(Comparator.comparing((Group<T> g) -> g.verdict().equals("skipped"))
                .thenComparing(g -> -g.members().size()));
        return out;
    }

    /** How many scenarios were added. */
    public int size() {
        return groups.values().stream().mapToInt(g -> g.members().size()).sum();
    }
}
