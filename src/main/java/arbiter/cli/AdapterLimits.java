package arbiter.cli;

import arbiter.protocol.AdapterOptions;
import arbiter.protocol.SchemaChecker;
import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * The options of a program run through the protocol: how long it may take to start and to answer,
 * how many requests it may have under way, and whether its messages are checked.
 */
final class AdapterLimits {

    @Option(names = "--timeout", paramLabel = "SECONDS", defaultValue = "5",
            description = "With --adapter: how long one request may take (default: ${DEFAULT-VALUE}).")
    double timeout = 5;

    @Option(names = "--start-timeout", paramLabel = "SECONDS", defaultValue = "20",
            description = "With --adapter: how long the program may take to start and answer hello (default: ${DEFAULT-VALUE}).")
    double startTimeout = 20;

    @Option(names = "--in-flight", paramLabel = "N", defaultValue = "" + AdapterOptions.IN_FLIGHT,
            description = "With --adapter: how many requests may be under way at once where their order does not matter"
                    + " (fuzz, perft; default: ${DEFAULT-VALUE}); 1 waits for each answer before the next request.")
    int inFlight = AdapterOptions.IN_FLIGHT;

    @Option(names = "--validate", description = "With --adapter: check every message against the protocol's JSON Schemas.")
    boolean validate;

    /** The options a {@link arbiter.protocol.ProcessImplementation} is started with; limits of 0 or less are refused. */
    AdapterOptions options() {
        if (timeout <= 0 || startTimeout <= 0) {
            throw new IllegalArgumentException("--timeout and --start-timeout must be more than 0 seconds");
        }
        if (inFlight < 1) {
            throw new IllegalArgumentException("--in-flight must be at least 1, not " + inFlight);
        }
        AdapterOptions options = AdapterOptions.defaults()
                .withTimeout(Duration.ofMillis((long) (timeout * 1000)))
                .withStartTimeout(Duration.ofMillis((long) (startTimeout * 1000)))
                .withInFlight(inFlight);
        return validate ? options.withChecker(SchemaChecker.INSTANCE) : options;
    }
}
