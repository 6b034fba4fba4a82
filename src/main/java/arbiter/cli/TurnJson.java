package arbiter.cli;

import arbiter.api.TurnResult;
import arbiter.protocol.ProtocolJson;
import java.util.List;

/** One JSON line per turn result, in the protocol's resolve-response form. */
final class TurnJson {

    private TurnJson() {
    }

    static String of(List<TurnResult> results) {
        return String.join("\n", results.stream().map(ProtocolJson::turnResult).toList());
    }
}
