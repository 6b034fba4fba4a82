package arbiter.cli;

import arbiter.api.Implementation;
import arbiter.protocol.ProcessImplementation;
import arbiter.report.RunInfo;
import arbiter.suite.Target;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/** The options that choose the implementation under test: a Java one by name, or a process through the protocol. */
final class ImplementationChoice {

    /** The heading these options are listed under in a command's help. */
    static final String HEADING = "%nImplementation under test:%n";

    @Option(names = "--implementation", paramLabel = "NAME", defaultValue = Target.REFERENCE,
            description = "A Java implementation on the class path, by the name it describes itself with (default: ${DEFAULT-VALUE}).")
    String name;

    @Option(names = "--adapter", paramLabel = "COMMAND",
            description = "Run a program that speaks the adapter protocol (docs/protocol.md), e.g. \"python3 my_adapter.py\"."
                    + " Repeatable: conform then runs each and compares them (compare.html); resolve shows each answer"
                    + " beside the reference's.")
    List<String> adapters = new ArrayList<>();

    @ArgGroup(validate = false, exclusive = false)
    AdapterLimits limits = new AdapterLimits();

    /** The one adapter command given, or null when the implementation is a Java one. */
    String adapter() {
        return adapters.isEmpty() ? null : adapters.get(0);
    }

    /** The adapter command as a run's summary names it (saying when its messages are checked), or null. */
    String adapterCaption() {
        return adapter() == null ? null : adapter() + (limits.validate ? ", " + RunInfo.VALIDATED : "");
    }

    /** The implementation chosen; a process one must be closed after use. */
    Implementation open() {
        if (adapters.size() > 1) {
            throw new IllegalArgumentException("give one --adapter here, not " + adapters.size());
        }
        return open(adapter());
    }

    /** The Java implementation chosen by name when {@code adapter} is null, else that program through the protocol. */
    Implementation open(String adapter) {
        if (adapter == null) {
            return Target.find(name);
        }
        return new ProcessImplementation(adapter, limits.options());
    }

    static void close(Implementation implementation) {
        if (implementation instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                // closing is best effort; the run's results are already in
            }
        }
    }
}
