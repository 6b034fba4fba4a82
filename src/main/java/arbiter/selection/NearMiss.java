package arbiter.selection;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** The name a mistyped one most likely meant, for "did you mean ...?". */
final class NearMiss {

    private static final int MAX_EDITS = 2;

    private NearMiss() {
    }

    /**
     * The known name that differs from {@code typed} only in case, else the one closest to it when
     * it is a letter or two away (and nearer than half its length) and no other is as close.
     */
    static Optional<String> of(String typed, Collection<String> known) {
        TreeMap<Integer, List<String>> byDistance = known.stream().distinct().filter(k -> !k.equals(typed))
                .collect(Collectors.groupingBy(k -> distance(typed.toLowerCase(Locale.ROOT), k.toLowerCase(Locale.ROOT)),
                        TreeMap::new, Collectors.toList()));
        if (byDistance.isEmpty()) {
            return Optional.empty();
        }
        Map.Entry<Integer, List<String>> closest = byDistance.firstEntry();
        boolean near = closest.getKey() == 0 || closest.getKey() <= Math.min(MAX_EDITS, (typed.length() - 1) / 2);
        return near && closest.getValue().size() == 1 ? Optional.of(closest.getValue().get(0)) : Optional.empty();
    }

    /** The Levenshtein distance: the fewest letters to insert, delete or change to turn one into the other. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int change = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(change, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
