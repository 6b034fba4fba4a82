package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@link XmlText#escape}: which characters it keeps, at each edge of the ranges XML 1.0 allows, and which it drops. */
class XmlTextEscapeTest {

    private static String cp(int codePoint) {
        return new String(Character.toChars(codePoint));
    }

    @Test
    void keepsTheFirstAndLastCharacterOfEveryRangeXmlAllows() {
        for (int c : new int[] {0x9, 0xA, 0xD, 0x20, 0x21, 0xD7FF, 0xE000, 0xFFFD, 0x10000, 0x1F451, 0x10FFFF}) {
            assertThat(XmlText.escape("a" + cp(c) + "b")).as("U+%04X", c).isEqualTo("a" + cp(c) + "b");
        }
    }

    @Test
    void dropsTheCharactersJustOutsideThoseRanges() {
        for (int c : new int[] {0x0, 0x8, 0xB, 0xC, 0xE, 0x1F, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xFFFE, 0xFFFF}) {
            assertThat(XmlText.escape("a" + cp(c) + "b")).as("U+%04X", c).isEqualTo("ab");
        }
    }

    @Test
    void keepsASurrogatePairButDropsASurrogateOnItsOwn() {
        String crown = "\uD83D\uDC51";
        assertThat(XmlText.escape("x" + crown + "y")).isEqualTo("x" + crown + "y");
        assertThat(XmlText.escape("x\uDC51\uD83Dy")).as("the halves the wrong way round").isEqualTo("xy");
    }

    @Test
    void escapesTheFiveMarkupCharactersAndTurnsNullIntoNothing() {
        assertThat(XmlText.escape("<a href=\"x\">Tom & 'Jerry'</a>"))
                .isEqualTo("&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;");
        assertThat(XmlText.escape(null)).isEmpty();
        assertThat(XmlText.escape(" ")).isEqualTo(" ");
    }
}
