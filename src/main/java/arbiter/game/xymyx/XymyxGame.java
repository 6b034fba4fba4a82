package arbiter.game.xymyx;

import arbiter.api.EventKind;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.game.Game;
import arbiter.game.TurnShape;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** XYMYX, current edition: one move each, who registered first decides ties, checking Queens and Rooks freeze. */
public class XymyxGame implements Game {

    static final Set<EventKind> EVENTS = EnumSet.of(EventKind.MOVED, EventKind.CAPTURED, EventKind.ABSORBED,
            EventKind.COLLISION, EventKind.FAILED_CAPTURE, EventKind.PROMOTED, EventKind.FROZEN, EventKind.CHECK,
            EventKind.CHECKMATE);
    private static final String START = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    @Override
    public String id() {
        return "xymyx";
    }

    @Override
    public int order() {
        return 10;
    }

    @Override
    public String title() {
        return "XYMYX, current edition";
    }

    @Override
    public String startPosition() {
        return START;
    }

    @Override
    public TurnShape turnShape() {
        return TurnShape.ONE_EACH_IN_ORDER;
    }

    @Override
    public List<String> fenFields() {
        return List.of("frozen");
    }

    @Override
    public Set<EventKind> eventKinds() {
        return EVENTS;
    }

    @Override
    public List<String> lossReasons() {
        return List.of("checkmate");
    }

    @Override
    public List<String> drawReasons() {
        return List.of("mutual-checkmate", "stalemate", "insufficient-material", "repetition", "fifty-turns");
    }

    /**
     * Ten turns: two openings, captures, a collision, a swap (two Rooks taking each other change places), a check that
     * freezes its Rook, the answer to it with the Rook frozen, both sides castling, an absorption and a promotion with check.
     */
    @Override
    public List<Turn> benchTurns() {
        return List.of(turn(START, "e2e4", "e7e5"),
                turn("r1bkqbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", "f3e5", "c6e5"),
                turn("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQ - 0 1", "e5f7", "e6d5"),
                turn("3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1", "a1a4", "b6a4"),
                turn("r7/5pkp/6p1/8/8/6P1/5PKP/R7 w - - 0 1", "a1a8", "a8a1"),
                turn("4k3/6pp/8/8/8/8/5PPP/R5K1 w - - 0 1", "a1a8", "h7h6"),
                turn("R3k3/6p1/7p/8/8/8/5PPP/6K1 w - - 0 2 frozen=a8", "g1h1", "e8e7"),
                turn("r2k3r/ppp1qppp/2n1bn2/3pp3/3PP3/2N1BN2/PPP1QPPP/R3K2R w KQkq - 0 1", "e1g1", "d8b8"),
                turn("6k1/5ppp/8/8/N7/8/5PPP/R5K1 w - - 0 1", "a1a4", "h7h6"),
                turn("6k1/1P6/8/p7/8/8/8/6K1 w - - 0 1", "b7b8q", "a5a4"));
    }

    /** Now and then one of the Queens and Rooks frozen, as after a check that froze it. */
    @Override
    public void randomState(Position.Builder placement, Random rng) {
        List<Square> heavy = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            Piece p = placement.get(Square.of(i));
            if (p != null && (p.type() == PieceType.QUEEN || p.type() == PieceType.ROOK)) {
                heavy.add(Square.of(i));
            }
        }
        if (!heavy.isEmpty() && rng.nextInt(4) == 0) {
            placement.frozen(Set.of(heavy.get(rng.nextInt(heavy.size()))));
        }
    }

    /** A turn of this edition: one move each, White registered first. */
    Turn turn(String fen, String white, String black) {
        return new Turn(id(), fen, white, black, Side.WHITE);
    }
}
