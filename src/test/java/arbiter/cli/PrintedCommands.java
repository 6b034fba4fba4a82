package arbiter.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The commands a report page prints for a person to copy, as the page shows them. */
public final class PrintedCommands {

    private static final Pattern COMMAND = Pattern.compile("<pre id=\"copy-\\d+\" class=\"cmd\">([^<]*)</pre>");

    private PrintedCommands() {
    }

    /** The text of each command block of a report page, in page order, its HTML entities read. */
    public static List<String> inReport(String html) {
        List<String> out = new ArrayList<>();
        Matcher m = COMMAND.matcher(html);
        while (m.find()) {
            out.add(m.group(1).replace("&#39;", "'").replace("&quot;", "\"").replace("&lt;", "<").replace("&gt;", ">")
                    .replace("&amp;", "&"));
        }
        return out;
    }
}
