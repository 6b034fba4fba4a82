package arbiter.desk;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The page's answers are JSON whatever a feature file or a move holds: every character comes back as it went in. */
class JsonTextTest {

    @Test
    void everyCharacterSurvivesAStrictParser() throws Exception {
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < 0x80; c++) {
            all.append(c);
        }
        String hostile = all + "\u2028\u2029\ud800 </script> \"quoted\" \\ é ♔";
        String json = new JsonText().put("text", hostile).put("none", (String) null).put("yes", true)
                .put("list", List.of(hostile, "")).putObjects("objects", List.of(new JsonText().put("a", "b"), new JsonText())).toString();
        JsonNode parsed = new ObjectMapper().readTree(json);
        assertThat(parsed.get("text").asText()).isEqualTo(hostile);
        assertThat(parsed.get("none").isNull()).isTrue();
        assertThat(parsed.get("yes").asBoolean()).isTrue();
        assertThat(parsed.get("list").get(0).asText()).isEqualTo(hostile);
        assertThat(parsed.get("objects").get(0).get("a").asText()).isEqualTo("b");
        assertThat(parsed.get("objects").get(1).size()).isZero();
        assertThat(json).doesNotContain("\u2028").doesNotContain("\n");
    }
}
