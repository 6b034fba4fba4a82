package arbiter.board.svg;

import arbiter.board.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** Reads back what {@link BoardSvg} drew, for the BoardSvg geometry tests. */
final class BoardSvgDom {

    private BoardSvgDom() {
    }

    /** The elements of the drawing whose class is {@code cls}, in document order. */
    static List<Element> ofClass(String svg, String cls) throws Exception {
        return all(svg).stream().filter(e -> e.getAttribute("class").equals(cls)).toList();
    }

    /** Every element of the drawing, in document order. */
    static List<Element> all(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        NodeList nodes = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)))
                .getElementsByTagNameNS("*", "*");
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add((Element) nodes.item(i));
        }
        return out;
    }

    /** The child elements of {@code parent} with the local name {@code tag}. */
    static List<Element> children(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagNameNS("*", tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            out.add((Element) nodes.item(i));
        }
        return out;
    }

    /** The vertices of a polygon, as {x, y} pairs. */
    static double[][] points(Element polygon) {
        String[] pairs = polygon.getAttribute("points").split(" ");
        double[][] points = new double[pairs.length][];
        for (int i = 0; i < pairs.length; i++) {
            String[] xy = pairs[i].split(",");
            points[i] = new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
        }
        return points;
    }

    static double number(Element e, String attribute) {
        return Double.parseDouble(e.getAttribute(attribute));
    }

    /** The centre of a square in the drawing: squares are 100 units, a8's top left corner at (50, 25). */
    static double[] centre(String square) {
        Square q = Square.parse(square);
        return new double[] {50 + 100 * q.file() + 50, 25 + 100 * (7 - q.rank()) + 50};
    }
}
