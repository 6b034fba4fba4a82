package arbiter.suite;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.PieceKind;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class CitationsTest {

    private static TurnResult resolved(List<String> trace, String... eventClauses) {
        Event captured = new Event(EventKind.CAPTURED, Side.BLACK, PieceKind.KNIGHT, "e5", null, List.of(eventClauses));
        return new TurnResult.Resolved("8/8/8/8/8/8/8/8 w - - 0 1", List.of(captured), Outcome.ONGOING, trace);
    }

    @Test
    void aClauseCitedInTheTraceOrAnEventIsCited() {
        List<String> tags = List.of("@xymyx.R2", "@id:xymyx-r2-001", "@ruling");
        assertThat(Citations.missing(tags, List.of(resolved(List.of("xymyx.R1", "xymyx.R2"))), "impl")).isNull();
        assertThat(Citations.missing(tags, List.of(resolved(List.of("xymyx.R1"), "xymyx.R2")), "impl")).isNull();
    }

    @Test
    void aSubClauseTagIsCitedByItsClauseAndTheOtherWayRound() {
        assertThat(Citations.missing(List.of("@xymyx.R2.equal"), List.of(resolved(List.of("xymyx.R2"))), "impl")).isNull();
        assertThat(Citations.missing(List.of("@xymyx.R2"), List.of(resolved(List.of("xymyx.R2.equal"))), "impl")).isNull();
        assertThat(Citations.missing(List.of("@xymyx.R2"), List.of(resolved(List.of("xymyx.R22"))), "impl")).isNotNull();
    }

    @Test
    void aMissingClauseIsNamedWithWhatWasCited() {
        String message = Citations.missing(List.of("@xymyx.R2", "@xymyx.R4", "@id:xymyx-r2-003"),
                List.of(resolved(List.of("xymyx.R1")), resolved(List.of(), "xymyx.R2")), "impl");
        assertThat(message).startsWith("impl explains the turn by xymyx.R1, xymyx.R2 but does not cite xymyx.R4,")
                .doesNotContain("id:");
    }

    @Test
    void anAnswerThatCitesNothingOrARejectionIsNotChecked() {
        assertThat(Citations.missing(List.of("@xymyx.R2"), List.of(resolved(List.of())), "impl")).isNull();
        assertThat(Citations.missing(List.of("@xymyx.R2"), List.of(new TurnResult.Rejected(Side.WHITE, "e2-e5", "no")), "impl")).isNull();
    }

    @Test
    void aScenarioWhoseClauseChangesNothingNeedNotBeCited() {
        assertThat(Citations.missing(List.of("@xymyx.C6", Citations.NOTHING_TO_CITE), List.of(resolved(List.of("xymyx.R1"))), "impl"))
                .isNull();
    }

    @Test
    void answersAreHeldToTheClausesOfTheirOwnRulesetButItsWorkedExamples() {
        List<String> tags = List.of("@contrast", "@id:simulchess-contrast-001", "@simulchess.EXAMPLES", "@simulchess.base-attack",
                "@xymyx.R1", "@xymyx-classic.R1", Citations.NOTHING_TO_CITE);
        assertThat(Citations.heldTo("simulchess", tags)).containsExactly("@contrast", "@id:simulchess-contrast-001",
                "@simulchess.base-attack", Citations.NOTHING_TO_CITE);
        assertThat(Citations.heldTo("xymyx", tags)).contains("@xymyx.R1").doesNotContain("@xymyx-classic.R1", "@simulchess.base-attack");
    }

    @Test
    void theCheckIsOnForEveryRulesetOrTheListedOnes() {
        String before = System.getProperty(Citations.PROPERTY);
        try {
            System.setProperty(Citations.PROPERTY, "check");
            assertThat(Citations.checked("zeitgeist")).isTrue();
            System.setProperty(Citations.PROPERTY, "xymyx,simulchess");
            assertThat(Citations.checked("simulchess")).isTrue();
            assertThat(Citations.checked("xymyx-classic")).isFalse();
            System.clearProperty(Citations.PROPERTY);
            assertThat(Citations.checked("xymyx")).isFalse();
        } finally {
            if (before != null) {
                System.setProperty(Citations.PROPERTY, before);
            }
        }
    }

    @Test
    void aTurnDecidedByExactlyTheStatedClausesPasses() {
        TurnResult.Resolved r = (TurnResult.Resolved) resolved(List.of("xymyx.R1", "xymyx.R2"), "xymyx.R2.equal");
        assertThat(Citations.notExactly(List.of("xymyx.R2", "xymyx.R1"), r, "impl")).isNull();
        assertThat(Citations.notExactly(List.of("xymyx.R1", "xymyx.R2.equal"), r, "impl")).isNull();
    }

    @Test
    void aClauseCitedBeyondTheStatedOnesIsNamed() {
        TurnResult.Resolved r = (TurnResult.Resolved) resolved(List.of("xymyx.R1"), "xymyx.C5");
        assertThat(Citations.notExactly(List.of("xymyx.R1"), r, "impl")).startsWith(
                "impl explains the turn by xymyx.R1, xymyx.C5, but the scenario says it is decided by xymyx.R1 and nothing else:"
                        + " it cites xymyx.C5, which did not decide it (");
    }

    @Test
    void aStatedClauseLeftUncitedIsNamedAndBothFaultsAreTold() {
        TurnResult.Resolved r = (TurnResult.Resolved) resolved(List.of("xymyx.R1", "xymyx.R4"));
        assertThat(Citations.notExactly(List.of("xymyx.R1", "xymyx.R2"), r, "impl")).contains(
                "it cites xymyx.R4, which did not decide it, and its trace does not cite xymyx.R2 (");
        assertThat(Citations.notExactly(List.of("xymyx.R1", "xymyx.R2"), (TurnResult.Resolved) resolved(List.of("xymyx.R1")), "impl"))
                .contains("nothing else: its trace does not cite xymyx.R2 (");
    }

    @Test
    void anAnswerCitingNothingIsNotHeldToTheStatedClauses() {
        assertThat(Citations.notExactly(List.of("xymyx.R1"), (TurnResult.Resolved) resolved(List.of()), "impl")).isNull();
    }

    @Test
    void aStatedClauseOnlyAnEventCitesIsMissingFromTheTrace() {
        TurnResult.Resolved r = (TurnResult.Resolved) resolved(List.of("xymyx.R1"), "xymyx.R2");
        assertThat(Citations.notExactly(List.of("xymyx.R1", "xymyx.R2"), r, "impl")).contains("its trace does not cite xymyx.R2 (");
        TurnResult.Resolved noTrace = (TurnResult.Resolved) resolved(List.of(), "xymyx.R2");
        assertThat(Citations.notExactly(List.of("xymyx.R2"), noTrace, "impl")).isNull();
        assertThat(Citations.notExactly(List.of("xymyx.R1", "xymyx.R2"), noTrace, "impl")).contains("it does not cite xymyx.R1 (");
    }
}
