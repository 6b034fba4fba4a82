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

    static String html(Book book) {
        StringBuilder s = new StringBuilder("<div class=\"chapter\" id=\"" + Anchors.RULINGS + "\">\n<h2>Rulings</h2>\n");
        s.append("<p class=\"intro\">Where the rule text of ").append(Xml.text(book.edition()))
                .append(" is silent or can be read more than one way, Arbiter rules, and a scenario shows the ruling at work. ")
                .append("Each ruling gives the text it rests on, the ruling, and the other readings; its examples show it.</p>\n");
        Map<String, Integer> said = new LinkedHashMap<>();
        for (List<List<Ruling>> group : groups(book.rulings())) {
            s.append("<div class=\"ruling\" id=\"").append(Xml.text(group.get(0).get(0).anchor())).append("\">\n");
            for (int k = 0; k < group.size(); k++) {
                List<Ruling> rulings = group.get(k);
                s.append(k == 0 ? "<div class=\"rl-case\">" : "<div class=\"rl-case\" id=\"" + Xml.text(rulings.get(0).anchor()) + "\">");
                s.append("\n<p class=\"ex-head\">");
                for (int i = 0; i < rulings.size(); i++) {
                    Example e = rulings.get(i).example();
                    s.append(i == 0 ? "" : "<br/><span id=\"" + Xml.text(rulings.get(i).anchor()) + "\">").append("<a class=\"ex-num\" href=\"#")
                            .append(Xml.text(e.anchor())).append("\">Example ").append(e.number()).append("</a> <span class=\"ex-title\">")
                            .append(Xml.text(e.title())).append("</span>").append(i == 0 ? "" : "</span>");
                }
                s.append("</p>\n");
                Ruling r = rulings.get(0);
                if (k == 0) {
                    label(s, "The text", r.text(), r, said);
                }
                label(s, "The ruling", r.ruling(), r, said);
                label(s, "Other readings", r.alternative(), r, said);
                s.append("<p class=\"meta\">");
                s.append(String.join(" &#183; ", rulings.stream().map(x -> "<span class=\"sid\">" + Xml.text(x.example().id()) + "</span>").toList()));
                for (String c : clauses(rulings)) {
                    s.append(" &#183; ").append(Citations.htmlClause(c, book.clauseIds()));
                }
                s.append("</p>\n</div>\n");
            }
            s.append("</div>\n");
        }
        return s.append("</div>\n").toString();
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

    private static void label(StringBuilder s, String label, String text, Ruling r, Map<String, Integer> said) {
        String p = paragraph(label, text, r, said);
        if (p != null) {
            s.append("<p class=\"rl\"><span class=\"rl-h\">").append(label).append(".</span> ").append(Xml.text(p)).append("</p>\n");
        }
    }

    private static void mdLabel(StringBuilder s, String label, String text, Ruling r, Map<String, Integer> said) {
        String p = paragraph(label, text, r, said);
        if (p != null) {
            s.append("**").append(label).append(".** ").append(Md.text(p)).append("\n\n");
        }
    }
}
