package arbiter.rulebook;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The chapter of rulings, in HTML and Markdown. Several scenarios often show one ruling (an outline's
 * rows, or each registration order) and carry the same paragraphs: the rulings that rest on the same
 * text are told under it once, those that also rule alike once with all their examples, so that no
 * paragraph of the chapter repeats another. Every example's {@code ruling-<id>} anchor stays.
 */
final class RulingsChapter {

    private RulingsChapter() {
    }

    /** The rulings that share one text, and within it the cases: the rulings that also rule and see other readings alike. */
    static List<List<List<Ruling>>> groups(List<Ruling> rulings) {
        Map<String, Map<String, List<Ruling>>> byText = new LinkedHashMap<>();
        for (Ruling r : rulings) {
            byText.computeIfAbsent(r.text(), t -> new LinkedHashMap<>())
                    .computeIfAbsent(r.ruling() + "\n" + r.alternative(), k -> new ArrayList<>()).add(r);
        }
        return byText.values().stream().map(cases -> List.copyOf(cases.values())).toList();
    }

    /** A paragraph of a case: its label ("The ruling") and its text. */
    record Said(String label, String text) {
    }

    /**
     * A case of the chapter: its rulings, the anchor of its element (null for a group's first case, whose
     * anchor is the group's), its paragraphs and the clauses its examples are tagged with.
     */
    record Case(String anchor, List<Ruling> rulings, List<Said> paragraphs, List<String> clauses) {
    }

    /** The rulings that rest on one text: the anchor of the first and the cases. */
    record Group(String anchor, List<Case> cases) {
    }

    /** The chapter's groups, each paragraph said once (template rulebook/rulings). */
    static List<Group> chapter(Book book) {
        Map<String, Integer> said = new LinkedHashMap<>();
        List<Group> out = new ArrayList<>();
        for (List<List<Ruling>> group : groups(book.rulings())) {
            List<Case> cases = new ArrayList<>();
            for (int k = 0; k < group.size(); k++) {
                List<Ruling> rulings = group.get(k);
                Ruling r = rulings.get(0);
                List<Said> paragraphs = new ArrayList<>();
                if (k == 0) {
                    said(paragraphs, "The text", r.text(), r, said);
                }
                said(paragraphs, "The ruling", r.ruling(), r, said);
                said(paragraphs, "Other readings", r.alternative(), r, said);
                cases.add(new Case(k == 0 ? null : r.anchor(), rulings, paragraphs, clauses(rulings)));
            }
            out.add(new Group(group.get(0).get(0).anchor(), cases));
        }
        return out;
    }

    static void markdown(StringBuilder s, Book book) {
        RulebookMarkdown.anchor(s, Anchors.RULINGS);
        s.append("## Rulings\n\nWhere the rule text is silent or can be read more than one way, Arbiter rules, and a scenario shows ")
                .append("the ruling at work.\n\n");
        Map<String, Integer> said = new LinkedHashMap<>();
        for (List<List<Ruling>> group : groups(book.rulings())) {
            for (int k = 0; k < group.size(); k++) {
                List<Ruling> rulings = group.get(k);
                rulings.forEach(r -> RulebookMarkdown.anchor(s, r.anchor()));
                s.append("### ").append(String.join(" · ", rulings.stream().map(r -> Md.text(r.example().title()) + " ([Example "
                        + r.example().number() + "](#" + r.example().anchor() + "))").toList())).append("\n\n");
                Ruling r = rulings.get(0);
                if (k == 0) {
                    mdLabel(s, "The text", r.text(), r, said);
                }
                mdLabel(s, "The ruling", r.ruling(), r, said);
                mdLabel(s, "Other readings", r.alternative(), r, said);
            }
        }
    }

    private static List<String> clauses(List<Ruling> rulings) {
        Set<String> out = new LinkedHashSet<>();
        rulings.forEach(r -> out.addAll(r.example().clauseTags()));
        return List.copyOf(out);
    }

    /** The paragraph, or a pointer to the example where the chapter said it already; null for none. */
    private static String paragraph(String label, String text, Ruling r, Map<String, Integer> said) {
        if (text.isBlank()) {
            return null;
        }
        Integer earlier = said.putIfAbsent(label + "\n" + text, r.example().number());
        return earlier == null ? text : "As for Example " + earlier + " (here Example " + r.example().number() + ").";
    }

    private static void said(List<Said> paragraphs, String label, String text, Ruling r, Map<String, Integer> said) {
        String p = paragraph(label, text, r, said);
        if (p != null) {
            paragraphs.add(new Said(label, p));
        }
    }

    private static void mdLabel(StringBuilder s, String label, String text, Ruling r, Map<String, Integer> said) {
        String p = paragraph(label, text, r, said);
        if (p != null) {
            s.append("**").append(label).append(".** ").append(Md.text(p)).append("\n\n");
        }
    }
}
