package arbiter.fuzz;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.game.Games;
import arbiter.protocol.ProtocolJson;
import arbiter.protocol.WireException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** The protocol's readers under fuzz: requests as the server reads them, resolve responses as Arbiter reads an adapter's. */
final class ProtocolTargets {

    private ProtocolTargets() {
    }

    static FuzzTarget request(Implementation implementation) {
        return new RequestTarget(implementation);
    }

    static FuzzTarget response(Implementation implementation) {
        return new TextTarget("response", new Mutator(responses(implementation), List.of("\"result\"", "\"resolved\"",
                "\"rejected\"", "\"events\"", "\"outcome\"", "\"status\"", "\"winner\"", "\"trace\"", "\"kind\"", "\"clauses\"",
                ":null", ":[]", ":{}", ":1")), WireException.class, text -> {
                    TurnResult result = ProtocolJson.readTurnResult(text);
                    String written = ProtocolJson.turnResult(result);
                    TextTarget.sameAgain(ProtocolJson.readTurnResult(written).equals(result), "response", written);
                });
    }

    /** What the implementation answers to resolves of legal moves in the seed positions, and to an illegal move. */
    private static List<String> responses(Implementation implementation) {
        SplittableRandom random = new SplittableRandom(1);
        List<String> responses = new ArrayList<>();
        String ruleset = Games.all().stream().filter(g -> g.turnShape().keepsOrder()).findFirst().orElseThrow().id();
        for (String fen : Seeds.FENS) {
            try {
                List<String> white = implementation.legalMoves(ruleset, fen, Side.WHITE);
                List<String> black = implementation.legalMoves(ruleset, fen, Side.BLACK);
                String w = white.isEmpty() ? "a1a1" : white.get(random.nextInt(white.size()));
                String b = black.isEmpty() ? "a1a1" : black.get(random.nextInt(black.size()));
                responses.add(ProtocolJson.turnResult(implementation.resolve(new Turn(ruleset, fen, w, b, Side.WHITE))));
            } catch (RuntimeException e) {
                // a seed position this ruleset refuses gives no response to start from
            }
        }
        return responses;
    }
}
