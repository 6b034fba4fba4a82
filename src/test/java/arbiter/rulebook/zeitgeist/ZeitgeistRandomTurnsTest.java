package arbiter.rulebook.zeitgeist;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.TurnPlan;
import arbiter.rulebook.BookMarks;
import arbiter.rulebook.Phrase;
import arbiter.rulebook.PlayedTurn;
import arbiter.rulebook.story.Sentences;
import arbiter.suite.Target;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Random Zeitgeist games told turn by turn: every turn gets a sentence, every bounce names the
 * square the piece is back on and every removal the square it happened on.
 */
class ZeitgeistRandomTurnsTest {

    private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Test
    void everyBounceAndRemovalOfRandomGamesIsTold() {
        Implementation reference = Target.find(Target.REFERENCE);
        Random random = new Random(13);
        int bounces = 0;
        for (int game = 0; game < 60; game++) {
            String fen = START;
            for (int turn = 0; turn < 40; turn++) {
                List<String> white = reference.legalMoves("zeitgeist", fen, Side.WHITE);
                List<String> black = reference.legalMoves("zeitgeist", fen, Side.BLACK);
                String w = white.get(random.nextInt(white.size()));
                String b = black.get(random.nextInt(black.size()));
                TurnResult result = reference.resolve(new Turn("zeitgeist", fen, List.of(w), List.of(b), Side.WHITE, List.of()));
                if (!(result instanceof TurnResult.Resolved r)) {
                    break;
                }
                PlayedTurn t = new PlayedTurn(turn + 1, List.of(w), List.of(b), TurnPlan.Order.EITHER, fen, List.of(w), List.of(b),
                        r.position(), List.of(), r.events());
                String told = Phrase.plain(Sentences.of(Fen.parse(fen), result, null, t, new ZeitgeistTelling()));
                for (Event e : r.events()) {
                    if (e.kind() == EventKind.BOUNCED) {
                        bounces++;
                        assertThat(told).as(fen + " " + w + " " + b).contains(e.from());
                    } else if (CrowdStory.isRemoval(e)) {
                        assertThat(told).as(fen + " " + w + " " + b).contains(e.square());
                    }
                }
                BookMarks.of(t);
                if (r.outcome().status() != arbiter.api.Outcome.Status.ONGOING) {
                    break;
                }
                fen = r.position();
            }
        }
        assertThat(bounces).isGreaterThan(50);
    }
}
