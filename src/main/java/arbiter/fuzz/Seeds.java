package arbiter.fuzz;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/** Valid texts to start mutating from: positions that use every field, random positions, games. */
final class Seeds {

    static final List<String> FENS = List.of(
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR b KQkq c6 0 2",
            "3k4/8/8/7Q/8/8/8/R3K3 w Q - 12 30 frozen=h5",
            "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3,d6 0 25",
            "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1",
            "3k4/1P6/8/8/8/8/6p1/4K3 w - - 49 75",
            "3k4/8/1n6/8/8/8/8/R3K3 w - -",
            "3k4/8/8/8/8/8/8/3RK3 w - - frozen=d1",
            "r2k3r/8/8/8/8/8/8/R2QK2R b KQkq - 3 40 frozen=d1,a8",
            "1k6/P7/8/8/8/8/7p/6K1 w - - 0 1",
            "7k/8/8/8/8/8/8/K7 w - - 0 1");

    static final List<String> GAMES = List.of(
            "1. Qd1-e2   Ra8-a7\n2. Nb1-c3   Ra7-a2\n3. Nc3-d5   Ra2-b2\n4. Qe2-e7   Rb2-b1\n",
            "5. Qd1-h5* Qd8-h4\n6. e2-e4 e7-e5*\n",
            "\n  1. e2e4 e7e5\r\n2. O-O O-O-O*\n\n",
            "12. e7-e8=Q Nb6xa4\n");

    private Seeds() {
    }

    /** A random position that parses: both Kings, a few pieces, and now and then rights, en passant, frozen squares. */
    static Position randomPosition(RandomGenerator random) {
        Position.Builder b = Position.builder();
        for (Color color : Color.values()) {
            b.put(emptySquare(random, b, false), Piece.of(color, PieceType.KING));
        }
        for (int i = random.nextInt(14); i > 0; i--) {
            PieceType type = PieceType.values()[1 + random.nextInt(5)];
            b.put(emptySquare(random, b, type == PieceType.PAWN), Piece.of(random.nextBoolean() ? Color.WHITE : Color.BLACK, type));
        }
        if (random.nextInt(4) == 0) {
            b.castling(Set.of(Square.at(random.nextBoolean() ? 0 : 7, random.nextBoolean() ? 0 : 7)));
        }
        if (random.nextInt(4) == 0) {
            b.enPassantSquares(Set.of(Square.at(random.nextInt(8), random.nextBoolean() ? 2 : 5)));
        }
        if (random.nextInt(4) == 0) {
            b.frozen(Set.of(Square.of(random.nextInt(64))));
        }
        return b.halfmove(random.nextInt(60)).fullmove(1 + random.nextInt(200)).build();
    }

    /** A random position as FEN, or one of the fixed ones. */
    static String fen(RandomGenerator random) {
        return random.nextBoolean() ? FENS.get(random.nextInt(FENS.size())) : Fen.format(randomPosition(random));
    }

    private static Square emptySquare(RandomGenerator random, Position.Builder b, boolean pawn) {
        while (true) {
            Square s = Square.of(random.nextInt(64));
            if (b.get(s) == null && !(pawn && (s.rank() == 0 || s.rank() == 7))) {
                return s;
            }
        }
    }
}
