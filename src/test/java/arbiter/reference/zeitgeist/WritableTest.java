package arbiter.reference.zeitgeist;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Position;
import arbiter.reference.Refusal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a Zeitgeist player may write: the pieces' patterns whatever stands in the way, castling as in orthodox chess. */
class WritableTest {

    private static List<String> moves(String fen, Color side) {
        return Writable.moves(Fen.parse(fen), side).stream().map(Move::coordinate).toList();
    }

    @Test
    void fromTheStartEachSideMayWrite104Moves() {
        Position start = ZeitgeistRulesets.all().get(0).start();
        // pawns 30, Knights 6, Rooks 28, Bishops 14, Queen 21, King 5: through and onto own pieces
        assertThat(Writable.moves(start, Color.WHITE)).hasSize(104);
        assertThat(Writable.moves(start, Color.BLACK)).hasSize(104);
    }

    @Test
    void aRookMayBeWrittenThroughAndOntoPiecesToTheEdge() {
        assertThat(moves("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", Color.WHITE)).contains("a1a8", "a1a2", "a1e1", "a1h1");
    }

    @Test
    void aPawnMayBeWrittenDiagonallyOntoAnEmptySquareAndStraightOntoAPiece() {
        assertThat(moves("4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", Color.WHITE)).contains("e4d5", "e4f5", "e4e5")
                .doesNotContain("e4e6");
    }

    @Test
    void castlingIsWrittenOnlyWhereOrthodoxChessAllowsIt() {
        assertThat(moves("4k3/8/8/8/8/8/8/4K2R w K - 0 1", Color.WHITE)).contains("e1g1");
        assertThat(moves("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1", Color.WHITE)).doesNotContain("e1g1");
        assertThat(Writable.whyNot(Fen.parse("4k3/8/8/8/2b5/8/8/4K2R w K - 0 1"), Color.WHITE, Move.parseCoordinate("e1g1")))
                .isEqualTo(new Refusal("zeitgeist.2.through-check", "the King may not castle through check, across f1"));
        assertThat(Writable.whyNot(Fen.parse("4k3/8/8/8/8/8/7b/4K2R w K - 0 1"), Color.WHITE, Move.parseCoordinate("e1g1")))
                .isEqualTo(new Refusal("zeitgeist.2.into-check", "the King may not castle into check, onto g1"));
        assertThat(Writable.whyNot(Fen.parse("4k3/8/8/8/8/8/8/r3K2R w K - 0 1"), Color.WHITE, Move.parseCoordinate("e1g1")))
                .isEqualTo(new Refusal("zeitgeist.2.out-of-check", "no castling out of check"));
        assertThat(moves("4k3/8/8/8/8/8/8/4KB1R w K - 0 1", Color.WHITE)).doesNotContain("e1g1");
    }

    @Test
    void aPawnMoveToTheLastRankMustNameItsPiece() {
        Position p = Fen.parse("6k1/4P3/8/8/8/8/8/6K1 w - - 0 1");
        assertThat(moves("6k1/4P3/8/8/8/8/8/6K1 w - - 0 1", Color.WHITE)).contains("e7e8q", "e7e8n", "e7d8r", "e7f8b")
                .doesNotContain("e7e8", "e7d8");
        assertThat(Writable.whyNot(p, Color.WHITE, Move.parseCoordinate("e7e8")))
                .isEqualTo(new Refusal("zeitgeist.6.promotion-unnamed", "a pawn reaching the last rank names the piece it becomes (e7e8q, e7e8r, e7e8b or e7e8n)"));
        assertThat(Writable.whyNot(p, Color.WHITE, Move.parseCoordinate("e7e8q"))).isNull();
        assertThat(Writable.whyNot(p, Color.WHITE, Move.parseCoordinate("e7e6"))).isEqualTo(new Refusal("zeitgeist.simultaneity.not-its-move", "a Pawn does not move from e7 to e6"));
    }

    @Test
    void aMoveOutsideThePiecesPatternIsNamed() {
        assertThat(Writable.whyNot(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), Color.WHITE, Move.parseCoordinate("a1b3")))
                .isEqualTo(new Refusal("zeitgeist.simultaneity.not-its-move", "a Rook does not move from a1 to b3"));
        assertThat(Writable.whyNot(Fen.parse("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), Color.WHITE, Move.parseCoordinate("b1b3")))
                .isEqualTo(new Refusal("zeitgeist.simultaneity.no-piece", "b1 holds no White piece"));
    }
}
