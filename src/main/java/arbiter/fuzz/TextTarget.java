package arbiter.fuzz;

import java.util.random.RandomGenerator;

/**
 * A target made of an input source and a reader that refuses bad text with one exception type.
 *
 * @param name    the target's name
 * @param inputs  where its inputs come from
 * @param refusal the reader's own exception for bad text; any other escapes
 * @param reader  reads one input and checks what must hold of the value
 */
record TextTarget(String name, Mutator inputs, Class<? extends RuntimeException> refusal, Reader reader) implements FuzzTarget {

    /** Reads one input; throws {@code refusal} for text it will not read. */
    interface Reader {
        void read(String input);
    }

    @Override
    public String input(RandomGenerator random) {
        return inputs.next(random);
    }

    @Override
    public String feed(String input) {
        try {
            reader.read(input);
            return null;
        } catch (RuntimeException e) {
            if (e.getClass() == refusal) {
                return e.getMessage();
            }
            throw e;
        }
    }

    /** Fails a round trip: what was read, once written and read again, is not the same. */
    static void sameAgain(boolean same, String what, String written) {
        if (!same) {
            throw new IllegalStateException(what + " read, written as \"" + Escaped.of(written) + "\", reads back differently");
        }
    }
}
