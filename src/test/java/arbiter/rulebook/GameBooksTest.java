package arbiter.rulebook;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.game.Game;
import arbiter.game.Games;
import arbiter.rulebook.story.TurnTelling;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The games' parts of the rulebook as the registry lists them: each serves rulesets that games
 * declare, from the folder of their descriptors, no ruleset is served twice, and a ruleset no part
 * serves still gets the shared telling and legend.
 */
class GameBooksTest {

    @Test
    void eachPartServesDeclaredRulesetsFromTheirGamesFolder() {
        List<String> served = new ArrayList<>();
        for (GameBook part : GameBooks.all()) {
            assertThat(part.rulesets()).as(part.getClass().getName()).isNotEmpty();
            for (String id : part.rulesets()) {
                Game game = Games.require(id);
                String folder = game.getClass().getPackageName().substring("arbiter.game.".length());
                assertThat(part.getClass().getPackageName()).as(id).isEqualTo("arbiter.rulebook." + folder);
                assertThat(GameBooks.of(id)).isSameAs(part);
                served.add(id);
            }
        }
        assertThat(served).doesNotHaveDuplicates();
    }

    @Test
    void aRulesetWithoutAPartGetsTheSharedTellingAndLegend() {
        for (String id : new String[] {"no-such-ruleset", null}) {
            GameBook part = GameBooks.of(id);
            assertThat(part).isSameAs(GameBooks.PLAIN);
            assertThat(part.telling()).isSameAs(TurnTelling.SHARED);
            assertThat(part.legend()).isEmpty();
            assertThat(part.marksLegend()).startsWith(" ").endsWith(".");
        }
    }
}
