package arbiter.mutation;

import java.util.List;

/** The tally of one part of the code under mutation: a ruleset's package, the shared reference, the board. */
final class PartScore implements Comparable<PartScore> {

    static final String HEADER = String.format("%-12s %8s %8s %14s %11s %19s", "part", "mutants", "killed", "killed of all",
            "equivalent", "killed of the rest");

    private static final List<String> ORDER = List.of("xymyx", "simulchess", "zeitgeist", "revochess", "reference", "board");

    private final String name;
    private int mutants;
    private int killed;
    private int equivalent;

    PartScore(String name) {
        this.name = name;
    }

    /** The part a package belongs to: its ruleset, "reference" for the shared resolver, "board", or the package. */
    static String partOf(String packageName) {
        if (packageName.startsWith("arbiter.reference.")) {
            return packageName.substring("arbiter.reference.".length()).split("\\.")[0];
        }
        if (packageName.equals("arbiter.reference")) {
            return "reference";
        }
        return packageName.startsWith("arbiter.board") ? "board" : packageName;
    }

    void add(Mutant m, boolean isEquivalent) {
        mutants++;
        if (m.detected()) {
            killed++;
        } else if (isEquivalent) {
            equivalent++;
        }
    }

    double killedOfAll() {
        return mutants == 0 ? 1 : (double) killed / mutants;
    }

    double killedOfRest() {
        int counted = mutants - equivalent;
        return counted == 0 ? 1 : (double) killed / counted;
    }

    String row(double target) {
        return String.format("%-12s %8d %8d %13.1f%% %11d %18.1f%%%s", name, mutants, killed, killedOfAll() * 100, equivalent,
                killedOfRest() * 100, killedOfAll() < target ? " *" : "");
    }

    @Override
    public int compareTo(PartScore other) {
        return Integer.compare(rank(), other.rank());
    }

    private int rank() {
        int i = ORDER.indexOf(name);
        return i < 0 ? ORDER.size() : i;
    }
}
