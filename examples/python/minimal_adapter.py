#!/usr/bin/env python3
"""A minimal Arbiter adapter in Python, on the kit kits/python/arbiter_adapter.py (standard library only).

The kit speaks the whole protocol (docs/protocol.md): hello and its version, request ids, strict
lines, Arbiter's FEN read into a Position and written back, errors as the protocol's error objects,
stop and the end of input. This file is what is left to write: who the adapter is and the rules.
Here it gives the XYMYX start position and declares `legal-moves` and `resolve` unsupported, so
Arbiter skips every scenario with the reason given. Copy it (with kits/python/arbiter_adapter.py),
then fill in the places marked FILL IN with calls into your own implementation.

    ./arbiter conform --adapter "python3 examples/python/minimal_adapter.py"

Logs go to standard error: inside the adapter, print() writes there, since standard output is
for responses only.
"""

import os
import sys

# The kit: kits/python/arbiter_adapter.py of this repository. FILL IN: where your copy of it is.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "kits", "python"))

from arbiter_adapter import Adapter, Position, Unsupported  # noqa: E402

START_POSITIONS = {
    "xymyx": "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}


class MinimalAdapter(Adapter):
    # Who this adapter is. FILL IN: your implementation's name, version, homepage and rulesets.
    name = "minimal-python-adapter"
    version = "1.0.0"
    language = "Python"
    homepage = ""
    rulesets = ["xymyx"]  # requests for any other ruleset are answered "unsupported" by the kit

    def start(self, ruleset):
        """The start position of a ruleset, as a FEN (or a Position)."""
        return START_POSITIONS[ruleset]

    def legal_moves(self, ruleset, position: Position, side):
        # FILL IN: the moves `side` ("white" or "black") may register in `position` (a Position:
        # position.placement["e1"] is a Piece(side, kind), position.frozen the frozen squares, ...),
        # in coordinate form, each once, in any order: ["e2e4", "e7e8q", ...], or [] when there are none.
        # A pawn that may promote has four moves: e7e8q, e7e8r, e7e8b and e7e8n.
        raise Unsupported("legal-moves is not implemented: a real adapter lists every move"
                          " the side may register in the position, in coordinate form (e2e4, e7e8q)")

    def resolve(self, ruleset, position: Position, moves, first, history):
        # FILL IN: carry out the turn. moves == {"white": ["a1a4"], "black": ["b6a4"]} (in XYMYX one
        # move each), first is "white", "black" or None (nobody registered first), history the
        # earlier positions (Positions, oldest first). Return Resolved(position_after, events, outcome)
        # or Rejected(side, move, reason, clauses), or raise Illegal(side, move, reason, clauses).
        raise Unsupported("resolve is not implemented: a real adapter carries out the"
                          " players' registered moves together and answers the position after the turn, its"
                          " events and its outcome, or rejects an illegal move")


if __name__ == "__main__":
    sys.exit(MinimalAdapter().run())
