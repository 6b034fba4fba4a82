package arbiter.rulebook;

import java.util.ArrayList;
import java.util.List;

/** What the front of the XHTML book says (templates rulebook/side, titlepage, contents and tocchapter). */
final class HtmlFront {

    private HtmlFront() {
    }

    /** A line of the side contents: where it leads and what it says. */
    record Entry(String anchor, String title) {
    }

    /** A line of the title page's table of facts. */
    record Fact(String name, String value) {
    }

    /** A chapter's line in the contents: its anchor, title and what it holds. */
    record Chapter(String anchor, String title, String note) {
    }

    static String blurb(Book book) {
        return Idiom.of(book.ruleset()) == Idiom.CONSECUTIVE
                ? "Chess of two moves a turn: the players take turns, and each turn is two moves of one player, the second played"
                        + " on the board the first left."
                : "Simultaneous-move chess: both players register a move in secret, and both moves are carried out together.";
    }

    static List<Fact> facts(Book book) {
        return List.of(new Fact("Ruleset", book.ruleset()), new Fact("Examples", Integer.toString(book.exampleCount())),
                new Fact("Clauses", Integer.toString(book.clauses().size())), new Fact("Rulings", Integer.toString(book.rulings().size())),
                new Fact("Suite version", book.version()), new Fact("Commit", book.commit()));
    }

    /**
     * What the diagrams' arrows and marks mean, naming only what the book's game has: the registration
     * order and frozen pieces where pieces are ranked (XYMYX), numbered moves where a player moves
     * twice, stopped and called-off moves where some are, bounced moves where some are. Arbiter's own
     * fixed prose, with no value from a feature file: the template prints it as it stands.
     */
    static String legend(Book book) {
        if (Idiom.of(book.ruleset()) == Idiom.CONSECUTIVE) {
            return "White plays up the board. Blue arrows are White's moves, red arrows Black's; discs 1 and 2 number a player's"
                    + " two moves in the order played, the second starting where the first left the board. An arrow with a head at"
                    + " each end joins a King and its own Rook that change places: a castling. Moves are written as in the"
                    + " specification (e2-e4, Ng1-f3, dxc6, e7-e8=Q, 0-h1: castling with the Rook on h1); clause ids in"
                    + " parentheses name the rules that decided what happened.";
        }
        boolean ranked = Idiom.of(book.ruleset()) == Idiom.RANKED;
        return "White plays up the board. Blue arrows are White's moves, red arrows Black's"
                + (ranked ? "; a disc marked 1st shows the move registered first where the order matters" : "")
                + (twoMoves(book) ? ", discs 1 and 2 a player's two moves in the order played" : "") + "."
                + (ranked ? " A snowflake marks a frozen Queen or Rook, which may not move in the next turn." : "")
                + (!marks(book) ? "" : Idiom.of(book.ruleset()) == Idiom.BOUNCING ? " A pale arrow with a dashed curve back to a"
                        + " badge with a U-turn is a piece that went for a square and bounced back to where it started; a dark disc with a"
                        + " cross marks a piece removed."
                        : " A bar across an arrow marks where a slow piece was stopped, and a dashed line runs on to the square it was"
                        + " going to; a faded arrow crossed out is a move called off; a dark disc with a cross, a piece destroyed.")
                + " Moves are written in long algebraic notation (Ra1-a4, Nb6xa4, e7-e8=Q, O-O); clause ids in parentheses name the"
                + " rules that decided what happened.";
    }

    /** Whether some turn of the book has a player move twice (then its diagrams number the moves). */
    private static boolean twoMoves(Book book) {
        return book.examples().stream().flatMap(e -> e.play().turns().stream())
                .anyMatch(t -> t.white().size() > 1 || t.black().size() > 1);
    }

    /** Whether some turn of the book has a move stopped, called off or bounced, or a piece destroyed. */
    private static boolean marks(Book book) {
        return book.examples().stream().flatMap(e -> e.play().turns().stream()).anyMatch(t -> !BookMarks.of(t).isEmpty());
    }

    static Chapter glance(Book book) {
        return new Chapter(Glance.ANCHOR, Glance.TITLE, book.clauses().size() + " rules");
    }

    /** The contents' chapters after the clauses, those the book has. */
    static List<Chapter> chaptersAfter(Book book) {
        List<Chapter> all = new ArrayList<>();
        all.add(new Chapter(book.rulings().isEmpty() ? null : Anchors.RULINGS, "Rulings", book.rulings().size() + " rulings"));
        all.add(new Chapter(book.contrasts().isEmpty() ? null : Anchors.DIFFERENCES, Contrast.chapter(book.contrasts()),
                book.contrasts().size() + " contrasts"));
        if (NotationChapter.applies(book)) {
            all.add(new Chapter(Anchors.SAMPLE_GAME, NotationChapter.TITLE, "a game of " + NotationChapter.turns(book) + " turns"));
        } else {
            all.add(new Chapter(book.sampleGame() == null ? null : Anchors.SAMPLE_GAME, "The sample game",
                    book.sampleGame() == null ? "" : book.sampleGame().play().turns().size() + " turns"));
        }
        all.add(new Chapter(book.sourceNotes().isEmpty() ? null : Anchors.SOURCE_NOTES, "Notes on the sources",
                book.sourceNotes().size() + " notes"));
        all.add(new Chapter(ClauseIndex.ANCHOR, ClauseIndex.TITLE, ""));
        return all.stream().filter(c -> c.anchor() != null).toList();
    }

    /**
     * The contents kept in reach on screen: beside the text on a wide screen (a fixed column of clause
     * ids and chapters), and a "Contents" button in the corner on a narrow one. Neither prints.
     */
    static List<Entry> sideEntries(Book book) {
        List<Entry> s = new ArrayList<>();
        s.add(new Entry(Glance.ANCHOR, "At a glance"));
        book.clauses().forEach(c -> s.add(new Entry(Anchors.clause(c.id()), c.id())));
        if (!book.rulings().isEmpty()) {
            s.add(new Entry(Anchors.RULINGS, "Rulings"));
        }
        if (!book.contrasts().isEmpty()) {
            s.add(new Entry(Anchors.DIFFERENCES, Contrast.chapter(book.contrasts())));
        }
        if (book.sampleGame() != null) {
            s.add(new Entry(Anchors.SAMPLE_GAME, NotationChapter.applies(book) ? NotationChapter.TITLE : "The sample game"));
        }
        if (!book.sourceNotes().isEmpty()) {
            s.add(new Entry(Anchors.SOURCE_NOTES, "Notes on the sources"));
        }
        s.add(new Entry(ClauseIndex.ANCHOR, "Index by clause id"));
        return s;
    }
}
