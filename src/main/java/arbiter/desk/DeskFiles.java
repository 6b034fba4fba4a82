package arbiter.desk;

import arbiter.game.Game;
import arbiter.game.Games;
import arbiter.rulebook.Anchors;
import arbiter.rulebook.FeaturesFolder;
import arbiter.rulebook.RulebookHtml;
import arbiter.rulebook.spec.Precedents;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.Target;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What makes the HTML books of a folder playable, written beside them and shared by them: the
 * reference compiled to JavaScript ({@value #REFERENCE_SCRIPT}), the page's script ({@value #PAGE_SCRIPT}),
 * what the page knows of each ruleset whose book is there ({@value #DATA_SCRIPT}: its start position,
 * turn shape, clauses, and the rulings and examples a turn is compared with), and the dispute desk
 * ({@value #DESK}). Nothing is fetched: the files work opened from the disk.
 */
public final class DeskFiles {

    /** The reference, compiled by TeaVM at build time from {@link DeskScript}. */
    public static final String REFERENCE_SCRIPT = "arbiter-reference.js";
    /** Replaying examples and the desk's page. */
    public static final String PAGE_SCRIPT = "arbiter-play.js";
    /** The rulesets' data. */
    public static final String DATA_SCRIPT = "arbiter-desk-data.js";
    /** The dispute desk. */
    public static final String DESK = "desk.html";

    private static final ObjectMapper JSON = new ObjectMapper();

    private DeskFiles() {
    }

    /**
     * Writes the desk's files into {@code dir} for the rulesets whose HTML book is there.
     *
     * @param features the features folder the books were made from (a folder, or {@code classpath:features})
     * @return the files written; none when the folder holds no HTML book
     */
    public static List<Path> write(Path dir, String features) throws IOException {
        List<String> booked = FeaturesFolder.rulesets(FeaturesFolder.resolve(features)).stream()
                .filter(r -> Files.isRegularFile(dir.resolve(Anchors.bookFile(r, "html")))).toList();
        return booked.isEmpty() ? List.of() : write(dir, features, booked);
    }

    /** Writes the desk's files into {@code dir} for {@code rulesets}, whether their books are there or not. */
    public static List<Path> write(Path dir, String features, List<String> rulesets) throws IOException {
        Path root = FeaturesFolder.resolve(features);
        ClauseCatalogue catalogue = ClauseCatalogue.forFeatures(features);
        ObjectNode data = JSON.createObjectNode().put("version", Target.find(Target.REFERENCE).describe().version());
        ObjectNode each = data.putObject("rulesets");
        for (String r : rulesets) {
            each.set(r, ruleset(r, root, catalogue));
        }
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        written.add(writeFile(dir.resolve(DATA_SCRIPT), "window.ARBITER_DESK = " + JSON.writeValueAsString(data) + ";\n"));
        written.add(writeFile(dir.resolve(REFERENCE_SCRIPT), resource(REFERENCE_SCRIPT)));
        written.add(writeFile(dir.resolve(PAGE_SCRIPT), resource(PAGE_SCRIPT)));
        written.add(writeFile(dir.resolve(DESK), resource(DESK).replace("/*RULEBOOK-CSS*/", RulebookHtml.css())));
        return written;
    }

    private static ObjectNode ruleset(String r, Path root, ClauseCatalogue catalogue) {
        Game game = Games.byId(r).orElse(null);
        ObjectNode node = JSON.createObjectNode().put("title", game == null ? r : game.title())
                .put("orderKept", catalogue.keepsRegistrationOrder(r))
                .put("bothMove", game == null || game.turnShape().bothMove())
                .put("moverMoves", game == null ? 1 : game.turnShape().moverMoves())
                .put("clauses", String.join(" ", catalogue.idsOf(r)))
                .put("index", Precedents.read(root, r).index(r));
        return node;
    }

    private static Path writeFile(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }

    /** A file of the desk from the class path, arbiter/desk/NAME (the reference's script is made by the build's TeaVM step). */
    public static String resource(String name) throws IOException {
        try (InputStream in = DeskFiles.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IOException("arbiter/desk/" + name + " is missing from the class path; build with ./mvnw package, whose"
                        + " TeaVM step compiles the reference to JavaScript");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
