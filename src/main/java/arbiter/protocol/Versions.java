package arbiter.protocol;

import arbiter.api.EventKind;
import arbiter.api.Outcome;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import arbiter.board.Quoted;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import java.util.List;

/**
 * The protocol's versions: the one a {@code hello} settles on, on either side, and what version 1
 * cannot say (a turn other than one move each with a first player; the event kinds, the double
 * loss and the reasons that version 2 added).
 */
final class Versions {

    /** The highest version this Arbiter speaks, which its hello request names. */
    static final int HIGHEST = 2;

    static final List<String> VERSION_1_KINDS = Arrays.stream(EventKind.values()).filter(EventKind::inVersion1)
            .map(EventKind::wireName).toList();
    static final List<String> VERSION_1_STATUSES = List.of("ongoing", "win", "draw");
    static final List<String> VERSION_1_REASONS = List.of("checkmate", "mutual-checkmate", "stalemate",
            "insufficient-material", "fifty-turns");

    private Versions() {
    }

    /** The version an adapter's hello response names, if Arbiter speaks it. */
    static int answered(JsonNode hello) {
        JsonNode protocol = hello.get("protocol");
        if (protocol == null || !protocol.isIntegralNumber() || protocol.asLong() < 1 || protocol.asLong() > HIGHEST) {
            throw new WireException("it speaks protocol " + (protocol == null ? "(not said)" : MessageReader.shown(protocol))
                    + ", and Arbiter speaks versions 1 and " + HIGHEST);
        }
        return protocol.intValue();
    }

    /**
     * The version a server answers a hello request with: the one asked for (1 when the request
     * names none), at most {@code highest}.
     */
    static int agreed(JsonNode hello, int highest) {
        JsonNode protocol = hello.get("protocol");
        if (protocol == null) {
            return 1;
        }
        if (!protocol.isIntegralNumber() || protocol.bigIntegerValue().signum() <= 0) {
            throw new WireException("\"protocol\" is " + MessageReader.shown(protocol)
                    + ", which is not a version: the highest version the client speaks, a whole number from 1");
        }
        return protocol.canConvertToInt() ? Math.min(protocol.intValue(), highest) : highest;
    }

    /** Refuses a turn version 1 cannot carry, saying what in it is beyond version 1. */
    static void refuseInVersion1(Turn turn) {
        List<String> beyond = turn.beyondVersion1();
        if (!beyond.isEmpty()) {
            throw new UnsupportedException("protocol version 1, which the adapter speaks, carries one move of each player"
                    + " and who registered first, and in this turn " + String.join(" and ", beyond));
        }
    }

    /** Refuses a resolved turn version 1 cannot say: a kind, status or reason that version 2 added. */
    static void refuseInVersion1(TurnResult.Resolved resolved) {
        resolved.events().stream().map(e -> e.kind()).filter(kind -> !kind.inVersion1()).findFirst().ifPresent(kind -> {
            throw beyondVersion1("a " + Quoted.of(kind.wireName()) + " event");
        });
        for (String field : List.of("checks=", "castled=")) {
            if (resolved.position().contains(" " + field)) {
                throw beyondVersion1("a position with the field " + field);
            }
        }
        Outcome outcome = resolved.outcome();
        if (outcome.status() == Outcome.Status.BOTH_LOSE) {
            throw beyondVersion1("the status \"both-lose\"");
        }
        if (outcome.reason() != null && !VERSION_1_REASONS.contains(outcome.reason())) {
            throw beyondVersion1("the reason " + Quoted.of(outcome.reason()));
        }
    }

    private static UnsupportedException beyondVersion1(String what) {
        return new UnsupportedException("the answer to this turn holds " + what + ", which protocol version 1 cannot say;"
                + " say hello with \"protocol\":2 to be given it");
    }

    /** Why a value of an adapter's version-1 answer is refused: a value that only version 2 has. */
    static String notInVersion1(String field, String value, List<String> known) {
        return field + " is " + Quoted.of(value) + ", which protocol version 1 has not (it has " + String.join(", ", known)
                + "); an adapter that reports it answers hello with protocol 2";
    }
}
