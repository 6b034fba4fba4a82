package arbiter.differential;

import arbiter.api.Event;
import arbiter.api.EventKind;
import arbiter.api.TurnResult;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import java.util.List;

/**
 * An answer as the specification compares it, as one text: for a rejection the side whose move
 * is refused; for a turn carried out the whole position after it (read and written back, so that
 * spacing or field order do not count), its events other than plain moves as a multiset (kind,
 * side, piece, square: the columns of an events table), and the outcome. Reasons, traces and the
 * clauses of events are not compared.
 */
final class AnswerKey {

    private AnswerKey() {
    }

    static String of(TurnResult result) {
        if (result instanceof TurnResult.Rejected r) {
            return "rejected " + r.side();
        }
        TurnResult.Resolved r = (TurnResult.Resolved) result;
        List<String> events = r.events().stream().filter(e -> e == null || e.kind() != EventKind.MOVED)
                .map(AnswerKey::event).sorted().toList();
        return "resolved " + position(r.position()) + " | " + events + " | " + r.outcome();
    }

    private static String event(Event e) {
        return e == null ? "null" : e.kind() + " " + e.side() + " " + e.piece() + " " + e.square();
    }

    private static String position(String fen) {
        try {
            return Fen.format(Fen.parse(fen));
        } catch (NotationException | NullPointerException e) {
            return "unreadable " + fen;
        }
    }
}
