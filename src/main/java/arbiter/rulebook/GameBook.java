package arbiter.rulebook;

import arbiter.rulebook.story.TurnTelling;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A game's own part of the rulebook, for what the shared machinery cannot say from the game's
 * descriptor ({@link arbiter.game.Game}): how its turns are told and what its diagrams' legend says.
 * Each part lives in the game's folder ({@code arbiter.rulebook.<game>}) and is listed in
 * {@code META-INF/services/arbiter.rulebook.GameBook}; {@link GameBooks} finds it by ruleset id. A
 * ruleset without a part gets the shared telling and legend, so a new game needs no edit here.
 */
public interface GameBook {

    /** The ids of the rulesets whose book this part serves (one game's editions share one part). */
    Set<String> rulesets();

    /** How the game's turns are told; the shared way unless the game's rules need their own words. */
    default TurnTelling telling() {
        return TurnTelling.SHARED;
    }

    /**
     * The whole legend of the diagrams, for a game whose diagrams read differently from the shared
     * legend (arrows, the registration order, frozen pieces, the marks); empty for the shared one.
     * Arbiter's own fixed prose: the template prints it as it stands.
     */
    default Optional<String> legend() {
        return Optional.empty();
    }

    /**
     * How a record of the game is read, paragraph by paragraph ({@code `...`} marks notation), for a
     * game whose text writes its turns in a notation of its own; the book's notation chapter prints
     * it. Empty for a game written in the long algebraic notation of the shared legend.
     */
    default List<String> notation() {
        return List.of();
    }

    /**
     * What the shared legend says of the marks of stopped, called-off, bounced or removed moves, when
     * the book's diagrams have some, starting with a space.
     */
    default String marksLegend() {
        return " A bar across an arrow marks where a move was stopped; a faded arrow crossed out is a move called off; a pale"
                + " arrow with a dashed curve back is a piece that bounced back to where it started; a dark disc with a cross, a"
                + " piece removed.";
    }
}
