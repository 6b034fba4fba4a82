package arbiter.desk;

import arbiter.api.Event;
import arbiter.api.Side;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.TurnPlan;
import arbiter.resolve.EventWords;
import arbiter.resolve.ResolveGherkin;
import arbiter.resolve.ResolveSettler;
import arbiter.resolve.ResolveSettling;
import arbiter.resolve.ResolvedTurn;
import arbiter.resolve.TurnReport;
import arbiter.rulebook.Anchors;
import arbiter.rulebook.OutcomeWords;
import arbiter.rulebook.TurnDrawing;
import arbiter.rulebook.spec.Precedents.Precedent;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A settled turn as the page shows it, one JSON object: {@code text} (what {@code arbiter resolve}
 * prints), {@code gherkin} (what {@code resolve --gherkin} prints), {@code same} (the order made no
 * difference), one entry of {@code settlings} per registration order shown (its {@code first}, the
 * boards before and after drawn as the book draws them, {@code after} as FEN or null when the turn
 * was rejected, the {@code sentence} in XHTML with its clauses linked, the {@code events} and the
 * {@code outcome} in words) and the {@code rulings} and {@code examples} that cover it.
 */
final class DeskAnswer {

    private DeskAnswer() {
    }

    static String of(ResolvedTurn turn, List<String> bookClauses) {
        String book = Anchors.bookFile(turn.ruleset(), "html");
        Set<String> clauses = Set.copyOf(bookClauses);
        List<JsonText> settlings = new ArrayList<>();
        List<ResolveSettling> shown = turn.same() ? turn.settlings().subList(0, 1) : turn.settlings();
        for (ResolveSettling s : shown) {
            settlings.add(settling(turn, s, book, clauses, turn.same() && turn.settlings().size() == 2));
        }
        return new JsonText().put("ruleset", turn.ruleset()).put("position", Fen.format(turn.before()))
                .put("text", TurnReport.text(turn)).put("gherkin", ResolveGherkin.of(turn)).put("same", turn.same())
                .putObjects("settlings", settlings).putObjects("rulings", precedents(turn.rulings()))
                .putObjects("examples", precedents(turn.examples())).toString();
    }

    /** @param eitherWay true when the turn was settled both ways alike: the boards then name no order */
    private static JsonText settling(ResolvedTurn turn, ResolveSettling s, String book, Set<String> clauses, boolean eitherWay) {
        Side first = s.turn().first();
        TurnPlan.Order order = ResolveSettler.order(first, eitherWay || first == null && !turn.orderKept());
        String fen = Fen.format(turn.before());
        JsonText out = new JsonText().put("first", first == null ? "none" : first == Side.WHITE ? "white" : "black")
                .put("caption", TurnDrawing.caption(turn.played().whiteTyped(), turn.played().blackTyped(), order))
                .put("before", TurnDrawing.before(fen, turn.played().whiteTyped(), turn.played().blackTyped(), turn.played().white(),
                        turn.played().black(), order, "The board before the turn"))
                .put("sentence", TurnDrawing.sentence(s.why(), clauses, book));
        if (s.reference() instanceof TurnResult.Resolved r) {
            return out.put("after", r.position()).put("board", TurnDrawing.after(r.position(), "The board after the turn"))
                    .put("events", r.events().stream().map(DeskAnswer::event).toList())
                    .put("outcome", OutcomeWords.of(r.outcome()));
        }
        TurnResult.Rejected r = (TurnResult.Rejected) s.reference();
        return out.put("after", (String) null).put("rejected", r.side().name().toLowerCase(java.util.Locale.ROOT) + " " + r.move()
                + ": " + r.reason());
    }

    private static String event(Event e) {
        return EventWords.of(e) + (e.clauses().isEmpty() ? "" : " [" + String.join(", ", e.clauses()) + "]");
    }

    private static List<JsonText> precedents(List<Precedent> list) {
        return list.stream().map(p -> new JsonText().put("id", p.id()).put("title", p.title()).put("href", p.anchor())
                .put("ruling", p.ruling()).put("clauses", p.clauses())).toList();
    }
}
