package arbiter.cli;

import arbiter.game.Game;
import arbiter.game.Games;
import arbiter.rulebook.story.Words;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The parts of the commands' help that depend on which games Arbiter knows, written from {@link Games}: a new game edits none. */
final class GameHelp {

    private GameHelp() {
    }

    /**
     * What a joint turn of perft is in each game, the games whose turns it counts alike together:
     * "in xymyx and xymyx-classic, a legal move of each player, ...; in chess, a legal move of the player to move".
     */
    static String jointTurns() {
        Map<String, List<String>> gamesByTurn = new LinkedHashMap<>();
        for (Game game : Games.all()) {
            gamesByTurn.computeIfAbsent(game.turnShape().jointTurn(), turn -> new ArrayList<>()).add(game.id());
        }
        return gamesByTurn.entrySet().stream().map(e -> "in " + Words.and(e.getValue()) + ", " + e.getKey())
                .collect(Collectors.joining("; "));
    }

    /** Which games keep who registered first, and what that means for the others, as a sentence. */
    static String registrationOrder() {
        List<String> keeping = Games.all().stream().filter(g -> g.turnShape().keepsOrder()).map(Game::id).toList();
        if (keeping.isEmpty()) {
            return "No ruleset keeps a registration order: nobody registers first, and the turn is settled once.";
        }
        return "Only " + Words.and(keeping) + (keeping.size() == 1 ? " keeps" : " keep") + " a registration order: in the other"
                + " rulesets nobody registers first, and the turn is settled once.";
    }

    /** Rebuilds the option named {@code option} of {@code spec} with {@code sentence} after its description; returns {@code spec}. */
    static CommandSpec endDescription(CommandSpec spec, String option, String sentence) {
        OptionSpec before = spec.findOption(option);
        spec.remove(before);
        spec.addOption(before.toBuilder().description(String.join(" ", before.description()) + " " + sentence).build());
        return spec;
    }

    /** The ids of the games, for an option's {@code completionCandidates} and its help's {@code ${COMPLETION-CANDIDATES}}. */
    static final class Ids implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Games.ids().iterator();
        }
    }
}
