#!/usr/bin/env python3
"""A minimal Arbiter adapter: protocol version 2 (docs/protocol.md), standard library only.

It answers `hello`, `start` and `stop`, and declares `legal-moves` and `resolve` unsupported,
so Arbiter skips every scenario with the reason given. Copy it, then fill in the places marked
FILL IN with calls into your own implementation.

    ./arbiter conform --adapter "python3 examples/python/minimal_adapter.py"

One JSON request per line comes in on stdin; one JSON response per line goes out on stdout,
carrying the request's id. Logs go to stderr only: stdout is for responses.
"""

import json
import sys

# Who this adapter is. FILL IN: your implementation's name, version, homepage and rulesets.
IMPLEMENTATION = {
    "name": "minimal-python-adapter",
    "version": "1.0.0",
    "language": "Python",
    "homepage": "",
    "rulesets": ["xymyx"],
}

START_POSITIONS = {
    "xymyx": "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}


class AdapterError(Exception):
    """A request answered with an error: type "unsupported", "invalid-input" or "internal"."""

    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind


def field(request, name):
    """A string field of the request (ruleset, position, side)."""
    value = request.get(name)
    if not isinstance(value, str):
        raise AdapterError("invalid-input", f"the request has no string field {name!r}")
    return value


def moves_of(request, side):
    """One player's moves in a resolve request, in the order played; [] when that player does not move."""
    moves = request.get("moves")
    value = moves.get(side) if isinstance(moves, dict) else None
    if not isinstance(value, list) or not all(isinstance(move, str) for move in value):
        raise AdapterError("invalid-input", f"the request has no list of moves for {side}")
    return value


def hello(request):
    # Arbiter names the highest version it speaks; this adapter speaks version 2.
    asked = request.get("protocol", 1)
    if not isinstance(asked, int) or asked < 2:
        raise AdapterError("unsupported", f"this adapter speaks protocol version 2, and the client asked for {asked!r}")
    return {"protocol": 2, "implementation": IMPLEMENTATION}


def start(request):
    ruleset = field(request, "ruleset")
    if ruleset not in START_POSITIONS:
        raise AdapterError("unsupported", f"the ruleset {ruleset!r} is not implemented")
    return {"position": START_POSITIONS[ruleset]}


def legal_moves(request):
    # FILL IN: read field(request, "ruleset"), field(request, "position") (a FEN) and
    # field(request, "side") ("white" or "black"), then return the moves in coordinate form,
    # in any order: {"moves": ["e2e4", "e7e8q", ...]}, or {"moves": []} when there are none.
    # A pawn that may promote has four moves: e7e8q, e7e8r, e7e8b and e7e8n.
    raise AdapterError("unsupported", "legal-moves is not implemented: a real adapter lists every move"
                       " the side may register in the position, in coordinate form (e2e4, e7e8q)")


def resolve(request):
    ruleset, position = field(request, "ruleset"), field(request, "position")
    white, black = moves_of(request, "white"), moves_of(request, "black")
    first = request.get("first")  # "white", "black", or None when nobody registered first
    history = request.get("history", [])  # earlier positions, oldest first, for repetition
    # FILL IN: carry out the turn (in XYMYX one move each, so white == ["a1a4"], black == ["b6a4"])
    # and return {"result": "resolved", "position": ..., "events": [...], "outcome":
    # {"status": "ongoing"}}, or {"result": "rejected", "side": ..., "move": ..., "reason": ...,
    # "clauses": [...]} when a registered move is illegal ("clauses", the clause ids that refuse it,
    # may be left out). See docs/protocol.md for the events and outcomes.
    raise AdapterError("unsupported", "resolve is not implemented: a real adapter carries out the"
                       " players' registered moves together and answers the position after the turn, its"
                       " events and its outcome, or rejects an illegal move")


def stop(request):
    return {"stopped": True}


HANDLERS = {"hello": hello, "start": start, "legal-moves": legal_moves, "resolve": resolve, "stop": stop}


def encode(message):
    """One line of compact JSON; ASCII only, so it never holds a line break or an encoding problem."""
    return json.dumps(message, separators=(",", ":"))


def error(request_id, kind, message):
    return encode({"id": request_id, "error": {"type": kind, "message": message}})


def answer(line):
    """The response line to one request line, and whether the adapter should exit after it."""
    try:
        request = json.loads(line)
    except (ValueError, RecursionError) as e:  # not JSON, not UTF-8, or nested absurdly deep
        return error(None, "invalid-input", f"the line is not JSON: {e}"), False
    if not isinstance(request, dict) or "id" not in request:
        return error(None, "invalid-input", "a request is a JSON object with an id"), False
    request_id, op = request["id"], request.get("op")
    if not isinstance(op, str):
        return error(request_id, "invalid-input", "the request has no op"), False
    if op not in HANDLERS:
        return error(request_id, "unsupported", f"the op {op!r} is not known to this adapter"), False
    try:
        return encode({"id": request_id, **HANDLERS[op](request)}), op == "stop"
    except AdapterError as e:
        return error(request_id, e.kind, str(e)), False
    except Exception as e:  # a bug in a handler: report it, never crash
        return error(request_id, "internal", f"{type(e).__name__}: {e}"), False


def main():
    print(f"{IMPLEMENTATION['name']} {IMPLEMENTATION['version']}: ready", file=sys.stderr, flush=True)
    for line in sys.stdin.buffer:  # bytes, so a line that is not UTF-8 is an error, not a crash
        response, done = answer(line)
        sys.stdout.write(response + "\n")
        sys.stdout.flush()
        if done:
            break
    return 0  # after stop, or at the end of input


if __name__ == "__main__":
    sys.exit(main())
