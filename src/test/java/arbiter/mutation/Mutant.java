package arbiter.mutation;

/**
 * One mutant of PIT's XML report.
 *
 * @param mutatedClass the class PIT changed, binary name
 * @param sourceFile   its source file's name
 * @param method       the method changed
 * @param line         the source line changed
 * @param mutator      the mutator's short name, such as {@code RemoveConditionalMutator_EQUAL_ELSE}
 * @param index        PIT's index of the changed instruction in the method, which tells apart two mutants of one kind on one line
 * @param description  what PIT changed, in its words
 * @param status       KILLED, SURVIVED, NO_COVERAGE, TIMED_OUT, MEMORY_ERROR, RUN_ERROR or NON_VIABLE
 * @param detected     whether a test noticed the change (killed, timed out or crashed)
 */
public record Mutant(String mutatedClass, String sourceFile, String method, int line, String mutator, int index,
        String description, String status, boolean detected) {

    /** The package of the mutated class. */
    public String packageName() {
        int dot = mutatedClass.lastIndexOf('.');
        return dot < 0 ? "" : mutatedClass.substring(0, dot);
    }

    /** The source path from the project root: the reference's under reference-impl, the rest under src. */
    public String sourcePath() {
        String root = packageName().startsWith("arbiter.reference") ? "reference-impl/src/main/java/" : "src/main/java/";
        return root + packageName().replace('.', '/') + "/" + sourceFile;
    }

    /** What names this one mutant in the list of equivalent ones: class, method, line, mutator and index. */
    public String key() {
        return String.join("\t", mutatedClass, method, Integer.toString(line), mutator, Integer.toString(index));
    }

    /** Whether no test ran the changed code at all. */
    public boolean uncovered() {
        return status.equals("NO_COVERAGE");
    }
}
