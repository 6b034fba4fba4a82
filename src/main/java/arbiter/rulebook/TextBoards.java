package arbiter.rulebook;

import arbiter.board.Diagram;
import arbiter.board.Fen;
import java.util.ArrayList;
import java.util.List;

/** Text diagrams ({@link Diagram#print}) set side by side under their captions, for the Markdown book. */
final class TextBoards {

    private static final String GAP = "      ";

    private TextBoards() {
    }

    static String diagram(String fen) {
        return Diagram.print(Fen.parse(fen));
    }

    /** Columns of text, each under its heading, padded to the widest line of each column. */
    static String sideBySide(List<String> headings, List<String> blocks) {
        List<List<String>> columns = new ArrayList<>();
        List<Integer> widths = new ArrayList<>();
        int height = 0;
        for (int i = 0; i < blocks.size(); i++) {
            List<String> lines = new ArrayList<>();
            lines.add(headings.get(i));
            lines.addAll(blocks.get(i).lines().toList());
            columns.add(lines);
            widths.add(lines.stream().mapToInt(String::length).max().orElse(0));
            height = Math.max(height, lines.size());
        }
        StringBuilder s = new StringBuilder();
        for (int row = 0; row < height; row++) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < columns.size(); c++) {
                String cell = row < columns.get(c).size() ? columns.get(c).get(row) : "";
                line.append(c == 0 ? "" : GAP).append(c == columns.size() - 1 ? cell : pad(cell, widths.get(c)));
            }
            s.append(line.toString().stripTrailing()).append('\n');
        }
        return s.toString();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }

    /** A fenced code block. */
    static String fenced(String text) {
        return "```text\n" + text + (text.endsWith("\n") ? "" : "\n") + "```\n";
    }
}
