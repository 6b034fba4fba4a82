package arbiter.protocol;

import arbiter.game.Games;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * The check of an outcome's reason that the version-2 schema leaves to Arbiter: the reason must be
 * one that some ruleset loses a game for (a win, a double loss) or draws one for (a draw), as the
 * games declare ({@link arbiter.game.Game#lossReasons()}, {@link arbiter.game.Game#drawReasons()}).
 */
final class ReasonVocabulary {

    private ReasonVocabulary() {
    }

    /** The problem of {@code message}'s outcome reason, in the schema's words, or empty when there is none. */
    static Optional<String> problem(JsonNode message) {
        JsonNode outcome = message.path("outcome");
        String status = outcome.path("status").asText("");
        JsonNode reason = outcome.path("reason");
        if (!reason.isTextual() || !List.of("win", "both-lose", "draw").contains(status)) {
            return Optional.empty();
        }
        boolean draw = status.equals("draw");
        List<String> known = draw ? Games.drawReasons() : Games.lossReasons();
        if (known.contains(reason.asText())) {
            return Optional.empty();
        }
        return Optional.of("$.outcome.reason: does not have a value in the enumeration " + known.stream()
                .map(r -> "\"" + r + "\"").toList() + " (the reasons by which a game is " + (draw ? "drawn" : "lost") + ")");
    }
}
