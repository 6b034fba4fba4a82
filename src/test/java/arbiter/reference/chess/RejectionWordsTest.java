package arbiter.reference.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.InvalidInputException;
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

/** Refused chess moves, each under the article it breaks, in words that say how; and turns of no shape chess has. */
class RejectionWordsTest {

    private final Ruleset chess = ChessRulesets.all().get(0);

    @Test
    void castlingAcrossAnAttackedSquareNamesTheSquareAndTheAttacker() {
        assertThat(white("r3k2r/pppppppp/b7/8/8/8/PPPP1PPP/R3K2R w KQkq - 0 1", "e1g1")).isEqualTo(rejected(Side.WHITE, "e1g1",
                "chess.CASTLING.through-check", "the King would cross f1, which Black's Bishop on a6 attacks"));
    }

    @Test
    void enPassantAlongThePinnedRankExposesTheKing() {
        assertThat(white("4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2", "b5c6")).isEqualTo(rejected(Side.WHITE, "b5c6", "chess.CHECK",
                "the move would expose the King on a5 to Black's Rook on h5"));
    }

    @Test
    void aMoveThatDoesNotAnswerCheckSaysTheKingStaysInCheck() {
        assertThat(white("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", "a1a8")).isEqualTo(rejected(Side.WHITE, "a1a8", "chess.CHECK",
                "the King on e1 would stay in check from Black's Rook on e2"));
    }

    @Test
    void aMoveOfThePlayerNotToMoveIsRefusedByTheTurnOrder() {
        TurnInput input = new TurnInput(chess.start(), new ByColor<>(List.of(), List.of(Move.parseCoordinate("e7e5"))), null, List.of());
        assertThat(chess.reject(input)).isEqualTo(rejected(Side.BLACK, "e7e5", "chess.MOVES.out-of-turn",
                "the players move in turn, and it is White's move"));
    }

    @Test
    void aSecondMoveIsRefusedAsTheSecondMove() {
        assertThat(white(Fen.ORTHODOX_START, "e2e4", "e4e5")).isEqualTo(rejected(Side.WHITE, "e4e5", "chess.MOVES.out-of-turn",
                "second move: the players move in turn, one move each, and White has made this turn's move"));
    }

    @Test
    void aTurnWithoutAMoveIsNoTurnOfChess() {
        TurnInput input = new TurnInput(chess.start(), new ByColor<>(List.of(), List.of()), null, List.of());
        assertThatThrownBy(() -> chess.reject(input)).isInstanceOf(InvalidInputException.class)
                .hasMessageContaining("one move of the player to move, White");
    }

    @Test
    void aPositionWithTwoEnPassantSquaresIsRefused() {
        assertThat(chess.problems(Fen.parse("4k3/8/8/3p4/3P4/8/8/4K3 b - d3,d6 0 1")))
                .contains("chess has at most one en passant square, after the last move");
    }

    private TurnResult.Rejected white(String fen, String... moves) {
        List<Move> list = Arrays.stream(moves).map(Move::parseCoordinate).toList();
        return chess.reject(new TurnInput(Fen.parse(fen), new ByColor<>(list, List.of()), null, List.of()));
    }

    private static TurnResult.Rejected rejected(Side side, String move, String clause, String words) {
        return new TurnResult.Rejected(side, move, words, List.of(clause));
    }
}
