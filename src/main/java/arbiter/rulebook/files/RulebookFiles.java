package arbiter.rulebook.files;

import arbiter.rulebook.Anchors;
import arbiter.rulebook.Book;
import arbiter.rulebook.RulebookHtml;
import arbiter.rulebook.RulebookMarkdown;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes a book in the formats asked for: {@code rulebook-<ruleset>.html}, {@code .md} and
 * {@code .pdf} (the PDF laid out from the HTML book's XHTML by {@link RulebookPdf}).
 */
public final class RulebookFiles {

    /** The formats there are. */
    public static final List<String> FORMATS = List.of("html", "md", "pdf");

    private RulebookFiles() {
    }

    /** Reads "html,md" (any case, commas or repeats); fails naming an unknown format. */
    public static List<String> formats(List<String> given) {
        List<String> out = new ArrayList<>();
        for (String item : given) {
            for (String f : item.split(",")) {
                String format = f.strip().toLowerCase(Locale.ROOT);
                if (format.equals("markdown")) {
                    format = "md";
                }
                if (format.isEmpty()) {
                    continue;
                }
                if (!FORMATS.contains(format)) {
                    throw new IllegalArgumentException("unknown format \"" + f.strip() + "\"; the formats are " + String.join(", ", FORMATS));
                }
                if (!out.contains(format)) {
                    out.add(format);
                }
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("no format given; the formats are " + String.join(", ", FORMATS));
        }
        return out;
    }

    /** Writes the book in each format into {@code dir}; returns the files written, in the order of the formats. */
    public static List<Path> write(Book book, Path dir, List<String> formats) throws IOException {
        Files.createDirectories(dir);
        List<Path> written = new ArrayList<>();
        String html = formats.contains("html") || formats.contains("pdf") ? RulebookHtml.render(book) : null;
        for (String format : formats) {
            Path file = dir.resolve(Anchors.bookFile(book.ruleset(), format));
            switch (format) {
                case "html" -> Files.writeString(file, html, StandardCharsets.UTF_8);
                case "md" -> Files.writeString(file, RulebookMarkdown.render(book), StandardCharsets.UTF_8);
                case "pdf" -> RulebookPdf.write(html, file);
                default -> throw new IllegalArgumentException("unknown format " + format);
            }
            written.add(file);
        }
        return written;
    }
}
