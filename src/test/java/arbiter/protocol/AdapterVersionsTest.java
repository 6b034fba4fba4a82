package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Arbiter's side of the versions, against scripted adapters (a few lines of {@code sh} that answer
 * hello with a set line and every other request with another, and log what they are sent): the
 * version an adapter answers is the one Arbiter then speaks, and holds it to.
 */
class AdapterVersionsTest {

    private static final AdapterOptions OPTIONS = AdapterOptions.defaults().withTimeout(Duration.ofSeconds(60))
            .withStartTimeout(Duration.ofSeconds(120));
    private static final String BEFORE = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 3";
    private static final String AFTER = "4k3/8/8/8/4P3/8/8/4K3 w - - 0 4";
    private static final Turn ONE_MOVE_EACH = new Turn("xymyx", BEFORE, List.of("e2e4"), List.of("e8d8"), Side.WHITE,
            List.of("4k3/8/8/8/8/8/4P3/3K4 w - - 0 2"));
    private static final String RESOLVED = "{\"id\":@ID@,\"result\":\"resolved\",\"position\":\"" + AFTER + "\",\"events\":[],"
            + "\"outcome\":{\"status\":\"ongoing\"}}";

    @TempDir
    Path temp;

    private static String hello(String protocol) {
        return "{\"id\":@ID@," + protocol + "\"implementation\":{\"name\":\"scripted\",\"version\":\"1\",\"rulesets\":[\"xymyx\"]}}";
    }

    /** An adapter that answers hello with {@code hello}, stop as it should, and anything else with {@code other}. */
    private String adapter(String hello, String other) throws IOException {
        Path script = temp.resolve("adapter.sh");
        Files.writeString(script, """
                log="$(dirname "$0")/requests.log"
                while IFS= read -r line; do
                  printf '%%s\\n' "$line" >> "$log"
                  id=$(printf '%%s\\n' "$line" | sed 's/^.*"id":\\([0-9][0-9]*\\).*$/\\1/')
                  case "$line" in
                    *'"op":"hello"'*) answer='%s' ;;
                    *'"op":"stop"'*) printf '{"id":%%s,"stopped":true}\\n' "$id"; exit 0 ;;
                    *) answer='%s' ;;
                  esac
                  printf '%%s\\n' "$answer" | sed "s/@ID@/$id/"
                done
                """.formatted(hello, other));
        return "sh '" + script + "'";
    }

    private List<String> requestsSent() throws IOException {
        return Files.readAllLines(temp.resolve("requests.log"));
    }

    @Test
    void arbiterAsksForVersion2AndSpeaksTheVersionTheAdapterAnswers() throws IOException {
        for (int version : List.of(1, 2)) {
            try (ProcessImplementation adapter = new ProcessImplementation(adapter(hello("\"protocol\":" + version + ","), RESOLVED), OPTIONS)) {
                assertThat(adapter.apiVersion()).isEqualTo(version);
                assertThat(adapter.resolve(ONE_MOVE_EACH)).isInstanceOf(TurnResult.Resolved.class);
            }
        }
        List<String> sent = requestsSent();
        assertThat(sent).filteredOn(line -> line.contains("\"op\":\"hello\"")).hasSize(2)
                .allSatisfy(line -> assertThat(line).contains("\"protocol\":2"));
        assertThat(sent).filteredOn(line -> line.contains("\"op\":\"resolve\"")).containsExactly(
                "{\"id\":1,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"" + BEFORE + "\","
                        + "\"white\":\"e2e4\",\"black\":\"e8d8\",\"first\":\"white\"}",
                "{\"id\":1,\"op\":\"resolve\",\"ruleset\":\"xymyx\",\"position\":\"" + BEFORE + "\","
                        + "\"moves\":{\"white\":[\"e2e4\"],\"black\":[\"e8d8\"]},\"first\":\"white\","
                        + "\"history\":[\"4k3/8/8/8/8/8/4P3/3K4 w - - 0 2\"]}");
    }

    @Test
    void aTurnVersion1CannotSayIsNotSentButUnsupportedSayingWhy() throws IOException {
        try (ProcessImplementation adapter = new ProcessImplementation(adapter(hello("\"protocol\":1,"), RESOLVED), OPTIONS)) {
            Turn oneSided = new Turn("xymyx", BEFORE, List.of("e2e4"), List.of(), null, List.of());
            assertThatThrownBy(() -> adapter.resolve(oneSided)).isInstanceOf(UnsupportedException.class)
                    .hasMessage("protocol version 1, which the adapter speaks, carries one move of each player and who registered"
                            + " first, and in this turn Black does not move and neither player registered first");
        }
        assertThat(requestsSent()).noneMatch(line -> line.contains("\"op\":\"resolve\""));
    }

    @Test
    void anAnswerToHelloInAVersionArbiterDoesNotSpeakIsTheAdaptersFault() throws IOException {
        for (String protocol : List.of("\"protocol\":3,", "\"protocol\":\"2\",", "\"protocol\":1.0,", "")) {
            try (ProcessImplementation adapter = new ProcessImplementation(adapter(hello(protocol), RESOLVED), OPTIONS)) {
                String said = protocol.isEmpty() ? "(not said)" : protocol.substring("\"protocol\":".length(), protocol.length() - 1);
                assertThatThrownBy(adapter::describe).isInstanceOf(AdapterFault.class)
                        .hasMessageContaining(": it speaks protocol " + (said.startsWith("\"") ? "the string " + said : said)
                                + ", and Arbiter speaks versions 1 and 2");
            }
        }
    }

    @Test
    void aVersion1AnswerWithWhatOnlyVersion2HasIsTheAdaptersFault() throws IOException {
        String bounced = RESOLVED.replace("\"events\":[]",
                "\"events\":[{\"kind\":\"bounced\",\"side\":\"white\",\"piece\":\"pawn\",\"square\":\"e4\",\"from\":\"e2\"}]");
        try (ProcessImplementation adapter = new ProcessImplementation(adapter(hello("\"protocol\":1,"), bounced), OPTIONS)) {
            assertThatThrownBy(() -> adapter.resolve(ONE_MOVE_EACH)).isInstanceOf(AdapterFault.class)
                    .hasMessageContaining("its answer to resolve is not the protocol's: \"kind\" is \"bounced\", which protocol version 1 has not");
        }
        try (ProcessImplementation adapter = new ProcessImplementation(adapter(hello("\"protocol\":2,"), bounced), OPTIONS)) {
            assertThat(((TurnResult.Resolved) adapter.resolve(ONE_MOVE_EACH)).events()).singleElement()
                    .satisfies(e -> assertThat(e.kind().wireName()).isEqualTo("bounced"));
        }
    }

    @Test
    void eachAnswerIsCheckedAgainstTheSchemasOfTheVersionTheAdapterSpeaks() throws IOException {
        String repetition = RESOLVED.replace("{\"status\":\"ongoing\"}", "{\"status\":\"draw\",\"reason\":\"repetition\"}");
        AdapterOptions checked = OPTIONS.withChecker(MessageSchemas::problems);
        try (ProcessImplementation adapter = new ProcessImplementation(adapter(hello("\"protocol\":1,"), repetition), checked)) {
            assertThatThrownBy(() -> adapter.resolve(ONE_MOVE_EACH)).isInstanceOf(AdapterFault.class)
                    .hasMessageContaining("its answer to resolve breaks the protocol's schema: $.outcome.reason");
        }
        try (ProcessImplementation adapter = new ProcessImplementation(adapter(hello("\"protocol\":2,"), repetition), checked)) {
            assertThat(((TurnResult.Resolved) adapter.resolve(ONE_MOVE_EACH)).outcome()).isEqualTo(Outcome.draw("repetition"));
        }
    }

    @Test
    void aStartThatFailsWhenTheVersionIsAskedIsReportedByTheNextRequestWithoutAnotherStart() throws IOException {
        Path starts = temp.resolve("starts");
        Path script = temp.resolve("broken.sh");
        Files.writeString(script, "echo start >> '" + starts + "'\necho 'cannot open the rule tables' >&2\nexit 1\n");
        try (ProcessImplementation adapter = new ProcessImplementation("sh '" + script + "'", OPTIONS)) {
            assertThat(adapter.apiVersion()).isEqualTo(2);
            assertThat(adapter.apiVersion()).isEqualTo(2);
            assertThat(Files.readAllLines(starts)).hasSize(1);
            assertThatThrownBy(() -> adapter.startPosition("xymyx")).isInstanceOf(AdapterFault.class)
                    .hasMessageContaining("exited with status 1")
                    .hasMessageContaining("cannot open the rule tables");
            assertThat(Files.readAllLines(starts)).hasSize(1);
            assertThatThrownBy(() -> adapter.startPosition("xymyx")).isInstanceOf(AdapterFault.class);
            assertThat(Files.readAllLines(starts)).hasSize(2);
        }
    }
}
