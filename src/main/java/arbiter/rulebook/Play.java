package arbiter.rulebook;

import java.util.List;

/**
 * What an example shows: a position, the turns played from it (none for a question of legality,
 * one for most examples, several for a game), and the statements about legal moves it makes.
 *
 * @param ruleset       the ruleset it is played under
 * @param start         the position it starts from, as FEN
 * @param startPosition true when that is the ruleset's start position
 * @param turns         the turns played, in order
 * @param game          true for a whole game written as a game record ({@code When the game is played})
 * @param checks        the statements about legal moves, judged on the position after the last turn
 *                      (or the start when no turn is played)
 * @param probes        the single moves those statements allow or forbid ("White may not play Rh1-h5")
 */
public record Play(String ruleset, String start, boolean startPosition, List<PlayedTurn> turns, boolean game,
        List<Phrase> checks, List<Probe> probes) {

    public Play {
        turns = List.copyOf(turns);
        checks = List.copyOf(checks);
        probes = List.copyOf(probes);
    }

    /**
     * A single move an example says may or may not be played.
     *
     * @param side       whose move
     * @param written    the move as written
     * @param coordinate the move in coordinate form
     * @param allowed    true for "may play", false for "may not play"
     */
    public record Probe(arbiter.board.Color side, String written, String coordinate, boolean allowed) {
    }

    /** The three ways an example is drawn. */
    public enum Kind {
        /** A position and what may be played in it. */
        LEGALITY,
        /** One turn: the board before with its moves, the board after. */
        TURN,
        /** Several turns: a game record with a board after each turn. */
        GAME
    }

    public Kind kind() {
        if (turns.isEmpty()) {
            return Kind.LEGALITY;
        }
        return game || turns.size() > 1 ? Kind.GAME : Kind.TURN;
    }

    /** The position the checks are judged on: after the last turn carried out, else the start. */
    public String current() {
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (!turns.get(i).rejected()) {
                return turns.get(i).after();
            }
        }
        return start;
    }

    /**
     * The name of a turn in captions: its number, and the player who moved when another turn of
     * the example shares the number (a two-move game gives White's and Black's halves one number):
     * "3", "1, White".
     */
    public String label(PlayedTurn turn) {
        boolean shared = turns.stream().filter(t -> t.number() == turn.number()).count() > 1;
        if (!shared || turn.bothMove()) {
            return String.valueOf(turn.number());
        }
        return turn.number() + ", " + (turn.white().isEmpty() ? "Black" : "White");
    }

    /**
     * The rows of a game record: a turn alone, or White's and Black's turns of one number together
     * when each moves alone (a game of two moves a turn, whose line holds both players' moves).
     */
    public List<List<PlayedTurn>> rows() {
        List<List<PlayedTurn>> out = new java.util.ArrayList<>();
        for (int i = 0; i < turns.size(); i++) {
            PlayedTurn t = turns.get(i);
            PlayedTurn next = i + 1 < turns.size() ? turns.get(i + 1) : null;
            boolean halves = next != null && next.number() == t.number() && t.black().isEmpty() && next.white().isEmpty();
            out.add(halves ? List.of(t, turns.get(++i)) : List.of(t));
        }
        return out;
    }

    /** The position a reader replays the example from in the page: before its last turn, else the one it asks about. */
    public String replayFrom() {
        PlayedTurn last = lastTurn();
        return last == null ? current() : last.before();
    }

    /** A player's moves of that turn as written, separated by commas; "" for none. */
    public String replayMoves(arbiter.board.Color side) {
        PlayedTurn last = lastTurn();
        return last == null ? "" : String.join(",", last.movesOf(side));
    }

    /** Who registered first in that turn: white, black, none, or "" when the example leaves it open. */
    public String replayFirst() {
        PlayedTurn last = lastTurn();
        return last == null || last.orderWord() == null ? "" : last.orderWord();
    }

    /** The last turn, or null. */
    public PlayedTurn lastTurn() {
        return turns.isEmpty() ? null : turns.get(turns.size() - 1);
    }
}
