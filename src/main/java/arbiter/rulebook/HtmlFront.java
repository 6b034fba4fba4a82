package arbiter.rulebook;

import arbiter.api.EventKind;
import arbiter.game.Game;
import arbiter.game.Games;
import arbiter.game.TurnShape;
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

    /** What kind of chess the book's game is, from the shape of its turn. */
    static String blurb(Book book) {
        TurnShape shape = Games.byId(book.ruleset()).map(Game::turnShape).orElse(TurnShape.ONE_EACH_AT_ONCE);
        if (shape.bothMove()) {
            return "Simultaneous-move chess: both players register a move in secret, and both moves are carried out together.";
        }
        return shape.moverMoves() == 2 ? "Chess of two moves a turn: the players take turns, and each turn is two moves of one player,"
                + " the second played on the board the first left." : "Chess: the players take turns, one move each.";
    }

    static List<Fact> facts(Book book) {
        return List.of(new Fact("Ruleset", book.ruleset()), new Fact("Examples", Integer.toString(book.exampleCount())),
                new Fact("Clauses", Integer.toString(book.clauses().size())), new Fact("Rulings", Integer.toString(book.rulings().size())),
                new Fact("Suite version", book.version()), new Fact("Commit", book.commit()));
    }

    /**
     * What the diagrams' arrows and marks mean, naming only what the book's game has: the registration
     * order where it is kept, frozen pieces where the game freezes some, numbered moves where a player
     * moves twice, and the marks of stopped, called-off, bounced or removed moves in the words of the
     * game's part of the book ({@link GameBook#marksLegend()}), which may also give a legend of its own.
     * Arbiter's own fixed prose, with no value from a feature file: the template prints it as it stands.
     */
    static String legend(Book book) {
        GameBook part = GameBooks.of(book.ruleset());
        if (part.legend().isPresent()) {
            return part.legend().get();
        }
        Game game = Games.byId(book.ruleset()).orElse(null);
        boolean ordered = game != null && game.turnShape().keepsOrder();
        boolean freezes = game != null && game.eventKinds().contains(EventKind.FROZEN);
        return "White plays up the board. Blue arrows are White's moves, red arrows Black's"
                + (ordered ? "; a disc marked 1st shows the move registered first where the order matters" : "")
                + (twoMoves(book) ? ", discs 1 and 2 a player's two moves in the order played" : "") + "."
                + (freezes ? " A snowflake marks a frozen Queen or Rook, which may not move in the next turn." : "")
                + (marks(book) ? part.marksLegend() : "")
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
