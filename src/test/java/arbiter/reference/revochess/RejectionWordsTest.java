package arbiter.reference.revochess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.TurnResult;
import arbiter.board.ByColor;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every refused RevoChess move is refused for its true reason, in words that name it. */
class RejectionWordsTest {

    private final Ruleset revochess = RevochessRulesets.all().get(0);

    @Test
    void aKingOntoItsRookOffItsRankAndFileSharesNoLineAndHasNotCastled() {
        String why = whiteRefused("4k3/8/8/8/7R/8/8/4K3 w - - 0 9", "e1h4", "h4h5");
        assertThat(why).isEqualTo("first move: the King on e1 and the Rook on h4 share no rank or file, and the King castles"
                + " only with a Rook on its rank or file (revochess.castling)");
    }

    @Test
    void aSecondCastlingIsRefusedAsOnceAGame() {
        String why = whiteRefused("4k3/8/8/8/8/8/P7/4K2R w - - 0 9 castled=w", "a2a3", "e1h1");
        assertThat(why).isEqualTo("second move: White has castled once already, and castling is once a game (revochess.castling)");
    }

    @Test
    void aPawnGoingBackDiagonallyIsRefusedForItsMovementNotForEnPassant() {
        String why = whiteRefused("4k3/8/8/8/4P3/8/8/4K3 w - - 0 9", "e4d3", "e1e2");
        assertThat(why).isEqualTo("first move: a Pawn cannot move from e4 to d3");
    }

    @Test
    void aPawnStepOntoTheSquareATwoSquareStepCrossedIsRefusedAsEnPassant() {
        TurnResult.Rejected r = revochess.reject(new TurnInput(Fen.parse("rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b - - 0 3"),
                new ByColor<>(List.of(), moves("d4e3", "g8f6")), null, List.of()));
        assertThat(r.reason()).isEqualTo("first move: a pawn moves diagonally only to capture, and there is no en passant"
                + " (revochess.no-en-passant)");
    }

    @Test
    void aOneMoveTurnIsRefusedWhileASecondMoveIsThere() {
        String why = whiteRefused("4k3/8/8/8/8/8/P7/4K3 w - - 0 9", "a2a3");
        assertThat(why).isEqualTo("first move: a turn has two moves, and it ends after the first only when that move takes"
                + " the King or leaves no move to make (revochess.dual-move)");
    }

    private String whiteRefused(String fen, String... white) {
        TurnResult.Rejected r = revochess.reject(new TurnInput(Fen.parse(fen), new ByColor<>(moves(white), List.of()), null, List.of()));
        assertThat(r).as("a refusal").isNotNull();
        return r.reason();
    }

    private static List<Move> moves(String... coordinates) {
        return Arrays.stream(coordinates).map(Move::parseCoordinate).toList();
    }
}
