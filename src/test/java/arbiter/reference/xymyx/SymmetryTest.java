package arbiter.reference.xymyx;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import arbiter.board.Square;
import arbiter.reference.Resolution;
import arbiter.reference.TurnInput;
import arbiter.reference.Ruleset;
import arbiter.reference.Rulesets;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Both XYMYX editions, SimulChess and Zeitgeist are each the same game seen from either chair: turning the board
 * half round, or flipping it top to bottom, and swapping the colours must give the same legal
 * moves and the same turn, turned and swapped (for SimulChess, whose steps take the two moves in
 * turn, this checks that no step favours the move it looks at first). (The current edition's start position is itself symmetric under the
 * half turn, the classic one under the flip.) Checked on random positions and random legal moves
 * chosen mostly to meet; the same input must also always give the same output.
 */
class SymmetryTest {

    private static final PieceType[] KINDS = {PieceType.QUEEN, PieceType.ROOK, PieceType.ROOK, PieceType.BISHOP,
        PieceType.BISHOP, PieceType.KNIGHT, PieceType.KNIGHT, PieceType.PAWN, PieceType.PAWN, PieceType.PAWN};

    /** How a square is seen from the other chair. */
    enum View {
        HALF_TURN {
            @Override
            Square of(Square s) {
                return Square.of(63 - s.index());
            }
        },
        TOP_TO_BOTTOM {
            @Override
            Square of(Square s) {
                return Square.at(s.file(), 7 - s.rank());
            }
        };

        abstract Square of(Square s);
    }

    static Stream<Arguments> cases() {
        return Stream.of("xymyx", "xymyx-classic", "simulchess", "zeitgeist").flatMap(ruleset -> Stream.of(View.values())
                .flatMap(view -> LongStream.rangeClosed(1, 150).mapToObj(seed -> Arguments.of(ruleset, view, seed))));
    }

    @ParameterizedTest(name = "{0} {1} seed {2}")
    @MethodSource("cases")
    void theOtherChairPlaysTheSameTurn(String ruleset, View view, long seed) {
        Ruleset rules = Rulesets.byId(ruleset).orElseThrow();
        VIEW.set(view);
        Random random = new Random(seed);
        Position p = randomPosition(random, ruleset.startsWith("xymyx"));
        for (Color side : Color.values()) {
            assertThat(rotated(rules.legalMoves(p, side))).as("legal moves of " + side)
                    .isEqualTo(new TreeSet<>(rules.legalMoves(rotate(p), side.opposite()).stream().map(Move::coordinate).toList()));
        }
        List<Move> white = rules.legalMoves(p, Color.WHITE);
        List<Move> black = rules.legalMoves(p, Color.BLACK);
        if (white.isEmpty() || black.isEmpty()) {
            return;
        }
        ByColor<Move> moves = pick(white, black, random);
        Color first = random.nextBoolean() ? Color.WHITE : Color.BLACK;
        Resolution straight = rules.resolve(oneEach(p, moves, first));
        Resolution turned = rules.resolve(oneEach(rotate(p), new ByColor<>(rotate(moves.black()), rotate(moves.white())), first.opposite()));
        assertThat(rotate(straight.after())).isEqualTo(turned.after());
        assertThat(events(straight.events(), true)).isEqualTo(events(turned.events(), false));
        assertThat(swap(straight.outcome())).isEqualTo(turned.outcome());
        assertThat(rules.resolve(oneEach(p, moves, first))).as("same input, same output").isEqualTo(straight);
    }

    /** Mostly a pair of moves that meet (same square, or one aims where the other stands), else any pair. */
    private static ByColor<Move> pick(List<Move> white, List<Move> black, Random random) {
        List<ByColor<Move>> meeting = white.stream().flatMap(w -> black.stream()
                .filter(b -> w.to() == b.to() || w.to() == b.from() || b.to() == w.from())
                .map(b -> new ByColor<>(w, b))).toList();
        if (!meeting.isEmpty() && random.nextInt(4) > 0) {
            return meeting.get(random.nextInt(meeting.size()));
        }
        return new ByColor<>(white.get(random.nextInt(white.size())), black.get(random.nextInt(black.size())));
    }

    private static Position randomPosition(Random random, boolean freezes) {
        while (true) {
            Position.Builder b = Position.builder();
            b.put(Square.of(random.nextInt(64)), Piece.of(Color.WHITE, PieceType.KING));
            b.put(Square.of(random.nextInt(64)), Piece.of(Color.BLACK, PieceType.KING));
            int extra = random.nextInt(12);
            for (int i = 0; i < extra; i++) {
                Square s = Square.of(random.nextInt(64));
                if (b.get(s) == null) {
                    b.put(s, Piece.of(random.nextBoolean() ? Color.WHITE : Color.BLACK, KINDS[random.nextInt(KINDS.length)]));
                }
            }
            Position p = b.build();
            Set<Square> frozen = p.squaresOf(Color.WHITE).stream().filter(s -> freezes && random.nextInt(4) == 0)
                    .filter(s -> p.pieceAt(s).type() == PieceType.QUEEN || p.pieceAt(s).type() == PieceType.ROOK)
                    .collect(Collectors.toSet());
            Position candidate = p.toBuilder().frozen(frozen).castling(cornerRooks(p)).enPassantSquares(justPassed(p, random)).build();
            Square wk = candidate.kingOf(Color.WHITE);
            Square bk = candidate.kingOf(Color.BLACK);
            boolean apart = wk != null && bk != null && Math.max(Math.abs(wk.file() - bk.file()), Math.abs(wk.rank() - bk.rank())) > 1;
            if (apart && PositionProblems.of(candidate).isEmpty()) {
                return candidate;
            }
        }
    }

    /** Now and then, the squares behind pawns that may just have made a two-square step. */
    private static Set<Square> justPassed(Position p, Random random) {
        Set<Square> passed = new TreeSet<>();
        for (Color color : Color.values()) {
            for (Square s : p.squaresOf(color)) {
                Square behind = s.offset(0, -color.forward());
                Square start = s.offset(0, -2 * color.forward());
                boolean stepped = s.rank() == (color == Color.WHITE ? 3 : 4) && p.isEmpty(behind) && p.isEmpty(start);
                if (stepped && p.pieceAt(s).type() == PieceType.PAWN && random.nextInt(3) == 0 && passed.size() < 2) {
                    passed.add(behind);
                }
            }
        }
        return passed;
    }

    private static Set<Square> cornerRooks(Position p) {
        Set<Square> rooks = new TreeSet<>();
        for (String name : List.of("a1", "h1", "a8", "h8")) {
            Square s = Square.parse(name);
            Piece piece = p.pieceAt(s);
            if (piece != null && piece.type() == PieceType.ROOK && s.rank() == piece.color().homeRank()) {
                rooks.add(s);
            }
        }
        return rooks;
    }

    private static final ThreadLocal<View> VIEW = new ThreadLocal<>();

    private static Square rotate(Square s) {
        return VIEW.get().of(s);
    }

    private static Move rotate(Move m) {
        return new Move(rotate(m.from()), rotate(m.to()), m.promotion());
    }

    private static Set<String> rotated(List<Move> moves) {
        return new TreeSet<>(moves.stream().map(m -> rotate(m).coordinate()).toList());
    }

    private static Position rotate(Position p) {
        Position.Builder b = Position.builder();
        for (int i = 0; i < 64; i++) {
            Piece piece = p.pieceAt(Square.of(i));
            if (piece != null) {
                b.put(rotate(Square.of(i)), Piece.of(piece.color().opposite(), piece.type()));
            }
        }
        return b.castling(p.castlingRooks().stream().map(SymmetryTest::rotate).collect(Collectors.toSet()))
                .frozen(p.frozen().stream().map(SymmetryTest::rotate).collect(Collectors.toSet()))
                .enPassantSquares(p.enPassantSquares().stream().map(SymmetryTest::rotate).collect(Collectors.toSet()))
                .checks(Color.WHITE, p.checks(Color.BLACK)).checks(Color.BLACK, p.checks(Color.WHITE))
                .halfmove(p.halfmove()).fullmove(p.fullmove()).sideToMove(p.sideToMove()).build();
    }

    private static List<String> events(List<Event> events, boolean turn) {
        return events.stream().map(e -> {
            Side side = turn ? (e.side() == Side.WHITE ? Side.BLACK : Side.WHITE) : e.side();
            String square = turn ? rotate(Square.parse(e.square())).name() : e.square();
            return e.kind() + " " + side + " " + e.piece() + " " + square;
        }).sorted().toList();
    }

    private static Outcome swap(Outcome o) {
        return o.winner() == null ? o : Outcome.win(o.winner() == Side.WHITE ? Side.BLACK : Side.WHITE, o.reason());
    }

    private static TurnInput oneEach(Position before, ByColor<Move> moves, Color first) {
        return new TurnInput(before, new ByColor<>(List.of(moves.white()), List.of(moves.black())), first, List.of());
    }
}
