package arbiter.suite;

import arbiter.api.Implementation;
import arbiter.api.InvalidInputException;
import arbiter.api.Side;
import arbiter.api.Turn;
import arbiter.api.TurnResult;
import arbiter.api.UnsupportedException;
import arbiter.board.Fen;
import arbiter.board.NotationException;
import arbiter.board.Position;
import arbiter.protocol.AdapterFault;
import arbiter.protocol.ProtocolJson;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import org.opentest4j.TestAbortedException;

/**
 * Every question the steps ask the implementation under test, with its failures sorted: declared
 * unsupported becomes skipped, anything else it throws or answers unreadably becomes an
 * {@link ImplementationFault}.
 */
final class Probe {

    private final Implementation implementation;
    private int apiVersion;

    Probe(Implementation implementation) {
        this.implementation = implementation;
    }

    String name() {
        return implementation.describe().name();
    }

    boolean supports(String ruleset) {
        return ask("describe itself", implementation::describe).supports(ruleset);
    }

    Position startPosition(String ruleset) {
        String fen = ask("give the start position", () -> implementation.startPosition(ruleset));
        return readPosition(fen, "start position");
    }

    List<String> legalMoves(String ruleset, Position p, Side side) {
        return guarded().legalMoves(ruleset, Fen.format(p), side);
    }

    /**
     * The words with which the implementation refuses a position as invalid input when asked for
     * White's legal moves in it, or empty when it answers.
     */
    Optional<String> refusal(String ruleset, String fen) {
        return ask("list legal moves", () -> {
            try {
                implementation.legalMoves(ruleset, fen, Side.WHITE);
                return Optional.<String>empty();
            } catch (InvalidInputException e) {
                return Optional.of(e.getMessage() == null ? "(no reason given)" : e.getMessage());
            }
        });
    }

    /** The version of the adapter interface the implementation speaks (1 or 2); any other is a fault. */
    int apiVersion() {
        if (apiVersion == 0) {
            int said = ask("tell its interface version", implementation::apiVersion);
            if (said != 1 && said != 2) {
                throw new ImplementationFault(name() + " says it speaks version " + said
                        + " of the adapter interface; Arbiter knows versions 1 and 2");
            }
            apiVersion = said;
        }
        return apiVersion;
    }

    /**
     * The turn as the implementation gets it. Version 1 carries no history, and requires a first
     * player on every turn: in a ruleset that keeps no registration order (its catalogue says so),
     * where nobody registers first, it is given White, which the game does not look at.
     */
    Turn sent(Turn turn) {
        if (apiVersion() != 1) {
            return turn;
        }
        if (turn.first() == null && turn.whiteMoves().size() == 1 && turn.blackMoves().size() == 1
                && !StepTracker.catalogue().keepsRegistrationOrder(turn.ruleset())) {
            return new Turn(turn.ruleset(), turn.position(), turn.whiteMoves(), turn.blackMoves(), Side.WHITE, List.of());
        }
        return turn.withoutHistory();
    }

    /**
     * The exact protocol request that asks {@code turn}, as sent: in the version the implementation
     * speaks, or in version 2 for a turn that version 1 cannot carry (never sent to a version-1 one).
     */
    String request(Turn turn) {
        Turn sent = sent(turn);
        return ProtocolJson.resolveRequest(sent, sent.isOneMoveEach() ? apiVersion() : ProtocolJson.PROTOCOL);
    }

    TurnResult resolve(Turn turn) {
        Turn sent = sent(turn);
        TurnResult result = ask("resolve the turn", () -> implementation.resolve(sent));
        if (result == null) {
            throw new ImplementationFault(name() + " answered no result for the turn (null)");
        }
        return result;
    }

    /**
     * The implementation as the joint perft asks it: every call sorted like the others here, each
     * turn sent as {@link #resolve} sends it.
     */
    Implementation guarded() {
        return new Implementation() {
            @Override
            public arbiter.api.Description describe() {
                return implementation.describe();
            }

            @Override
            public String startPosition(String ruleset) {
                return ask("give the start position", () -> implementation.startPosition(ruleset));
            }

            @Override
            public List<String> legalMoves(String ruleset, String position, Side side) {
                List<String> moves = ask("list legal moves", () -> implementation.legalMoves(ruleset, position, side));
                if (moves == null) {
                    throw new ImplementationFault(name() + " answered no list of legal moves (null)");
                }
                return moves;
            }

            @Override
            public int apiVersion() {
                return Probe.this.apiVersion();
            }

            @Override
            public TurnResult resolve(Turn turn) {
                return Probe.this.resolve(turn);
            }

            /** Passed on, so that an adapter in another process has the next turns at hand (the joint perft sends them ahead). */
            @Override
            public CompletableFuture<TurnResult> resolveAsync(Turn turn) {
                return Probe.this.resolveAsync(turn);
            }
        };
    }

    /** As {@link #resolve}, answered later: what it fails with sorted alike, on whichever thread the answer comes. */
    private CompletableFuture<TurnResult> resolveAsync(Turn turn) {
        Turn sent = sent(turn);
        ScenarioRecord record = ScenarioRecord.current();
        CompletableFuture<TurnResult> answer;
        try {
            answer = implementation.resolveAsync(sent);
        } catch (RuntimeException e) {
            answer = CompletableFuture.failedFuture(e);
        }
        return answer.handle((result, error) -> {
            if (error != null) {
                Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
                throw cause instanceof RuntimeException e ? sorted("resolve the turn", e, record) : new CompletionException(cause);
            }
            if (result == null) {
                throw new ImplementationFault(name() + " answered no result for the turn (null)");
            }
            return result;
        });
    }

    Position readPosition(String fen, String what) {
        try {
            return Fen.parse(fen);
        } catch (NotationException e) {
            throw new ImplementationFault(name() + " answered a " + what + " that is not FEN: " + e.getMessage());
        }
    }

    private <T> T ask(String what, Supplier<T> call) {
        try {
            return call.get();
        } catch (RuntimeException e) {
            throw sorted(what, e, ScenarioRecord.current());
        }
    }

    /** What the implementation failed with, sorted: declared unsupported, an adapter's fault (its standard error kept in {@code record}), or a fault. */
    private RuntimeException sorted(String what, RuntimeException e, ScenarioRecord record) {
        if (e instanceof UnsupportedException) {
            return new TestAbortedException("declared unsupported by " + name() + ": " + e.getMessage());
        }
        if (e instanceof InvalidInputException) {
            return new ImplementationFault(name() + " could not " + what + ": it called the request invalid: " + e.getMessage());
        }
        if (e instanceof AdapterFault fault) {
            record.stderr = fault.stderr().isEmpty() ? null : fault.stderr();
            return new ImplementationFault(fault.getMessage());
        }
        return new ImplementationFault(name() + " failed to " + what + ": "
                + e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage()));
    }
}
