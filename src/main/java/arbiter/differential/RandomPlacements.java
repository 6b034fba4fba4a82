package arbiter.differential;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.game.Games;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Random legal placements: two Kings (now and then on their start squares, with some of their
 * Rooks), up to a dozen other
 * pieces on random squares (no pawn on the first or last rank), castling rights only where the
 * start position's King and Rook stand, and the ruleset's own state as its game draws it
 * ({@link arbiter.game.Game#randomState}). A placement the reference refuses is drawn again.
 */
final class RandomPlacements {

    private static final PieceType[] OTHERS = {PieceType.QUEEN, PieceType.ROOK, PieceType.ROOK, PieceType.BISHOP,
        PieceType.BISHOP, PieceType.KNIGHT, PieceType.KNIGHT, PieceType.PAWN, PieceType.PAWN, PieceType.PAWN, PieceType.PAWN};
    private static final int ATTEMPTS = 40;

    private final ReferenceMoves moves;

    RandomPlacements(ReferenceMoves moves) {
        this.moves = moves;
    }

    /** A random placement the reference accepts, as FEN; the start position if none was found. */
    String next(String ruleset, String startFen, Random rng) {
        Position start = Fen.parse(startFen);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            String fen = Fen.format(draw(ruleset, start, rng));
            if (moves.accepts(ruleset, fen)) {
                return fen;
            }
        }
        return startFen;
    }

    private static Position draw(String ruleset, Position start, Random rng) {
        Position.Builder b = Position.builder();
        boolean atHome = rng.nextBoolean();
        for (Color color : Color.values()) {
            Square king = atHome && start.kingOf(color) != null ? start.kingOf(color) : empty(b, rng, false);
            b.put(king, Piece.of(color, PieceType.KING));
        }
        if (atHome) {
            start.castlingRooks().stream().sorted().filter(rook -> rng.nextBoolean()).forEach(rook -> b.put(rook, start.pieceAt(rook)));
        }
        int others = rng.nextInt(13);
        for (int i = 0; i < others; i++) {
            PieceType type = OTHERS[rng.nextInt(OTHERS.length)];
            b.put(empty(b, rng, type == PieceType.PAWN), Piece.of(rng.nextBoolean() ? Color.WHITE : Color.BLACK, type));
        }
        if (rng.nextBoolean()) {
            b.castling(start.castlingRooks().stream().filter(rook -> start.pieceAt(rook).equals(b.get(rook))
                    && rng.nextInt(3) > 0 && kingAtHome(b, start, start.pieceAt(rook).color())).collect(Collectors.toSet()));
        }
        b.halfmove(rng.nextInt(30)).fullmove(1 + rng.nextInt(60));
        state(ruleset, b, rng);
        return b.build();
    }

    private static void state(String ruleset, Position.Builder b, Random rng) {
        Games.byId(ruleset).ifPresent(game -> game.randomState(b, rng));
    }

    private static boolean kingAtHome(Position.Builder b, Position start, Color color) {
        Square home = start.kingOf(color);
        return home != null && Piece.of(color, PieceType.KING).equals(b.get(home));
    }

    private static Square empty(Position.Builder b, Random rng, boolean pawn) {
        while (true) {
            Square s = Square.at(rng.nextInt(8), pawn ? 1 + rng.nextInt(6) : rng.nextInt(8));
            if (b.get(s) == null) {
                return s;
            }
        }
    }
}
