package arbiter.mutation;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Prints the mutation score of each part of the reference from PIT's report: mutants, killed,
 * equivalent (listed with a reason), surviving, and the score, killed over the mutants that are not
 * equivalent; then every surviving mutant by file and line, and every listed equivalent that no
 * longer survives (so the list is kept honest); a listed mutant of a class the run did not mutate is
 * not named.
 */
public final class MutationScore {

    /** The score every ruleset's resolver is held to. */
    public static final double TARGET = 0.95;

    private MutationScore() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: MutationScore PATH/mutations.xml PATH/equivalent-mutants.tsv");
            System.exit(2);
        }
        print(MutationReport.read(Path.of(args[0])), EquivalentMutants.read(Path.of(args[1])), System.out);
    }

    /** The table, the survivors and the stale equivalents. */
    public static void print(List<Mutant> mutants, EquivalentMutants equivalents, PrintStream out) {
        Map<String, PartScore> parts = new LinkedHashMap<>();
        List<Mutant> survivors = new ArrayList<>();
        Set<String> seenEquivalent = new HashSet<>();
        for (Mutant m : mutants) {
            boolean equivalent = !m.detected() && equivalents.lists(m);
            parts.computeIfAbsent(PartScore.partOf(m.packageName()), PartScore::new).add(m, equivalent);
            if (equivalent) {
                seenEquivalent.add(m.key());
            } else if (!m.detected()) {
                survivors.add(m);
            }
        }
        out.printf("%-12s %8s %8s %11s %9s %8s%n", "part", "mutants", "killed", "equivalent", "survived", "score");
        parts.values().stream().sorted().forEach(p -> out.println(p.row(TARGET)));
        out.printf("(score: killed over mutants not shown equivalent; * below the %.0f%% target)%n", TARGET * 100);
        out.printf("%nSurviving mutants (%d):%n", survivors.size());
        for (Mutant m : survivors) {
            out.printf("  %s:%d  %s  [%s%s]%n", m.sourcePath(), m.line(), m.description(), m.mutator(),
                    m.status().equals("NO_COVERAGE") ? ", no scenario reaches it" : "");
        }
        Set<String> mutated = new HashSet<>();
        mutants.forEach(m -> mutated.add(m.key().split("\t")[0]));
        List<String> stale = equivalents.reasonByKey().keySet().stream()
                .filter(k -> mutated.contains(k.split("\t")[0]) && !seenEquivalent.contains(k)).toList();
        if (!stale.isEmpty()) {
            out.printf("%nListed as equivalent but not surviving in this report (%d): remove or update them%n", stale.size());
            stale.forEach(k -> out.println("  " + k.replace('\t', ' ')));
        }
    }
}
