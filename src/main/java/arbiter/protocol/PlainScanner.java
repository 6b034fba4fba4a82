package arbiter.protocol;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads, left to right, the plainest JSON (RFC 8259) of one line: objects, arrays, strings without
 * escapes, control characters or surrogates, ids of at most 18 digits, null, and spaces, tabs and
 * carriage returns between them. Anything else, valid JSON or not, throws {@link #NOT_PLAIN}, for the
 * strict reader to judge: what this reads, the strict reader reads the same.
 */
final class PlainScanner {

    /** Thrown, without a stack trace, on the first thing not written plainly. */
    static final RuntimeException NOT_PLAIN = new RuntimeException(null, null, false, false) {
    };

    private final String line;
    private int at;
    private boolean first;

    PlainScanner(String line) {
        this.line = line;
    }

    static void expect(boolean plain) {
        if (!plain) {
            throw NOT_PLAIN;
        }
    }

    /** The start of an object. */
    void objectStart() {
        take('{');
        first = true;
    }

    /** The next field's name, or null at the object's end. */
    String nextField() {
        skipSpace();
        if (at < line.length() && line.charAt(at) == '}') {
            at++;
            first = false;
            return null;
        }
        if (!first) {
            take(',');
        }
        String name = string();
        take(':');
        first = false;
        return name;
    }

    /** The start of an array. */
    void arrayStart() {
        take('[');
        first = true;
    }

    /** Whether another item follows (false: the array has ended). */
    boolean nextItem() {
        skipSpace();
        if (at < line.length() && line.charAt(at) == ']') {
            at++;
            first = false;
            return false;
        }
        if (!first) {
            take(',');
        }
        first = false;
        return true;
    }

    /** Whether null comes next (then read). */
    boolean nullNext() {
        skipSpace();
        if (line.startsWith("null", at)) {
            at += 4;
            return true;
        }
        return false;
    }

    String string() {
        take('"');
        int start = at;
        for (; at < line.length(); at++) {
            char c = line.charAt(at);
            if (c == '"') {
                return line.substring(start, at++);
            }
            expect(c >= 0x20 && c != '\\' && !Character.isSurrogate(c));
        }
        throw NOT_PLAIN;
    }

    List<String> strings() {
        arrayStart();
        List<String> strings = new ArrayList<>();
        while (nextItem()) {
            strings.add(string());
        }
        return strings;
    }

    /** An id: 0, or a digit from 1 to 9 and at most 17 more digits. */
    long id() {
        skipSpace();
        int start = at;
        while (at < line.length() && line.charAt(at) >= '0' && line.charAt(at) <= '9') {
            at++;
        }
        int digits = at - start;
        expect(digits >= 1 && digits <= 18 && (digits == 1 || line.charAt(start) != '0'));
        expect(at == line.length() || ".eE".indexOf(line.charAt(at)) < 0);
        return Long.parseLong(line, start, at, 10);
    }

    /** The end of the line: nothing more but spaces, tabs and carriage returns. */
    void end() {
        skipSpace();
        expect(at == line.length());
    }

    private void take(char c) {
        skipSpace();
        expect(at < line.length() && line.charAt(at) == c);
        at++;
    }

    private void skipSpace() {
        while (at < line.length() && (line.charAt(at) == ' ' || line.charAt(at) == '\t' || line.charAt(at) == '\r')) {
            at++;
        }
    }
}
