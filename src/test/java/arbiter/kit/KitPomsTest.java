package arbiter.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The kit's builds (api/pom.xml, kit/pom.xml and the example implementation) stay on Arbiter's
 * version and on the versions of JUnit and Cucumber Arbiter is built and tested with.
 */
class KitPomsTest {

    @Test
    void theKitsBuildsNameArbitersVersionAndItsLibraries() throws Exception {
        Element root = pom("pom.xml");
        String version = text(root, "version");
        assertThat(text(pom("api/pom.xml"), "version")).isEqualTo(version);
        Element kit = pom("kit/pom.xml");
        assertThat(text(kit, "version")).isEqualTo(version);
        assertThat(text(kit, "junit.version")).isEqualTo(text(root, "junit.version"));
        assertThat(text(kit, "cucumber.version")).isEqualTo(text(root, "cucumber.version"));
        assertThat(text(pom("examples/java-implementation/pom.xml"), "arbiter.version")).isEqualTo(version);
    }

    private static Element pom(String file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(Path.of(file).toFile()).getDocumentElement();
    }

    /** The first element of that name: the project's own version comes before any dependency's. */
    private static String text(Element pom, String name) {
        for (int i = 0; i < pom.getChildNodes().getLength(); i++) {
            if (pom.getChildNodes().item(i) instanceof Element e && e.getTagName().equals(name)) {
                return e.getTextContent().strip();
            }
        }
        return ((Element) pom.getElementsByTagName(name).item(0)).getTextContent().strip();
    }
}
