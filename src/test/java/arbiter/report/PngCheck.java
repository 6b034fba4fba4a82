package arbiter.report;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import javax.imageio.ImageIO;

/**
 * Tells a screenshot of a rendered page from a blank or broken one: it must be a readable PNG
 * with enough distinct colours and enough pixels that are not near-white. Depends on the JDK
 * alone, so {@code scripts/check-html.sh} runs it as a single-file program:
 * {@code java src/test/java/arbiter/report/PngCheck.java shot.png}.
 */
public final class PngCheck {

    /** A rendered report has text, boards and coloured chips: far more colours than this. */
    static final int MIN_COLOURS = 64;
    /** The share of pixels that must be darker or more colourful than the page background. */
    static final double MIN_INKED = 0.04;

    private PngCheck() {
    }

    /** What is wrong with the screenshot, or null when it looks like a rendered page. */
    public static String problem(Path png) throws IOException {
        return problem(png, MIN_INKED);
    }

    /**
     * As {@link #problem(Path)}, with the share of inked pixels a page needs (a printed page of text
     * has far less ink than a screenful of boards and chips).
     */
    public static String problem(Path png, double minInked) throws IOException {
        if (!Files.isRegularFile(png) || Files.size(png) == 0) {
            return png + " was not written";
        }
        BufferedImage image = ImageIO.read(png.toFile());
        if (image == null) {
            return png + " is not a readable image";
        }
        Set<Integer> colours = new HashSet<>();
        long inked = 0;
        long pixels = (long) image.getWidth() * image.getHeight();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                colours.add(rgb);
                int r = rgb >> 16 & 0xff;
                int g = rgb >> 8 & 0xff;
                int b = rgb & 0xff;
                if (Math.min(r, Math.min(g, b)) < 225) {
                    inked++;
                }
            }
        }
        if (colours.size() < MIN_COLOURS) {
            return png + " has only " + colours.size() + " distinct colours: the page looks blank";
        }
        if (inked < pixels * minInked) {
            return png + " is almost all white (" + inked + " of " + pixels + " pixels inked)";
        }
        return null;
    }

    /** The width and height of a PNG. */
    static int[] size(Path png) throws IOException {
        BufferedImage image = ImageIO.read(png.toFile());
        return new int[] {image.getWidth(), image.getHeight()};
    }

    /**
     * Checks each PNG named; exits 1 with a message on the first that looks blank.
     *
     * @param args paths of PNG files
     * @throws IOException when a file cannot be read
     */
    public static void main(String[] args) throws IOException {
        for (String arg : args) {
            String problem = problem(Path.of(arg));
            if (problem != null) {
                System.err.println("check-html: " + problem);
                System.exit(1);
            }
            System.out.println("check-html: " + arg + " looks like a rendered page");
        }
    }
}
