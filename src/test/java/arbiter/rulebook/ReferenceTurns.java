package arbiter.rulebook;

import arbiter.rulebook.spec.SpecScenario;
import arbiter.rulebook.spec.SpecStep;
import arbiter.suite.Target;
import java.util.ArrayList;
import java.util.List;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** One turn played by the reference as a scenario would play it, shown as a book's example, for the sentence and diagram tests. */
final class ReferenceTurns {

    private ReferenceTurns() {
    }

    /** The turn "White plays {@code white} and Black plays {@code black}" from {@code fen} under {@code ruleset}. */
    static PlayedTurn turn(String ruleset, String fen, String white, String black) {
        List<SpecStep> steps = List.of(new SpecStep("the ruleset \"" + ruleset + "\"", null, List.of()),
                new SpecStep("the position \"" + fen + "\"", null, List.of()),
                new SpecStep("White plays " + white + " and Black plays " + black, null, List.of()));
        return new Replay(Target.find(Target.REFERENCE)).play(new SpecScenario("t-1", "a turn", "", List.of(), 1, false, steps))
                .lastTurn();
    }

    /** The turn as example 1 of a book of {@code ruleset}, tagged with {@code clause}. */
    static Example example(String ruleset, PlayedTurn t, String clause) {
        Play play = new Play(ruleset, t.before(), false, List.of(t), false, List.of(), List.of());
        return new Example(1, "t-1", "A turn", List.of(), List.of("@" + clause), play);
    }

    /** The class attribute of every element below {@code root}, in document order. */
    static List<String> classes(Element root) {
        List<String> out = new ArrayList<>();
        NodeList all = root.getElementsByTagNameNS("*", "*");
        for (int i = 0; i < all.getLength(); i++) {
            out.add(((Element) all.item(i)).getAttribute("class"));
        }
        return out;
    }
}
