package arbiter.fuzz;

import arbiter.api.Side;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.random.RandomGenerator;

/**
 * Version-2 resolve requests: each player's list of moves (mostly one legal move, sometimes none or
 * two), a first player or none, and a history of seed positions, so that the server's version-2
 * reader and the reference's general turn are fuzzed as deeply as version 1's.
 */
final class V2Resolves {

    private V2Resolves() {
    }

    static ObjectNode valid(Requests requests, RandomGenerator random) {
        String ruleset = Requests.ruleset(random);
        String fen = random.nextInt(4) == 0 ? requests.start(ruleset) : Seeds.fen(random);
        ObjectNode r = Requests.JSON.createObjectNode().put("id", random.nextInt(1000)).put("op", "resolve")
                .put("ruleset", ruleset).put("position", fen);
        ObjectNode moves = r.putObject("moves");
        for (Side side : Side.values()) {
            ArrayNode list = moves.putArray(side.name().toLowerCase(java.util.Locale.ROOT));
            for (int i = count(random); i > 0; i--) {
                list.add(requests.move(random, ruleset, fen, side));
            }
        }
        if (random.nextInt(3) > 0) {
            r.put("first", random.nextBoolean() ? "white" : "black");
        }
        if (random.nextInt(3) == 0) {
            ArrayNode history = r.putArray("history");
            for (int i = random.nextInt(4); i > 0; i--) {
                history.add(Seeds.fen(random));
            }
        }
        return r;
    }

    /** Mostly one move; now and then none or two, shapes a ruleset may refuse. */
    private static int count(RandomGenerator random) {
        int roll = random.nextInt(10);
        return roll == 0 ? 0 : roll == 1 ? 2 : 1;
    }
}
