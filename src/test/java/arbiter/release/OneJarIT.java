package arbiter.release;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.rulebook.FeaturesFolder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code java -jar arbiter.jar} alone, as someone who downloaded only the jar runs it: from an empty
 * folder, with no repository, features folder or libraries beside it. Cucumber must find its glue and
 * plugins, the specification and the schemas inside the jar, and the PDF renderer its parts.
 */
class OneJarIT {

    @TempDir
    Path empty;

    @Test
    void conformRunsTheBundledSpecificationFromAnEmptyFolder() throws Exception {
        Packaged.Ran ran = Packaged.run(empty, Packaged.javaJar("conform", "--no-rulebook"));

        assertThat(ran.status()).as(ran.output()).isZero();
        JsonNode report = new ObjectMapper().readTree(onlyReport().toFile());
        JsonNode summary = report.get("summary");
        assertThat(summary.get("total").asInt()).isPositive();
        assertThat(summary.get("passed").asInt()).isEqualTo(summary.get("total").asInt());
        assertThat(report.get("complete").asBoolean()).isTrue();
        List<String> rulesets = new ArrayList<>();
        report.get("rulesets").forEach(r -> rulesets.add(r.get("id").asText()));
        assertThat(rulesets).as("every ruleset of the specification, read from inside the jar")
                .containsExactlyInAnyOrderElementsOf(FeaturesFolder.rulesets(Path.of("features")));
        assertThat(ran.output()).contains("report: " + onlyReport().resolveSibling("report.html"));
    }

    /** The larger joint perft scenarios are left out: 200,000 turns, each message checked, would take minutes. */
    @Test
    void theJarServesItselfAsAnAdapterWithEveryMessageCheckedAgainstTheSchemas() throws Exception {
        String serve = "'" + Packaged.java() + "' -jar '" + Packaged.jar() + "' serve";
        Packaged.Ran ran = Packaged.run(empty,
                Packaged.javaJar("conform", "--ruleset", "simulchess", "--timeout", "60", "--start-timeout", "120",
                        "--adapter", serve, "--validate", "--no-rulebook",
                        "--tags", "not @perft or @id:simulchess-perft-002"));

        assertThat(ran.status()).as(ran.output()).isZero();
        JsonNode summary = new ObjectMapper().readTree(onlyReport().toFile()).get("summary");
        assertThat(summary.get("passed").asInt()).isPositive().isEqualTo(summary.get("total").asInt());
    }

    @Test
    void writesAPdfRulebook() throws Exception {
        Path simulchess = Files.createDirectories(empty.resolve("features").resolve("simulchess"));
        Files.copy(Path.of("features", "clauses.md"), empty.resolve("features").resolve("clauses.md"));
        String feature = "collision-same-square.feature";
        Files.copy(Path.of("features", "simulchess", feature), simulchess.resolve(feature));

        Packaged.Ran ran = Packaged.run(empty, Packaged.javaJar("rulebook", "--format", "pdf", "--out", "books"));

        assertThat(ran.status()).as(ran.output()).isZero();
        byte[] pdf = Files.readAllBytes(empty.resolve("books").resolve("rulebook-simulchess.pdf"));
        String text = new String(pdf, StandardCharsets.ISO_8859_1);
        assertThat(text).startsWith("%PDF-").contains("%%EOF");
    }

    @Test
    void carriesNoSignatureOrModuleDescriptorOfTheLibrariesItHolds() throws IOException {
        try (JarFile jar = new JarFile(Packaged.jar().toFile())) {
            List<String> names = jar.stream().map(e -> e.getName()).toList();
            assertThat(names).filteredOn(n -> n.matches("META-INF/[^/]+\\.(SF|DSA|RSA|EC)")).isEmpty();
            assertThat(names).filteredOn(n -> n.endsWith("module-info.class")).isEmpty();
            assertThat(jar.getManifest().getMainAttributes().getValue("Main-Class")).isEqualTo("arbiter.cli.ArbiterCommand");
            assertThat(jar.getManifest().getMainAttributes().getValue("Implementation-Version")).isEqualTo(Packaged.version());
        }
    }

    @Test
    void keepsEveryServiceThatTheLibrariesInsideItDeclare() throws IOException {
        int checked = 0;
        try (JarFile shaded = new JarFile(Packaged.jar().toFile())) {
            for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
                Path library = Path.of(entry);
                if (!entry.endsWith(".jar") || library.equals(Packaged.jar()) || !Files.isRegularFile(library)) {
                    continue;
                }
                try (JarFile jar = new JarFile(library.toFile())) {
                    if (!inside(jar, shaded)) {
                        continue;
                    }
                    for (var e : Collections.list(jar.entries())) {
                        if (e.getName().startsWith("META-INF/services/") && !e.isDirectory()) {
                            assertThat(services(shaded, e.getName())).as("%s of %s", e.getName(), library.getFileName())
                                    .containsAll(services(jar, e.getName()));
                            checked++;
                        }
                    }
                }
            }
        }
        assertThat(checked).as("service files of the libraries inside the jar").isPositive();
    }

    /** Whether the shaded jar holds {@code library}: its first class is there. */
    private static boolean inside(JarFile library, JarFile shaded) {
        return library.stream().filter(e -> e.getName().endsWith(".class") && !e.getName().contains("module-info")
                && !e.getName().startsWith("META-INF/")).findFirst().map(e -> shaded.getEntry(e.getName()) != null).orElse(false);
    }

    private static List<String> services(JarFile jar, String name) throws IOException {
        var entry = jar.getEntry(name);
        if (entry == null) {
            return List.of();
        }
        try (var in = jar.getInputStream(entry)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(l -> l.replaceAll("#.*", "").strip()).filter(l -> !l.isEmpty()).toList();
        }
    }

    private Path onlyReport() throws IOException {
        try (Stream<Path> runs = Files.list(empty.resolve("reports"))) {
            List<Path> all = runs.toList();
            assertThat(all).hasSize(1);
            return all.get(0).resolve("report.json");
        }
    }
}
