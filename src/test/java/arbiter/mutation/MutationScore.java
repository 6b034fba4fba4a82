package arbiter.mutation;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Prints, from PIT's report, each part's mutants, the killed ones, the headline figure (killed of all mutants), the
 * mutants listed as equivalent and the share killed of the rest; then every survivor, with the line that would list
 * it; then every fault of the list: a listed mutant that was killed, that no scenario reaches, that reads otherwise
 * now, or that no longer exists in a class the run mutated. Any fault fails the command.
 */
public final class MutationScore {

    /** The share of all mutants every part is held to. */
    public static final double TARGET = 0.95;

    private MutationScore() {
    }

    /** {@code MutationScore PATH/mutations.xml PATH/equivalent-mutants.tsv}; throws when the list is at fault. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: MutationScore PATH/mutations.xml PATH/equivalent-mutants.tsv");
        }
        List<String> faults = print(MutationReport.read(Path.of(args[0])), EquivalentMutants.read(Path.of(args[1])), System.out);
        if (!faults.isEmpty()) {
            throw new IllegalStateException(faults.size() + " line(s) of " + args[1] + " no longer name a surviving mutant: see above");
        }
    }

    /** Prints the table, the survivors and the list's faults; returns the faults. */
    public static List<String> print(List<Mutant> mutants, EquivalentMutants equivalents, PrintStream out) {
        Map<String, PartScore> parts = new LinkedHashMap<>();
        List<Mutant> survivors = new ArrayList<>();
        Map<String, Mutant> byKey = new HashMap<>();
        Set<String> mutated = new HashSet<>();
        for (Mutant m : mutants) {
            boolean equivalent = !m.detected() && !m.uncovered() && equivalents.lists(m);
            parts.computeIfAbsent(PartScore.partOf(m.packageName()), PartScore::new).add(m, equivalent);
            if (!m.detected() && !equivalent) {
                survivors.add(m);
            }
            byKey.put(m.key(), m);
            mutated.add(m.mutatedClass());
        }
        out.println(PartScore.HEADER);
        parts.values().stream().sorted().forEach(p -> out.println(p.row(TARGET)));
        out.printf("(killed of all: killed over every mutant, the headline figure, * below %.0f%%; killed of the rest: over the"
                + " mutants not listed as equivalent)%n", TARGET * 100);
        out.printf("%nSurviving mutants (%d), each with the line that would list it in mutation/equivalent-mutants.tsv:%n",
                survivors.size());
        for (Mutant m : survivors) {
            out.printf("  %s:%d  %s  [%s%s]%n      %s%n", m.sourcePath(), m.line(), m.description(), m.mutator(),
                    m.uncovered() ? ", no scenario reaches it" : "", EquivalentMutants.lineFor(m).replace('\t', ' ').strip());
        }
        List<String> faults = faults(equivalents, byKey, mutated);
        if (!faults.isEmpty()) {
            out.printf("%nLines of the list that no longer name a surviving mutant (%d): remove or correct them%n", faults.size());
            faults.forEach(f -> out.println("  " + f));
        }
        return faults;
    }

    private static List<String> faults(EquivalentMutants equivalents, Map<String, Mutant> byKey, Set<String> mutated) {
        List<String> faults = new ArrayList<>();
        equivalents.reasonByKey().keySet().forEach(key -> {
            String shown = key.replace('\t', ' ');
            Mutant m = byKey.get(key);
            if (m == null) {
                if (mutated.contains(key.split("\t")[0])) {
                    faults.add(shown + ": no such mutant now");
                }
            } else if (m.detected()) {
                faults.add(shown + ": killed (" + m.status() + ")");
            } else if (m.uncovered()) {
                faults.add(shown + ": no scenario reaches it, which makes it a gap, not an equivalent");
            } else if (!m.description().equals(equivalents.descriptionByKey().get(key))) {
                faults.add(shown + ": now reads \"" + m.description() + "\"");
            }
        });
        return faults;
    }
}
