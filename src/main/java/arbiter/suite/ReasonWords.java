package arbiter.suite;

import arbiter.api.Outcome;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The words for each reason of {@link Outcome#REASONS}, one mapping both ways: scenarios write them
 * ("White wins by king capture", "the game is drawn by the fifty-turn rule") and messages print
 * them.
 */
public final class ReasonWords {

    private static final Map<String, String> WORDS = words();
    private static final Map<String, String> ALSO = Map.of("fifty turns", "fifty-turns");

    private ReasonWords() {
    }

    private static Map<String, String> words() {
        Map<String, String> words = new LinkedHashMap<>();
        words.put("checkmate", "checkmate");
        words.put("mutual-checkmate", "mutual checkmate");
        words.put("stalemate", "stalemate");
        words.put("insufficient-material", "insufficient material");
        words.put("fifty-turns", "the fifty-turn rule");
        words.put("repetition", "repetition");
        words.put("king-captured", "king capture");
        words.put("mutual-king-capture", "mutual king capture");
        words.put("king-collision", "king collision");
        words.put("two-turns-in-check", "two turns in check");
        return words;
    }

    /** The words for a reason code ("king capture" for {@code king-captured}), or empty for a code not in the vocabulary. */
    public static Optional<String> of(String code) {
        return Optional.ofNullable(WORDS.get(code));
    }

    /** The reason code a scenario's words stand for, in any letter case, or empty when they name none. */
    public static Optional<String> code(String words) {
        String w = words.trim().toLowerCase(Locale.ROOT);
        return WORDS.entrySet().stream().filter(e -> e.getValue().equals(w)).map(Map.Entry::getKey).findFirst()
                .or(() -> Optional.ofNullable(ALSO.get(w)));
    }

    /** The words of every reason, in the order of {@link Outcome#REASONS}. */
    public static List<String> all() {
        return List.copyOf(WORDS.values());
    }
}
