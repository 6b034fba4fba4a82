package arbiter.rulebook.revochess;

import arbiter.rulebook.GameBook;
import arbiter.rulebook.story.TurnTelling;
import java.util.Optional;
import java.util.Set;

/** RevoChess's part of the rulebook: a turn told as one player's two moves, and the legend of numbered moves and swaps. */
public final class RevochessBook implements GameBook {

    private static final TurnTelling TELLING = new RevochessTelling();

    @Override
    public Set<String> rulesets() {
        return Set.of("revochess");
    }

    @Override
    public TurnTelling telling() {
        return TELLING;
    }

    @Override
    public Optional<String> legend() {
        return Optional.of("White plays up the board. Blue arrows are White's moves, red arrows Black's; discs 1 and 2 number a player's"
                + " two moves in the order played, the second starting where the first left the board. An arrow with a head at"
                + " each end joins a King and its own Rook that change places: a castling. Moves are written as in the"
                + " specification (e2-e4, Ng1-f3, dxc6, e7-e8=Q, 0-h1: castling with the Rook on h1); clause ids in"
                + " parentheses name the rules that decided what happened.");
    }
}
