package arbiter.suite;

import arbiter.api.TurnResult;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether an implementation that explains itself cites the clauses a scenario is about. Its
 * answers' clause ids (the trace, and each event's) are what the rulebook and {@code arbiter
 * resolve} show players as the rule that decided a turn, so a wrong or missing citation misleads
 * them. Checked when the system property {@code arbiter.citations} is {@code check}: always for the
 * reference in the project's own tests, and for any implementation with {@code conform
 * --check-citations}. An implementation whose answers cite nothing is not checked.
 *
 * <p>Each clause tag of the scenario of the ruleset played ({@code @xymyx.R2}, or a sub-clause
 * such as {@code @xymyx.R2.equal}) must be cited, or a finer or coarser id of it, by one of the
 * scenario's resolved answers. A scenario tagged {@value #NOTHING_TO_CITE} is about a clause that acts by
 * changing nothing in the turn (no en passant, no pins): its answers need not cite it. A rejection
 * that names clauses must name the one the scenario says refuses the move, or a finer or coarser id of it.
 * A scenario that says which clauses decide a turn ("the turn is decided by ...") holds the answer
 * to exactly those: nothing stated uncited, nothing cited unstated.
 */
public final class Citations {

    /** The system property that turns the check on. */
    public static final String PROPERTY = "arbiter.citations";

    /** The tag of a scenario whose clause acts by changing nothing in the turn. */
    public static final String NOTHING_TO_CITE = "@nothing-to-cite";

    private static final String EXAMPLES = ".EXAMPLES";

    private Citations() {
    }

    /**
     * Whether citations are checked for a ruleset in this run: the property is {@code check} (every
     * ruleset) or a comma-separated list of ruleset ids.
     */
    public static boolean checked(String ruleset) {
        return CheckSwitch.on(PROPERTY, ruleset);
    }

    /**
     * What the answers fail to cite, as one message, or null when they cite every clause tag (or
     * nothing at all, or the scenario is tagged {@value #NOTHING_TO_CITE}).
     */
    static String missing(Collection<String> tags, List<TurnResult> answers, String implementation) {
        Set<String> cited = new LinkedHashSet<>();
        for (TurnResult answer : answers) {
            if (answer instanceof TurnResult.Resolved r) {
                cited.addAll(r.trace());
                r.events().forEach(e -> cited.addAll(e.clauses()));
            }
        }
        if (cited.isEmpty() || tags.contains(NOTHING_TO_CITE)) {
            return null;
        }
        List<String> uncited = new ArrayList<>();
        for (String tag : tags) {
            String clause = tag.substring(1);
            if (isClause(tag) && cited.stream().noneMatch(c -> related(c, clause))) {
                uncited.add(clause);
            }
        }
        return uncited.isEmpty() ? null : implementation + " explains the turn by " + String.join(", ", cited)
                + " but does not cite " + String.join(", ", uncited) + ", the clause" + (uncited.size() == 1 ? "" : "s")
                + " this scenario is about (checked because citations are: the rulebook shows them to players)";
    }

    /**
     * What is wrong with the clauses of a rejection that the scenario says {@code stated} refuses, as
     * one message, or null when they name it (or a finer or coarser id of it), or name nothing at all.
     */
    static String misrefused(String stated, TurnResult.Rejected rejected, String implementation) {
        if (rejected.clauses().isEmpty() || rejected.clauses().stream().anyMatch(c -> related(c, stated))) {
            return null;
        }
        return implementation + " refuses the move under " + String.join(", ", rejected.clauses()) + " but not under " + stated
                + ", the clause this scenario says refuses it (checked because citations are: the rulebook and resolve show"
                + " it to players)";
    }

    /**
     * What is wrong with the clauses a resolved turn cites when the scenario says it is decided by
     * exactly {@code stated}, as one message, or null when each clause of its trace and of its events
     * is a stated one (or a finer or coarser id of one) and its trace cites each stated one (its
     * events do, when it gives no trace), or the answer cites nothing at all.
     */
    static String notExactly(List<String> stated, TurnResult.Resolved resolved, String implementation) {
        Set<String> byEvents = new LinkedHashSet<>();
        resolved.events().forEach(e -> byEvents.addAll(e.clauses()));
        Set<String> deciding = resolved.trace().isEmpty() ? byEvents : new LinkedHashSet<>(resolved.trace());
        Set<String> cited = new LinkedHashSet<>(deciding);
        cited.addAll(byEvents);
        if (cited.isEmpty()) {
            return null;
        }
        List<String> extra = cited.stream().filter(c -> stated.stream().noneMatch(s -> related(c, s))).toList();
        List<String> uncited = stated.stream().filter(s -> deciding.stream().noneMatch(c -> related(c, s))).toList();
        if (extra.isEmpty() && uncited.isEmpty()) {
            return null;
        }
        return implementation + " explains the turn by " + String.join(", ", cited) + ", but the scenario says it is decided by "
                + String.join(", ", stated) + " and nothing else:" + (extra.isEmpty() ? "" : " it cites " + String.join(", ", extra)
                + ", which did not decide it" + (uncited.isEmpty() ? "" : ", and")) + (uncited.isEmpty() ? ""
                : (resolved.trace().isEmpty() ? " it does not cite " : " its trace does not cite ") + String.join(", ", uncited)) + " (checked because citations are: resolve lists the rulings"
                + " of the clauses cited as the precedents of a turn)";
    }

    /**
     * The tags that answers under {@code ruleset} are held to: all but the clauses of other rulesets
     * (a contrast plays one position under several) and the text's worked examples
     * ({@code simulchess.EXAMPLES}), which show the rules at work without being one.
     */
    static List<String> heldTo(String ruleset, Collection<String> tags) {
        return tags.stream().filter(t -> !isClause(t) || t.startsWith("@" + ruleset + ".") && !t.endsWith(EXAMPLES)).toList();
    }

    private static boolean isClause(String tag) {
        return !tag.startsWith("@id:") && tag.contains(".");
    }

    private static boolean related(String cited, String clause) {
        return cited.equals(clause) || cited.startsWith(clause + ".") || clause.startsWith(cited + ".");
    }
}
