package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Quoted words read back by a real shell as they were written, however hostile, and a quoted
 * command is one line without control characters.
 */
class ShellWordsTest {

    static final List<String> HOSTILE = List.of("plain", "", "two words", "it's", "\"double\"", "$HOME", "`id`", "$(id)",
            "a\nb", "\u001b[31mred\u001b[0m", "back\\slash", "tab\there", "*", "~", "!!", "x'\"$`\\\n\r\u0007",
            "é ♞ 日本", "line\u2028separator", "--option=value", "'");

    /** The words as bash splits the command line {@code printf '%s\0'} followed by them. */
    static List<String> bashWords(String quoted) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", "printf '%s\\0' " + quoted).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(new String(out, StandardCharsets.UTF_8)).isZero();
        List<String> words = new ArrayList<>();
        String all = new String(out, StandardCharsets.UTF_8);
        int start = 0;
        for (int i = 0; i < all.length(); i++) {
            if (all.charAt(i) == '\0') {
                words.add(all.substring(start, i));
                start = i + 1;
            }
        }
        return words;
    }

    @Test
    void bashReadsEveryQuotedWordBackAsItWas() throws Exception {
        for (String word : HOSTILE) {
            assertThat(bashWords(ShellWords.quote(word))).as(word).containsExactly(word);
        }
        assertThat(bashWords(ShellWords.join(HOSTILE))).containsExactlyElementsOf(HOSTILE);
    }

    @Test
    void aQuotedCommandIsOneLineWithoutControlCharacters() {
        String line = ShellWords.join(HOSTILE);
        assertThat(line.codePoints().filter(c -> c < 0x20 || c == 0x7f || c == 0x2028)).isEmpty();
        assertThat(ShellWords.quote("plain-word_1.txt")).isEqualTo("plain-word_1.txt");
        assertThat(ShellWords.quote("it's")).isEqualTo("'it'\\''s'");
    }
}
