package arbiter.reference;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Fen;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each game refuses the state beyond the board that only another game keeps, and names it. */
class UnkeptStateTest {

    @Test
    void eachGameRefusesTheOthersStateByName() {
        var p = Fen.parse("3k4/8/8/8/8/8/8/3RK3 w - - 0 1 frozen=d1 checks=b1 castled=w");
        assertThat(UnkeptState.in("simulchess", p, Set.of())).containsExactly("simulchess freezes no piece (frozen= is XYMYX's)",
                "simulchess counts no turns in check (checks= is Zeitgeist's)",
                "simulchess keeps no record of castling (castled= is RevoChess's)");
        assertThat(UnkeptState.in("zeitgeist", p, Set.of(UnkeptState.Field.CHECKS))).hasSize(2)
                .noneMatch(s -> s.contains("checks="));
        assertThat(UnkeptState.in("revochess", Fen.parse("3k4/8/8/8/8/8/8/3RK3 w - - 0 1 castled=w"),
                Set.of(UnkeptState.Field.CASTLED))).isEmpty();
    }
}
