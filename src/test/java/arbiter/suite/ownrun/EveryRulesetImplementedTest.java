package arbiter.suite.ownrun;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.game.Games;
import arbiter.suite.Target;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The project's run of the specification fails when the reference leaves a ruleset out, and asks nothing of others. */
class EveryRulesetImplementedTest {

    private final Implementation previous = Target.current();

    @AfterEach
    void restore() {
        Target.use(previous);
    }

    private static Implementation declaring(String name, String... rulesets) {
        return new Implementation() {
            @Override
            public Description describe() {
                return new Description(name, "1.0", "Java", "", List.of(rulesets));
            }

            @Override
            public String startPosition(String ruleset) {
                throw new UnsupportedOperationException();
            }

            @Override
            public List<String> legalMoves(String ruleset, String position, Side side) {
                throw new UnsupportedOperationException();
            }

            @Override
            public TurnResult resolve(Turn turn) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void aReferenceThatLostARulesetFailsEveryScenario() {
        List<String> ids = Games.ids();
        assertThat(ids).as("the games, two to lose and some to keep").hasSizeGreaterThan(2);
        List<String> lost = ids.subList(ids.size() - 2, ids.size());
        Target.use(declaring(Target.REFERENCE, ids.subList(0, ids.size() - 2).toArray(String[]::new)));
        assertThatThrownBy(() -> new EveryRulesetImplemented().theReferenceImplementsEveryRuleset())
                .hasMessage("arbiter-reference does not implement " + String.join(", ", lost) + ", and the reference implements every"
                        + " ruleset of the specification");
    }

    @Test
    void theReferenceAsItIsPasses() {
        Target.use(Target.find(Target.REFERENCE));
        assertThatCode(() -> new EveryRulesetImplemented().theReferenceImplementsEveryRuleset()).doesNotThrowAnyException();
    }

    @Test
    void anotherImplementationMayDeclareAnyRulesets() {
        Target.use(declaring("partial", "xymyx"));
        assertThatCode(() -> new EveryRulesetImplemented().theReferenceImplementsEveryRuleset()).doesNotThrowAnyException();
    }
}
