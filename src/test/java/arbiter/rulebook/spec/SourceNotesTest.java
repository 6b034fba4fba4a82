package arbiter.rulebook.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rulebook.SourceNote;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class SourceNotesTest {

    @Test
    void eachListItemIsANoteAndIndentedLinesContinueIt() {
        List<SourceNote> notes = SourceNotes.parse(List.of("# Notes", "",
                "- **Rule 2**: a stray heading", "  glued to its end.", "- **Rule 3** the last sentence breaks off."), "notes.md");

        assertThat(notes).containsExactly(new SourceNote("Rule 2", "a stray heading glued to its end."),
                new SourceNote("Rule 3", "the last sentence breaks off."));
    }

    @Test
    void aLineThatIsNeitherANoteNorItsContinuationIsAnErrorWithItsLine() {
        assertThatThrownBy(() -> SourceNotes.parse(List.of("- **Rule 2**: fine", "not indented"), "features/x/source-notes.md"))
                .hasMessage("features/x/source-notes.md:2: a note starts \"- **Where**: what is wrong\" and goes on in indented lines,"
                        + " but this line is \"not indented\"");
        assertThatThrownBy(() -> SourceNotes.parse(List.of("- **Rule 2**:"), "n.md")).hasMessageContaining("the note on \"Rule 2\" says nothing");
    }

    @Test
    void bothXymyxEditionsCarryTheirNotesAndAMissingFileMeansNone() {
        assertThat(SourceNotes.read(Path.of("features"), "xymyx")).extracting(SourceNote::where).contains("Rule 2", "Rule 3");
        assertThat(SourceNotes.read(Path.of("features"), "xymyx-classic")).extracting(SourceNote::where).contains("Sample game");
        assertThat(SourceNotes.read(Path.of("features"), "no-such-ruleset")).isEmpty();
    }

    @Test
    void simulChessNotesNameTheTextsSlipsAndQuoteOnlyAFewWords() {
        List<SourceNote> notes = SourceNotes.read(Path.of("features"), "simulchess");
        assertThat(notes).extracting(SourceNote::where).contains("Basic Rules", "Movement Categories", "Chain Captures", "Examples",
                "Castling", "Time Controls", "Strategy Tips");
        quotesAreShort(notes);
    }

    @Test
    void zeitgeistNotesNameTheTextsSlipsAndQuoteOnlyAFewWords() {
        List<SourceNote> notes = SourceNotes.read(Path.of("features"), "zeitgeist");
        assertThat(notes).extracting(SourceNote::where).contains("Page footer", "Opening paragraph", "Rule 1", "Rule 4", "Rule 6",
                "Rule 7", "Checkmate", "Closing paragraph");
        assertThat(notes).filteredOn(n -> n.where().equals("Rule 1")).extracting(SourceNote::text).singleElement().asString()
                .contains("rule 5", "straight pawn moves only");
        quotesAreShort(notes);
    }

    /** Every quotation of the rule text is at most four words long, and there is at least one. */
    private static void quotesAreShort(List<SourceNote> notes) {
        java.util.regex.Matcher quote = java.util.regex.Pattern.compile("\"([^\"]*)\"").matcher(
                String.join(" ", notes.stream().map(SourceNote::text).toList()));
        int quotes = 0;
        while (quote.find()) {
            quotes++;
            assertThat(quote.group(1).split(" ")).as(quote.group()).hasSizeLessThanOrEqualTo(4);
        }
        assertThat(quotes).isPositive();
    }
}
