package arbiter.fuzz;

import java.util.List;
import java.util.function.Function;
import java.util.random.RandomGenerator;

/**
 * Inputs for a fuzz target: mostly valid texts changed a little (so that the reader gets deep
 * before it fails), some junk. Mutations insert, delete, replace, duplicate and repeat pieces,
 * splice two texts, and drop in tokens that readers get wrong: blanks of every kind, signs,
 * huge numbers, non-ASCII digits, lone surrogates, quotes and brackets.
 */
final class Mutator {

    /** The longest input made by repetition: large enough to show quadratic work, small enough to run fast. */
    static final int MAX_LENGTH = 1 << 16;

    private static final List<String> TOKENS = List.of("", " ", "  ", "\t", "\0", "\n", "\r\n", "\r", "\u000b",
            "\u00a0", "\u2028", "\u0085", "\ufeff", "\u0663", "\uff13", "\ud83d\ude00", "\ud800", "\u001b[2J", "\u00e9",
            "-", "+", ",", ",,", "/", "=", ":", "*", ".", "x", "0", "1", "8", "9", "07", "-1", "+3", "99999", "100000",
            "2147483647", "2147483648", "-2147483648", "9223372036854775808", "1e400", "1.5", "NaN",
            "\"", "\\", "\\u0000", "{", "}", "[", "]", "null", "true", "{}", "[]", "\"\"");

    private final Function<RandomGenerator, String> seeds;
    private final List<String> tokens;

    /**
     * @param seeds  draws a valid input of the target, to mutate
     * @param tokens words of the target's language (piece letters, field names), added to the common ones
     */
    Mutator(Function<RandomGenerator, String> seeds, List<String> tokens) {
        this.seeds = seeds;
        this.tokens = List.copyOf(tokens);
    }

    Mutator(List<String> seeds, List<String> tokens) {
        this(random -> pick(random, seeds), tokens);
    }

    /** A valid seed unchanged (a tenth), mutated one to four times (most), or junk (a tenth). */
    String next(RandomGenerator random) {
        int roll = random.nextInt(10);
        if (roll == 0) {
            return seeds.apply(random);
        }
        if (roll == 1) {
            return junk(random);
        }
        StringBuilder s = new StringBuilder(seeds.apply(random));
        for (int i = 1 + random.nextInt(4); i > 0; i--) {
            mutate(random, s);
        }
        return s.toString();
    }

    private void mutate(RandomGenerator random, StringBuilder s) {
        int at = random.nextInt(s.length() + 1);
        int end = Math.min(s.length(), at + 1 + random.nextInt(8));
        switch (random.nextInt(9)) {
            case 0 -> s.insert(at, token(random));
            case 1 -> s.insert(at, (char) anyChar(random));
            case 2 -> s.delete(at, end);
            case 3 -> s.replace(at, end, token(random));
            case 4 -> s.insert(random.nextInt(s.length() + 1), s.substring(at, end));
            case 5 -> repeat(random, s, at, end);
            case 6 -> s.replace(at, end, s.substring(at, end).toUpperCase(java.util.Locale.ROOT));
            case 7 -> {
                String other = seeds.apply(random);
                s.setLength(at);
                s.append(other, random.nextInt(other.length() + 1), other.length());
            }
            default -> s.setLength(at);
        }
    }

    private static void repeat(RandomGenerator random, StringBuilder s, int at, int end) {
        String piece = s.substring(at, end);
        if (piece.isEmpty()) {
            return;
        }
        int times = Math.min(1 + random.nextInt(random.nextInt(8) == 0 ? 4000 : 8), (MAX_LENGTH - s.length()) / piece.length());
        s.insert(at, piece.repeat(Math.max(0, times)));
    }

    private String token(RandomGenerator random) {
        return random.nextInt(3) == 0 && !tokens.isEmpty() ? pick(random, tokens) : pick(random, TOKENS);
    }

    private String junk(RandomGenerator random) {
        StringBuilder s = new StringBuilder();
        int length = random.nextInt(random.nextBoolean() ? 16 : 200);
        while (s.length() < length) {
            if (random.nextBoolean()) {
                s.append(token(random));
            } else {
                s.appendCodePoint(anyChar(random));
            }
        }
        return s.toString();
    }

    /** Printable ASCII most often, then control characters, Latin-1, any BMP character (surrogates too). */
    private static int anyChar(RandomGenerator random) {
        return switch (random.nextInt(6)) {
            case 0 -> random.nextInt(0x20);
            case 1 -> 0x80 + random.nextInt(0x80);
            case 2 -> random.nextInt(0x10000);
            default -> 0x20 + random.nextInt(0x5f);
        };
    }

    private static String pick(RandomGenerator random, List<String> from) {
        return from.get(random.nextInt(from.size()));
    }
}
