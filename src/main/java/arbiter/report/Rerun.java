package arbiter.report;

import arbiter.suite.Target;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * What a command that runs part of a run again needs to say: how Arbiter was started ({@link Launcher}),
 * the options that chose and limited the implementation (for {@code conform} and {@code resolve} alike:
 * {@code --adapter}, {@code --implementation}, {@code --validate}, {@code --timeout}, ...), and the further
 * options of the run itself that {@code conform} takes ({@code --features}, {@code --check-citations},
 * {@code --reports}, ...), each as the run was given it.
 *
 * @param launcher       the first words of the command ({@code ./arbiter}, {@code java -jar arbiter.jar}, ...)
 * @param implementation the options that chose the implementation and its limits
 * @param run            the run's other options that {@code conform} takes
 */
public record Rerun(List<String> launcher, List<String> implementation, List<String> run) {

    public Rerun {
        launcher = List.copyOf(launcher);
        implementation = List.copyOf(implementation);
        run = List.copyOf(run);
    }

    /** A run of this process through {@code adapter} (or null), {@code validated} or not, else of the Java implementation {@code name}. */
    public static Rerun of(String adapter, boolean validated, String name) {
        List<String> options = new ArrayList<>();
        if (adapter != null) {
            options.addAll(List.of("--adapter", adapter));
            if (validated) {
                options.add("--validate");
            }
        } else if (name != null && !name.equals(Target.REFERENCE)) {
            options.addAll(List.of("--implementation", name));
        }
        return new Rerun(Launcher.words(), options, List.of());
    }

    /** The words of a command: the launcher, {@code command}, then the implementation's options and, for {@code conform}, the run's. */
    public List<String> command(List<String> command) {
        List<String> words = new ArrayList<>(launcher);
        words.addAll(command);
        if (!command.isEmpty() && command.get(0).equals("conform")) {
            words.addAll(run);
        }
        words.addAll(implementation);
        return words;
    }

    /** The "rerun" object of {@code report.json}. */
    void write(JsonGenerator g) throws IOException {
        g.writeObjectFieldStart("rerun");
        strings(g, "launcher", launcher);
        strings(g, "implementation", implementation);
        strings(g, "run", run);
        g.writeEndObject();
    }

    /**
     * The rerun a {@code report.json} records, or for a report without one the one its implementation's
     * adapter, validation and name make.
     */
    public static Rerun read(JsonNode report) {
        JsonNode r = report.path("rerun");
        JsonNode implementation = report.path("implementation");
        if (!r.isObject()) {
            return of(ReportReader.str(implementation, "adapter"), implementation.path("validated").asBoolean(false),
                    ReportReader.str(implementation, "name"));
        }
        List<String> launcher = strings(r.path("launcher"));
        return new Rerun(launcher.isEmpty() ? Launcher.words() : launcher, strings(r.path("implementation")), strings(r.path("run")));
    }

    private static void strings(JsonGenerator g, String name, List<String> values) throws IOException {
        g.writeArrayFieldStart(name);
        for (String v : values) {
            g.writeString(v);
        }
        g.writeEndArray();
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(v -> out.add(v.asText()));
        return out;
    }
}
