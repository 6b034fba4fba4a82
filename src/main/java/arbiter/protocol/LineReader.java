package arbiter.protocol;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * The protocol's lines from a stream of bytes, in either direction. A line ends at a line feed
 * (byte 10) and nowhere else: a carriage return inside a line stays in it, for the JSON reader to
 * take as whitespace; the last line may lack its line feed. Blank lines (nothing, or only spaces,
 * tabs and carriage returns) are skipped. A line longer than the limit is skipped to its end without
 * being kept, and one that is not strict UTF-8 is not decoded: both come back as a {@link Line} that
 * says what it is, and reading goes on with the next line.
 */
final class LineReader {

    /**
     * One line read: its text, or (with {@code text} null) what it is instead, such as
     * {@code "a line longer than 1048576 bytes"}; {@link #END} after the last line.
     */
    record Line(String text, String problem) {

        static final Line END = new Line(null, null);

        boolean end() {
            return text == null && problem == null;
        }
    }

    private final InputStream in;
    private final int maxBytes;
    private final byte[] buffer = new byte[65536];
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private int at;
    private int filled;

    LineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /** The next line that is not blank, or {@link Line#END}; blocks until a whole line has come. */
    Line next() throws IOException {
        Line next = read();
        while (next.text() != null && blank(next.text())) {
            next = read();
        }
        return next;
    }

    private Line read() throws IOException {
        line.reset();
        boolean over = false;
        while (true) {
            if (at == filled) {
                int n = in.read(buffer);
                at = 0;
                filled = Math.max(n, 0);
                if (n < 0) {
                    return over ? oversized() : line.size() > 0 ? decode(line.toByteArray()) : Line.END;
                }
            }
            int end = at;
            while (end < filled && buffer[end] != '\n') {
                end++;
            }
            if (!over && line.size() + end - at > maxBytes) {
                over = true;
                line.reset();
            } else if (!over) {
                line.write(buffer, at, end - at);
            }
            boolean complete = end < filled;
            at = complete ? end + 1 : end;
            if (complete) {
                return over ? oversized() : decode(line.toByteArray());
            }
        }
    }

    /** Whether a whole line has been read from the stream and waits here, so that {@link #next()} will not block. */
    boolean lineWaiting() {
        for (int i = at; i < filled; i++) {
            if (buffer[i] == '\n') {
                return true;
            }
        }
        return false;
    }

    private Line oversized() {
        return new Line(null, "a line longer than " + maxBytes + " bytes");
    }

    private static Line decode(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder();
        ByteBuffer input = ByteBuffer.wrap(bytes);
        CharBuffer output = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(input, output, true);
        if (!result.isError()) {
            result = decoder.flush(output);
        }
        if (result.isError()) {
            return new Line(null, String.format(Locale.ROOT, "a line that is not UTF-8 (at byte %d: 0x%02X)",
                    input.position() + 1, bytes[input.position()] & 0xff));
        }
        return new Line(output.flip().toString(), null);
    }

    /** Nothing, or only the JSON whitespace that may stand in a line: spaces, tabs and carriage returns. */
    static boolean blank(String text) {
        return text.chars().allMatch(c -> c == ' ' || c == '\t' || c == '\r');
    }
}
