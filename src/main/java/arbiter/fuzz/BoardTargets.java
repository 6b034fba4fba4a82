package arbiter.fuzz;

import arbiter.board.Color;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.GameNotation;
import arbiter.board.Move;
import arbiter.board.MoveNotation;
import arbiter.board.NotationException;
import arbiter.board.Orthodox;
import arbiter.board.Position;
import arbiter.board.PositionProblems;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;

/** The board model's readers under fuzz: FEN, diagrams, moves, and whole games; each reads back what it writes. */
final class BoardTargets {

    /** The positions every move input is read in, with either side to play. */
    private static final List<Position> MOVE_POSITIONS = Seeds.FENS.stream().map(Fen::parse).toList();

    /** Every orthodox move of the side to move in those positions, long and in coordinates, and castlings and promotions. */
    private static final List<String> MOVES = moves();

    private BoardTargets() {
    }

    static FuzzTarget fen() {
        return new TextTarget("fen", new Mutator(Seeds::fen, List.of("w", "b", "KQkq", "-", "frozen=", "frozen=d1", "e3",
                "e3,d6", "/8", "8/", "K", "k", "Q", "r", "p", "N", "9", "0 1", "A", "H")), NotationException.class, text -> {
                    Position p = Fen.parse(text);
                    PositionProblems.of(p);
                    String written = Fen.format(p);
                    Position again = Fen.parse(written);
                    TextTarget.sameAgain(again.equals(p) && Fen.format(again).equals(written), "FEN", written);
                });
    }

    static FuzzTarget diagram() {
        return new TextTarget("diagram", new Mutator(BoardTargets::diagramSeed, List.of("castling:", "frozen:",
                "castling: KQkq", "frozen: d1 h8", " . ", "|", "+-----+", "  a b c d e f g h", "8", ".", "K", "p", "\n")),
                NotationException.class, text -> {
                    Position p = Diagram.parse(text);
                    String written = Diagram.print(p);
                    TextTarget.sameAgain(Diagram.parse(written).equals(p), "diagram", written);
                });
    }

    static FuzzTarget move() {
        return new TextTarget("move", new Mutator(MOVES, List.of("O-O", "O-O-O", "0-0", "=Q", "=K", "q", "k",
                "x", "-", ":", "+", "#", "!?", "e1", "h8", "a0", "i9", "K", "P")), NotationException.class, BoardTargets::readMove);
    }

    static FuzzTarget game() {
        return new TextTarget("game", new Mutator(Seeds.GAMES, List.of("1.", "2.", "99999999999.", "*", "**", "O-O", "e2-e4",
                "e7-e5*", "\n3. ")), NotationException.class, text -> {
                    List<GameNotation.Turn> turns = GameNotation.parse(text);
                    String written = GameNotation.format(turns);
                    TextTarget.sameAgain(withoutLines(GameNotation.parse(written)).equals(withoutLines(turns)), "game", written);
                });
    }

    /** A move read in every position for both sides, then in coordinate form; refused only when no reading took it. */
    private static void readMove(String text) {
        NotationException refusal = null;
        for (Position p : MOVE_POSITIONS) {
            for (Color side : Color.values()) {
                try {
                    Move move = MoveNotation.parse(text, p, side);
                    String written = MoveNotation.format(move, p);
                    TextTarget.sameAgain(MoveNotation.parse(written, p, side).equals(move), "move", written);
                } catch (NotationException e) {
                    refusal = e;
                }
            }
        }
        try {
            Move move = Move.parseCoordinate(text);
            TextTarget.sameAgain(Move.parseCoordinate(move.coordinate()).equals(move), "coordinate move", move.coordinate());
        } catch (NotationException e) {
            if (refusal != null) {
                throw refusal;
            }
        }
    }

    private static List<String> moves() {
        List<String> moves = new ArrayList<>(List.of("O-O", "O-O-O", "0-0+", "e7-e8=Q", "e7e8q", "Ke1-g1", "Pe2-e4!?"));
        for (Position p : MOVE_POSITIONS) {
            for (Move move : Orthodox.legalMoves(p)) {
                moves.add(move.coordinate());
                moves.add(MoveNotation.format(move, p));
            }
        }
        return List.copyOf(moves);
    }

    private static String diagramSeed(RandomGenerator random) {
        String printed = Diagram.print(random.nextBoolean() ? Fen.parse(Seeds.FENS.get(random.nextInt(Seeds.FENS.size())))
                : Seeds.randomPosition(random));
        return random.nextInt(4) == 0 ? printed.replaceAll("(?m)^([1-8]) (.*) ([1-8])$", "$1 | $2 | $3") : printed;
    }

    private static List<List<Object>> withoutLines(List<GameNotation.Turn> turns) {
        List<List<Object>> plain = new ArrayList<>();
        for (GameNotation.Turn t : turns) {
            plain.add(java.util.Arrays.asList(t.number(), t.plan()));
        }
        return plain;
    }
}
