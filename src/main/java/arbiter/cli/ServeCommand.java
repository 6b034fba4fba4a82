package arbiter.cli;

import arbiter.protocol.ProtocolServer;
import arbiter.suite.Target;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code arbiter serve}: a Java implementation (the reference by default) speaking the adapter protocol on stdin/stdout. */
@Command(name = "serve", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        description = "Speak the adapter protocol (docs/protocol.md) on standard input and output for a Java implementation"
                + " (the built-in reference by default), until stop or end of input.",
        footerHeading = "%nExamples:%n")
final class ServeCommand implements Callable<Integer> {

    @Option(names = "--implementation", paramLabel = "NAME", defaultValue = Target.REFERENCE,
            description = "A Java implementation on the class path (default: ${DEFAULT-VALUE}).")
    String implementationName;

    @Option(names = "--protocol", paramLabel = "VERSION", defaultValue = "2",
            description = "The highest protocol version to answer hello with, 1 or 2 (default: ${DEFAULT-VALUE});"
                    + " with 1, serve behaves as an adapter written for version 1.")
    int protocol;

    @Override
    public Integer call() throws Exception {
        ProtocolServer server = new ProtocolServer(Target.find(implementationName), protocol);
        // straight to the descriptors, buffered once: the server flushes when no request waits
        server.serve(new FileInputStream(FileDescriptor.in),
                new BufferedWriter(new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), 1 << 16));
        return 0;
    }
}
