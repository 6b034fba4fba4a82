package arbiter.reference;

import arbiter.board.Color;
import arbiter.board.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The state beyond the board that Arbiter's FEN can carry but a ruleset does not keep: XYMYX's
 * frozen pieces, Zeitgeist's turns in check, RevoChess's record of castling. A position of a
 * ruleset that holds state it does not keep is refused, with words saying which.
 */
public final class UnkeptState {

    /** One kind of state beyond the board, with the FEN field that carries it. */
    public enum Field { FROZEN, CHECKS, CASTLED }

    private UnkeptState() {
    }

    /** What {@code p} holds that ruleset {@code id}, which keeps only {@code kept}, does not. */
    public static List<String> in(String id, Position p, Set<Field> kept) {
        List<String> problems = new ArrayList<>();
        if (!kept.contains(Field.FROZEN) && !p.frozen().isEmpty()) {
            problems.add(id + " freezes no piece (frozen= is XYMYX's)");
        }
        if (!kept.contains(Field.CHECKS) && (p.checks(Color.WHITE) > 0 || p.checks(Color.BLACK) > 0)) {
            problems.add(id + " counts no turns in check (checks= is Zeitgeist's)");
        }
        if (!kept.contains(Field.CASTLED) && (p.hasCastled(Color.WHITE) || p.hasCastled(Color.BLACK))) {
            problems.add(id + " keeps no record of castling (castled= is RevoChess's)");
        }
        return problems;
    }
}
