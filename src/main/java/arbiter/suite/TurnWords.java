package arbiter.suite;

import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.MoveNotation;
import arbiter.board.NotationException;
import arbiter.board.PlainMove;
import arbiter.board.Position;
import arbiter.board.Quoted;
import arbiter.game.Game;
import arbiter.game.Games;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * A turn's parts in the words of messages, never Java's own text: sides as "White", moves as the
 * rule texts write them in the position they are played in ({@code Ra1-a4}, {@code e7-e8=Q}),
 * answers and outcomes as sentences.
 */
public final class TurnWords {

    private TurnWords() {
    }

    /** "White" or "Black". */
    public static String side(Side side) {
        return side == Side.WHITE ? "White" : "Black";
    }

    /**
     * A move in coordinate form as the rule texts write it in {@code before}: {@code Ra1-a4},
     * {@code Nb6xa4}, {@code e7-e8=Q}. A move of no piece there stays in coordinates; text that is
     * not a move at all (an adapter's answer can be anything) is quoted.
     */
    public static String move(String coordinate, Position before) {
        return move(coordinate, before, null);
    }

    /**
     * {@link #move(String, Position)} in {@code ruleset}: in RevoChess a King's move onto its own
     * Rook on its rank or file is its castling, written {@code 0-h1}.
     */
    public static String move(String coordinate, Position before, String ruleset) {
        try {
            Move move = Move.parseCoordinate(coordinate);
            if (move.coordinate().equals(coordinate)) {
                return MoveNotation.format(move, before, swapsCastling(ruleset));
            }
        } catch (NotationException e) {
            // quoted below
        }
        return Quoted.of(coordinate);
    }

    /**
     * One player's moves of a turn in coordinate form, in the order played, each written as
     * {@link #move} writes it in the position the moves before it leave ({@link PlainMove}).
     */
    public static List<String> played(List<String> coordinates, Position before) {
        return played(coordinates, before, null);
    }

    /** {@link #played(List, Position)} in {@code ruleset}, each move written as {@link #move(String, Position, String)} does. */
    public static List<String> played(List<String> coordinates, Position before, String ruleset) {
        List<String> words = new ArrayList<>(coordinates.size());
        Position board = before;
        for (String coordinate : coordinates) {
            words.add(move(coordinate, board, ruleset));
            board = after(board, coordinate);
        }
        return words;
    }

    private static Position after(Position board, String coordinate) {
        try {
            Move move = Move.parseCoordinate(coordinate);
            return board.pieceAt(move.from()) == null ? board : PlainMove.after(board, move);
        } catch (NotationException e) {
            return board;
        }
    }

    /** A turn's moves: "White Ra1-a4, Black Nb6xa4", "White e2-e4 then e4-e5, Black does not move". */
    static String turn(Turn turn) {
        Position before = Fen.parse(turn.position());
        List<String> sides = new ArrayList<>(2);
        for (Side side : Side.values()) {
            List<String> moves = turn.movesOf(side);
            sides.add(side(side) + (moves.isEmpty() ? " does not move" : " " + String.join(" then ", played(moves, before))));
        }
        return String.join(", ", sides);
    }

    /** Moves in coordinate form as {@link #move} writes them, in alphabetical order. */
    static List<String> moves(Collection<String> coordinates, Position before) {
        return coordinates.stream().map(m -> move(m, before)).sorted().toList();
    }

    /** "White's move Ra1-a5 is illegal under xymyx.RA4", the move written in {@code before}. */
    public static String rejection(TurnResult.Rejected rejected, Position before) {
        return rejection(rejected, before, null);
    }

    /** {@link #rejection(TurnResult.Rejected, Position)} in {@code ruleset}, the move written as {@link #move(String, Position, String)} does. */
    public static String rejection(TurnResult.Rejected rejected, Position before, String ruleset) {
        return side(rejected.side()) + "'s move " + move(rejected.move(), before, ruleset) + " is illegal" + under(rejected);
    }

    /** " under xymyx.C5" (" under xymyx.C5 and xymyx.R4"): the clauses that refuse the move; empty when it names none. */
    public static String under(TurnResult.Rejected rejected) {
        return rejected.clauses().isEmpty() ? "" : " under " + String.join(" and ", rejected.clauses());
    }

    /** Whether {@code ruleset} castles by swapping the King with a Rook of its own. */
    private static boolean swapsCastling(String ruleset) {
        return Games.byId(ruleset).map(Game::castlesBySwap).orElse(false);
    }

    /**
     * "White's move e4-e5 is illegal under revochess.setup", the move written where it was played in
     * {@code turn}: after the player's moves before it.
     */
    static String rejection(TurnResult.Rejected rejected, Turn turn) {
        List<String> moves = turn.movesOf(rejected.side());
        int at = moves.indexOf(rejected.move());
        List<String> words = played(moves, Fen.parse(turn.position()));
        String move = at < 0 ? move(rejected.move(), Fen.parse(turn.position())) : words.get(at);
        return side(rejected.side()) + "'s move " + move + " is illegal" + under(rejected);
    }

    /**
     * An answer to a turn: the position after it as FEN, its events other than moves, and the
     * outcome; or the move it rejects, and why.
     */
    static String answer(TurnResult result, Turn turn) {
        if (result instanceof TurnResult.Rejected rejected) {
            return rejection(rejected, turn) + " (" + rejected.reason() + ")";
        }
        TurnResult.Resolved resolved = (TurnResult.Resolved) result;
        List<String> events = ExpectedEvent.of(resolved).stream().sorted().toList();
        return "the position " + resolved.position() + " with " + (events.isEmpty() ? "no events" : "the events " + events)
                + "; " + outcome(resolved.outcome());
    }

    /** "the game goes on", "White wins by checkmate", "a draw by the fifty-turn rule". */
    public static String outcome(Outcome o) {
        return switch (o.status()) {
            case ONGOING -> "the game goes on";
            case WIN -> (o.winner() == null ? "a win" : side(o.winner()) + " wins") + " by " + reason(o.reason());
            case DRAW -> "a draw by " + reason(o.reason());
            case BOTH_LOSE -> "both players lose by " + reason(o.reason());
        };
    }

    /** A reason code in the words scenarios write ({@link ReasonWords}); a code outside the vocabulary as it came. */
    private static String reason(String code) {
        if (code == null) {
            return "no reason given";
        }
        return ReasonWords.of(code).orElseGet(() -> code.matches("[a-z]+(-[a-z]+)*") ? code.replace('-', ' ') : Quoted.of(code));
    }
}
