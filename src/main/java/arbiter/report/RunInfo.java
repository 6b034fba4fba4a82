package arbiter.report;

import arbiter.api.Description;
import java.util.List;

/**
 * What a run was: which suite, against which implementation, with which filters.
 *
 * @param suiteVersion   Arbiter's version
 * @param suiteCommit    the commit of the specification's repository, or "unknown"
 * @param protocol       the adapter protocol version Arbiter speaks
 * @param implementation the implementation's own description
 * @param adapter        the adapter command line, or null for a Java implementation
 * @param rulesets       the rulesets asked for (empty: all)
 * @param tags           the tag expression that selected scenarios, or null
 * @param complete       false when the run was interrupted and the report holds only what finished
 * @param validated      true when every protocol message was checked against the protocol's JSON Schemas ({@code --validate})
 * @param rerun          how the report's commands run part of the run again
 */
public record RunInfo(String suiteVersion, String suiteCommit, int protocol, Description implementation, String adapter,
        List<String> rulesets, String tags, boolean complete, boolean validated, Rerun rerun) {

    /** How every output says that a run's messages were checked against the schemas. */
    public static final String VALIDATED = "every message checked against the protocol's JSON Schemas";

    public RunInfo {
        rulesets = List.copyOf(rulesets);
    }

    /** A run whose commands to run it again are made of its adapter, validation and implementation's name ({@link Rerun#of}). */
    public RunInfo(String suiteVersion, String suiteCommit, int protocol, Description implementation, String adapter,
            List<String> rulesets, String tags, boolean complete, boolean validated) {
        this(suiteVersion, suiteCommit, protocol, implementation, adapter, rulesets, tags, complete, validated,
                Rerun.of(adapter, validated, implementation.name()));
    }

    /** A run whose messages were not checked against the schemas. */
    public RunInfo(String suiteVersion, String suiteCommit, int protocol, Description implementation, String adapter,
            List<String> rulesets, String tags, boolean complete) {
        this(suiteVersion, suiteCommit, protocol, implementation, adapter, rulesets, tags, complete, false);
    }

    public RunInfo incomplete() {
        return new RunInfo(suiteVersion, suiteCommit, protocol, implementation, adapter, rulesets, tags, false, validated, rerun);
    }
}
