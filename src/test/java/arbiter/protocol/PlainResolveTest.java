package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The resolve request and answer read without a tree: every plainly written one is read so, and
 * whatever this reader accepts, among thousands of broken and odd lines, the tree reader reads the
 * same; the server writes such an answer as the tree would.
 */
class PlainResolveTest {

    private static final Implementation REFERENCE = Target.find(Target.REFERENCE);
    private static final String BEFORE = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 3";
    private static final List<Turn> TURNS = turns();
    private static final String[] PIECES = {"\"", ",", ":", "{", "}", "[", "]", "null", "1", "-1", " ", "\t", "\"x\"", "1e2", "0.5",
        "\"id\":1,", "\"id\":2,", "\"white\":[],", "\"from\":null,", "\"winner\":null,", "\"reason\":null,", "\"error\":{},",
        "\"first\":\"black\",", "\"history\":[],", "\"clauses\":[],", "\"trace\":[],", "\\u0041", "\\\"", "\u00e9", "\u0001", "{}", "[]",
        "\r", "\n", "nul", "01", "00", "-0", "1234567890123456789", "\ud800", "\u007f", "true", "\"\"", "\ufeff"};

    private static List<Turn> turns() {
        List<Turn> turns = new ArrayList<>(PipelinedAdapterTest.TURNS);
        turns.add(new Turn("revochess", BEFORE, List.of("e2e4", "e4e5"), List.of(), null, List.of(BEFORE)));
        turns.add(new Turn("simulchess", BEFORE, List.of(), List.of("e8d8"), null, List.of()));
        turns.add(new Turn("xymyx", BEFORE, List.of("e1d1"), List.of("e8f8"), Side.BLACK, List.of(BEFORE, BEFORE)));
        return turns;
    }

    private static String request(long id, Turn turn) {
        return TurnWire.request(id, turn, 2).toString();
    }

    private static String answer(long id, Turn turn) {
        return TurnWire.response(id, REFERENCE.resolve(turn), 2).toString();
    }

    @Test
    void plainRequestsAndAnswersAreReadWithoutATree() {
        for (int i = 0; i < TURNS.size(); i++) {
            Turn turn = TURNS.get(i);
            assertThat(PlainResolve.request(request(i, turn))).isEqualTo(new PlainResolve.Request(i, turn));
            assertThat(PlainResolve.answer(answer(i, turn))).isEqualTo(new PlainResolve.Answer(i, REFERENCE.resolve(turn)));
        }
        assertThat(PlainResolve.request("{\"id\":3,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"p\",\"moves\":{\"white\":[],"
                + "\"black\":[]},\"first\":null} \t\r")).isEqualTo(new PlainResolve.Request(3, new Turn("xymyx", "p", List.of(), List.of(), null,
                List.of())));
    }

    @Test
    void whatTheTreeReaderMustSayIsLeftToIt() {
        String line = request(4, TURNS.get(0));
        assertThat(PlainResolve.request(line.replace("\"id\":4", "\"id\":4,\"id\":5"))).isNull();
        assertThat(PlainResolve.request(line + "x")).isNull();
        assertThat(PlainResolve.request(line.replace("\"id\":4", "\"id\":4.0"))).isNull();
        assertThat(PlainResolve.request(line.replace("\"id\":4", "\"id\":4,\"extra\":0"))).isNull();
        assertThat(PlainResolve.answer(answer(4, TURNS.get(0)).replace("\"id\":4", "\"id\":4,\"error\":{}"))).isNull();
        assertThat(PlainResolve.answer(answer(4, TURNS.get(0)).replace("\"kind\":\"moved\"", "\"kind\":\"walked\""))).isNull();
    }

    @Test
    void whateverThePlainReaderAcceptsTheTreeReaderReadsTheSame() {
        Random random = new Random(17);
        int[] plain = new int[2];
        int[] left = new int[2];
        for (int n = 0; n < 40_000; n++) {
            Turn turn = TURNS.get(n % TURNS.size());
            String request = mutated(request(n, turn), random);
            String answer = mutated(answer(n, turn), random);
            count(sameAsTree(request, PlainResolve.request(request), PlainResolveTest::treeRequest), plain, left, 0);
            count(sameAsTree(answer, PlainResolve.answer(answer), PlainResolveTest::treeAnswer), plain, left, 1);
        }
        assertThat(Math.min(plain[0], plain[1])).as("requests or answers read plainly").isGreaterThan(500);
        assertThat(Math.min(left[0], left[1])).as("requests or answers left to the tree reader").isGreaterThan(500);
    }

    @Test
    void theServerWritesAPlainAnswerAsTheTreeWould() throws Exception {
        StringBuilder in = new StringBuilder("{\"id\":0,\"op\":\"hello\",\"protocol\":2,\"arbiter\":\"test\"}\n");
        for (int i = 0; i < TURNS.size(); i++) {
            in.append(request(i + 1, TURNS.get(i))).append('\n');
        }
        in.append(request(99, new Turn("no-such-ruleset", "\"\u0001\u00e9", List.of("e2e4"), List.of(), null, List.of()))).append('\n');
        List<String> lines = ProtocolServerTest.serve(in.toString().getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < TURNS.size(); i++) {
            assertThat(lines.get(i + 1)).isEqualTo(Wire.JSON.writeValueAsString(TurnWire.response(i + 1, REFERENCE.resolve(TURNS.get(i)), 2)));
        }
        assertThat(lines.get(TURNS.size() + 1)).startsWith("{\"id\":99,\"error\":{\"type\":\"");
    }

    private static void count(boolean readPlainly, int[] plain, int[] left, int kind) {
        (readPlainly ? plain : left)[kind]++;
    }

    /** Whether {@code read} is a plain reading (then equal to the tree's, asserted). */
    private static boolean sameAsTree(String line, Object read, Function<String, Object> tree) {
        if (read == null) {
            return false;
        }
        assertThat(read).as(line).isEqualTo(tree.apply(line));
        return true;
    }

    private static Object treeRequest(String line) {
        JsonNode node = MessageReader.object(line);
        assertThat(Wire.text(node, "op")).isEqualTo("resolve");
        return new PlainResolve.Request(MessageReader.id(node), TurnWire.turn(node, 2));
    }

    private static Object treeAnswer(String line) {
        JsonNode node = MessageReader.object(line);
        assertThat(node.has("error")).isFalse();
        return new PlainResolve.Answer(MessageReader.id(node), TurnWire.result(node, 2));
    }

    /** {@code line} with one to three pieces of JSON put in, cut out or doubled, at random places. */
    private static String mutated(String line, Random random) {
        String text = line;
        for (int k = 1 + random.nextInt(3); k > 0; k--) {
            int at = random.nextInt(text.length() + 1);
            int choice = random.nextInt(4);
            if (choice == 0 && at < text.length()) {
                text = text.substring(0, at) + text.substring(at + 1);
            } else if (choice == 1) {
                int end = Math.min(text.length(), at + random.nextInt(30));
                text = text.substring(0, end) + text.substring(at, end) + text.substring(end);
            } else {
                text = text.substring(0, at) + PIECES[random.nextInt(PIECES.length)] + text.substring(at);
            }
        }
        return random.nextInt(10) == 0 ? line : text;
    }
}
