package arbiter.suite;

import arbiter.game.Games;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The words for each reason of {@link Games#outcomeReasons()}, one mapping both ways: scenarios write them
 * ("White wins by king capture", "the game is drawn by the fifty-turn rule") and messages print
 * them.
 */
public final class ReasonWords {

    private static final Map<String, String> WORDS = words();
    private static final Map<String, String> ALSO = Map.of("fifty turns", "fifty-turns");

    private ReasonWords() {
    }

    /** Each reason of {@link Games#outcomeReasons()} in words: its code with spaces, but for two that read better otherwise. */
    private static Map<String, String> words() {
        Map<String, String> exceptions = Map.of("fifty-turns", "the fifty-turn rule", "king-captured", "king capture");
        Map<String, String> words = new LinkedHashMap<>();
        for (String code : Games.outcomeReasons()) {
            words.put(code, exceptions.getOrDefault(code, code.replace('-', ' ')));
        }
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

    /** The words of every reason, in the order of {@link Games#outcomeReasons()}. */
    public static List<String> all() {
        return List.copyOf(WORDS.values());
    }
}
