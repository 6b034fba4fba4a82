package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The book's sentences say what a reader would not guess: "the game goes on" only where the game
 * could seem to end or a rule not yet cited decided the turn, and an ordinary capture without a
 * clause after it.
 */
class PlainSentencesTest {

    private static final Pattern ORDINARY_CAPTURE = Pattern.compile(
            "(White|Black)'s (King|Queen|Rook|Bishop|Knight|pawn) takes (White|Black)'s (King|Queen|Rook|Bishop|Knight|pawn) on [a-h][1-8]");

    @Test
    void theGameGoesOnIsSaidOnlyAfterACheckAFreezeAPassOrAnUncitedRule() {
        int said = 0;
        int bare = 0;
        int examples = 0;
        for (Book book : Books.all()) {
            examples += book.exampleCount();
            for (PlayedTurn t : turns(book)) {
                List<Phrase> sentence = t.sentence();
                for (Phrase p : sentence) {
                    if (p.text().equals("the game goes on")) {
                        said++;
                        bare += p.clauses().isEmpty() ? 1 : 0;
                        boolean notable = !p.clauses().isEmpty() || t.white().isEmpty() && t.black().isEmpty()
                                || sentence.stream().anyMatch(o -> o.text().contains("check") || o.text().contains("frozen"));
                        assertThat(notable).as(book.ruleset() + ": " + Phrase.plain(sentence)).isTrue();
                    }
                }
            }
        }
        // Since the reference cites the rule behind quiet consequences too (castling rights lost, a
        // Zeitgeist move that stands), more sentences end on a cited "the game goes on"; the bare ones stay few.
        assertThat(said).as("turns that say the game goes on").isPositive().isLessThan(examples / 3);
        assertThat(bare).as("turns that say the game goes on citing no clause").isLessThan(examples / 6);
    }

    @Test
    void anOrdinaryCaptureCitesNoClause() {
        int captures = 0;
        for (Book book : Books.all()) {
            for (PlayedTurn t : turns(book)) {
                for (Phrase p : t.sentence()) {
                    if (ORDINARY_CAPTURE.matcher(p.text()).matches()) {
                        captures++;
                        assertThat(p.clauses()).as(book.ruleset() + ": " + p.plain()).isEmpty();
                    }
                }
            }
        }
        assertThat(captures).as("ordinary captures in the books").isGreaterThan(20);
    }

    private static List<PlayedTurn> turns(Book book) {
        List<PlayedTurn> out = new java.util.ArrayList<>(book.examples().stream().flatMap(e -> e.play().turns().stream()).toList());
        book.contrasts().forEach(c -> c.rows().forEach(r -> out.addAll(r.play().turns())));
        return out;
    }
}
