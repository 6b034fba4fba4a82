package arbiter.causes;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * Expected and actual events ("capture White Knight e4") compared as lists: what is missing and
 * what is unexpected, and for the cause only their kinds ("the events: missing capture; unexpected
 * removal").
 */
final class EventDifference {

    private EventDifference() {
    }

    /** The difference, or empty when the events agree or the scenario does not check them (expected null). */
    static Optional<AnswerDifference.Found> of(List<String> expected, List<String> actual) {
        if (expected == null || actual == null || sorted(expected).equals(sorted(actual))) {
            return Optional.empty();
        }
        List<String> missing = minus(expected, actual);
        List<String> extra = minus(actual, expected);
        List<String> cause = new ArrayList<>();
        List<String> difference = new ArrayList<>();
        if (!missing.isEmpty()) {
            cause.add("missing " + String.join(", ", kinds(missing)));
            difference.add("missing " + MessagePattern.some(missing, 3, ", "));
        }
        if (!extra.isEmpty()) {
            cause.add("unexpected " + String.join(", ", kinds(extra)));
            difference.add("unexpected " + MessagePattern.some(extra, 3, ", "));
        }
        boolean swapped = sorted(expected.stream().map(Colours::swap).toList()).equals(sorted(actual));
        return Optional.of(new AnswerDifference.Found("the events: " + String.join("; ", cause),
                "events: " + String.join("; ", difference), swapped));
    }

    private static TreeSet<String> kinds(List<String> events) {
        TreeSet<String> kinds = new TreeSet<>();
        events.forEach(e -> kinds.add(e.split(" ", 2)[0]));
        return kinds;
    }

    private static List<String> sorted(List<String> events) {
        return events.stream().sorted().toList();
    }

    private static List<String> minus(List<String> a, List<String> b) {
        List<String> rest = new ArrayList<>(a);
        b.forEach(rest::remove);
        return rest;
    }
}
