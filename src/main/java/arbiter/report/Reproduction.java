package arbiter.report;

import arbiter.suite.Target;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * The command lines that play a failed scenario again, quoted for a shell ({@link ShellWords}):
 * {@code ./arbiter conform --id ID} with the implementation the run tested, and
 * {@code ./arbiter resolve} with the turn alone (ruleset, position, moves, who registered first,
 * history), which shows the reference's answer or, with the same {@code --adapter}, the
 * implementation's.
 */
public final class Reproduction {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Reproduction() {
    }

    /**
     * {@code ./arbiter conform --id ID}, then {@code --adapter COMMAND} or {@code --implementation NAME}
     * (none for the reference); null for a scenario without a stable id of its own. A row of an outline
     * ({@code id/ruleset}) is run by the outline's id.
     */
    public static String conform(String id, String adapter, String implementation) {
        if (id == null || !id.matches("[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)?")) {
            return null;
        }
        List<String> words = new ArrayList<>(List.of("./arbiter", "conform", "--id", id.replaceFirst("/.*", "")));
        words.addAll(implementation(adapter, implementation));
        return ShellWords.join(words);
    }

    /**
     * {@code ./arbiter resolve --ruleset R --fen F --white M --black M [--first SIDE] [--history F]...} for a
     * scenario's {@code turn} object of {@code report.json}; null when there is no turn or it lacks what the
     * command needs.
     */
    public static String resolve(String ruleset, JsonNode turn, String adapter, String implementation) {
        if (turn == null || !turn.isObject()) {
            return null;
        }
        JsonNode request = request(ReportReader.str(turn, "request"));
        String r = request.path("ruleset").isTextual() ? request.path("ruleset").asText() : ruleset;
        String before = ReportReader.str(turn, "before");
        List<String> white = moves(turn.get("white"));
        List<String> black = moves(turn.get("black"));
        if (r == null || before == null || white.isEmpty() && black.isEmpty()) {
            return null;
        }
        List<String> words = new ArrayList<>(List.of("./arbiter", "resolve", "--ruleset", r, "--fen", before));
        option(words, "--white", white);
        option(words, "--black", black);
        String first = ReportReader.str(turn, "first");
        if ("white".equals(first) || "black".equals(first) || "none".equals(first) && !white.isEmpty() && !black.isEmpty()) {
            words.addAll(List.of("--first", first));
        }
        request.path("history").forEach(h -> words.addAll(List.of("--history", h.asText())));
        words.addAll(implementation(adapter, implementation));
        return ShellWords.join(words);
    }

    private static List<String> implementation(String adapter, String implementation) {
        if (adapter != null) {
            return List.of("--adapter", adapter);
        }
        return implementation == null || implementation.equals(Target.REFERENCE) ? List.of() : List.of("--implementation", implementation);
    }

    private static void option(List<String> words, String name, List<String> moves) {
        if (!moves.isEmpty()) {
            words.addAll(List.of(name, String.join(",", moves)));
        }
    }

    private static List<String> moves(JsonNode array) {
        List<String> out = new ArrayList<>();
        if (array != null && array.isArray()) {
            array.forEach(m -> out.add(m.asText()));
        }
        return out;
    }

    private static JsonNode request(String text) {
        try {
            return text == null ? JSON.createObjectNode() : JSON.readTree(text);
        } catch (java.io.IOException | RuntimeException e) {
            return JSON.createObjectNode();
        }
    }
}
