package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The one sanitiser of outside text: controls made visible, non-characters replaced, everything else kept. */
class SafeTextTest {

    @Test
    void escapeSequencesAndControlsBecomeVisibleText() {
        assertThat(SafeText.of("\u001b[2J\u001b]0;pwned\u0007 nul\u0000 del\u007f csi\u009b31m bs\b"))
                .isEqualTo("\\e[2J\\e]0;pwned\\a nul\\0 del\\x7f csi\\x9b31m bs\\b");
        assertThat(SafeText.of("right-to-left \u202e override \u2066")).isEqualTo("right-to-left \\u202e override \\u2066");
    }

    @Test
    void whatIsNotACharacterBecomesTheReplacementCharacter() {
        assertThat(SafeText.of("lone \ud800 and \udc00, fffe \ufffe, ffff \uffff"))
                .isEqualTo("lone \ufffd and \ufffd, fffe \ufffd, ffff \ufffd");
    }

    @Test
    void ordinaryTextLinesTabsAndPairedSurrogatesAreKept() {
        String text = "line one\n\tindented é ♞ \ud83d\ude00 C:\\dir\\file";
        assertThat(SafeText.of(text)).isSameAs(text);
        assertThat(SafeText.of("windows\r\nline\rreturn")).isEqualTo("windows\nline\\rreturn");
        assertThat(SafeText.of(null)).isNull();
    }

    @Test
    void cleaningTwiceChangesNothingMore() {
        String once = SafeText.of("\u001b[31mred\u0007\ud800\r\n");
        assertThat(SafeText.of(once)).isEqualTo(once);
    }
}
