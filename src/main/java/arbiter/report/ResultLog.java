package arbiter.report;

import arbiter.suite.ScenarioResult;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * {@code results.jsonl}: each result appended as it comes, and read back one at a time, as often as
 * a writer needs, so the reports of a run of any size are written without holding its results in
 * memory. When a result cannot be appended (a full disk), it and the ones after it are kept in memory
 * instead and still read back, after the ones in the file; only whole lines of the file are read.
 */
final class ResultLog implements Iterable<ScenarioResult> {

    private static final ObjectMapper JSON = SafeJson.mapper();

    private final Path file;
    private final List<ScenarioResult> unwritten = new ArrayList<>();
    private OutputStream out;
    private long whole;

    ResultLog(Path file, FileWriting files) throws IOException {
        this.file = file;
        this.out = files.open(file);
    }

    /** Appends a result; returns why it could not be, the first time it cannot, else null. */
    synchronized String append(ScenarioResult result) {
        if (out == null) {
            unwritten.add(result);
            return null;
        }
        try {
            byte[] line = (JSON.writeValueAsString(result) + "\n").getBytes(StandardCharsets.UTF_8);
            out.write(line);
            out.flush();
            whole += line.length;
            return null;
        } catch (IOException e) {
            close();
            cutToWholeLines();
            unwritten.add(result);
            return "could not append to " + file + ": " + FileWriting.reason(e) + "; the results from there on are reported, but not in that file";
        }
    }

    /** Removes a line the failure cut, where the file still allows it, so that the file holds whole lines only. */
    private void cutToWholeLines() {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
            channel.truncate(whole);
        } catch (IOException e) {
            // then the cut line stays in the file, and is still never read back
        }
    }

    /** Ends the appending. */
    synchronized void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                // every whole line is counted; a cut one is never read
            }
            out = null;
        }
    }

    @Override
    public synchronized Iterator<ScenarioResult> iterator() {
        long limit = whole;
        List<ScenarioResult> rest = List.copyOf(unwritten);
        if (limit == 0) {
            return rest.iterator();
        }
        try {
            Iterator<ScenarioResult> logged = JSON.readerFor(ScenarioResult.class).readValues(limited(Files.newInputStream(file), limit));
            Iterator<ScenarioResult> kept = rest.iterator();
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return logged.hasNext() || kept.hasNext();
                }

                @Override
                public ScenarioResult next() {
                    return logged.hasNext() ? logged.next() : kept.next();
                }
            };
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** Receives a result's id and time. */
    @FunctionalInterface
    interface Times {
        void visit(String id, long millis) throws IOException;
    }

    /** Hands {@code times} each result's id and time, in order, read from the file without the rest of each result. */
    void times(Times times) throws IOException {
        long limit;
        List<ScenarioResult> rest;
        synchronized (this) {
            limit = whole;
            rest = List.copyOf(unwritten);
        }
        if (limit > 0) {
            try (JsonParser p = JSON.getFactory().createParser(limited(Files.newInputStream(file), limit))) {
                while (p.nextToken() == JsonToken.START_OBJECT) {
                    String id = null;
                    long millis = 0;
                    while (p.nextToken() == JsonToken.FIELD_NAME) {
                        String field = p.currentName();
                        p.nextToken();
                        if (field.equals("id")) {
                            id = p.getValueAsString();
                        } else if (field.equals("millis")) {
                            millis = p.getValueAsLong();
                        } else {
                            p.skipChildren();
                        }
                    }
                    times.visit(id, millis);
                }
            }
        }
        for (ScenarioResult r : rest) {
            times.visit(r.id(), r.millis());
        }
    }

    private static InputStream limited(InputStream in, long limit) {
        return new FilterInputStream(in) {
            private long left = limit;

            @Override
            public int read() throws IOException {
                return left-- > 0 ? super.read() : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (left <= 0) {
                    return -1;
                }
                int n = super.read(b, off, (int) Math.min(len, left));
                left -= Math.max(n, 0);
                return n;
            }
        };
    }
}
