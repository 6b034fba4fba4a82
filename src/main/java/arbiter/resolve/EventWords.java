package arbiter.resolve;

import arbiter.api.Event;
import arbiter.api.Side;
import arbiter.suite.TurnWords;
import java.util.Locale;

/** An event of a settled turn in words, for {@code arbiter resolve}. */
public final class EventWords {

    private EventWords() {
    }

    /** "Black Knight loses the collision on a4 and is removed". */
    public static String of(Event e) {
        String piece = title(e.side()) + " " + word(e.piece());
        return switch (e.kind()) {
            case MOVED -> piece + " moves " + e.from() + "-" + e.square();
            case CAPTURED -> piece + " is captured on " + e.square();
            case ABSORBED -> piece + " is absorbed on " + e.square();
            case COLLISION -> piece + " loses the collision on " + e.square() + " and is removed";
            case FAILED_CAPTURE -> piece + " from " + e.from() + " finds " + e.square() + " empty: the capture fails";
            case PROMOTED -> "a " + title(e.side()) + " pawn becomes a " + word(e.piece()) + " on " + e.square();
            case FROZEN -> piece + " on " + e.square() + " gave check and is frozen for the next turn";
            case CHECK -> title(e.side()) + "'s King on " + e.square() + " is in check";
            case CHECKMATE -> title(e.side()) + "'s King on " + e.square() + " is checkmated";
            case BOUNCED -> piece + " bounces off " + e.square() + " back to " + e.from();
            case INTERCEPTED -> piece + " from " + e.from() + " is stopped on " + e.square();
            case CAPTURE_CANCELLED -> piece + " on " + e.from() + " has its base attacked: the capture on " + e.square()
                    + " is cancelled";
            case CHAIN_CAPTURE -> piece + " is taken on " + e.square() + " by a piece captured on its way (chain capture)";
            case DESTROYED -> piece + " is destroyed on " + e.square();
            case CASTLED -> title(e.side()) + " castles: the King goes " + e.from() + "-" + e.square();
            case KING_CAPTURED -> title(e.side()) + "'s King is captured on " + e.square();
            case CASTLING_PREVENTED -> title(e.side()) + "'s castling " + e.from() + "-" + e.square()
                    + " is prevented by the other move: King and Rook stay";
        };
    }

    private static String title(Side side) {
        return TurnWords.side(side);
    }

    private static String word(Enum<?> value) {
        String name = value.name().toLowerCase(Locale.ROOT);
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
