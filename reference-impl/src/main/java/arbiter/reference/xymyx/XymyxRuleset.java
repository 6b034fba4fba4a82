package arbiter.reference.xymyx;

import arbiter.api.InvalidInputException;
import arbiter.api.Outcome;
import arbiter.api.TurnResult;
import arbiter.board.Attacks;
import arbiter.board.Bitboards;
import arbiter.board.ByColor;
import arbiter.board.Color;
import arbiter.board.Fen;
import arbiter.board.Move;
import arbiter.board.Piece;
import arbiter.board.Position;
import arbiter.board.Square;
import arbiter.reference.EventLog;
import arbiter.reference.Refusal;
import arbiter.reference.Resolution;
import arbiter.reference.Ruleset;
import arbiter.reference.TurnInput;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** A XYMYX edition on the shared machinery: legality, settlement, and the end of the turn. */
final class XymyxRuleset implements Ruleset {

    private final XymyxEdition edition;
    private final XymyxLegality legality;
    private final Settlement settlement;
    private final TurnEnd turnEnd;

    XymyxRuleset(XymyxEdition edition) {
        this.edition = edition;
        this.legality = new XymyxLegality(edition);
        this.settlement = new Settlement(edition);
        this.turnEnd = new TurnEnd(edition);
    }

    @Override
    public String id() {
        return edition.id();
    }

    @Override
    public Position start() {
        return edition.start();
    }

    @Override
    public List<String> problems(Position p) {
        List<String> problems = new ArrayList<>();
        Position start = edition.start();
        for (Color color : Color.values()) {
            long rights = p.castlingBits() & Bitboards.rank(color.homeRank());
            if (rights != 0 && ((rights & ~start.castlingBits()) != 0 || p.kingOf(color) != start.kingOf(color))) {
                problems.add("castling " + Fen.castlingText(Set.copyOf(homeRank(p.castlingRooks(), color))) + ": in " + id() + " a " + color.title()
                        + " right needs the King on " + start.kingOf(color) + " and its Rook on "
                        + homeRank(start.castlingRooks(), color).stream().map(Square::name).collect(Collectors.joining(" or ")));
            }
        }
        for (long rest = p.frozenBits(); rest != 0; rest &= rest - 1) {
            Square s = Square.of(Long.numberOfTrailingZeros(rest));
            Piece piece = p.pieceAt(s);
            if (piece != null && !edition.freezesOnCheck(piece.type())) {
                problems.add("frozen square " + s + " holds a " + piece + "; in " + id() + " a " + piece.type().title()
                        + " that gives check is not frozen");
            }
        }
        return problems;
    }

    /** The squares of {@code squares} on {@code color}'s home rank, a1 to h8. */
    private static List<Square> homeRank(Set<Square> squares, Color color) {
        List<Square> on = new ArrayList<>(2);
        for (Square s : squares) {
            if (s.rank() == color.homeRank()) {
                on.add(s);
            }
        }
        return on;
    }

    @Override
    public List<Move> legalMoves(Position p, Color side) {
        return legality.legalMoves(p, side);
    }

    @Override
    public Refusal whyIllegal(Position p, Color side, Move move) {
        return legality.whyIllegal(p, side, move);
    }

    @Override
    public TurnResult.Rejected reject(TurnInput turn) {
        for (Color color : Color.values()) {
            int count = turn.movesOf(color).size();
            if (count != 1) {
                throw new InvalidInputException("in " + id() + " each player registers one move a turn; "
                        + color.title() + " registered " + count);
            }
        }
        for (Color color : Color.values()) {
            Move move = turn.movesOf(color).get(0);
            Refusal why = whyIllegal(turn.before(), color, move);
            if (why != null) {
                return why.rejection(color, move);
            }
        }
        return null;
    }

    /** A player in check before the turn has answered it with his King; both, when both were. */
    private void checksAnswered(Position before, EventLog log) {
        boolean white = Attacks.inCheck(before, Color.WHITE);
        boolean black = Attacks.inCheck(before, Color.BLACK);
        if (white || black) {
            log.decided(edition.clause(Decision.CHECK_DEFENCE));
        }
        if (white && black) {
            log.decided(edition.clause(Decision.SIMULTANEOUS_CHECKS));
        }
    }

    @Override
    public Resolution resolve(TurnInput turn) {
        Position before = turn.before();
        ByColor<Move> moves = new ByColor<>(turn.movesOf(Color.WHITE).get(0), turn.movesOf(Color.BLACK).get(0));
        Color firstRegistered = turn.first();
        EventLog log = new EventLog();
        List<Arrival> arrivals = Arrival.of(before, moves);
        DeliveredChecks delivered = new DeliveredChecks(before, arrivals);
        Position settled = settlement.settle(before, arrivals, firstRegistered, log);
        checksAnswered(before, log);
        ByColor<Boolean> inCheck = new ByColor<>(Attacks.inCheck(settled, Color.WHITE), Attacks.inCheck(settled, Color.BLACK));
        Position after = turnEnd.checksAndFreezes(settled, inCheck, delivered, log);
        List<Position> earlier = new ArrayList<>(turn.history());
        earlier.add(before);
        Outcome outcome = turnEnd.outcome(after, inCheck, firstRegistered, earlier, delivered,
                legality::hasLegalMove, log);
        return new Resolution(after, log.events(), outcome, log.trace());
    }
}
