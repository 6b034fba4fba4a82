package arbiter.suite;

import arbiter.api.Outcome;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.board.Color;
import arbiter.board.Diagram;
import arbiter.board.Fen;
import arbiter.board.GameNotation;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.board.Quoted;
import arbiter.board.TurnPlan;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.opentest4j.TestAbortedException;

/**
 * One running scenario: the ruleset, the position before the turn, the turn, and the checks of
 * what the implementation under test answers. It knows the implementation only through the
 * adapter interface.
 */
public final class Scenario {

    private final Probe probe = new Probe(Target.implementation());
    private final List<String> mismatches = new ArrayList<>();
    private final ScenarioRecord record = ScenarioRecord.current();
    private String ruleset;
    private Position before;
    private TurnUnderTest turn;
    private final List<String> history = new ArrayList<>();
    private final List<TurnUnderTest> played = new ArrayList<>();
    private JointPerftCheck perft;
    private boolean startGiven;
    private TurnPlan written;

    public void ruleset(String id) {
        StepTracker.ruleset(id);
        if (!probe.supports(id)) {
            throw new TestAbortedException("not applicable: " + probe.name() + " does not implement the ruleset " + id);
        }
        ruleset = id;
    }

    public void startPosition() {
        before = probe.startPosition(requireRuleset());
        startGiven = true;
    }

    public void board(String diagram) {
        before = ScenarioInput.sound(ScenarioInput.parseDiagram(diagram));
        startGiven = false;
    }

    public void position(String fen) {
        before = ScenarioInput.sound(ScenarioInput.parseFen(fen));
        startGiven = false;
    }

    /**
     * Reads the scenario's moves where they are played. In the implementation's start position, a
     * move that cannot be read there says that this start is not the one the scenario needs (a
     * failure of the implementation), not that the scenario is broken.
     */
    private <T> T read(StepTracker.Location where, Supplier<T> moves) {
        try {
            return moves.get();
        } catch (ScenarioError e) {
            if (!startGiven || turn != null) {
                throw e;
            }
            String prefix = where + ": ";
            String why = e.getMessage().startsWith(prefix) ? e.getMessage().substring(prefix.length()) : e.getMessage();
            throw new AssertionError(probe.name() + "'s start position of " + ruleset + " is not the one this scenario needs: it"
                    + " gives " + Fen.format(before) + ", where " + why);
        }
    }

    /**
     * Plays the turn a sentence says ({@link TurnSentence}: "White plays Ra1-a4 and Black plays
     * Nb6-a4", ...) from the current position.
     */
    public void play(String sentence) {
        StepTracker.Location where = StepTracker.current();
        TurnPlan plan;
        try {
            plan = TurnSentence.parse(sentence).orElseThrow(() -> new ScenarioError(where, Quoted.of(sentence)
                    + " is not a turn; the turn sentences are listed in docs/scenario-language.md, \"Turns\""));
        } catch (IllegalArgumentException e) {
            throw new ScenarioError(where, e.getMessage());
        }
        play(plan, where);
    }

    /** Plays a turn from the current position: the given one, or the one after the previous turn. */
    public void play(TurnPlan plan) {
        play(plan, StepTracker.current());
    }

    private void play(TurnPlan plan, StepTracker.Location where) {
        boolean orderKept = orderKept(plan, where);
        Position p = current();
        List<String> white = read(where, () -> ScenarioInput.coordinates(p, Color.WHITE, plan.white(), where));
        List<String> black = read(where, () -> ScenarioInput.coordinates(p, Color.BLACK, plan.black(), where));
        String fen = Fen.format(p);
        TurnUnderTest next = new TurnUnderTest(probe, new Turn(requireRuleset(), fen, white, black, null, history), plan.order(),
                orderKept);
        if (probe.apiVersion() == 1) {
            Version1.cannotSay(probe.sent(next.turn())).ifPresent(reason -> {
                throw notApplicable(Version1.turnNotApplicable(probe.name(), reason));
            });
            Version1.cannotExpect(StepTracker.stepsAfterCurrent()).ifPresent(reason -> {
                throw notApplicable(Version1.answerNotApplicable(probe.name(), reason));
            });
        }
        turn = next;
        written = plan;
        played.add(next);
        history.add(fen);
        record.turn = next.detail();
        record.actualPosition = null;
        record.actualRejection = null;
    }

    /**
     * Whether the turn's registration order counts: in a ruleset that keeps one; not in one that
     * keeps none (its catalogue says so), where the turn is asked once without {@code first}, as the
     * protocol says, and a sentence that gives an order is an error of the scenario.
     */
    private boolean orderKept(TurnPlan plan, StepTracker.Location where) {
        String id = requireRuleset();
        if (StepTracker.catalogue().keepsRegistrationOrder(id)) {
            return true;
        }
        if (plan.order() == TurnPlan.Order.WHITE_FIRST || plan.order() == TurnPlan.Order.BLACK_FIRST) {
            throw new ScenarioError(where, id + " keeps no registration order (its catalogue, features/clauses.md, says so),"
                    + " so no player registers first: write \"When White plays ... and Black plays ...\"");
        }
        return false;
    }

    /**
     * Plays a whole game, turn after turn, from the current position (see {@link GameNotation});
     * each turn carries the positions before the turns played before it.
     */
    public void playGame(String text) {
        List<GameNotation.Turn> turns;
        StepTracker.Location step = StepTracker.current();
        try {
            turns = GameNotation.parse(text);
        } catch (NotationException e) {
            throw new ScenarioError(new StepTracker.Location(step.file(), step.line() + 1 + e.line()), e.getMessage());
        }
        for (GameNotation.Turn t : turns) {
            StepTracker.Location line = new StepTracker.Location(step.file(), step.line() + 1 + t.line());
            play(t.plan(), line);
            if (answer() instanceof TurnResult.Rejected rejected) {
                fail("turn " + t.number() + " of the game (line " + line.line() + ") was rejected by " + probe.name() + ": "
                        + turn.answer(rejected));
            }
        }
    }

    /** The board after the turn: see {@link BoardDifference.Compared} for what is compared. */
    public void expectBoard(String diagram) {
        Diagram.Read read = ScenarioInput.readDiagram(diagram);
        Position expected = read.position();
        BoardDifference.Compared compared = read.sideToMoveGiven() ? BoardDifference.Compared.BOARD_AND_SIDE_TO_MOVE
                : BoardDifference.Compared.BOARD;
        record.expectedPosition = Fen.format(expected);
        record.boardOnly = true;
        Position actual = probe.readPosition(resolved().position(), "position after the turn");
        if (!compared.same(expected, actual)) {
            mismatch("the board after the turn differs\n" + BoardDifference.describe(expected, actual, compared));
        }
    }

    public void expectPosition(String fen) {
        Position expected = ScenarioInput.parseFen(fen);
        record.expectedPosition = Fen.format(expected);
        record.boardOnly = false;
        Position actual = probe.readPosition(resolved().position(), "position after the turn");
        if (!BoardDifference.Compared.WHOLE.same(expected, actual)) {
            mismatch("the position after the turn differs\n  expected " + Fen.format(expected) + "\n  actual   "
                    + Fen.format(actual) + "\n" + BoardDifference.describe(expected, actual, BoardDifference.Compared.WHOLE));
        }
    }

    public void expectEvents(List<Map<String, String>> rows) {
        StepTracker.Location where = StepTracker.current();
        List<String> expected = new ArrayList<>();
        for (Map<String, String> row : rows) {
            if (row.values().stream().allMatch(cell -> cell == null || cell.isBlank())) {
                continue;
            }
            expected.add(ExpectedEvent.parse(row, where).toString());
        }
        record.expectedEvents = sorted(expected);
        List<String> actual = ExpectedEvent.of(resolved());
        if (!sorted(expected).equals(sorted(actual))) {
            List<String> missing = minus(expected, actual);
            List<String> extra = minus(actual, expected);
            mismatch("the events differ\n  expected: " + sorted(expected) + "\n  actual:   " + sorted(actual)
                    + (missing.isEmpty() ? "" : "\n  missing:  " + missing)
                    + (extra.isEmpty() ? "" : "\n  unexpected: " + extra));
        }
    }

    public void expectOngoing() {
        expectOutcome(Outcome.ONGOING);
    }

    public void expectWin(String side, String reason) {
        expectOutcome(Outcome.win(side(color(side)), reasonCode(reason)));
    }

    public void expectDraw(String reason) {
        expectOutcome(Outcome.draw(reasonCode(reason)));
    }

    public void expectBothLose(String reason) {
        expectOutcome(Outcome.bothLose(reasonCode(reason)));
    }

    /**
     * The turn is rejected for {@code side}'s {@code move}, under {@code clause} when the scenario
     * names the clause that refuses it (null when it does not). An implementation whose rejection
     * names clauses must name that one, or a finer or coarser id of it, when citations are checked
     * ({@link Citations}).
     */
    public void expectRejected(String side, String move, String clause) {
        if (clause != null) {
            requireClause(clause);
        }
        record.expectedRejection = side + "'s move " + move + " is illegal" + (clause == null ? "" : " under " + clause);
        TurnResult result = answer();
        if (!(result instanceof TurnResult.Rejected rejected)) {
            mismatch("expected the turn to be rejected because " + record.expectedRejection + ", but "
                    + probe.name() + " resolved it: " + turn.answer(result));
            return;
        }
        if (rejected.side() != side(color(side))) {
            mismatch("expected " + side + "'s move " + move + " to be rejected, but " + probe.name() + " found "
                    + turn.answer(rejected));
        } else if (expectedCoordinate(side, move) != null && !expectedCoordinate(side, move).equals(rejected.move())) {
            mismatch("expected " + side + "'s move " + move + " (" + expectedCoordinate(side, move) + ") to be rejected, but "
                    + probe.name() + " found " + turn.answer(rejected));
        } else if (!turn.turn().movesOf(rejected.side()).contains(rejected.move())) {
            mismatch(probe.name() + " rejects " + side + "'s move as " + Quoted.of(rejected.move()) + ", which " + side
                    + " did not register (registered: " + String.join(", ", turn.turn().movesOf(rejected.side())) + ")");
        }
        if (rejected.reason() == null || rejected.reason().isBlank()) {
            mismatch(probe.name() + " rejects the turn without saying why (the reason is empty)");
        }
        String misrefused = clause == null || !Citations.checked(ruleset) ? null : Citations.misrefused(clause, rejected, probe.name());
        if (misrefused != null) {
            mismatch(misrefused);
        }
    }

    /**
     * The turn is resolved and decided by exactly the {@code clauses} listed ("xymyx.R2 and
     * xymyx.R1"): when citations are checked ({@link Citations}), its trace and its events cite each
     * of them and nothing else.
     */
    public void expectDecidedBy(String clauses) {
        List<String> stated = List.of(clauses.strip().split("\\s*,\\s*|\\s+and\\s+"));
        stated.forEach(this::requireClause);
        TurnResult.Resolved resolved = resolved();
        String wrong = Citations.checked(ruleset) ? Citations.notExactly(stated, resolved, probe.name()) : null;
        if (wrong != null) {
            mismatch(StepTracker.current() + ": " + wrong);
        }
    }

    /** A clause the scenario states is one of the ruleset played, in the catalogue when it lists that ruleset's clauses. */
    private void requireClause(String clause) {
        String id = requireRuleset();
        ClauseCatalogue catalogue = StepTracker.catalogue();
        boolean listed = catalogue.idsOf(id).isEmpty() || catalogue.clauseOf(clause) != null;
        if (!clause.startsWith(id + ".") || !listed) {
            throw new ScenarioError(StepTracker.current(), Quoted.of(clause) + " is not a clause of " + id + " in the clause catalogue"
                    + " (features/clauses.md); a rejection, or the list of clauses that decide a turn, names clauses of the ruleset played, such as "
                    + (catalogue.idsOf(id).isEmpty() ? id + ".R1" : catalogue.idsOf(id).get(0)));
        }
    }

    /**
     * The coordinate form of a move the turn played as the scenario writes it in its rejection, or
     * null when the rejection writes it otherwise than the turn did (then it is not compared).
     */
    private String expectedCoordinate(String side, String move) {
        int i = written == null ? -1 : written.movesOf(color(side)).indexOf(move);
        return i < 0 ? null : turn.turn().movesOf(side(color(side))).get(i);
    }

    /**
     * The position the scenario gave is one the ruleset never has (state it does not keep, a field
     * its games never write): asked for White's legal moves in it, the implementation must refuse
     * the request as invalid input rather than answer.
     */
    public void expectRefused() {
        if (turn != null) {
            throw new ScenarioError(StepTracker.current(), "\"the position is refused\" is about the position the scenario"
                    + " gives, so it comes before any turn is played");
        }
        String fen = Fen.format(requireBefore());
        if (probe.apiVersion() == 1) {
            Version1.cannotCarry(fen).ifPresent(field -> {
                throw notApplicable(Version1.turnNotApplicable(probe.name(), "a position with " + field));
            });
        }
        record.expectedRejection = "the position " + fen + " is refused";
        probe.refusal(requireRuleset(), fen).ifPresentOrElse(
                words -> record.actualRejection = "the position is refused: " + words,
                () -> mismatch("expected " + probe.name() + " to refuse the position " + fen + " as invalid input, but it"
                        + " answered for it (it listed White's legal moves)"));
    }

    public void expectMayPlay(String side, String move, boolean may) {
        Color c = color(side);
        String coordinate = read(StepTracker.current(), () -> ScenarioInput.coordinate(current(), c, move));
        boolean legal = legalMoves(c).contains(coordinate);
        if (legal != may) {
            mismatch(side + (may ? " may play " : " may not play ") + move + " (" + coordinate + "), but "
                    + probe.name() + (legal ? " lists it as legal" : " does not list it") + "; its legal moves: "
                    + TurnWords.moves(new TreeSet<>(legalMoves(c)), current()));
        }
    }

    public void expectLegalMoves(String side, String moves) {
        Color c = color(side);
        List<String> expected = new ArrayList<>();
        for (String move : moves.split("\\s*,\\s*|\\s+and\\s+")) {
            expected.add(read(StepTracker.current(), () -> ScenarioInput.coordinate(current(), c, move)));
        }
        List<String> actual = legalMoves(c);
        if (!new TreeSet<>(expected).equals(new TreeSet<>(actual)) || actual.size() != new TreeSet<>(actual).size()) {
            Position p = current();
            mismatch(side + "'s legal moves differ\n  expected: " + TurnWords.moves(new TreeSet<>(expected), p)
                    + "\n  actual:   " + TurnWords.moves(actual, p) + "\n  missing:  " + TurnWords.moves(minus(expected, actual), p)
                    + "\n  unexpected: " + TurnWords.moves(minus(actual, expected), p));
        }
    }

    public void expectLegalMoveCount(String side, int count) {
        List<String> actual = legalMoves(color(side));
        if (actual.size() != count) {
            mismatch(side + " should have " + count + " legal moves, but " + probe.name() + " lists " + actual.size()
                    + ": " + TurnWords.moves(actual, current()));
        }
    }

    /**
     * The joint perft from the current position ({@link arbiter.perft.JointPerft}): the joint turns
     * and distinct positions after {@code depth} of them.
     */
    public void expectJointPerft(int depth, long jointTurns, long distinctPositions) {
        if (depth < 1) {
            throw new ScenarioError(StepTracker.current(), "a joint perft counts to a depth of 1 or more, not " + depth);
        }
        if (perft == null) {
            if (probe.apiVersion() == 1) {
                JointPerftCheck.beyondVersion1(requireRuleset()).ifPresent(reason -> {
                    throw notApplicable(Version1.turnNotApplicable(probe.name(), reason));
                });
            }
            if (DeepPerft.leftOut(StepTracker.tags())) {
                throw new TestAbortedException(DeepPerft.REASON);
            }
            perft = new JointPerftCheck(probe, requireRuleset(), Fen.format(current()));
        }
        perft.expect(depth, jointTurns, distinctPositions).ifPresent(this::mismatch);
    }

    private List<String> legalMoves(Color c) {
        return probe.legalMoves(requireRuleset(), current(), side(c));
    }

    /**
     * The position the next question is about: after the last turn played, once one was, else the
     * given one. So a scenario may play several turns in a row, and ask what is legal after them.
     */
    private Position current() {
        if (turn == null) {
            return requireBefore();
        }
        return probe.readPosition(resolved().position(), "position after the turn");
    }

    private void expectOutcome(Outcome expected) {
        if ("repetition".equals(expected.reason()) && probe.apiVersion() == 1) {
            throw notApplicable(Version1.repetitionNotApplicable(probe.name()));
        }
        record.expectedOutcome = describe(expected);
        Outcome actual = resolved().outcome();
        if (!expected.equals(actual)) {
            mismatch("expected " + describe(expected) + ", but " + probe.name() + " says " + describe(actual));
        }
    }

    private static String describe(Outcome o) {
        return TurnWords.outcome(o);
    }

    private static String reasonCode(String words) {
        return ReasonWords.code(words).orElseThrow(() -> new ScenarioError(StepTracker.current(), Quoted.of(words)
                + " is not a reason an outcome gives; use " + String.join(", ", ReasonWords.all())));
    }

    /** The answer to the current turn, recorded for the report. */
    private TurnResult answer() {
        TurnResult result = requireTurn().result();
        if (record.actualPosition == null && record.actualRejection == null) {
            if (result instanceof TurnResult.Resolved r) {
                record.actualPosition = r.position();
                record.actualEvents = sorted(ExpectedEvent.of(r));
                record.actualOutcome = describe(r.outcome());
            } else if (result instanceof TurnResult.Rejected r) {
                record.actualRejection = turn.rejection(r) + ": " + r.reason();
            }
        }
        return result;
    }

    /**
     * Fails the scenario with everything that did not match, once all its steps have run; when
     * {@link Citations#checked(String)}, that includes the clauses of {@code tags} its answers fail to cite.
     *
     * @param tags the scenario's tags, or null when its citations are not to be judged (it did not run to its end)
     */
    public void verify(Collection<String> tags) {
        if (tags != null && mismatches.isEmpty() && ruleset != null && Citations.checked(ruleset)) {
            List<TurnResult> answers = played.stream().map(TurnUnderTest::answered).filter(a -> a != null).toList();
            String missing = Citations.missing(Citations.heldTo(ruleset, tags), answers, probe.name());
            if (missing != null) {
                mismatch(missing);
            }
        }
        if (tags != null && mismatches.isEmpty() && MovedEvents.checked(probe.name())) {
            for (TurnUnderTest t : played) {
                if (t.answered() instanceof TurnResult.Resolved r) {
                    MovedEvents.wrong(t.turn(), r).forEach(w -> mismatch(probe.name() + "'s moved events do not tell the turn: " + w));
                }
            }
        }
        if (!mismatches.isEmpty()) {
            throw new AssertionError(String.join("\n\n", mismatches));
        }
    }

    /** Stops the scenario as not applicable; what it found so far does not count against the implementation. */
    private TestAbortedException notApplicable(TestAbortedException reason) {
        mismatches.clear();
        return reason;
    }

    private void mismatch(String message) {
        mismatches.add(message);
    }

    private TurnResult.Resolved resolved() {
        TurnResult result = answer();
        if (result instanceof TurnResult.Rejected rejected) {
            fail(probe.name() + " rejected the turn " + turn.describe() + ": " + turn.answer(rejected));
        }
        return (TurnResult.Resolved) result;
    }

    private String requireRuleset() {
        if (ruleset == null) {
            throw new ScenarioError(StepTracker.current(), "no ruleset yet: start with Given the ruleset \"" + arbiter.game.Games.ids().get(0) + "\"");
        }
        return ruleset;
    }

    private Position requireBefore() {
        if (before == null) {
            throw new ScenarioError(StepTracker.current(), "no position yet: give one with Given the board, the position or the start position");
        }
        return before;
    }

    private TurnUnderTest requireTurn() {
        if (turn == null) {
            throw new ScenarioError(StepTracker.current(), "no turn yet: play one with When White plays ... and Black plays ...");
        }
        return turn;
    }

    private static Color color(String side) {
        return side.equals("White") ? Color.WHITE : Color.BLACK;
    }

    private static Side side(Color color) {
        return Side.valueOf(color.name());
    }

    private static List<String> sorted(Collection<String> items) {
        return items.stream().sorted(Comparator.naturalOrder()).toList();
    }

    private static List<String> minus(List<String> a, List<String> b) {
        List<String> rest = new ArrayList<>(a);
        b.forEach(rest::remove);
        return rest;
    }

    private static void fail(String message) {
        throw new AssertionError(message);
    }

}
