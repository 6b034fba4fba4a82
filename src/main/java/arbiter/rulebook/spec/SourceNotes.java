package arbiter.rulebook.spec;

import arbiter.rulebook.SourceNote;
import arbiter.suite.FeatureFiles;
import arbiter.suite.UserFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads {@code <features>/<ruleset>/source-notes.md}: one note per list item
 * {@code - **Where**: what is wrong}, continued on indented lines up to a blank line; headings and
 * prose between notes are for the file's reader. No file, no notes.
 */
public final class SourceNotes {

    public static final String FILE = "source-notes.md";
    private static final Pattern ITEM = Pattern.compile("- \\*\\*([^*]+)\\*\\*:?\\s*(.*)");

    private SourceNotes() {
    }

    public static List<SourceNote> read(Path features, String ruleset) {
        Path file = features.resolve(ruleset).resolve(FILE);
        if (!Files.exists(file)) {
            return List.of();
        }
        return parse(UserFile.read(file, "source notes file", FeatureFiles.LIMIT).lines().toList(), file.toString());
    }

    public static List<SourceNote> parse(List<String> lines, String name) {
        List<SourceNote> notes = new ArrayList<>();
        String where = null;
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher item = ITEM.matcher(line);
            if (item.matches()) {
                add(notes, where, text, name, i);
                where = item.group(1).strip();
                text.setLength(0);
                text.append(item.group(2).strip());
            } else if (line.isBlank() || line.startsWith("#")) {
                add(notes, where, text, name, i);
                where = null;
            } else if (where == null) {
                continue;
            } else if (Character.isWhitespace(line.charAt(0))) {
                text.append(text.isEmpty() ? "" : " ").append(line.strip());
            } else {
                throw new IllegalArgumentException(name + ":" + (i + 1) + ": a note starts \"- **Where**: what is wrong\""
                        + " and goes on in indented lines, but this line is \"" + line.strip() + "\"");
            }
        }
        add(notes, where, text, name, lines.size());
        return List.copyOf(notes);
    }

    private static void add(List<SourceNote> notes, String where, StringBuilder text, String name, int line) {
        if (where == null) {
            return;
        }
        if (text.isEmpty()) {
            throw new IllegalArgumentException(name + ":" + line + ": the note on \"" + where + "\" says nothing");
        }
        notes.add(new SourceNote(where, text.toString()));
    }
}
