package arbiter.fuzz;

import arbiter.api.Implementation;
import java.util.List;

/** Every reader of outside text that the fuzz campaign feeds, by name. */
public final class Targets {

    private Targets() {
    }

    /**
     * The FEN, diagram, move and game-notation readers, the protocol server's request reader
     * (answering for {@code implementation}) and the reader of resolve responses.
     */
    public static List<FuzzTarget> all(Implementation implementation) {
        return List.of(BoardTargets.fen(), BoardTargets.diagram(), BoardTargets.move(), BoardTargets.game(),
                ProtocolTargets.request(implementation), ProtocolTargets.response(implementation));
    }
}
