package arbiter.resolve;

import arbiter.api.TurnResult;
import java.util.List;

/**
 * One implementation's answers to the turns {@code arbiter resolve} settles (the resolve command asks them).
 *
 * @param number  its place among the {@code --adapter} options, from 1
 * @param command the {@code --adapter} command line
 * @param name    the name and version it describes itself with; null when it never said
 * @param answers its answer to each settling, in the order of the settlings; empty when it failed
 * @param fault   what went wrong, in one line; null when it answered every settling
 */
public record Rival(int number, String command, String name, List<TurnResult> answers, String fault) {

    /** The heading of its column: "adapter 2: my-impl 1.0", or "adapter 2" when it never said its name. */
    String heading() {
        return "adapter " + number + (name != null ? ": " + name : "");
    }
}
