package arbiter.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines as a pipe delivers them: a byte at a time, a character or a line end split between reads. */
class LineReaderTest {

    /** A stream that hands out one byte per read, as a slow pipe may. */
    private static InputStream trickling(byte[] bytes) {
        return new FilterInputStream(new ByteArrayInputStream(bytes)) {
            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, 1));
            }
        };
    }

    private static List<LineReader.Line> lines(byte[] bytes, int max) throws IOException {
        LineReader reader = new LineReader(trickling(bytes), max);
        List<LineReader.Line> lines = new ArrayList<>();
        for (LineReader.Line line = reader.next(); !line.end(); line = reader.next()) {
            lines.add(line);
        }
        assertThat(reader.next().end()).as("the end stays the end").isTrue();
        return lines;
    }

    @Test
    void aLineEndsAtALineFeedOnlyAndBlankLinesAreSkipped() throws IOException {
        byte[] input = "{\"a\":\r1}\r\n\r\n \t\n\u00e9t\u00e9\n123456789\nlast".getBytes(StandardCharsets.UTF_8);
        assertThat(lines(input, 9)).containsExactly(new LineReader.Line("{\"a\":\r1}\r", null), new LineReader.Line("\u00e9t\u00e9", null),
                new LineReader.Line("123456789", null), new LineReader.Line("last", null));
    }

    @Test
    void aLineOverTheLimitOrNotUtf8IsSaidSoAndTheNextLineIsRead() throws IOException {
        byte[] input = {'1', '2', '3', '4', '5', '6', '7', '\n', 'o', 'k', '\n', 'a', (byte) 0xc3, '\n', 'b', (byte) 0xc3};
        assertThat(lines(input, 6)).containsExactly(new LineReader.Line(null, "a line longer than 6 bytes"), new LineReader.Line("ok", null),
                new LineReader.Line(null, "a line that is not UTF-8 (at byte 2: 0xC3)"),
                new LineReader.Line(null, "a line that is not UTF-8 (at byte 2: 0xC3)"));
    }
}
