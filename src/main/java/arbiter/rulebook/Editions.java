package arbiter.rulebook;

import arbiter.game.Game;
import arbiter.game.Games;

/** The names of the rulesets the rulebook prints, as their games' descriptors give them ({@link Game#title()}). */
final class Editions {

    private Editions() {
    }

    /** The ruleset's title ("XYMYX, current edition"); the id itself for a ruleset no game declares. */
    static String name(String ruleset) {
        return Games.byId(ruleset).map(Game::title).orElse(ruleset);
    }

    /** The edition alone: "Current edition"; "" for a ruleset with one edition. */
    static String edition(String ruleset) {
        String name = name(ruleset);
        int comma = name.indexOf(", ");
        return comma < 0 ? "" : Character.toUpperCase(name.charAt(comma + 2)) + name.substring(comma + 3);
    }

    /** The game's name without the edition: "XYMYX". */
    static String game(String ruleset) {
        String name = name(ruleset);
        int comma = name.indexOf(',');
        return comma < 0 ? name : name.substring(0, comma);
    }
}
