package arbiter.report;

import arbiter.board.XmlText;
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The links of a page that lead nowhere: a file that is not there, or an anchor that the file has no element id for. */
public final class PageLinks {

    private static final Pattern HREF = Pattern.compile("href=\"([^\"]*)\"");

    private PageLinks() {
    }

    /** Every local link of {@code page} ({@code http(s):} ones aside) that does not resolve, with the reason. */
    public static List<String> broken(Path page) throws IOException {
        Map<Path, String> read = new HashMap<>();
        List<String> broken = new ArrayList<>();
        Matcher m = HREF.matcher(Files.readString(page, StandardCharsets.UTF_8));
        while (m.find()) {
            String href = m.group(1).replace("&amp;", "&").replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">")
                    .replace("&#39;", "'");
            if (href.startsWith("http://") || href.startsWith("https://")) {
                continue;
            }
            int hash = href.indexOf('#');
            String file = hash < 0 ? href : href.substring(0, hash);
            Path target = file.isEmpty() ? page : page.resolveSibling(URLDecoder.decode(file.replace("+", "%2B"), StandardCharsets.UTF_8));
            if (!Files.isRegularFile(target)) {
                broken.add(href + ": no file " + target);
                continue;
            }
            if (hash >= 0) {
                String id = URLDecoder.decode(href.substring(hash + 1).replace("+", "%2B"), StandardCharsets.UTF_8);
                String text = read.computeIfAbsent(target, PageLinks::readQuietly);
                if (!text.contains(" id=\"" + XmlText.escape(id) + "\"")) {
                    broken.add(href + ": no element with id " + id + " in " + target);
                }
            }
        }
        return broken;
    }

    /** How many local links {@code page} has. */
    public static long count(Path page) throws IOException {
        return HREF.matcher(Files.readString(page, StandardCharsets.UTF_8)).results()
                .filter(r -> !r.group(1).startsWith("http")).count();
    }

    private static String readQuietly(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
