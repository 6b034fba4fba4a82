package arbiter.resolve;

import arbiter.api.TurnResult;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.rulebook.spec.Precedents.Precedent;
import arbiter.suite.TurnWords;
import java.util.ArrayList;
import java.util.List;

/**
 * The parts of {@code arbiter resolve}'s text beyond the reference's answer: each other
 * implementation's board beside the reference's, the squares where it differs marked {@code [ ]},
 * and what differs in words; then the rulings and rulebook examples that cover the case.
 */
final class ResolveComparisonText {

    private static final int COLUMN = 24;

    private ResolveComparisonText() {
    }

    /** One settling with the reference's answer and every other implementation's beside it. */
    static String of(ResolvedTurn turn, ResolveSettling settling) {
        int index = turn.settlings().indexOf(settling);
        TurnResult reference = settling.reference();
        List<String> headings = new ArrayList<>(List.of(turn.reference().name()));
        List<List<String>> columns = new ArrayList<>(List.of(column(reference, reference, turn.before())));
        for (Rival rival : turn.rivals()) {
            headings.add(rival.heading());
            columns.add(rival.fault() != null ? wrap(rival.fault()) : column(reference, rival.answers().get(index), turn.before()));
        }
        StringBuilder s = new StringBuilder(reference instanceof TurnResult.Resolved ? "\nAfter the turn:\n" : "\nThe answers:\n")
                .append(sideBySide(headings, columns));
        if (reference instanceof TurnResult.Resolved r) {
            s.append("  ").append(r.position()).append('\n').append(TurnReport.eventsAndOutcome(r));
        } else {
            s.append(TurnReport.result(reference, turn.before(), turn.ruleset()));
        }
        s.append('\n');
        for (Rival rival : turn.rivals()) {
            if (rival.fault() != null) {
                s.append(rival.heading()).append(": ").append(rival.fault()).append('\n');
                continue;
            }
            List<String> differences = ResolveDifferences.of(reference, rival.answers().get(index), turn.before());
            s.append(rival.heading()).append(differences.isEmpty() ? ": agrees with the reference\n" : ": differs from the reference\n");
            differences.forEach(d -> s.append("  ").append(d).append('\n'));
        }
        return s.toString();
    }

    /** "Rulings that cover it" and "Examples in the rulebook", each with its id, title and anchor; "" when none. */
    static String precedents(ResolvedTurn turn) {
        StringBuilder s = new StringBuilder();
        list(s, "Rulings that cover it", turn.rulings());
        list(s, "Examples in the rulebook", turn.examples());
        return s.toString();
    }

    private static void list(StringBuilder s, String title, List<Precedent> precedents) {
        if (precedents.isEmpty()) {
            return;
        }
        s.append('\n').append(title).append(":\n");
        for (Precedent p : precedents) {
            s.append("  ").append(p.id()).append("  ").append(p.title()).append("\n    ").append(p.anchor()).append('\n');
        }
    }

    /** An answer as a column: the board after, with the squares where it differs from the reference's marked; or a rejection. */
    private static List<String> column(TurnResult reference, TurnResult answer, Position before) {
        if (answer instanceof TurnResult.Rejected r) {
            return wrap("Rejected: " + TurnWords.rejection(r, before));
        }
        Position after;
        try {
            after = Fen.parse(((TurnResult.Resolved) answer).position());
        } catch (NotationException e) {
            return wrap("not a readable position: " + ((TurnResult.Resolved) answer).position());
        }
        List<Square> marked = answer == reference ? List.of() : ResolveDifferences.squares(reference, answer);
        List<String> lines = new ArrayList<>();
        for (String line : Diagram.print(after).split("\n")) {
            lines.add(marked(line, marked));
        }
        return lines;
    }

    /** A rank line of a diagram with {@code [ ]} around the marked squares ("4[R]. . ."); other lines as they are. */
    private static String marked(String line, List<Square> squares) {
        if (line.isEmpty() || !Character.isDigit(line.charAt(0))) {
            return line;
        }
        int rank = line.charAt(0) - '1';
        char[] chars = line.toCharArray();
        for (Square sq : squares) {
            if (sq.rank() == rank) {
                int at = 2 + 2 * sq.file();
                chars[at - 1] = chars[at - 1] == ']' ? '|' : '[';
                chars[at + 1] = ']';
            }
        }
        return new String(chars);
    }

    /** Text in lines of at most {@value #COLUMN} characters, a longer word on a line of its own. */
    private static List<String> wrap(String text) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > COLUMN) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    private static String sideBySide(List<String> headings, List<List<String>> columns) {
        List<Integer> widths = new ArrayList<>();
        int rows = 0;
        for (int c = 0; c < columns.size(); c++) {
            int width = headings.get(c).length();
            for (String line : columns.get(c)) {
                width = Math.max(width, line.length());
            }
            widths.add(width + 4);
            rows = Math.max(rows, columns.get(c).size());
        }
        StringBuilder s = new StringBuilder(row(headings, widths));
        for (int r = 0; r < rows; r++) {
            List<String> cells = new ArrayList<>();
            for (List<String> column : columns) {
                cells.add(r < column.size() ? column.get(r) : "");
            }
            s.append(row(cells, widths));
        }
        return s.toString();
    }

    private static String row(List<String> cells, List<Integer> widths) {
        StringBuilder s = new StringBuilder("  ");
        for (int c = 0; c < cells.size(); c++) {
            s.append(c == cells.size() - 1 ? cells.get(c) : String.format("%-" + widths.get(c) + "s", cells.get(c)));
        }
        return s.toString().stripTrailing() + "\n";
    }
}
