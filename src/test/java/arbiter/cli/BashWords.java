package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The words bash makes of a command line, as a program it ran would receive them. */
final class BashWords {

    private BashWords() {
    }

    static List<String> of(String command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder("bash", "-c", "printf '%s\\0' " + command).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        List<String> words = new ArrayList<>(List.of(out.split("\0", -1)));
        words.remove(words.size() - 1);
        return words;
    }

    /** The arguments of a command that begins with {@code ./arbiter}, as a test run in process takes them. */
    static String[] arbiterArgs(String command, String... more) throws IOException, InterruptedException {
        List<String> words = new ArrayList<>(of(command));
        assertThat(words.get(0)).as(command).isEqualTo("./arbiter");
        words.remove(0);
        words.addAll(List.of(more));
        return words.toArray(String[]::new);
    }
}
