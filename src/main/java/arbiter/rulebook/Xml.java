package arbiter.rulebook;

import arbiter.board.XmlText;

/**
 * Escaping for the XHTML book: every text from the feature files goes through {@link #text}, for
 * element content and quoted attribute values alike, so the book stays well-formed XML whatever
 * a title or description holds.
 */
final class Xml {

    private Xml() {
    }

    /** Escapes {@code & < > " '}; drops characters XML 1.0 forbids; null becomes "". */
    static String text(String s) {
        return XmlText.escape(s);
    }
}
