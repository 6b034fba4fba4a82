package arbiter.mutation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/** Reads the mutants of PIT's {@code mutations.xml}. */
public final class MutationReport {

    private MutationReport() {
    }

    /**
     * Every mutant of the report, in its order.
     *
     * @throws IOException when the file cannot be read or is not PIT's XML report
     */
    public static List<Mutant> read(Path xml) throws IOException {
        Document doc = parse(xml);
        NodeList nodes = doc.getElementsByTagName("mutation");
        List<Mutant> mutants = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            String mutator = text(e, "mutator");
            mutants.add(new Mutant(text(e, "mutatedClass"), text(e, "sourceFile"), text(e, "mutatedMethod"),
                    Integer.parseInt(text(e, "lineNumber")), mutator.substring(mutator.lastIndexOf('.') + 1),
                    Integer.parseInt(text(e, "index")), text(e, "description"), e.getAttribute("status"), Boolean.parseBoolean(e.getAttribute("detected"))));
        }
        return mutants;
    }

    private static Document parse(Path xml) throws IOException {
        try (InputStream in = Files.newInputStream(xml)) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            javax.xml.parsers.DocumentBuilder builder = factory.newDocumentBuilder();
            builder.setErrorHandler(new org.xml.sax.helpers.DefaultHandler());
            return builder.parse(in);
        } catch (ParserConfigurationException | SAXException | NumberFormatException e) {
            throw new IOException(xml + " is not a PIT mutations.xml: " + e.getMessage(), e);
        }
    }

    private static String text(Element mutation, String tag) {
        NodeList found = mutation.getElementsByTagName(tag);
        return found.getLength() == 0 ? "" : found.item(0).getTextContent().trim();
    }
}
