package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.suite.ClauseCatalogue;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The books' contents: clauses in catalogue order with their statements and examples, rulings, contrasts, the sample game. */
class RulebookBookTest {

    @Test
    void theXymyxBookHasEveryClauseInOrderWithItsStatementAndAtLeastThreeExamples() {
        Book book = Books.of("xymyx");
        List<String> catalogue = ClauseCatalogue.forFeatures("features").idsOf("xymyx");
        assertThat(book.clauses()).extracting(BookClause::id).containsExactlyElementsOf(catalogue);
        assertThat(book.clauses()).allSatisfy(c -> {
            assertThat(c.statement()).as("statement of %s", c.id()).isNotEmpty();
            assertThat(String.join(" ", c.statement())).as("statement of %s", c.id()).hasSizeGreaterThan(40);
            assertThat(c.examples().size() + c.perft().stream().filter(PerftRow::first).count())
                    .as("examples (or joint perft scenarios) of %s", c.id()).isGreaterThanOrEqualTo(3);
        });
        assertThat(book.clauses().get(1).heading()).isEqualTo("Rule 2. Two pieces arriving on one empty square");
    }

    @Test
    void examplesAreNumberedConsecutivelyThroughTheWholeBook() {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            Book book = Books.of(ruleset);
            assertThat(book.examples()).extracting(Example::number)
                    .containsExactlyElementsOf(IntStream.rangeClosed(1, book.exampleCount()).boxed().toList());
        }
    }

    @Test
    void everyExampleIsAScenarioOfItsRulesetAndEveryScenarioIsAnExample() {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            List<String> declared = Books.declared(Books.FEATURES).stream()
                    .filter(d -> d.folder().equals(ruleset) && !d.tags().contains("@contrast") && !d.tags().contains("@perft"))
                    .map(Books.Declared::id).toList();
            assertThat(Books.of(ruleset).examples()).extracting(Example::id).containsExactlyInAnyOrderElementsOf(declared);
        }
        assertThat(Books.of("xymyx").exampleCount()).isEqualTo(197);
        assertThat(Books.of("xymyx-classic").exampleCount()).isEqualTo(132);
        assertThat(Books.of("xymyx").sampleGame()).as("the current edition's text plays no game").isNull();
    }

    @Test
    void thePerftScenariosAreTheJointPerftTableWithTheFiguresTheyExpect() {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            List<String> declared = Books.declared(Books.FEATURES).stream()
                    .filter(d -> d.folder().equals(ruleset) && d.tags().contains("@perft")).map(Books.Declared::id).toList();
            BookClause perft = Books.of(ruleset).clauses().stream().filter(c -> c.id().equals(ruleset + ".PERFT")).findFirst().orElseThrow();
            assertThat(perft.examples()).isEmpty();
            assertThat(perft.perft()).filteredOn(PerftRow::first).extracting(PerftRow::id).containsExactlyInAnyOrderElementsOf(declared);
        }
        assertThat(Books.of("xymyx").clauses().stream().flatMap(c -> c.perft().stream()))
                .extracting(PerftRow::id, PerftRow::fen, PerftRow::depth, PerftRow::jointTurns, PerftRow::distinctPositions)
                .contains(org.assertj.core.groups.Tuple.tuple("xymyx-perft-001", null, 1, "3,042", "1,521"),
                        org.assertj.core.groups.Tuple.tuple("xymyx-perft-003", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10", 2, "11,440", "721"));
        String html = RulebookHtml.render(Books.of("xymyx"));
        assertThat(html).contains("<tr id=\"example-xymyx-perft-001\" class=\"first\">", "<td>2</td><td>11,440</td><td>721</td>");
        assertThat(RulebookMarkdown.render(Books.of("xymyx"))).contains("| <a id=\"example-xymyx-perft-001\"></a>From the start position | 1 | 3,042 | 1,521 |",
                "|  | 2 | 11,440 | 721 |");
    }

    @Test
    void aDoubleMateSaysWhetherTheOrderOrTheMatingMoveDecidedIt() {
        assertThat(sentence("xymyx", "xymyx-ra1-007")).contains("White, who registered first, wins by checkmate");
        assertThat(sentence("xymyx", "xymyx-ra1-009")).contains("White, whose move alone gave the mate, wins by checkmate")
                .doesNotContain("who registered first, wins");
        assertThat(sentence("xymyx", "xymyx-ra1-010")).contains("White, whose move alone gave the mate, wins by checkmate");
        assertThat(sentence("xymyx", "xymyx-ra1-011")).contains("The game is drawn by mutual checkmate");
    }

    @Test
    void aQueenOrRookLeftFreeBecauseTheCheckedPlayerOpenedItsLineIsSaidSo() {
        assertThat(sentence("xymyx", "xymyx-r4-011")).contains("is not frozen, since Black opened the line to his own King himself");
        assertThat(sentence("xymyx-classic", "xymyx-classic-r4-009")).doesNotContain("not frozen").contains("frozen for the next turn");
    }

    @Test
    void aRejectionSaysWhatBarsTheMove() {
        assertThat(sentence("xymyx", "xymyx-c2-002")).contains("White is in check from Black's Rook on e8");
    }

    @Test
    void bothXymyxBooksEndWithTheirNotesOnTheSources() {
        assertThat(Books.of("xymyx").sourceNotes()).extracting(SourceNote::where).containsExactly("Rule 2", "Rule 3", "Clarification 3");
        assertThat(Books.of("xymyx-classic").sourceNotes()).extracting(SourceNote::where)
                .containsExactly("Rule 2", "Rule 4", "Unusual move U2", "Sample game");
        String html = RulebookHtml.render(Books.of("xymyx"));
        assertThat(html).contains("<div class=\"chapter\" id=\"notes-on-the-sources\">", "href=\"#notes-on-the-sources\"");
        assertThat(RulebookMarkdown.render(Books.of("xymyx-classic"))).contains("- [Notes on the sources](#notes-on-the-sources)",
                "- **Sample game.** Every move is written with a hyphen");
    }

    private static String sentence(String ruleset, String id) {
        Example e = Books.of(ruleset).example(id);
        assertThat(e).as(id).isNotNull();
        return e.play().turns().stream().flatMap(t -> t.sentence().stream()).map(Phrase::text)
                .map(t -> Character.toUpperCase(t.charAt(0)) + t.substring(1)).reduce("", (a, b) -> a + b + ". ");
    }

    @Test
    void theRulingsChapterListsEveryRulingOfTheRulesetWithItsThreeParagraphs() {
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            List<String> rulings = Books.declared(Books.FEATURES).stream()
                    .filter(d -> d.folder().equals(ruleset) && d.tags().contains("@ruling")).map(Books.Declared::id).toList();
            Book book = Books.of(ruleset);
            assertThat(book.rulings()).extracting(r -> r.example().id()).containsExactlyInAnyOrderElementsOf(rulings);
            assertThat(book.rulings()).allSatisfy(r -> {
                assertThat(r.text()).isNotBlank().doesNotStartWith("Text:");
                assertThat(r.ruling()).isNotBlank();
                assertThat(r.alternative()).isNotBlank();
                assertThat(r.example().description()).noneMatch(p -> p.startsWith("Text:") || p.startsWith("Ruling:")
                        || p.startsWith("Alternative:"));
            });
        }
    }

    @Test
    void bothXymyxBooksHaveEveryContrastWithBothEditionsSideBySide() {
        List<String> contrasts = Books.declared(Books.FEATURES).stream()
                .filter(d -> d.tags().contains("@contrast") && d.folder().startsWith("xymyx"))
                .map(Books.Declared::id).toList();
        assertThat(contrasts).hasSizeGreaterThanOrEqualTo(12);
        for (String ruleset : List.of("xymyx", "xymyx-classic")) {
            Book book = Books.of(ruleset);
            assertThat(book.contrasts()).extracting(Contrast::id).containsExactlyElementsOf(contrasts);
            assertThat(book.contrasts()).allSatisfy(c -> assertThat(c.rows()).extracting(Contrast.Row::ruleset)
                    .containsExactly("xymyx", "xymyx-classic"));
        }
        Contrast freeze = Books.of("xymyx").contrasts().stream().filter(c -> c.id().equals("xymyx-classic-contrast-013")).findFirst()
                .orElseThrow();
        assertThat(Phrase.plain(freeze.rows().get(0).play().lastTurn().sentence()))
                .contains("The Rook is frozen for the next turn", "The Queen on a4 is not frozen, since Black opened the line");
        assertThat(Phrase.plain(freeze.rows().get(1).play().lastTurn().sentence()))
                .contains("The Queen is frozen for the next turn").doesNotContain("not frozen");
    }

    @Test
    void aContrastBetweenTwoGamesIsADifferenceBetweenGamesNotEditions() {
        Contrast games = new Contrast("simulchess-contrast-9", "t", List.of(), List.of(),
                List.of(new Contrast.Row("xymyx", null), new Contrast.Row("simulchess", null)));
        Contrast editions = new Contrast("xymyx-classic-contrast-9", "t", List.of(), List.of(),
                List.of(new Contrast.Row("xymyx", null), new Contrast.Row("xymyx-classic", null)));
        assertThat(games.acrossGames()).isTrue();
        assertThat(editions.acrossGames()).isFalse();
        assertThat(Contrast.chapter(List.of(editions))).isEqualTo("Edition differences");
        assertThat(Contrast.chapter(List.of(games))).isEqualTo("Differences between the games");
        assertThat(RulebookMarkdown.render(Books.of("xymyx"))).contains("## Edition differences").doesNotContain("simulchess-contrast");
    }

    @Test
    void theClassicBookHasTheSampleGameOfFourTurnsEndingInWhitesCheckmate() {
        Book book = Books.of("xymyx-classic");
        Example game = book.sampleGame();
        assertThat(game).isNotNull();
        assertThat(game.id()).isEqualTo("xymyx-classic-game-004");
        assertThat(game.play().kind()).isEqualTo(Play.Kind.GAME);
        assertThat(game.play().turns()).extracting(t -> String.join(" ", t.white()) + " " + String.join(" ", t.black()))
                .containsExactly("Qd1-e2 Ra8-a7", "Nb1-c3 Ra7-a2", "Nc3-d5 Ra2-b2", "Qe2-e7 Rb2-b1");
        assertThat(game.play().turns()).allSatisfy(t -> assertThat(t.rejected()).isFalse());
        List<Phrase> last = game.play().turns().get(3).sentence();
        assertThat(last.get(last.size() - 1).plain()).isEqualTo("White wins by checkmate.");
        assertThat(Books.of("xymyx").sampleGame()).isNull();
    }

    @Test
    void sentencesSayWhatHappenedAndWhyWithTheirClauses() {
        Book book = Books.of("xymyx");
        assertThat(sentence(book, "xymyx-r2-001")).isEqualTo("White's Queen and Black's Rook both reach d5; the Queen outranks"
                + " the Rook, so the Rook is removed (xymyx.R2).");
        assertThat(sentence(book, "xymyx-r2-011")).isEqualTo("White's Queen and Black's Queen both reach d4; both are Queens and"
                + " White registered first, so Black's Queen is removed (xymyx.R2).");
        assertThat(sentence(book, "xymyx-r2-017")).startsWith("Black registered first. ");
        assertThat(sentence(book, "xymyx-r4-001")).contains("checks Black's King on e8 (xymyx.C2)")
                .contains("The Rook is frozen for the next turn (xymyx.R4)");
        assertThat(sentence(book, "xymyx-c2-002")).startsWith("The turn is rejected, because White's move Ra4-e4 is illegal")
                .endsWith("(xymyx.C2).");
        assertThat(Phrase.plain(book.example("xymyx-c2-001").play().checks()))
                .isEqualTo("White's legal moves are exactly: Ke1-d1, Ke1-f1, Ke1-f2. White may not play Ra4-e4."
                        + " White may not play Bb5xe8.");
    }

    @Test
    void turnExamplesCarryTheTurnTheSuitePlayedAndTheCaptionNamesWhoRegisteredFirst() {
        Book book = Books.of("xymyx");
        PlayedTurn t = book.example("xymyx-r1-006").play().lastTurn();
        assertThat(t.caption()).isEqualTo("White: Nd2-e4 \u00b7 Black: Nd6-e4 (White registered first)");
        assertThat(t.whiteMoves()).containsExactly("d2e4");
        assertThat(book.example("xymyx-r2-001").play().lastTurn().caption()).isEqualTo("White: Qd1-d5 \u00b7 Black: Ra5-d5");
    }

    private static String sentence(Book book, String id) {
        return Phrase.plain(book.example(id).play().lastTurn().sentence());
    }
}
