package arbiter.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The Java kit as an implementer meets it: arbiter-api, Arbiter's thin jar and arbiter-spec installed
 * in the local Maven repository, then examples/java-implementation, copied out of the repository,
 * built with {@code mvn test}: the specification runs as its tests and fails exactly the scenarios its
 * deliberately incomplete XYMYX should fail (examples/java-implementation/expected-failures.txt).
 */
class JavaKitIT {

    private static final Path MVNW = Path.of("mvnw").toAbsolutePath();
    private static final Path EXAMPLE = Path.of("examples/java-implementation");

    @Test
    void anImplementationOutsideTheRepositoryRunsTheSpecificationAsItsOwnTests(@TempDir Path outside) throws Exception {
        Path here = Path.of("").toAbsolutePath();
        maven(here, "-f", "api/pom.xml", "install");
        maven(here, "install:install-file", "-Dfile=" + System.getProperty("arbiter.thin.jar.path"), "-DpomFile=pom.xml",
                "-Dclassifier=thin");
        maven(here, "-f", "kit/pom.xml", "install");
        Path project = outside.resolve("java-implementation");
        Packaged.copyTree(EXAMPLE, project, "target");
        maven(project, "test", "-Dmaven.test.failure.ignore=true");

        Element suite = report(project.resolve("target/surefire-reports/TEST-example.SpecificationTest.xml"));
        Set<String> failed = new TreeSet<>();
        NodeList cases = suite.getElementsByTagName("testcase");
        for (int i = 0; i < cases.getLength(); i++) {
            Element c = (Element) cases.item(i);
            if (c.getElementsByTagName("failure").getLength() + c.getElementsByTagName("error").getLength() > 0) {
                failed.add(c.getAttribute("name"));
            }
        }
        assertThat(failed).as("the scenarios the example fails").isEqualTo(expected());
        int tests = Integer.parseInt(suite.getAttribute("tests"));
        int skipped = Integer.parseInt(suite.getAttribute("skipped"));
        assertThat(tests - skipped - failed.size()).as("scenarios passed").isGreaterThan(100);
        assertThat(skipped).as("scenarios of the rulesets the example does not implement, skipped").isGreaterThan(100);
        assertThat(Files.readString(project.resolve("target/surefire-reports/example.SpecificationTest.txt")))
                .as("a failure shows the boards, as Arbiter's report does").contains("a b c d e f g h").contains("frozen");
    }

    private static Set<String> expected() throws IOException {
        Set<String> names = new TreeSet<>();
        for (String line : Files.readAllLines(EXAMPLE.resolve("expected-failures.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                names.add(line.strip());
            }
        }
        return names;
    }

    private static void maven(Path folder, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(MVNW.toString(), "-B", "-q"));
        command.addAll(List.of(args));
        Packaged.Ran ran = Packaged.run(folder, command, "JAVA_HOME", Packaged.JAVA_HOME.toString());
        assertThat(ran.status()).as("%s in %s%n%s", String.join(" ", command), folder, ran.output()).isZero();
    }

    private static Element report(Path xml) throws Exception {
        assertThat(xml).as("the example's test report").exists();
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(xml.toFile()).getDocumentElement();
    }
}
