package arbiter.cli;

/** A count with its noun, singular for one: "1 scenario", "2 scenarios". */
final class Plural {

    private Plural() {
    }

    static String of(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
