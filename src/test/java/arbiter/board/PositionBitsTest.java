package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The bitboard view of a position tells the same as its squares. */
class PositionBitsTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3,d6 0 1 frozen=d1,h8 checks=w1 castled=b",
        "8/8/8/8/8/8/8/8 w - - 0 1"})
    void bitboardsAgreeWithThePiecesOnTheSquares(String fen) {
        Position p = Fen.parse(fen);
        for (int i = 0; i < 64; i++) {
            Piece piece = p.pieceAt(Square.of(i));
            assertThat(p.pieceAt(i)).isEqualTo(piece);
            assertThat((p.occupied() & Square.of(i).bit()) != 0).isEqualTo(piece != null);
            for (Color color : Color.values()) {
                for (PieceType type : PieceType.values()) {
                    assertThat((p.pieces(color, type) & (1L << i)) != 0).isEqualTo(Piece.of(color, type).equals(piece));
                }
            }
        }
        assertThat(p.pieces(Color.WHITE) | p.pieces(Color.BLACK)).isEqualTo(p.occupied());
        assertThat(p.castlingBits()).isEqualTo(bits(p.castlingRooks()));
        assertThat(p.enPassantBits()).isEqualTo(bits(p.enPassantSquares()));
        assertThat(p.frozenBits()).isEqualTo(bits(p.frozen()));
        assertThat(p.toBuilder().castlingBits(p.castlingBits()).enPassantBits(p.enPassantBits()).frozenBits(p.frozenBits()).build())
                .isEqualTo(p).hasSameHashCodeAs(p);
    }

    @ParameterizedTest
    @ValueSource(strings = {"-", "K", "KQkq", "HAha"})
    void squareSetsAreOrderedUnmodifiableSets(String castling) {
        Set<Square> rooks = Fen.parse("r3k2r/8/8/8/8/8/8/R3K2R w " + castling + " - 0 1").castlingRooks();
        assertThat(rooks).isEqualTo(new TreeSet<>(rooks)).hasSameHashCodeAs(new TreeSet<>(rooks));
        assertThat(List.copyOf(rooks)).isSorted();
        assertThat(rooks.contains(Square.parse("a1"))).isEqualTo(castling.contains("Q") || castling.contains("A"));
        assertThatThrownBy(() -> rooks.add(Square.parse("e4"))).isInstanceOf(UnsupportedOperationException.class);
    }

    private static long bits(Set<Square> squares) {
        return squares.stream().mapToLong(Square::bit).reduce(0, (a, b) -> a | b);
    }
}
