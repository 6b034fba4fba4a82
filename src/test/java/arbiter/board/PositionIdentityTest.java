package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Two positions are equal only when every field agrees, and a difference in any one field changes the hash. */
class PositionIdentityTest {

    private static final Position START = Fen.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

    static Stream<Arguments> oneFieldChanged() {
        return Stream.of(
                change("a pawn moved", b -> b.remove(sq("e2")).put(sq("e4"), Piece.of(Color.WHITE, PieceType.PAWN))),
                change("a Knight taken off", b -> b.remove(sq("g8"))),
                change("a Rook taken off h8", b -> b.remove(sq("h8"))),
                change("a Queen on h8 instead of the Rook", b -> b.put(sq("h8"), Piece.of(Color.BLACK, PieceType.QUEEN))),
                change("a Bishop where the Knight stood", b -> b.put(sq("b1"), Piece.of(Color.WHITE, PieceType.BISHOP))),
                change("Black to move", b -> b.sideToMove(Color.BLACK)),
                change("White's queenside right lost", b -> b.loseCastling(sq("a1"))),
                change("Black's kingside right lost", b -> b.loseCastling(sq("h8"))),
                change("an en passant square", b -> b.enPassant(sq("e3"))),
                change("the halfmove clock", b -> b.halfmove(1)),
                change("the fullmove number", b -> b.fullmove(2)),
                change("a frozen Rook", b -> b.frozenBits(sq("a1").bit())),
                change("a frozen Queen", b -> b.frozenBits(sq("d8").bit())),
                change("White's King in check once", b -> b.checks(Color.WHITE, 1)),
                change("Black's King in check once", b -> b.checks(Color.BLACK, 1)),
                change("White has castled", b -> b.castled(Color.WHITE, true)),
                change("Black has castled", b -> b.castled(Color.BLACK, true)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("oneFieldChanged")
    void positionsDifferingInOneFieldAreUnequalAndHashApart(String change, UnaryOperator<Position.Builder> edit) {
        Position changed = edit.apply(START.toBuilder()).build();

        assertThat(changed).isNotEqualTo(START);
        assertThat(changed.hashCode()).isNotEqualTo(START.hashCode());
        assertThat(edit.apply(START.toBuilder()).build()).isEqualTo(changed).hasSameHashCodeAs(changed);
    }

    private static Arguments change(String name, UnaryOperator<Position.Builder> edit) {
        return Arguments.of(name, edit);
    }

    private static Square sq(String name) {
        return Square.parse(name);
    }
}
