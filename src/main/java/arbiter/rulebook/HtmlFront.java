package arbiter.rulebook;

/** The front of the XHTML book: the title page and the contents. */
final class HtmlFront {

    private HtmlFront() {
    }

    static String titlePage(Book book) {
        StringBuilder s = new StringBuilder("<div class=\"titlepage\">\n");
        s.append("<p class=\"kicker\">The rulebook of</p>\n<h1>").append(Xml.text(Editions.game(book.ruleset()))).append("</h1>\n")
                .append("<p class=\"edition\">").append(Xml.text(Editions.edition(book.ruleset()).isEmpty() ? book.ruleset()
                        : Editions.edition(book.ruleset()))).append("</p>\n");
        s.append("<p class=\"blurb\">").append(Idiom.of(book.ruleset()) == Idiom.CONSECUTIVE
                ? "Chess of two moves a turn: the players take turns, and each turn is two moves of one player, the second played"
                        + " on the board the first left."
                : "Simultaneous-move chess: both players register a move in secret, and both moves are carried out together.")
                .append(" Every example in this book is a scenario of the Arbiter specification that was ")
                .append("run against the reference implementation and passed.</p>\n");
        s.append("<table class=\"facts\">");
        fact(s, "Ruleset", book.ruleset());
        fact(s, "Examples", Integer.toString(book.exampleCount()));
        fact(s, "Clauses", Integer.toString(book.clauses().size()));
        fact(s, "Rulings", Integer.toString(book.rulings().size()));
        fact(s, "Suite version", book.version());
        fact(s, "Commit", book.commit());
        s.append("</table>\n");
        s.append("<div class=\"legend\"><p><b>Reading the diagrams.</b> ").append(legend(book)).append("</p></div>\n");
        return s.append("</div>\n").toString();
    }

    /**
     * What the diagrams' arrows and marks mean, naming only what the book's game has: the registration
     * order and frozen pieces where pieces are ranked (XYMYX), numbered moves where a player moves
     * twice, stopped and called-off moves where some are, bounced moves where some are.
     */
    private static String legend(Book book) {
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

    private static void fact(StringBuilder s, String name, String value) {
        s.append("<tr><th>").append(Xml.text(name)).append("</th><td>").append(Xml.text(value)).append("</td></tr>");
    }

    static String contents(Book book) {
        StringBuilder s = new StringBuilder("<div class=\"contents\" id=\"" + Anchors.CONTENTS + "\">\n<h2>Contents</h2>\n<table class=\"toc\">\n");
        chapter(s, Glance.ANCHOR, Glance.TITLE, book.clauses().size() + " rules");
        for (BookClause c : book.clauses()) {
            String range = c.examples().isEmpty() ? "" : c.examples().size() == 1 ? "Example " + c.examples().get(0).number()
                    : "Examples " + c.examples().get(0).number() + "&#8211;" + c.examples().get(c.examples().size() - 1).number();
            s.append("<tr><td class=\"toc-id\"><a href=\"#").append(Xml.text(Anchors.clause(c.id()))).append("\">").append(Xml.text(c.id()))
                    .append("</a></td><td class=\"toc-title\"><a href=\"#").append(Xml.text(Anchors.clause(c.id()))).append("\">")
                    .append(Xml.text(c.heading())).append("</a></td><td class=\"toc-ex\">").append(range).append("</td>")
                    .append(page(Anchors.clause(c.id()))).append("</tr>\n");
        }
        chapter(s, book.rulings().isEmpty() ? null : Anchors.RULINGS, "Rulings", book.rulings().size() + " rulings");
        chapter(s, book.contrasts().isEmpty() ? null : Anchors.DIFFERENCES, Contrast.chapter(book.contrasts()), book.contrasts().size() + " contrasts");
        if (NotationChapter.applies(book)) {
            chapter(s, Anchors.SAMPLE_GAME, NotationChapter.TITLE, "a game of " + NotationChapter.turns(book) + " turns");
        } else {
            chapter(s, book.sampleGame() == null ? null : Anchors.SAMPLE_GAME, "The sample game",
                    book.sampleGame() == null ? "" : book.sampleGame().play().turns().size() + " turns");
        }
        chapter(s, book.sourceNotes().isEmpty() ? null : Anchors.SOURCE_NOTES, "Notes on the sources", book.sourceNotes().size() + " notes");
        chapter(s, ClauseIndex.ANCHOR, ClauseIndex.TITLE, "");
        return s.append("</table>\n</div>\n").toString();
    }

    /**
     * The contents kept in reach on screen: beside the text on a wide screen (a fixed column of clause
     * ids and chapters), and a "Contents" button in the corner on a narrow one. Neither prints.
     */
    static String sideContents(Book book) {
        StringBuilder s = new StringBuilder("<div class=\"side\">\n<p class=\"side-h\"><a href=\"#" + Anchors.CONTENTS
                + "\">Contents</a></p>\n<ul>\n");
        side(s, Glance.ANCHOR, "At a glance");
        book.clauses().forEach(c -> side(s, Anchors.clause(c.id()), c.id()));
        if (!book.rulings().isEmpty()) {
            side(s, Anchors.RULINGS, "Rulings");
        }
        if (!book.contrasts().isEmpty()) {
            side(s, Anchors.DIFFERENCES, Contrast.chapter(book.contrasts()));
        }
        if (book.sampleGame() != null) {
            side(s, Anchors.SAMPLE_GAME, NotationChapter.applies(book) ? NotationChapter.TITLE : "The sample game");
        }
        if (!book.sourceNotes().isEmpty()) {
            side(s, Anchors.SOURCE_NOTES, "Notes on the sources");
        }
        side(s, ClauseIndex.ANCHOR, "Index by clause id");
        return s.append("</ul>\n</div>\n<p class=\"to-contents\"><a href=\"#" + Anchors.CONTENTS + "\">Contents</a></p>\n")
                .toString();
    }

    private static void side(StringBuilder s, String anchor, String title) {
        s.append("<li><a href=\"#").append(Xml.text(anchor)).append("\">").append(Xml.text(title)).append("</a></li>\n");
    }

    /** A cell that print fills with the page number of the anchor (CSS target-counter); empty on screen. */
    private static String page(String anchor) {
        return "<td class=\"toc-page\"><a class=\"pg\" href=\"#" + Xml.text(anchor) + "\"></a></td>";
    }

    private static void chapter(StringBuilder s, String anchor, String title, String note) {
        if (anchor != null) {
            s.append("<tr class=\"toc-chapter\"><td class=\"toc-id\"></td><td class=\"toc-title\"><a href=\"#").append(anchor).append("\">")
                    .append(Xml.text(title)).append("</a></td><td class=\"toc-ex\">").append(Xml.text(note)).append("</td>")
                    .append(page(anchor)).append("</tr>\n");
        }
    }
}
