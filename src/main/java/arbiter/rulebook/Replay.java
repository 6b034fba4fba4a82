package arbiter.rulebook;

import arbiter.api.Event;
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
import arbiter.board.TurnPlan;
import arbiter.rulebook.spec.Checks;
import arbiter.rulebook.spec.SpecScenario;
import arbiter.rulebook.spec.SpecStep;
import arbiter.rulebook.story.Sentences;
import arbiter.suite.TurnSentence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
            Optional<TurnPlan> plan;
            if ((m = RULESET.matcher(t)).matches()) {
                ruleset = m.group(1);
            } else if (t.equals("the start position")) {
                fen = reference.startPosition(ruleset);
                fromStart = true;
            } else if (t.equals("the board")) {
                fen = Fen.format(Diagram.parse(step.docString()));
            } else if ((m = POSITION.matcher(t)).matches()) {
                fen = Fen.format(Fen.parse(m.group(1)));
            } else if ((plan = TurnSentence.parse(t)).isPresent()) {
                turns.add(turn(ruleset, fen, turns, turns.size() + 1, plan.get()));
            } else if (t.equals("the game is played")) {
                game = true;
                for (GameNotation.Turn g : GameNotation.parse(step.docString())) {
                    turns.add(turn(ruleset, fen, turns, g.number(), g.plan()));
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

    /**
     * Plays a turn from the position the turns so far left, with the positions before each of them
     * (those carried out) as the game's history. A turn whose order is open is settled White first;
     * one whose order is given is settled the other way too, to say whether the order decided it.
     */
    private PlayedTurn turn(String ruleset, String start, List<PlayedTurn> earlier, int number, TurnPlan plan) {
        String fen = current(start, earlier);
        List<String> history = earlier.stream().filter(t -> !t.rejected()).map(PlayedTurn::before).toList();
        Position before = Fen.parse(fen);
        List<String> white = MoveNotation.coordinates(plan.white(), before, Color.WHITE);
        List<String> black = MoveNotation.coordinates(plan.black(), before, Color.BLACK);
        Color first = plan.first();
        Side registered = plan.order() == TurnPlan.Order.NONE ? null : first == Color.BLACK ? Side.BLACK : Side.WHITE;
        TurnResult result = reference.resolve(new Turn(ruleset, fen, white, black, registered, history));
        boolean orderDecides = first != null && !result.equals(reference.resolve(new Turn(ruleset, fen, white, black,
                first == Color.BLACK ? Side.WHITE : Side.BLACK, history)));
        String after = result instanceof TurnResult.Resolved r ? r.position() : null;
        List<Event> events = result instanceof TurnResult.Resolved r ? r.events() : List.of();
        PlayedTurn turn = new PlayedTurn(number, plan.white(), plan.black(), plan.order(), fen, white, black, after, List.of(), events);
        return turn.withSentence(Sentences.of(before, result, orderDecides ? first : null, turn, GameBooks.of(ruleset).telling()));
    }
}
