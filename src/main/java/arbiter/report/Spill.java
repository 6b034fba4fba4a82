package arbiter.report;

import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Text put aside in a temporary file, to be copied into a page later: the scenarios of each section
 * of {@code report.html}, written in one pass over {@code report.json} whatever their order there,
 * without holding them in memory. The file is removed on {@link #close}.
 */
final class Spill implements Closeable {

    private final Path file;
    private final Writer writer;

    Spill() throws IOException {
        file = Files.createTempFile("arbiter-report-", ".html.part");
        writer = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 15);
    }

    /** Where the text goes. */
    Writer writer() {
        return writer;
    }

    /** Copies everything written so far into {@code out}. */
    void copyTo(Writer out) throws IOException {
        try (Reader in = reader()) {
            in.transferTo(out);
        }
    }

    /** Reads everything written so far. */
    Reader reader() throws IOException {
        writer.flush();
        return Files.newBufferedReader(file, StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws IOException {
        try {
            writer.close();
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
