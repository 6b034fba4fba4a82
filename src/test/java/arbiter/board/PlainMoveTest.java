package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PlainMoveTest {

    @Test
    void aKingOntoItsOwnRookChangesPlacesWithIt() {
        Position p = Fen.parse("4k3/8/8/8/8/8/8/4K2R w - - 0 1");

        Position after = PlainMove.after(p, Move.parseCoordinate("e1h1"));

        assertThat(after.pieceAt(Square.parse("h1"))).isEqualTo(Piece.of(Color.WHITE, PieceType.KING));
        assertThat(after.pieceAt(Square.parse("e1"))).isEqualTo(Piece.of(Color.WHITE, PieceType.ROOK));
    }

    @Test
    void otherMovesAreCarriedOutAsInOrthodoxChess() {
        Position p = Fen.parse("4k3/4P3/8/8/8/8/8/4K2R w K - 0 1");

        assertThat(Fen.format(PlainMove.after(p, Move.parseCoordinate("e1g1")))).startsWith("4k3/4P3/8/8/8/8/8/5RK1 ");
        assertThat(Fen.format(PlainMove.after(p, Move.parseCoordinate("e7e8n")))).startsWith("4N3/8/8/8/8/8/8/4K2R ");
    }
}
