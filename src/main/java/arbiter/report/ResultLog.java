package arbiter.report;

import arbiter.suite.ScenarioResult;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;

/**
 * {@code results.jsonl}, read back one result at a time, as often as a writer needs: the reports of
 * a run of any size are written without holding its results in memory.
 */
public final class ResultLog implements Iterable<ScenarioResult> {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;

    public ResultLog(Path file) {
        this.file = file;
    }

    @Override
    public Iterator<ScenarioResult> iterator() {
        try {
            MappingIterator<ScenarioResult> it = JSON.readerFor(ScenarioResult.class).readValues(file.toFile());
            return it;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
