package arbiter.cli;

import arbiter.api.Description;
import arbiter.suite.ScenarioResult;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Writes a run's results under {@code reports/<run>/}: {@code summary.txt} and {@code results.json}. */
final class RunReport {

    private RunReport() {
    }

    static Path write(Path reports, Description implementation, List<ScenarioResult> results, String summary) throws IOException {
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
        Path dir = reports.resolve(stamp + "-" + implementation.name().replaceAll("[^A-Za-z0-9._-]", "_"));
        for (int n = 2; Files.exists(dir); n++) {
            dir = reports.resolve(stamp + "-" + implementation.name().replaceAll("[^A-Za-z0-9._-]", "_") + "-" + n);
        }
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("summary.txt"), summary);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("implementation", implementation);
        json.put("scenarios", results);
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(dir.resolve("results.json").toFile(), json);
        return dir;
    }
}
