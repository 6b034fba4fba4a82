package arbiter.desk;

import arbiter.api.Description;
import arbiter.api.Implementation;
import arbiter.api.Side;
import arbiter.reference.ReferenceImplementation;
import arbiter.resolve.TurnRequest;
import arbiter.rulebook.spec.Precedents;
import arbiter.suite.ForwardingImplementation;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSMethod;

/**
 * The reference in the browser: the functions the rulebook's pages call, compiled to JavaScript by
 * TeaVM ({@code arbiter-reference.js}), which defines them as the globals {@code arbiterStart},
 * {@code arbiterLegal} and {@code arbiterResolve}. Each takes and returns strings; a mistake in what the reader
 * typed comes back as {@code {"error": ...}} with the message {@code arbiter resolve} prints.
 */
public final class DeskScript {

    private static final Implementation REFERENCE = new ReferenceImplementation();
    private static final Map<String, Precedents> PRECEDENTS = new HashMap<>();
    private static final Map<String, String> INDEXES = new HashMap<>();

    private DeskScript() {
    }

    /** TeaVM's entry point: nothing to do until the page calls. */
    public static void main(String[] args) {
        // the page calls the exported functions
    }

    /** The ruleset's start position, as FEN. */
    @JSExport
    @JSMethod("arbiterStart")
    public static String start(String ruleset) {
        return REFERENCE.startPosition(ruleset);
    }

    /**
     * The legal moves of {@code side} ("white" or "black") in coordinate form, separated by spaces;
     * {@code {"error": ...}} for a position that cannot be read.
     */
    @JSExport
    @JSMethod("arbiterLegal")
    public static String legal(String ruleset, String fen, String side) {
        try {
            String position = arbiter.board.Fen.format(TurnRequest.position(fen));
            return String.join(" ", REFERENCE.legalMoves(ruleset, position,
                    side.toLowerCase(Locale.ROOT).equals("white") ? Side.WHITE : Side.BLACK));
        } catch (RuntimeException e) {
            return new JsonText().put("error", message(e)).toString();
        }
    }

    /**
     * Settles a turn as {@code arbiter resolve} would, and answers with JSON ({@link DeskAnswer}).
     *
     * @param first     who registered first: white, black, none, or "" when not said
     * @param orderKept "true" when the ruleset keeps a registration order
     * @param index     the ruleset's precedents ({@link Precedents#index}); "" for none
     * @param clauses   the clause ids of the ruleset's book, separated by spaces
     * @param version   the version of Arbiter the page was written by, which the reference reports
     */
    @JSExport
    @JSMethod("arbiterResolve")
    public static String resolve(String ruleset, String fen, String white, String black, String first, String orderKept,
            String index, String clauses, String version) {
        try {
            Implementation reference = versioned(version);
            TurnRequest request = new TurnRequest(ruleset, blankAsNull(white), blankAsNull(black), blankAsNull(first));
            request.check(reference);
            Precedents spec = index.isEmpty() ? null : precedents(ruleset, index);
            return DeskAnswer.of(request.settle(reference, TurnRequest.position(fen), "true".equals(orderKept), List.of(), spec),
                    List.of(clauses.split(" ")));
        } catch (RuntimeException e) {
            return new JsonText().put("error", message(e)).toString();
        }
    }

    /** The ruleset's precedents, read from its index once: the page passes the same index with every turn. */
    private static Precedents precedents(String ruleset, String index) {
        Precedents known = PRECEDENTS.get(ruleset);
        if (known == null || !index.equals(INDEXES.get(ruleset))) {
            known = Precedents.parse(ruleset, index);
            PRECEDENTS.put(ruleset, known);
            INDEXES.put(ruleset, index);
        }
        return known;
    }

    private static String message(RuntimeException e) {
        return e.getMessage() == null ? e.toString() : e.getMessage();
    }

    private static String blankAsNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    /** The reference, reporting the version of Arbiter the page came with. */
    private static Implementation versioned(String version) {
        return new ForwardingImplementation(REFERENCE) {
            @Override
            public Description describe() {
                return ReferenceImplementation.describe(version);
            }
        };
    }
}
