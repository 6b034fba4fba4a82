package arbiter.mutation;

/**
 * One mutant of PIT's XML report.
 *
 * @param mutatedClass the class PIT changed, binary name
 * @param sourceFile   its source file's name
 * @param method       the method changed
 * @param line         the source line changed
 * @param mutator      the mutator's short name, such as {@code RemoveConditionalMutator_EQUAL_ELSE}
 * @param description  what PIT changed, in its words
 * @param status       KILLED, SURVIVED, NO_COVERAGE, TIMED_OUT, MEMORY_ERROR, RUN_ERROR or NON_VIABLE
 * @param detected     whether a test noticed the change (killed, timed out or crashed)
 */
public record Mutant(String mutatedClass, String sourceFile, String method, int line, String mutator,
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

    /** What identifies this mutant in the list of equivalent ones: class, line, mutator and description. */
    public String key() {
        return String.join("\t", outerClass(), Integer.toString(line), mutator, description);
    }

    private String outerClass() {
        int dollar = mutatedClass.indexOf('$');
        return dollar < 0 ? mutatedClass : mutatedClass.substring(0, dollar);
    }
}
