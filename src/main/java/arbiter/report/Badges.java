package arbiter.report;

import arbiter.suite.RulesetOrder;
import arbiter.suite.Verdict;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code badge-<ruleset>.json}: a shields.io endpoint badge per ruleset, "passed of applicable",
 * green when everything applicable passed, red when anything failed or errored, yellow otherwise.
 */
public final class Badges {

    private Badges() {
    }

    /** Writes the badges through {@code files}, each whole; stops at the first that cannot be written. */
    public static void write(Path dir, RunTallies tallies, FileWriting files) throws IOException {
        Map<String, Tally> byRuleset = new TreeMap<>(RulesetOrder.CATALOGUE);
        byRuleset.putAll(tallies.rulesets());
        byRuleset.remove(RunTallies.NO_RULESET);
        ObjectMapper json = SafeJson.mapper().enable(SerializationFeature.INDENT_OUTPUT);
        for (Map.Entry<String, Tally> e : byRuleset.entrySet()) {
            Map<String, Object> badge = badge(e.getKey(), e.getValue());
            files.whole(dir.resolve(fileName(e.getKey())), out -> json.writeValue(out, badge));
        }
    }

    /**
     * {@code badge-<ruleset>.json}, each character of the ruleset outside letters, digits, dot, dash and underscore
     * written as an underscore: a ruleset named in a feature file must not reach another folder or an unwritable name.
     */
    static String fileName(String ruleset) {
        StringBuilder name = new StringBuilder("badge-");
        ruleset.codePoints().forEach(c -> name.append(safe(c) ? (char) c : '_'));
        return name.append(".json").toString();
    }

    private static boolean safe(int c) {
        return c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_');
    }

    static Map<String, Object> badge(String ruleset, Tally t) {
        Map<String, Object> badge = new LinkedHashMap<>();
        badge.put("schemaVersion", 1);
        badge.put("label", ruleset);
        if (t.applicable() == 0) {
            badge.put("message", "not applicable");
            badge.put("color", "lightgrey");
            return badge;
        }
        badge.put("message", t.get(Verdict.PASSED) + "/" + t.applicable() + " passed");
        boolean broken = t.get(Verdict.FAILED) + t.get(Verdict.ERRORED) > 0;
        badge.put("color", broken ? "red" : t.get(Verdict.PASSED) == t.applicable() ? "brightgreen" : "yellow");
        return badge;
    }
}
