package arbiter.rulebook;

import arbiter.board.TurnPlan;
import java.util.List;
import java.util.Set;

/**
 * A turn drawn as the book draws an example's, for a turn played in the page (the dispute desk and
 * an example replayed): the board before with its moves, the board after, and the sentence with its
 * citations linked to the clauses of the book.
 */
public final class TurnDrawing {

    private TurnDrawing() {
    }

    /**
     * The board before the turn, its moves drawn as arrows.
     *
     * @param order who registered first, as the book's captions take it
     */
    public static String before(String fen, List<String> white, List<String> black, List<String> whiteMoves, List<String> blackMoves,
            TurnPlan.Order order, String title) {
        PlayedTurn t = new PlayedTurn(1, white, black, order, fen, whiteMoves, blackMoves, null, List.of(), List.of());
        return BookBoards.before(t, BookBoards.EXAMPLE, title);
    }

    /** The board after the turn. */
    public static String after(String fen, String title) {
        return BookBoards.after(fen, BookBoards.EXAMPLE, title);
    }

    /** The caption of a turn's moves, as under an example's board: "White: Ra1-a4 · Black: Nb6-a4 (White registered first)". */
    public static String caption(List<String> white, List<String> black, TurnPlan.Order order) {
        return new PlayedTurn(1, white, black, order, "", List.of(), List.of(), null, List.of(), List.of()).caption();
    }

    /**
     * The statements as XHTML, each cited clause a link into {@code book} (the book's file name) when
     * the book has it ({@code clauses}), as the template rulebook/phrases writes them.
     */
    public static String sentence(List<Phrase> phrases, Set<String> clauses, String book) {
        StringBuilder s = new StringBuilder();
        for (Phrase p : phrases) {
            s.append(s.length() == 0 ? "" : " ").append(Xml.text(p.capitalised()));
            List<String> cited = p.clauses();
            if (!cited.isEmpty()) {
                s.append(" <span class=\"cite\">");
                for (int i = 0; i < cited.size(); i++) {
                    String text = (i == 0 ? "(" : "") + cited.get(i) + (i == cited.size() - 1 ? ")" : ",");
                    s.append(i == 0 ? "" : " ");
                    String target = Citations.target(cited.get(i), clauses);
                    s.append(target == null ? "<span class=\"ci\">" + Xml.text(text) + "</span>"
                            : "<a class=\"ci\" href=\"" + Xml.text(book + "#" + Anchors.clause(target)) + "\">" + Xml.text(text) + "</a>");
                }
                s.append("</span>");
            }
            s.append('.');
        }
        return s.toString();
    }
}
