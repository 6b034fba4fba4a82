package arbiter.summary;

/** A count with its noun, singular for one: "1 scenario", "2 scenarios". */
public final class Plural {

    private Plural() {
    }

    /** The count and its noun, with an "s" unless the count is 1. */
    public static String of(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
