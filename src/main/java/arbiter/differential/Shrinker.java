package arbiter.differential;

import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.PieceType;
import arbiter.board.Position;
import arbiter.board.Square;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Makes a disagreement small while it stays: removes pieces one at a time (never a King, never
 * one a move starts from), drops castling rights, en passant and the ruleset's state, resets the
 * clocks, lets one player alone move where the ruleset allows it, and replaces moves by simpler
 * legal ones (a King's or a pawn's quiet move first). Every candidate is a position the reference
 * accepts with every move legal. The same disagreement always shrinks to the same case.
 */
final class Shrinker {

    /** How many candidates are tried at most for one disagreement. */
    static final int BUDGET = 600;
    /** How many for a turn an implementation broke on: its message already names the cause, the turn only shows it. */
    static final int ERROR_BUDGET = 40;
    private static final int REPLACEMENTS = 6;

    private final ReferenceMoves moves;

    Shrinker(ReferenceMoves moves) {
        this.moves = moves;
    }

    /** The smallest turn found from {@code turn} on which {@code differs} still holds, trying at most {@code budget} candidates. */
    Turn shrink(Turn turn, Predicate<Turn> differs, int budget) {
        Turn current = turn;
        boolean progress = true;
        int left = budget;
        while (progress && left > 0) {
            progress = false;
            for (Turn candidate : candidates(current)) {
                if (left-- <= 0) {
                    break;
                }
                if (moves.legal(candidate) && differs.test(candidate)) {
                    current = candidate;
                    progress = true;
                    break;
                }
            }
        }
        return current;
    }

    private List<Turn> candidates(Turn t) {
        Position p = Fen.parse(t.position());
        List<Turn> out = new ArrayList<>();
        List<Square> starts = new ArrayList<>();
        for (Side side : Side.values()) {
            t.movesOf(side).forEach(m -> starts.add(Move.parseCoordinate(m).from()));
        }
        for (int i = 0; i < 64; i++) {
            Square s = Square.of(i);
            Piece piece = p.pieceAt(s);
            if (piece != null && piece.type() != PieceType.KING && !starts.contains(s)) {
                Position.Builder b = p.toBuilder().remove(s).loseCastling(s);
                b.frozen(p.frozen().stream().filter(f -> !f.equals(s)).collect(java.util.stream.Collectors.toSet()));
                out.add(at(t, b.build()));
            }
        }
        if (!p.castlingRooks().isEmpty()) {
            out.add(at(t, p.toBuilder().castling(Set.of()).build()));
            p.castlingRooks().stream().sorted().forEach(rook -> out.add(at(t, p.toBuilder().loseCastling(rook).build())));
        }
        if (!p.enPassantSquares().isEmpty()) {
            out.add(at(t, p.toBuilder().enPassant(null).build()));
        }
        if (!p.frozen().isEmpty()) {
            out.add(at(t, p.toBuilder().frozen(Set.of()).build()));
        }
        for (arbiter.board.Color color : arbiter.board.Color.values()) {
            if (p.checks(color) > 0) {
                out.add(at(t, p.toBuilder().checks(color, 0).build()));
            }
            if (p.hasCastled(color)) {
                out.add(at(t, p.toBuilder().castled(color, false).build()));
            }
        }
        if (p.halfmove() != 0 || p.fullmove() != 1) {
            out.add(at(t, p.toBuilder().halfmove(0).fullmove(1).build()));
        }
        if (RandomTurns.shape(t.ruleset()) == arbiter.game.TurnShape.ONE_EACH_OR_ONE_ALONE && !t.whiteMoves().isEmpty() && !t.blackMoves().isEmpty()) {
            out.add(new Turn(t.ruleset(), t.position(), List.of(), t.blackMoves(), null, t.history()));
            out.add(new Turn(t.ruleset(), t.position(), t.whiteMoves(), List.of(), null, t.history()));
        }
        for (Side side : Side.values()) {
            replacements(t, p, side, out);
        }
        return out;
    }

    /** The turn with each of a player's moves replaced by simpler legal ones. */
    private void replacements(Turn t, Position p, Side side, List<Turn> out) {
        List<String> played = t.movesOf(side);
        for (int i = 0; i < played.size(); i++) {
            String move = played.get(i);
            Position board = i == 0 ? p : Fen.parse(t.position());
            List<String> legal = i == 0 ? moves.of(t.ruleset(), t.position(), side)
                    : moves.after(t.ruleset(), t.position(), side, played.get(0));
            Comparator<String> simpler = Comparator.comparingInt((String m) -> weight(board, m)).thenComparing(m -> m);
            int index = i;
            legal.stream().filter(m -> simpler.compare(m, move) < 0).sorted(simpler).limit(REPLACEMENTS).forEach(m -> {
                List<String> changed = new ArrayList<>(played);
                changed.set(index, m);
                out.add(new Turn(t.ruleset(), t.position(), side == Side.WHITE ? changed : t.whiteMoves(),
                        side == Side.BLACK ? changed : t.blackMoves(), t.first(), t.history()));
            });
        }
    }

    /** How far from a plain move: a King's quiet step is the simplest, a Queen's capture the least simple. */
    private static int weight(Position p, String coordinate) {
        Move m = Move.parseCoordinate(coordinate);
        Piece piece = p.pieceAt(m.from());
        int kind = piece == null ? 6 : switch (piece.type()) {
            case KING -> 0;
            case PAWN -> 1;
            case KNIGHT -> 2;
            case BISHOP -> 3;
            case ROOK -> 4;
            case QUEEN -> 5;
        };
        return kind + (p.pieceAt(m.to()) != null ? 10 : 0) + (m.promotion() != null ? 10 : 0);
    }

    private static Turn at(Turn t, Position p) {
        return new Turn(t.ruleset(), Fen.format(p), t.whiteMoves(), t.blackMoves(), t.first(), t.history());
    }
}
