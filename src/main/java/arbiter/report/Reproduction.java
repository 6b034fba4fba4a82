package arbiter.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;

/**
 * The command lines that play a failed scenario again, quoted for a shell ({@link ShellWords}), each
 * begun as the run was ({@link Rerun}: {@code ./arbiter}, {@code java -jar arbiter.jar}, ...):
 * {@code conform --id ID} with the run's options and the implementation it tested, and
 * {@code resolve} with the turn alone (ruleset, position, moves, who registered first, history),
 * which shows the reference's answer beside the implementation's.
 */
public final class Reproduction {

    private static final ObjectMapper JSON = new ObjectMapper();

    private Reproduction() {
    }

    /**
     * {@code conform --id ID} begun as this process was started ({@link Launcher}), then {@code --adapter COMMAND} or {@code --implementation NAME}
     * (none for the reference); null for a scenario without a stable id of its own. A row of an outline
     * ({@code id/ruleset}) is run by the outline's id.
     */
    public static String conform(String id, String adapter, String implementation) {
        return conform(id, Rerun.of(adapter, false, implementation));
    }

    /** {@code conform --id ID} begun and followed as {@code rerun} says; null for a scenario without a stable id of its own. */
    public static String conform(String id, Rerun rerun) {
        if (id == null || !id.matches("[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)?")) {
            return null;
        }
        return ShellWords.join(rerun.command(List.of("conform", "--id", id.replaceFirst("/.*", ""))));
    }

    /**
     * {@code resolve --ruleset R --fen F --white M --black M [--first SIDE] [--history F]...}, begun as this process was started, for a
     * scenario's {@code turn} object of {@code report.json}; null when there is no turn or it lacks what the
     * command needs.
     */
    public static String resolve(String ruleset, JsonNode turn, String adapter, String implementation) {
        return resolve(ruleset, turn, Rerun.of(adapter, false, implementation));
    }

    /** {@code resolve} for a scenario's turn, begun and followed by the implementation's options as {@code rerun} says; null as above. */
    public static String resolve(String ruleset, JsonNode turn, Rerun rerun) {
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
        List<String> words = new ArrayList<>(List.of("resolve", "--ruleset", r, "--fen", before));
        option(words, "--white", white);
        option(words, "--black", black);
        String first = ReportReader.str(turn, "first");
        if ("white".equals(first) || "black".equals(first) || "none".equals(first) && !white.isEmpty() && !black.isEmpty()) {
            words.addAll(List.of("--first", first));
        }
        request.path("history").forEach(h -> words.addAll(List.of("--history", h.asText())));
        return ShellWords.join(rerun.command(words));
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
