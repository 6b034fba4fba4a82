package arbiter.protocol;

import arbiter.api.Implementation;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.suite.Target;
import java.util.List;

/**
 * Not a test: a harness that prints resolves per second of a mixed list of XYMYX turns (a
 * collision, two openings, a capture, a rejection: {@link PipelinedAdapterTest#TURNS}) to
 * {@code arbiter serve} in a child process, with 1, 8, 32 and 128 requests in flight, each
 * measured {@code args[0]} times (default 3) for {@code args[1]} seconds (default 3).
 * {@code java -cp target/arbiter.jar:target/test-classes arbiter.protocol.ProtocolRates 5 3}
 */
final class ProtocolRates {

    private ProtocolRates() {
    }

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        double seconds = args.length > 1 ? Double.parseDouble(args[1]) : 3;
        Implementation reference = Target.find(Target.REFERENCE);
        List<Turn> turns = PipelinedAdapterTest.TURNS;
        List<TurnResult> expected = turns.stream().map(reference::resolve).toList();
        String serve = "java -cp '" + System.getProperty("java.class.path") + "' arbiter.cli.ArbiterCommand serve";
        for (int window : new int[] {1, 8, 32, 128}) {
            try (ProcessImplementation child = new ProcessImplementation(serve, AdapterOptions.defaults().withInFlight(window))) {
                StringBuilder line = new StringBuilder(String.format("%4d in flight:", window));
                for (int i = 0; i < runs; i++) {
                    line.append(String.format(" %,9.0f", ResolveRate.measure(child, turns, expected, seconds).perSecond()));
                }
                System.out.println(line.append(" resolves/s"));
            }
        }
    }
}
