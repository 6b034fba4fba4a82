package arbiter.reference.revochess;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.ByColor;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every refused RevoChess move is refused by the clause that refuses it, in words that name the move and say how. */
class RejectionWordsTest {

    private final Ruleset revochess = RevochessRulesets.all().get(0);

    @Test
    void aKingOntoItsRookOffItsRankAndFileSharesNoLineAndHasNotCastled() {
        assertThat(whiteRefused("4k3/8/8/8/7R/8/8/4K3 w - - 0 9", "e1h4", "h4h5")).isEqualTo(rejected("e1h4", "revochess.castling.off-line",
                "first move: the King on e1 and the Rook on h4 share no rank or file, and the King castles only with a Rook on its"
                        + " rank or file"));
    }

    @Test
    void aSecondCastlingIsRefusedAsOnceAGame() {
        assertThat(whiteRefused("4k3/8/8/8/8/8/P7/4K2R w - - 0 9 castled=w", "a2a3", "e1h1")).isEqualTo(rejected("e1h1",
                "revochess.castling.castled-once", "second move: White has castled once already, and castling is once a game"));
    }

    @Test
    void aPawnGoingBackDiagonallyIsRefusedForItsMovementNotForEnPassant() {
        assertThat(whiteRefused("4k3/8/8/8/4P3/8/8/4K3 w - - 0 9", "e4d3", "e1e2")).isEqualTo(rejected("e4d3", "revochess.setup.not-its-move",
                "first move: a Pawn cannot move from e4 to d3"));
    }

    @Test
    void aPawnStepOntoTheSquareATwoSquareStepCrossedIsRefusedAsEnPassant() {
        assertThat(blackRefused("rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b - - 0 3", "d4e3", "g8f6"))
                .isEqualTo(new TurnResult.Rejected(Side.BLACK, "d4e3", "first move: a pawn moves diagonally only to capture,"
                        + " and there is no en passant", List.of("revochess.no-en-passant")));
    }

    @Test
    void aOneMoveTurnIsRefusedWhileASecondMoveIsThere() {
        assertThat(whiteRefused("4k3/8/8/8/8/8/P7/4K3 w - - 0 9", "a2a3")).isEqualTo(rejected("a2a3", "revochess.dual-move",
                "first move: a turn has two moves, and it ends after the first only when that move takes the King or leaves no move"
                        + " to make"));
    }

    @Test
    void aSecondMoveAfterTheKingWasTakenIsRefusedByTheVictory() {
        assertThat(whiteRefused("4k3/4R3/8/8/8/8/8/4K3 w - - 0 9", "e7e8", "e8d8")).isEqualTo(rejected("e8d8", "revochess.victory",
                "second move: the first move took the King and ended the game, so there is no second move"));
    }

    @Test
    void aMoveOfThePlayerWhoseTurnItIsNotIsRefusedByTheTwoMoveTurn() {
        assertThat(blackRefused("4k3/8/8/8/8/8/P7/4K3 w - - 0 9", "e8d8"))
                .isEqualTo(new TurnResult.Rejected(Side.BLACK, "e8d8", "it is White's turn", List.of("revochess.dual-move")));
    }

    @Test
    void aPromotionLetterOnACastlingIsRefusedAsSuch() {
        assertThat(whiteRefused("4k3/8/8/8/8/8/P7/4K2R w - - 0 9", "e1h1q", "a2a3")).isEqualTo(rejected("e1h1q", "revochess.setup.promotion-not-pawn",
                "first move: only a pawn is promoted, and e1h1q is a move of the White King on e1"));
    }

    private static TurnResult.Rejected rejected(String move, String clause, String reason) {
        return new TurnResult.Rejected(Side.WHITE, move, reason, List.of(clause));
    }

    private TurnResult.Rejected whiteRefused(String fen, String... white) {
        return revochess.reject(new TurnInput(Fen.parse(fen), new ByColor<>(moves(white), List.of()), null, List.of()));
    }

    private TurnResult.Rejected blackRefused(String fen, String... black) {
        return revochess.reject(new TurnInput(Fen.parse(fen), new ByColor<>(List.of(), moves(black)), null, List.of()));
    }

    private static List<Move> moves(String... coordinates) {
        return Arrays.stream(coordinates).map(Move::parseCoordinate).toList();
    }
}
