package arbiter.suite.steps;

import arbiter.suite.Scenario;
import arbiter.suite.TurnSentence;
import io.cucumber.datatable.DataTable;
import io.cucumber.java.After;
import io.cucumber.java.en.Given;
import io.cucumber.java.en.Then;
import io.cucumber.java.en.When;

/**
 * The sentences of the scenario language (docs/scenario-language.md), each handed to
 * {@link Scenario}, which speaks to the implementation under test only through the adapter
 * interface.
 */
public class SpecificationSteps {

    private final Scenario scenario = new Scenario();

    /**
     * Every check of the scenario has run: report all that did not match at once. Citations are
     * judged only for a scenario whose steps all ran (not one stopped as not applicable or skipped).
     */
    @After
    public void verify(io.cucumber.java.Scenario running) {
        scenario.verify(running.getStatus() == io.cucumber.java.Status.PASSED ? running.getSourceTagNames() : null);
    }

    @Given("the ruleset {string}")
    public void theRuleset(String ruleset) {
        scenario.ruleset(ruleset);
    }

    @Given("the start position")
    public void theStartPosition() {
        scenario.startPosition();
    }

    @Given("the board")
    public void theBoard(String diagram) {
        scenario.board(diagram);
    }

    @Given("the position {string}")
    public void thePosition(String fen) {
        scenario.position(fen);
    }

    /**
     * Every turn sentence, read by {@link TurnSentence} (the rulebook reads them there too): "White
     * plays Ra1-a4 and Black plays Nb6-a4", "... first, then Black plays ...", "... at the same
     * instant", "White plays e2-e4 and Black does not move", "White plays e2-e4, then e4-e5",
     * "neither player moves".
     */
    @When("^((?:White|Black) plays .*|neither player moves)$")
    public void aTurn(String sentence) {
        scenario.play(sentence);
    }

    @When("the game is played")
    public void theGameIsPlayed(String game) {
        scenario.playGame(game);
    }

    @Then("the board is")
    public void theBoardIs(String diagram) {
        scenario.expectBoard(diagram);
    }

    @Then("the position is {string}")
    public void thePositionIs(String fen) {
        scenario.expectPosition(fen);
    }

    @Then("the position is refused")
    public void thePositionIsRefused() {
        scenario.expectRefused();
    }

    @Then("the events are")
    public void theEventsAre(DataTable table) {
        scenario.expectEvents(table.asMaps());
    }

    @Then("there are no events")
    public void thereAreNoEvents() {
        scenario.expectEvents(java.util.List.of());
    }

    @Then("the game goes on")
    public void theGameGoesOn() {
        scenario.expectOngoing();
    }

    @Then("^(White|Black) wins by (.+)$")
    public void wins(String side, String reason) {
        scenario.expectWin(side, reason);
    }

    @Then("^the game is drawn by (.+)$")
    public void drawn(String reason) {
        scenario.expectDraw(reason);
    }

    @Then("^both players lose by (.+)$")
    public void bothLose(String reason) {
        scenario.expectBothLose(reason);
    }

    @Then("^the turn is rejected because (White|Black)'s move (\\S+) is illegal(?: under (\\S+))?$")
    public void rejected(String side, String move, String clause) {
        scenario.expectRejected(side, move, clause);
    }

    @Then("^the turn is decided by (.+)$")
    public void decidedBy(String clauses) {
        scenario.expectDecidedBy(clauses);
    }

    @Then("^(White|Black) may play (\\S+)$")
    public void mayPlay(String side, String move) {
        scenario.expectMayPlay(side, move, true);
    }

    @Then("^(White|Black) may not play (\\S+)$")
    public void mayNotPlay(String side, String move) {
        scenario.expectMayPlay(side, move, false);
    }

    @Then("^(White|Black)'s legal moves are (.+)$")
    public void legalMovesAre(String side, String moves) {
        scenario.expectLegalMoves(side, moves);
    }

    @Then("^(White|Black) has (\\d+) legal moves?$")
    public void hasLegalMoves(String side, int count) {
        scenario.expectLegalMoveCount(side, count);
    }

    /** "the joint perft to depth 2 is 11,440 joint turns and 721 distinct positions" (counts may group thousands with commas). */
    @Then("^the joint perft to depth (\\d+) is ([\\d,]+) joint turns? and ([\\d,]+) distinct positions?$")
    public void jointPerft(int depth, String jointTurns, String distinctPositions) {
        scenario.expectJointPerft(depth, count(jointTurns), count(distinctPositions));
    }

    private static long count(String digits) {
        return Long.parseLong(digits.replace(",", ""));
    }

    @Then("^(White|Black) has no legal move$")
    public void hasNoLegalMove(String side) {
        scenario.expectLegalMoveCount(side, 0);
    }

}
