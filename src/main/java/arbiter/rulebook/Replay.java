package arbiter.rulebook;

import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.GameNotation;
import arbiter.board.Move;
import arbiter.board.MoveNotation;
import arbiter.board.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Plays a scenario's steps again through the reference, to draw it: the position it starts from,
 * every turn (re-resolved for the position after and its events), and its statements about legal
 * moves. Expectations are not checked here: the suite run did that, and the book prints only
 * scenarios that passed.
 */
final class Replay {

    private static final Pattern RULESET = Pattern.compile("^the ruleset \"(.+)\"$");
    private static final Pattern POSITION = Pattern.compile("^the position \"(.+)\"$");
    private static final Pattern BOTH = Pattern.compile("^(White|Black) plays (\\S+) and (White|Black) plays (\\S+)$");
    private static final Pattern ORDERED = Pattern.compile("^(White|Black) plays (\\S+) first, then (White|Black) plays (\\S+)$");

    private final Implementation reference;

    Replay(Implementation reference) {
        this.reference = reference;
    }

    Play play(SpecScenario scenario) {
        String ruleset = null;
        String fen = null;
        boolean fromStart = false;
        boolean game = false;
        List<PlayedTurn> turns = new ArrayList<>();
        List<Phrase> checks = new ArrayList<>();
        List<Play.Probe> probes = new ArrayList<>();
        for (SpecStep step : scenario.steps()) {
            String t = step.text().strip();
            Matcher m;
            if ((m = RULESET.matcher(t)).matches()) {
                ruleset = m.group(1);
            } else if (t.equals("the start position")) {
                fen = reference.startPosition(ruleset);
                fromStart = true;
            } else if (t.equals("the board")) {
                fen = Fen.format(Diagram.parse(step.docString()));
            } else if ((m = POSITION.matcher(t)).matches()) {
                fen = Fen.format(Fen.parse(m.group(1)));
            } else if ((m = BOTH.matcher(t)).matches() || (m = ORDERED.matcher(t)).matches()) {
                boolean ordered = m.pattern() == ORDERED;
                boolean whiteFirst = m.group(1).equals("White");
                String white = whiteFirst ? m.group(2) : m.group(4);
                String black = whiteFirst ? m.group(4) : m.group(2);
                Color first = ordered ? (whiteFirst ? Color.WHITE : Color.BLACK) : null;
                PlayedTurn turn = turn(ruleset, current(fen, turns), turns.size() + 1, white, black, first);
                turns.add(turn);
            } else if (t.equals("the game is played")) {
                game = true;
                for (GameNotation.Turn g : GameNotation.parse(step.docString())) {
                    turns.add(turn(ruleset, current(fen, turns), g.number(), g.plan().white().get(0), g.plan().black().get(0),
                            g.plan().first()));
                }
            } else {
                Phrase check = Checks.of(t, turns.isEmpty() ? "" : game ? "after the game, " : "after the turn, ");
                if (check != null) {
                    checks.add(check);
                }
                String[] may = Checks.mayMove(t);
                if (may != null) {
                    Color side = may[0].equals("White") ? Color.WHITE : Color.BLACK;
                    Move move = MoveNotation.parse(may[1], Fen.parse(current(fen, turns)), side);
                    probes.add(new Play.Probe(side, may[1], move.coordinate(), may[2].equals("yes")));
                }
            }
        }
        if (ruleset == null || fen == null) {
            throw new IllegalStateException((scenario.id() == null ? scenario.name() : scenario.id())
                    + ": the scenario names no ruleset or no position, so there is nothing to draw");
        }
        return new Play(ruleset, fen, fromStart, turns, game, checks, probes);
    }

    private static String current(String start, List<PlayedTurn> turns) {
        for (int i = turns.size() - 1; i >= 0; i--) {
            if (!turns.get(i).rejected()) {
                return turns.get(i).after();
            }
        }
        return start;
    }

    private PlayedTurn turn(String ruleset, String fen, int number, String white, String black, Color first) {
        Position before = Fen.parse(fen);
        Move w = MoveNotation.parse(white, before, Color.WHITE);
        Move b = MoveNotation.parse(black, before, Color.BLACK);
        TurnResult result = reference.resolve(new Turn(ruleset, fen, w.coordinate(), b.coordinate(),
                first == Color.BLACK ? Side.BLACK : Side.WHITE));
        boolean orderDecides = first != null && !result.equals(reference.resolve(new Turn(ruleset, fen, w.coordinate(), b.coordinate(),
                first == Color.BLACK ? Side.WHITE : Side.BLACK)));
        String after = result instanceof TurnResult.Resolved r ? r.position() : null;
        return new PlayedTurn(number, white, black, first, fen, w.coordinate(), b.coordinate(), after,
                Sentences.of(before, result, orderDecides ? first : null, first, white, black));
    }
}
