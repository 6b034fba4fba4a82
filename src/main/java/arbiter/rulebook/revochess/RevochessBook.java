package arbiter.rulebook.revochess;

import arbiter.rulebook.GameBook;
import arbiter.rulebook.story.TurnTelling;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** RevoChess's part of the rulebook: a turn told as one player's two moves, the text's notation, and the legend of numbered moves and swaps. */
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

    /** The text's notation: two moves a turn, a dot before Black's, castling as {@code 0-h1}; coordinates between programs. */
    @Override
    public List<String> notation() {
        return List.of(
                "A game record has one line per turn number. The line starts with the number and a full stop; then come White's"
                        + " two moves, in the order they are played; then a dot, written against Black's first move, and Black's two"
                        + " moves. `1. e4 Nf3 .e6 Nc6` reads: White plays e4 and then Nf3, and Black answers with e6 and then Nc6. The"
                        + " number goes up after Black's moves, like the fullmove number of a FEN.",
                "Moves are written short: a pawn's move names the square it reaches (`e4`), a piece's move its letter and the"
                        + " square (`Nf3`), a capture puts an x before the square and, for a pawn, its file in front (`dxc6`: the"
                        + " d-pawn takes on c6), and a promotion adds the new piece (`e8=Q`).",
                "A castling is written as a zero, a dash and the square of the Rook that the King changes places with: `0-h1`"
                        + " swaps the King with its Rook on h1, `0-a8` Black's King with the Rook on a8. Each player castles at most"
                        + " once in a game.",
                "Between Arbiter and an implementation every move travels in coordinates: the square left, then the square"
                        + " reached (`e2e4`, `d5c6`). A castling travels as the King's move onto its Rook's square, so White's `0-h1`"
                        + " with the King on e1 is `e1h1`. The table gives each move of the game below in both forms.");
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
