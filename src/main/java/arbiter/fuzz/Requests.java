package arbiter.fuzz;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.game.Games;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigInteger;
import java.util.List;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;

/**
 * Request lines for the protocol server: valid requests (resolves of legal moves in random
 * positions, so the implementation gets deep), the same with fields removed, retyped or mutated,
 * and whole lines mutated as text.
 */
final class Requests {

    static final ObjectMapper JSON = new ObjectMapper();

    private static final List<String> RULESETS = Games.ids();
    private static final List<String> FIELDS = List.of("id", "op", "ruleset", "position", "side", "white", "black", "first",
            "protocol", "extra", "moves", "history");
    private static final String HELLO_V2 = "{\"id\":0,\"op\":\"hello\",\"protocol\":2,\"arbiter\":\"fuzz\"}\n";
    private static final List<String> WORDS = Stream.of(List.of("hello", "start", "legal-moves", "resolve", "stop"),
            RULESETS, List.of("white", "black", "e2e4", "d8f8", "O-O")).flatMap(List::stream).toList();

    private final Implementation implementation;
    private final Mutator lines;

    Requests(Implementation implementation) {
        this.implementation = implementation;
        this.lines = new Mutator(random -> write(valid(random)), WORDS);
    }

    /** One conversation: a request line, after a version-2 hello half of the time (the server starts in version 1). */
    String next(RandomGenerator random) {
        boolean v2 = random.nextBoolean();
        if (random.nextInt(3) == 0) {
            return (v2 ? HELLO_V2 : "") + lines.next(random);
        }
        ObjectNode request = v2 && random.nextInt(3) > 0 ? V2Resolves.valid(this, random) : valid(random);
        for (int i = random.nextInt(4); i > 0; i--) {
            mutateField(random, request);
        }
        return (v2 ? HELLO_V2 : "") + write(request);
    }

    static String ruleset(RandomGenerator random) {
        return RULESETS.get(random.nextInt(RULESETS.size()));
    }

    private ObjectNode valid(RandomGenerator random) {
        ObjectNode r = JSON.createObjectNode().put("id", random.nextInt(1000));
        String ruleset = RULESETS.get(random.nextInt(RULESETS.size()));
        String fen = random.nextInt(4) == 0 ? start(ruleset) : Seeds.fen(random);
        String side = random.nextBoolean() ? "white" : "black";
        return switch (random.nextInt(12)) {
            case 0 -> r.put("op", "hello").put("protocol", 1).put("arbiter", "fuzz");
            case 1 -> r.put("op", "start").put("ruleset", ruleset);
            case 2, 3 -> r.put("op", "legal-moves").put("ruleset", ruleset).put("position", fen).put("side", side);
            case 4 -> r.put("op", "stop");
            default -> r.put("op", "resolve").put("ruleset", ruleset).put("position", fen).put("white", move(random, ruleset, fen, Side.WHITE))
                    .put("black", move(random, ruleset, fen, Side.BLACK)).put("first", side);
        };
    }

    String start(String ruleset) {
        return implementation.startPosition(ruleset);
    }

    /** A legal move when the implementation takes the position, else a plausible one. */
    String move(RandomGenerator random, String ruleset, String fen, Side side) {
        try {
            List<String> legal = implementation.legalMoves(ruleset, fen, side);
            if (!legal.isEmpty()) {
                return legal.get(random.nextInt(legal.size()));
            }
        } catch (RuntimeException e) {
            // the position is refused: any move will do
        }
        return side == Side.WHITE ? "e2e4" : "e7e5";
    }

    private void mutateField(RandomGenerator random, ObjectNode request) {
        String field = FIELDS.get(random.nextInt(FIELDS.size()));
        switch (random.nextInt(4)) {
            case 0 -> request.remove(field);
            case 1 -> request.set(field, anyValue(random));
            case 2 -> request.put(field, new Mutator(r -> request.path(field).asText(), WORDS).next(random));
            default -> request.put(field, WORDS.get(random.nextInt(WORDS.size())));
        }
    }

    private static com.fasterxml.jackson.databind.JsonNode anyValue(RandomGenerator random) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return switch (random.nextInt(9)) {
            case 0 -> f.nullNode();
            case 1 -> f.booleanNode(random.nextBoolean());
            case 2 -> f.numberNode(random.nextLong());
            case 3 -> f.numberNode(new BigInteger("9".repeat(1 + random.nextInt(40))));
            case 4 -> f.numberNode(random.nextDouble() * 1e6);
            case 5 -> f.arrayNode().add("e2e4").add(1);
            case 6 -> f.objectNode().put("op", "resolve");
            case 7 -> f.textNode("");
            default -> f.numberNode(-1);
        };
    }

    private static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
