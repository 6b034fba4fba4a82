package arbiter.resolve;

import arbiter.api.TurnResult;
import arbiter.protocol.ProtocolJson;
import arbiter.board.Fen;
import arbiter.rulebook.spec.Precedents.Precedent;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * {@code arbiter resolve --json}: one JSON object for the turn. Each registration order asked is a
 * key of {@code answers} ({@code white-first}, {@code black-first}, {@code nobody-first}) holding
 * the reference's protocol resolve response (valid against {@code protocol/v2/resolve.response},
 * id 1 for the first order, 2 for the second), the rulebook's sentences, and each {@code --adapter}'s
 * answer with what differs.
 */
public final class TurnJson {

    private static final ObjectMapper JSON = new ObjectMapper();

    private TurnJson() {
    }

    /** The JSON object of the turn, as {@code arbiter resolve --json} prints it. */
    public static String of(ResolvedTurn turn) {
        ObjectNode root = JSON.createObjectNode().put("ruleset", turn.ruleset()).put("position", Fen.format(turn.before()));
        side(root.putObject("white"), turn.played().whiteTyped(), turn.played().white());
        side(root.putObject("black"), turn.played().blackTyped(), turn.played().black());
        root.put("history", turn.played().history()).put("same", turn.same());
        ObjectNode answers = root.putObject("answers");
        for (int i = 0; i < turn.settlings().size(); i++) {
            ResolveSettling settling = turn.settlings().get(i);
            ObjectNode answer = answers.putObject(settling.label());
            answer.set("reference", response(i + 1, settling.reference()));
            ArrayNode why = answer.putArray("sentences");
            settling.why().forEach(p -> why.add(p.plain()));
            ArrayNode others = answer.putArray("adapters");
            for (Rival rival : turn.rivals()) {
                ObjectNode other = others.addObject().put("adapter", rival.command());
                if (rival.name() != null) {
                    other.put("name", rival.name());
                }
                if (rival.fault() != null) {
                    other.put("fault", rival.fault());
                    continue;
                }
                TurnResult result = rival.answers().get(i);
                other.set("response", response(i + 1, result));
                List<String> differences = ResolveDifferences.of(settling.reference(), result, turn.before());
                other.put("agrees", differences.isEmpty());
                differences.forEach(other.putArray("differences")::add);
            }
        }
        precedents(root.putArray("rulings"), turn.rulings());
        precedents(root.putArray("examples"), turn.examples());
        try {
            return JSON.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The response as an adapter would send it for the request with this id. */
    private static ObjectNode response(int id, TurnResult result) {
        try {
            ObjectNode node = JSON.createObjectNode().put("id", id);
            node.setAll((ObjectNode) JSON.readTree(ProtocolJson.turnResult(result)));
            return node;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void side(ObjectNode node, List<String> typed, List<String> moves) {
        typed.forEach(node.putArray("typed")::add);
        moves.forEach(node.putArray("moves")::add);
    }

    private static void precedents(ArrayNode array, List<Precedent> precedents) {
        for (Precedent p : precedents) {
            ArrayNode clauses = array.addObject().put("id", p.id()).put("title", p.title()).put("rulebook", p.anchor())
                    .putArray("clauses");
            p.clauses().forEach(clauses::add);
        }
    }
}
