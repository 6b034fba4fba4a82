package arbiter;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.Game;
import arbiter.game.Games;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A game lives in its own folders: no Java code outside them names a game's id (in a string, a
 * name or an annotation; comments may give an id as an example), except the registries. A game's
 * folder in each layer is {@code arbiter/<layer>/<folder>/}, where the folder is the last part of
 * its descriptor's package ({@code arbiter.game.xymyx} holds both XYMYX editions). The examples in
 * the commands' help, which name games as any example must, are in {@code arbiter/cli/Help.properties}.
 */
class GameFoldersTest {

    private static final List<Path> ROOTS = List.of(Path.of("src/main/java"), Path.of("api/src/main/java"), Path.of("reference-impl/src/main/java"),
            Path.of("src/jmh/java"));
    private static final Set<String> REGISTRIES = Set.of("Rulesets.java");
    private static final Pattern COMMENTS = Pattern.compile("(?s)/\\*.*?\\*/|//[^\\n]*");

    @Test
    void noCodeOutsideAGamesFoldersNamesTheGame() throws IOException {
        Map<String, List<String>> naming = new TreeMap<>();
        for (Path root : ROOTS) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(f -> named(f).forEach(id ->
                        naming.computeIfAbsent(f.toString(), k -> new ArrayList<>()).add(id)));
            }
        }
        Set<String> outside = new TreeSet<>();
        naming.forEach((file, ids) -> {
            if (!REGISTRIES.contains(Path.of(file).getFileName().toString())) {
                outside.add(file + " names " + ids);
            }
        });
        assertThat(outside).as("code outside a game's folders that names the game").isEmpty();
    }

    /**
     * An id as code names it: a string of its own ({@code "zeitgeist"}), the start of a clause id
     * ({@code zeitgeist.7}), or the value of a ruleset option or field ({@code --ruleset zeitgeist}).
     * The id as an ordinary word of a sentence ("simultaneous-move chess") does not name the game.
     */
    private static Pattern naming(String id) {
        String q = Pattern.quote(id);
        return Pattern.compile("\"" + q + "\"|(?<![\\w.-])" + q + "\\.[A-Za-z0-9]|(--ruleset[ =]|ruleset \\\\?\"?)" + q + "(?![\\w-])");
    }

    /** The ids of the games {@code file} names in its code, leaving out those whose folders it is in. */
    private static List<String> named(Path file) {
        String code;
        try {
            code = COMMENTS.matcher(Files.readString(file)).replaceAll(" ");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String path = file.toString().replace('\\', '/');
        List<String> ids = new ArrayList<>();
        for (Game game : Games.all()) {
            String pkg = game.getClass().getPackageName();
            String folder = pkg.substring(pkg.lastIndexOf('.') + 1);
            boolean inItsFolder = path.matches(".*/arbiter/[a-z]+/" + Pattern.quote(folder) + "/.*");
            if (!inItsFolder && naming(game.id()).matcher(code).find()) {
                ids.add(game.id());
            }
        }
        return ids;
    }
}
