package arbiter.suite.steps;

import arbiter.suite.Scenario;
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

    /** Every check of the scenario has run: report all that did not match at once. */
    @After
    public void verify() {
        scenario.verify();
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

    @When("^(White|Black) plays (\\S+) and (White|Black) plays (\\S+)$")
    public void bothPlay(String side1, String move1, String side2, String move2) {
        scenario.play(side1, move1, side2, move2, false);
    }

    @When("^(White|Black) plays (\\S+) first, then (White|Black) plays (\\S+)$")
    public void bothPlayInOrder(String side1, String move1, String side2, String move2) {
        scenario.play(side1, move1, side2, move2, true);
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

    @Then("^the turn is rejected because (White|Black)'s move (\\S+) is illegal$")
    public void rejected(String side, String move) {
        scenario.expectRejected(side, move);
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

    @Then("^(White|Black) has no legal move$")
    public void hasNoLegalMove(String side) {
        scenario.expectLegalMoveCount(side, 0);
    }

}
