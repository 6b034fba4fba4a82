package arbiter.rulebook.spec;

import arbiter.rulebook.Anchors;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The scenarios of the specification that cover a settled turn: those of the ruleset's folder
 * tagged with the clauses the reference traced, closest first (the same clause set before a
 * partial one), as the rulebook prints them, with their anchors in it.
 */
public final class Precedents {

    private static final Pattern CLAUSE_TAG = Pattern.compile("@[a-z][a-z-]*\\.[A-Za-z0-9][A-Za-z0-9.-]*");
    private static final Pattern NUMBERED = Pattern.compile("(.+)-(\\d+)");

    /**
     * A scenario of the specification.
     *
     * @param id      its {@code @id:}
     * @param title   its title
     * @param file    its feature file, relative to the features folder
     * @param clauses the clause ids it is tagged with (its feature's included)
     * @param ruling  true for a {@code @ruling}: it settles a gap of the rule text
     * @param anchor  its place in the HTML rulebook: {@code rulebook-<ruleset>.html#example-<id>} ({@code #ruling-<id>} for a ruling)
     */
    public record Precedent(String id, String title, String file, List<String> clauses, boolean ruling, String anchor) {
    }

    private static final String INDEX_HEAD = "# arbiter precedents 1";

    /** Per folder (ruleset), its scenarios that can be named, in the order of the files. */
    private final Map<String, List<Precedent>> byFolder;
    /** Every scenario id read, for {@link #nextId}. */
    private final List<String> ids;

    private Precedents(Map<String, List<Precedent>> byFolder, List<String> ids) {
        this.byFolder = byFolder;
        this.ids = List.copyOf(ids);
    }

    private static Precedents of(List<SpecFeature> features) {
        Map<String, List<Precedent>> byFolder = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>();
        for (SpecFeature f : features) {
            for (SpecScenario s : f.scenarios()) {
                if (s.id() == null) {
                    continue;
                }
                ids.add(s.id());
                if (!s.contrast()) {
                    byFolder.computeIfAbsent(f.folder(), k -> new ArrayList<>()).add(precedent(f.folder(), f, s));
                }
            }
        }
        return new Precedents(byFolder, ids);
    }

    /** The feature files under {@code root}; one that does not parse is left out. */
    public static Precedents read(Path root) {
        return of(SpecReader.read(root));
    }

    /** The feature files of one ruleset's folder under {@code root} alone, which is all a turn of that ruleset needs. */
    public static Precedents read(Path root, String ruleset) {
        Path folder = root.resolve(ruleset);
        if (!Files.isDirectory(folder)) {
            return new Precedents(Map.of(), List.of());
        }
        return of(SpecReader.read(folder).stream().map(f -> new SpecFeature(ruleset + "/" + f.file(), ruleset, f.name(),
                f.description(), f.tags(), f.scenarios())).toList());
    }

    /**
     * What this holds of one ruleset as lines of text, which {@link #parse} reads back: how the dispute
     * desk in the browser, which cannot read feature files, names the same rulings and examples.
     */
    public String index(String ruleset) {
        StringBuilder out = new StringBuilder(INDEX_HEAD).append('\n');
        for (Precedent p : byFolder.getOrDefault(ruleset, List.of())) {
            out.append("P\t").append(p.id()).append('\t').append(p.ruling() ? 1 : 0).append('\t').append(p.file()).append('\t')
                    .append(String.join(" ", p.clauses())).append('\t').append(p.title().replace('\t', ' ').replace('\n', ' '))
                    .append('\n');
        }
        ids.forEach(id -> out.append("I\t").append(id).append('\n'));
        return out.toString();
    }

    /** The precedents of {@code ruleset} from its {@link #index}; a line that is not one is an {@link IllegalArgumentException}. */
    public static Precedents parse(String ruleset, String index) {
        List<String> lines = List.of(index.split("\n"));
        if (lines.isEmpty() || !lines.get(0).equals(INDEX_HEAD)) {
            throw new IllegalArgumentException("not an index of precedents: it does not start with \"" + INDEX_HEAD + "\"");
        }
        List<Precedent> named = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String[] f = lines.get(i).split("\t", -1);
            if (f.length == 6 && f[0].equals("P")) {
                List<String> clauses = f[4].isEmpty() ? List.of() : List.of(f[4].split(" "));
                boolean ruling = f[2].equals("1");
                named.add(new Precedent(f[1], f[5], f[3], clauses, ruling, anchor(ruleset, f[1], ruling)));
            } else if (f.length == 2 && f[0].equals("I")) {
                ids.add(f[1]);
            } else {
                throw new IllegalArgumentException("index of precedents, line " + (i + 1) + ": not a P or I line");
            }
        }
        return new Precedents(Map.of(ruleset, List.copyOf(named)), ids);
    }

    /** The rulings of {@code ruleset} tagged with a clause of {@code trace}, closest first. */
    public List<Precedent> rulings(String ruleset, Collection<String> trace) {
        return closest(ruleset, trace).stream().filter(Precedent::ruling).toList();
    }

    /** At most {@code limit} examples of {@code ruleset} (rulings excepted) tagged with a clause of {@code trace}, closest first. */
    public List<Precedent> examples(String ruleset, Collection<String> trace, int limit) {
        return closest(ruleset, trace).stream().filter(p -> !p.ruling()).limit(limit).toList();
    }

    /** Every scenario of the ruleset's folder sharing a clause with the trace, closest first, each once. */
    public List<Precedent> closest(String ruleset, Collection<String> trace) {
        return closest(ruleset, trace, trace);
    }

    /**
     * Every scenario of the ruleset's folder sharing a clause with {@code decisive}, closest to it first,
     * between equals closest to the whole {@code trace} first, each once.
     *
     * @param decisive the clauses that decided the turn (say, not those cited by plain moves alone)
     * @param trace    every clause the reference traced
     */
    public List<Precedent> closest(String ruleset, Collection<String> decisive, Collection<String> trace) {
        Map<String, Precedent> byId = new LinkedHashMap<>();
        byFolder.getOrDefault(ruleset, List.of()).forEach(p -> byId.putIfAbsent(p.id(), p));
        Set<String> asked = Set.copyOf(decisive);
        Set<String> all = Set.copyOf(trace);
        return byId.values().stream().filter(p -> shared(p.clauses(), asked) > 0)
                .sorted(Comparator.comparingDouble((Precedent p) -> -closeness(p.clauses(), asked))
                        .thenComparingDouble(p -> -closeness(p.clauses(), all))).toList();
    }

    /**
     * The next free {@code @id:} for a scenario like {@code closest}: its id's stem and one more than the
     * highest number any scenario of any folder has with that stem ({@code xymyx-r2-023}); for none,
     * {@code <ruleset>-resolved-001} counted likewise.
     */
    public String nextId(String ruleset, Precedent closest) {
        Matcher own = closest == null ? null : NUMBERED.matcher(closest.id());
        String stem = own != null && own.matches() ? own.group(1) : ruleset + "-resolved";
        int highest = ids.stream().filter(id -> id.startsWith(stem + "-")).map(NUMBERED::matcher)
                .filter(m -> m.matches() && m.group(1).equals(stem)).mapToInt(m -> Integer.parseInt(m.group(2))).max().orElse(0);
        return String.format("%s-%03d", stem, highest + 1);
    }

    private static Precedent precedent(String ruleset, SpecFeature f, SpecScenario s) {
        List<String> clauses = s.tags().stream().filter(t -> CLAUSE_TAG.matcher(t).matches()).map(t -> t.substring(1))
                .distinct().toList();
        boolean ruling = s.tags().contains("@ruling");
        return new Precedent(s.id(), s.name(), f.file(), clauses, ruling, anchor(ruleset, s.id(), ruling));
    }

    private static String anchor(String ruleset, String id, boolean ruling) {
        return "rulebook-" + ruleset + ".html#" + (ruling ? Anchors.ruling(id) : Anchors.example(id));
    }

    /** How close a scenario's clauses are to the trace: 1 for the same set, less as they share less. */
    private static double closeness(List<String> clauses, Set<String> trace) {
        int shared = shared(clauses, trace);
        return (double) shared / (clauses.size() + trace.size() - shared);
    }

    /** How many clauses of the trace the scenario is tagged with, itself or a refinement of it. */
    private static int shared(List<String> clauses, Set<String> trace) {
        return (int) trace.stream().filter(t -> clauses.stream().anyMatch(c -> t.equals(c) || c.startsWith(t + ".")
                || t.startsWith(c + "."))).count();
    }
}
