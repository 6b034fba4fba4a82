"""Arbiter's adapter protocol for Python: write the rules, this module speaks the protocol.

An adapter is a program that Arbiter talks to over standard input and output, one JSON object per
line (docs/protocol.md). This module is the whole conversation, standard library only (Python 3.8+):
the ``hello`` and its version negotiation, the request ids, answering in order (or in any order,
with several workers), Arbiter's FEN read into a :class:`Position` and written back, the
``resolve`` request read into Python values, the answers checked against what the protocol
requires, errors as the protocol's error objects, ``stop`` and the end of input. What is left to
you is the rules::

    from arbiter_adapter import Adapter, Position, Resolved, Rejected, Unsupported

    class MyChess(Adapter):
        name, version, rulesets = "my-chess", "1.0.0", ["chess"]

        def start(self, ruleset):
            return Position.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")

        def legal_moves(self, ruleset, position, side):
            return ["e2e4", ...]

        def resolve(self, ruleset, position, moves, first, history):
            return Resolved(position_after, events=[...], outcome=Outcome.ongoing())

    if __name__ == "__main__":
        MyChess().run()

Raise :class:`Unsupported` for what you do not do (the scenario is skipped), :class:`InvalidInput`
for a request you cannot read (a position no game reaches, say), :class:`Illegal` (or return
:class:`Rejected`) for a move that is not legal; any other exception is answered as an ``internal``
error with its message, and the adapter goes on. ``print()`` inside your code goes to standard
error: standard output carries only responses.
"""

import json
import re
import sys
import threading
import traceback
from concurrent.futures import ThreadPoolExecutor
from typing import (Any, BinaryIO, Callable, Dict, FrozenSet, Iterable, List, Mapping, NamedTuple,
                    Optional, Sequence, TextIO, Tuple, Union)

__all__ = [
    "Adapter", "Position", "Piece", "Event", "Outcome", "Resolved", "Rejected", "Illegal", "Unsupported",
    "InvalidInput", "AdapterError", "parse_move", "square_name", "square_coords", "SIDES", "PIECES",
    "HIGHEST_VERSION", "log",
]

HIGHEST_VERSION = 2
"""The highest protocol version this module speaks; it also speaks version 1."""

MAX_LINE_BYTES = 1048576
"""The longest line the protocol allows, in bytes, not counting the line feed."""

MAX_MESSAGE = 500
"""Error messages are cut to this many characters, as ``arbiter serve`` cuts its own."""

SIDES = ("white", "black")
PIECES = ("king", "queen", "rook", "bishop", "knight", "pawn")
FILES = "abcdefgh"
RANKS = "12345678"

MOVE_PATTERN = re.compile(r"[a-h][1-8][a-h][1-8][qrbn]?\Z")
SQUARE_PATTERN = re.compile(r"[a-h][1-8]\Z")

# Event kinds, and the kinds that carry "from" (docs/protocol.md, "Events").
EVENT_KINDS = ("moved", "captured", "absorbed", "collision", "failed-capture", "promoted", "frozen", "check",
               "checkmate", "bounced", "intercepted", "capture-cancelled", "chain-capture", "destroyed", "castled",
               "king-captured", "castling-prevented")
FROM_KINDS = frozenset({"moved", "failed-capture", "bounced", "intercepted", "capture-cancelled", "castled",
                        "castling-prevented"})
KING_KINDS = frozenset({"check", "checkmate", "castled", "king-captured", "castling-prevented"})
LOSING_REASONS = ("checkmate", "king-captured", "two-turns-in-check")
DRAW_REASONS = ("mutual-checkmate", "stalemate", "insufficient-material", "fifty-turns", "repetition",
                "mutual-king-capture", "king-collision", "seventy-five-moves")

# What version 1 can say (docs/protocol.md, "What changed from version 1").
VERSION_1_KINDS = frozenset(EVENT_KINDS[:9])
VERSION_1_STATUSES = frozenset({"ongoing", "win", "draw"})
VERSION_1_REASONS = frozenset({"checkmate", "mutual-checkmate", "stalemate", "insufficient-material", "fifty-turns"})


def log(*parts: Any) -> None:
    """Writes a line to standard error, which Arbiter keeps (the last lines) for its report."""
    print(*parts, file=sys.stderr, flush=True)


# ---------------------------------------------------------------------------------------------
# Errors


class AdapterError(Exception):
    """A request answered with an error object; ``kind`` is the protocol's error type."""

    kind = "internal"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Unsupported(AdapterError):
    """Something the adapter does not do: answered ``unsupported``, and the scenario is skipped."""

    kind = "unsupported"


class InvalidInput(AdapterError):
    """A request the adapter cannot read, or a position no game reaches: answered ``invalid-input``."""

    kind = "invalid-input"


class Illegal(Exception):
    """Raised from ``resolve`` (at any depth): the turn is rejected, naming this side and move.

    ``clauses`` (optional) are the clause ids that refuse it, such as ``["chess.MOVES.blocked"]``.
    """

    def __init__(self, side: str, move: str, reason: str, clauses: Sequence[str] = ()) -> None:
        super().__init__(reason)
        self.rejected = Rejected(side, move, reason, list(clauses))


# ---------------------------------------------------------------------------------------------
# Squares, moves and pieces


def square_name(file: int, rank: int) -> str:
    """The square of a file and a rank counted from 0: ``square_name(4, 0) == "e1"``."""
    return FILES[file] + RANKS[rank]


def square_coords(square: str) -> Tuple[int, int]:
    """The file and rank of a square, counted from 0: ``square_coords("e1") == (4, 0)``."""
    return FILES.index(square[0]), RANKS.index(square[1])


def parse_move(move: str) -> Tuple[str, str, Optional[str]]:
    """A move in coordinate form as (from, to, promotion): ``parse_move("e7e8q") == ("e7", "e8", "queen")``.

    Raises :class:`InvalidInput` for text that is not a move in coordinate form.
    """
    if not isinstance(move, str) or not MOVE_PATTERN.match(move):
        raise InvalidInput("%s is not a move in coordinate form (e2e4, e7e8q)" % _quoted(move))
    promotion = {"q": "queen", "r": "rook", "b": "bishop", "n": "knight"}.get(move[4:]) if len(move) == 5 else None
    return move[0:2], move[2:4], promotion


_LETTERS = {"k": "king", "q": "queen", "r": "rook", "b": "bishop", "n": "knight", "p": "pawn"}


class Piece(NamedTuple):
    """A piece: its side (``"white"``/``"black"``) and kind (``"king"`` ... ``"pawn"``)."""

    side: str
    kind: str

    @property
    def letter(self) -> str:
        """Its FEN letter: upper case for White (``K``), lower case for Black (``k``)."""
        letter = "n" if self.kind == "knight" else self.kind[0]
        return letter.upper() if self.side == "white" else letter

    @staticmethod
    def from_letter(letter: str) -> "Piece":
        """The piece of a FEN letter (``KQRBNP`` for White, ``kqrbnp`` for Black)."""
        kind = _LETTERS.get(letter.lower())
        if kind is None or len(letter) != 1:
            raise InvalidInput("%s is not a piece letter (KQRBNP, kqrbnp)" % _quoted(letter))
        return Piece("white" if letter.isupper() else "black", kind)


# ---------------------------------------------------------------------------------------------
# Positions: Arbiter's FEN


_EXTRA_NAMES = ("frozen", "checks", "castled")
_MAX_FEN = 400
_MAX_CLOCK = 99999


class Position:
    """A position in Arbiter's FEN, read into values, and written back by :meth:`fen`.

    - ``placement``: a dict from square (``"e1"``) to :class:`Piece`; empty squares are absent
      (:meth:`grid` gives it as 8x8);
    - ``side_to_move``: ``"white"`` or ``"black"`` (the simultaneous rulesets write White);
    - ``castling``: the squares of the Rooks that keep a castling right (``KQkq`` is
      ``{"h1", "a1", "h8", "a8"}``; a Shredder-FEN file letter names another Rook);
    - ``en_passant``: the en passant squares (none, one, or one on rank 3 and one on rank 6);
    - ``halfmove``, ``fullmove``: the clocks;
    - ``frozen``: the squares of frozen pieces (``frozen=``, XYMYX);
    - ``checks``: turns in a row in check, per side, leaving out sides with 0 (``checks=``, Zeitgeist);
    - ``castled``: the sides that have castled (``castled=``, RevoChess).

    Positions compare equal when every field is equal. They are mutable: :meth:`copy` one before
    changing it if the original is still needed.
    """

    __slots__ = ("placement", "side_to_move", "castling", "en_passant", "halfmove", "fullmove", "frozen", "checks",
                 "castled")

    def __init__(self, placement: Optional[Mapping[str, Piece]] = None, side_to_move: str = "white",
                 castling: Iterable[str] = (), en_passant: Iterable[str] = (), halfmove: int = 0, fullmove: int = 1,
                 frozen: Iterable[str] = (), checks: Optional[Mapping[str, int]] = None,
                 castled: Iterable[str] = ()) -> None:
        self.placement: Dict[str, Piece] = dict(placement or {})
        self.side_to_move = side_to_move
        self.castling: FrozenSet[str] = frozenset(castling)
        self.en_passant: FrozenSet[str] = frozenset(en_passant)
        self.halfmove = halfmove
        self.fullmove = fullmove
        self.frozen: FrozenSet[str] = frozenset(frozen)
        self.checks: Dict[str, int] = {side: n for side, n in (checks or {}).items() if n}
        self.castled: FrozenSet[str] = frozenset(castled)

    # Reading

    @classmethod
    def parse(cls, fen: str) -> "Position":
        """Reads Arbiter's FEN strictly, as Arbiter does; raises :class:`InvalidInput` saying what is wrong."""
        if not isinstance(fen, str):
            raise InvalidInput("a position is a FEN string, not %s" % _quoted(fen))
        if not fen:
            raise InvalidInput("the FEN is empty")
        if len(fen) > _MAX_FEN:
            raise InvalidInput("the FEN is %d characters long; a FEN has at most %d" % (len(fen), _MAX_FEN))
        for i, c in enumerate(fen):
            if not " " <= c <= "~":
                raise InvalidInput("FEN character %d is U+%04X; a FEN is printable ASCII, its fields separated by"
                                   " single spaces" % (i + 1, ord(c)))
        if fen.startswith(" ") or fen.endswith(" ") or "  " in fen:
            raise InvalidInput("the FEN %s has a space out of place; its fields are separated by single spaces"
                               " with nothing around them" % _quoted(fen))
        fields = fen.split(" ")
        if not 4 <= len(fields) <= 6 + len(_EXTRA_NAMES):
            raise InvalidInput("the FEN %s has %d fields; expected 4 to 6, then at most %d name=value fields"
                               % (_quoted(fen), len(fields), len(_EXTRA_NAMES)))
        position = cls(_placement(fields[0]), _side(fields[1]), _castling(fields[2]), _en_passant(fields[3]))
        rest = fields[4:]
        if rest and "=" not in rest[0]:
            position.halfmove = _clock(rest[0], "halfmove clock", 0)
            if len(rest) < 2 or "=" in rest[1]:
                raise InvalidInput("the FEN has a halfmove clock but no fullmove number")
            position.fullmove = _clock(rest[1], "fullmove number", 1)
            rest = rest[2:]
        seen = set()
        for field in rest:
            name, eq, value = field.partition("=")
            if not eq or name not in _EXTRA_NAMES:
                raise InvalidInput("FEN field %s is not one of the extra fields frozen=, checks=, castled= (written"
                                   " name=value, after the six standard fields)" % _quoted(field))
            if name in seen:
                raise InvalidInput("the FEN names the field %s= twice" % name)
            seen.add(name)
            if value in ("", "-"):
                raise InvalidInput("FEN field %s is empty; leave the field out when it holds nothing" % _quoted(field))
            if name == "frozen":
                squares = value.split(",")
                if not all(SQUARE_PATTERN.match(s) for s in squares) or len(set(squares)) != len(squares):
                    raise InvalidInput("FEN field %s: write the frozen squares a1 to h8, each once, separated by a"
                                       " comma (frozen=d1,h8)" % _quoted(field))
                position.frozen = frozenset(squares)
            elif name == "checks":
                checks = {}
                for part in value.split(","):
                    side = {"w": "white", "b": "black"}.get(part[:1])
                    count = part[1:]
                    if side is None or side in checks or not re.match(r"[1-9][0-9]?\Z", count):
                        raise InvalidInput("FEN field %s: write w or b then a count from 1 to 99, each side at most"
                                           " once, separated by a comma (checks=w1,b2)" % _quoted(field))
                    checks[side] = int(count)
                position.checks = checks
            else:
                if value not in ("w", "b", "wb"):
                    raise InvalidInput("FEN field %s: write w, b or wb (the players who have castled)" % _quoted(field))
                position.castled = frozenset({"w": "white", "b": "black"}[c] for c in value)
        return position

    # Writing

    def fen(self) -> str:
        """Arbiter's FEN of this position, written as Arbiter writes it (the extra fields only when they hold something)."""
        ranks = []
        for rank in range(7, -1, -1):
            text, empty = "", 0
            for file in range(8):
                piece = self.placement.get(FILES[file] + RANKS[rank])
                if piece is None:
                    empty += 1
                    continue
                if empty:
                    text, empty = text + str(empty), 0
                text += piece.letter
            ranks.append(text + (str(empty) if empty else ""))
        fields = ["/".join(ranks), "w" if self.side_to_move == "white" else "b", _castling_text(self.castling),
                  ",".join(sorted(self.en_passant, key=_square_order)) or "-", str(self.halfmove), str(self.fullmove)]
        if self.frozen:
            fields.append("frozen=" + ",".join(sorted(self.frozen, key=_square_order)))
        if self.checks:
            fields.append("checks=" + ",".join(side[0] + str(self.checks[side]) for side in SIDES if self.checks.get(side)))
        if self.castled:
            fields.append("castled=" + "".join(side[0] for side in SIDES if side in self.castled))
        return " ".join(fields)

    __str__ = fen

    def __repr__(self) -> str:
        return "Position.parse(%r)" % self.fen()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and all(getattr(self, f) == getattr(other, f) for f in self.__slots__)

    __hash__ = None  # type: ignore[assignment]  # mutable

    def copy(self) -> "Position":
        """A copy that can be changed without changing this one."""
        return Position(self.placement, self.side_to_move, self.castling, self.en_passant, self.halfmove,
                        self.fullmove, self.frozen, self.checks, self.castled)

    # Other views of the board

    def grid(self) -> List[List[Optional[Piece]]]:
        """The board as 8x8: ``grid()[rank][file]``, both from 0, so ``grid()[0][4]`` is e1 and ``grid()[7]`` rank 8."""
        return [[self.placement.get(FILES[f] + RANKS[r]) for f in range(8)] for r in range(8)]

    @classmethod
    def from_grid(cls, grid: Sequence[Sequence[Optional[Piece]]], **fields: Any) -> "Position":
        """A position from an 8x8 board laid out as :meth:`grid` gives it; other fields as keyword arguments."""
        placement = {FILES[f] + RANKS[r]: grid[r][f] for r in range(8) for f in range(8) if grid[r][f] is not None}
        return cls(placement, **fields)


def _square_order(square: str) -> Tuple[str, str]:
    return square[1], square[0]


def _placement(text: str) -> Dict[str, Piece]:
    ranks = text.split("/")
    if len(ranks) != 8:
        raise InvalidInput("FEN placement %s has %d ranks; expected 8" % (_quoted(text), len(ranks)))
    placement = {}
    for i, row in enumerate(ranks):
        rank, file = 7 - i, 0
        for c in row:
            if c in "12345678":
                file += int(c)
            elif c.lower() in _LETTERS:
                if file < 8:
                    placement[FILES[file] + RANKS[rank]] = Piece.from_letter(c)
                file += 1
            else:
                raise InvalidInput("FEN rank %d %s: %r is not a piece letter (KQRBNP, kqrbnp) or a count 1-8"
                                   % (rank + 1, _quoted(row), c))
        if file != 8:
            raise InvalidInput("FEN rank %d %s covers %d squares; expected 8" % (rank + 1, _quoted(row), file))
    return placement


def _side(text: str) -> str:
    if text not in ("w", "b"):
        raise InvalidInput("FEN side to move %s must be w or b" % _quoted(text))
    return "white" if text == "w" else "black"


def _castling(text: str) -> FrozenSet[str]:
    if text == "-":
        return frozenset()
    rooks = set()
    for c in text:
        if c in "KQkq":
            rook = {"K": "h1", "Q": "a1", "k": "h8", "q": "a8"}[c]
        elif "A" <= c <= "H" or "a" <= c <= "h":
            rook = c.lower() + ("1" if c.isupper() else "8")
        else:
            raise InvalidInput("FEN castling %s: %r is not one of KQkq, a file letter, or -" % (_quoted(text), c))
        if rook in rooks:
            raise InvalidInput("FEN castling %s names the Rook on %s twice" % (_quoted(text), rook))
        rooks.add(rook)
    return frozenset(rooks)


def _castling_text(rooks: FrozenSet[str]) -> str:
    letters = ""
    for rank in ("1", "8"):
        for file in "hgfedcba":
            if file + rank in rooks:
                letter = "K" if file == "h" else "Q" if file == "a" else file.upper()
                letters += letter if rank == "1" else letter.lower()
    return letters or "-"


def _en_passant(text: str) -> FrozenSet[str]:
    if text == "-":
        return frozenset()
    squares = text.split(",")
    sound = (len(squares) in (1, 2) and all(SQUARE_PATTERN.match(s) and s[1] in "36" for s in squares)
             and (len(squares) == 1 or squares[0][1] != squares[1][1]))
    if not sound:
        raise InvalidInput("FEN en passant %s must be -, a square on rank 3 or 6, or two such squares separated by a"
                           " comma, one on each rank" % _quoted(text))
    return frozenset(squares)


def _clock(text: str, what: str, least: int) -> int:
    if not re.match(r"(0|[1-9][0-9]{0,4})\Z", text) or int(text) < least:
        raise InvalidInput("FEN %s %s must be a whole number from %d to %d, in digits without sign or leading zeros"
                           % (what, _quoted(text), least, _MAX_CLOCK))
    return int(text)


# ---------------------------------------------------------------------------------------------
# Answers


class Event(NamedTuple):
    """Something that happened in a turn (docs/protocol.md, "Events").

    ``from_`` is given for the kinds that have one (``moved``, ``failed-capture``, ``bounced``,
    ``intercepted``, ``capture-cancelled``, ``castled``, ``castling-prevented``) and only for them.
    """

    kind: str
    side: str
    piece: str
    square: str
    from_: Optional[str] = None
    clauses: Sequence[str] = ()

    def to_json(self) -> Dict[str, Any]:
        """The event as the protocol writes it."""
        event: Dict[str, Any] = {"kind": self.kind, "side": self.side, "piece": self.piece, "square": self.square}
        if self.from_ is not None:
            event["from"] = self.from_
        if self.clauses:
            event["clauses"] = list(self.clauses)
        return event


class Outcome(NamedTuple):
    """Whether the game goes on after a turn; build one with :meth:`ongoing`, :meth:`win`, :meth:`draw` or :meth:`both_lose`."""

    status: str = "ongoing"
    winner: Optional[str] = None
    reason: Optional[str] = None

    @staticmethod
    def ongoing() -> "Outcome":
        """The game goes on."""
        return Outcome("ongoing")

    @staticmethod
    def win(winner: str, reason: str) -> "Outcome":
        """``winner`` won, for a reason by which a game is lost (``checkmate``, ``king-captured``, ``two-turns-in-check``)."""
        return Outcome("win", winner, reason)

    @staticmethod
    def draw(reason: str) -> "Outcome":
        """A draw, for a reason by which a game is drawn (``stalemate``, ``repetition``, ...)."""
        return Outcome("draw", None, reason)

    @staticmethod
    def both_lose(reason: str) -> "Outcome":
        """Both players lost at once (version 2 only)."""
        return Outcome("both-lose", None, reason)

    def to_json(self) -> Dict[str, Any]:
        """The outcome as the protocol writes it."""
        outcome: Dict[str, Any] = {"status": self.status}
        if self.winner is not None:
            outcome["winner"] = self.winner
        if self.reason is not None:
            outcome["reason"] = self.reason
        return outcome


class Resolved(NamedTuple):
    """A turn carried out: the position after it, its events, its outcome, and optionally the clauses that decided it."""

    position: Union[Position, str]
    events: Sequence[Union[Event, Mapping[str, Any]]] = ()
    outcome: Union[Outcome, Mapping[str, Any]] = Outcome()
    trace: Optional[Sequence[str]] = None


class Rejected(NamedTuple):
    """A turn refused: the side and the move (as registered) that is not legal, why, and optionally the clauses that refuse it."""

    side: str
    move: str
    reason: str
    clauses: Optional[Sequence[str]] = None


# ---------------------------------------------------------------------------------------------
# The adapter


Handler = Callable[..., Any]


class Adapter:
    """An adapter: subclass it and override :meth:`start`, :meth:`legal_moves` and :meth:`resolve`, or pass them as functions.

    The class attributes (or the constructor's keywords) say who it is: ``name``, ``version``,
    ``rulesets`` (required by the protocol), ``language`` and ``homepage``. ``workers`` above 1
    answers requests in any order, that many at a time on threads (say so only when the rules are
    safe to run on several threads at once).
    """

    name = "python-adapter"
    version = "0.0.0"
    language = "Python"
    homepage = ""
    rulesets: Sequence[str] = ()
    workers = 1
    protocol = HIGHEST_VERSION
    """The version the conversation settled on (before any hello, the highest)."""
    # Class-level defaults, so that a subclass with an __init__ of its own need not call this one's.
    _start: Optional[Handler] = None
    _legal_moves: Optional[Handler] = None
    _resolve: Optional[Handler] = None
    _lock = threading.Lock()
    _out: Optional[BinaryIO] = None

    def __init__(self, *, name: Optional[str] = None, version: Optional[str] = None,
                 rulesets: Optional[Sequence[str]] = None, language: Optional[str] = None,
                 homepage: Optional[str] = None, workers: Optional[int] = None, start: Optional[Handler] = None,
                 legal_moves: Optional[Handler] = None, resolve: Optional[Handler] = None) -> None:
        for attribute, value in (("name", name), ("version", version), ("rulesets", rulesets), ("language", language),
                                 ("homepage", homepage), ("workers", workers)):
            if value is not None:
                setattr(self, attribute, value)
        self._start, self._legal_moves, self._resolve = start, legal_moves, resolve

    # What an implementer writes

    def start(self, ruleset: str) -> Union[Position, str]:
        """The start position of a ruleset (a :class:`Position` or a FEN)."""
        if self._start is not None:
            return self._start(ruleset)
        raise Unsupported("start is not implemented for %s" % ruleset)

    def legal_moves(self, ruleset: str, position: Position, side: str) -> Iterable[str]:
        """The moves ``side`` may register in ``position``, each once, in coordinate form (``e2e4``, ``e7e8q``)."""
        if self._legal_moves is not None:
            return self._legal_moves(ruleset, position, side)
        raise Unsupported("legal-moves is not implemented")

    def resolve(self, ruleset: str, position: Position, moves: Dict[str, List[str]], first: Optional[str],
                history: List[Position]) -> Union[Resolved, Rejected]:
        """One turn: ``moves`` is ``{"white": [...], "black": [...]}`` in the order played, ``first``
        the side that registered first or None, ``history`` the earlier positions, oldest first.
        Return :class:`Resolved` or :class:`Rejected` (or raise :class:`Illegal`)."""
        if self._resolve is not None:
            return self._resolve(ruleset, position, moves, first, history)
        raise Unsupported("resolve is not implemented")

    # The protocol

    def description(self) -> Dict[str, Any]:
        """The ``implementation`` object of the hello response."""
        if not isinstance(self.name, str) or not self.name:
            raise AdapterError("the adapter's name must be a non-empty string")
        rulesets = list(self.rulesets)
        if len(set(rulesets)) != len(rulesets) or not all(isinstance(r, str) for r in rulesets):
            raise AdapterError("the adapter's rulesets must be distinct strings: %r" % (rulesets,))
        return {"name": self.name, "version": str(self.version), "language": self.language or "",
                "homepage": self.homepage or "", "rulesets": rulesets}

    def answer(self, line: bytes) -> Tuple[Optional[Dict[str, Any]], bool]:
        """The response to one line of input (None for a blank line), and whether it was ``stop``.

        Never raises: whatever goes wrong is an error object of the protocol.
        """
        try:
            request = read_request(line)
        except InvalidInput as e:
            return _error(None, e), False
        if request is None:
            return None, False
        request_id = request["id"]
        op = request.get("op")
        try:
            if op == "stop":
                return {"id": request_id, "stopped": True}, True
            return dict({"id": request_id}, **self.dispatch(op, request)), False
        except Illegal as e:
            return dict({"id": request_id}, **self._rejected(e.rejected, request)), False
        except AdapterError as e:
            return _error(request_id, e), False
        except Exception as e:  # a bug of the rules: report it, never crash
            traceback.print_exc(file=sys.stderr)
            return _error(request_id, AdapterError("%s: %s" % (type(e).__name__, e))), False

    def dispatch(self, op: Any, request: Dict[str, Any]) -> Dict[str, Any]:
        """The fields of the response to a request other than ``stop``."""
        if op == "hello":
            return self._hello(request)
        if not isinstance(op, str):
            raise InvalidInput('the request has no "op" (hello, start, legal-moves, resolve, stop)')
        if op not in ("start", "legal-moves", "resolve"):
            raise Unsupported("the op %s is not known to this adapter (it knows hello, start, legal-moves, resolve,"
                              " stop)" % _quoted(op))
        ruleset = _text(request, "ruleset")
        if ruleset not in self.rulesets:
            raise Unsupported("the ruleset %s is not implemented here (%s)" % (_quoted(ruleset), ", ".join(self.rulesets)))
        if op == "start":
            return {"position": _fen_of(self.start(ruleset), "start")}
        position = _position(request, "position")
        if op == "legal-moves":
            side = _side_of(request, "side", required=True)
            return {"moves": _checked_moves(self.legal_moves(ruleset, position, side))}
        moves, first, history = self._turn(request)
        result = self.resolve(ruleset, position, moves, first, history)
        if isinstance(result, Rejected):
            return self._rejected(result, request)
        if isinstance(result, Resolved):
            return self._resolved(result)
        raise AdapterError("resolve returned %s; it returns Resolved or Rejected (or raises Illegal)" % _quoted(result))

    def _hello(self, request: Dict[str, Any]) -> Dict[str, Any]:
        asked = request.get("protocol", 1)
        if isinstance(asked, bool) or not isinstance(asked, int) or asked < 1:
            raise InvalidInput('"protocol" is %s, which is not a version: the highest version the client speaks, a'
                               ' whole number from 1' % _quoted(asked))
        self.protocol = min(asked, HIGHEST_VERSION)
        response: Dict[str, Any] = {"protocol": self.protocol, "implementation": self.description()}
        if self.protocol >= 2 and self.workers > 1:
            response["answers"] = "any-order"
        return response

    def _turn(self, request: Dict[str, Any]) -> Tuple[Dict[str, List[str]], Optional[str], List[Position]]:
        """A resolve request's moves, first player and history, in the version of the conversation."""
        if self.protocol == 1:
            if "moves" in request and "white" not in request:
                raise InvalidInput('"moves" is a field of protocol version 2, and this conversation is in version 1;'
                                   ' version 1 says "white", "black" and "first"')
            moves = {side: [_move(request.get(side), side)] for side in SIDES}
            return moves, _side_of(request, "first", required=True), []
        given = request.get("moves")
        if not isinstance(given, dict):
            raise InvalidInput('"moves" is %s; it holds each player\'s moves: {"white":[...],"black":[...]}'
                               % ("missing" if given is None else "not an object"))
        moves = {}
        for side in SIDES:
            listed = given.get(side)
            if not isinstance(listed, list):
                raise InvalidInput('"moves" has no list for %s; an empty list means that player does not move' % side)
            moves[side] = [_move(move, side) for move in listed]
        history = request.get("history", [])
        if not isinstance(history, list):
            raise InvalidInput('"history" is not a list of positions')
        positions = []
        for i, fen in enumerate(history):
            try:
                positions.append(Position.parse(fen))
            except InvalidInput as e:
                raise InvalidInput("history[%d]: %s" % (i, e.message)) from None
        return moves, _side_of(request, "first", required=False), positions

    def _rejected(self, rejected: Rejected, request: Dict[str, Any]) -> Dict[str, Any]:
        side, move = rejected.side, rejected.move
        registered = []
        given = request.get("moves") if self.protocol >= 2 else {s: [request.get(s)] for s in SIDES}
        if isinstance(given, dict) and side in SIDES:
            registered = given.get(side) or []
        if move not in registered:
            raise AdapterError("the rejection names %s's move %s, which is not one that side registered this turn (%s)"
                               % (side, _quoted(move), ", ".join(map(str, registered)) or "none"))
        if not isinstance(rejected.reason, str) or not rejected.reason:
            raise AdapterError("a rejection says why in words: its reason is %s" % _quoted(rejected.reason))
        response: Dict[str, Any] = {"result": "rejected", "side": side, "move": move, "reason": rejected.reason}
        if self.protocol >= 2 and rejected.clauses is not None:
            response["clauses"] = _clauses(rejected.clauses, "the rejection's clauses")
        return response

    def _resolved(self, resolved: Resolved) -> Dict[str, Any]:
        fen = _fen_of(resolved.position, "the position after the turn")
        events = [_event(e, self.protocol) for e in resolved.events]
        outcome = _outcome(resolved.outcome, self.protocol)
        if self.protocol == 1:
            for field in ("checks=", "castled="):
                if " " + field in fen:
                    raise Unsupported("protocol version 1, which this conversation speaks, cannot say a position with"
                                      " the field " + field)
        response: Dict[str, Any] = {"result": "resolved", "position": fen, "events": events, "outcome": outcome}
        if resolved.trace is not None:
            response["trace"] = _clauses(resolved.trace, "the trace")
        return response

    # The loop

    def run(self, stdin: Optional[BinaryIO] = None, stdout: Optional[BinaryIO] = None) -> int:
        """Serves requests from ``stdin`` until ``stop`` or the end of input; returns the exit status, 0.

        While it runs, ``sys.stdout`` is standard error, so that a stray ``print()`` cannot break
        the conversation.
        """
        stdin = stdin if stdin is not None else sys.stdin.buffer
        self._out = stdout if stdout is not None else sys.stdout.buffer
        self._lock = threading.Lock()
        saved, sys.stdout = sys.stdout, sys.stderr
        log("%s %s: ready" % (self.name, self.version))
        try:
            if self.workers > 1:
                self._serve_any_order(stdin)
            else:
                for line in read_lines(stdin):
                    response, done = self.answer(line)
                    if response is not None:
                        self._write(response)
                    if done:
                        break
        finally:
            sys.stdout = saved
        return 0

    def _serve_any_order(self, stdin: BinaryIO) -> None:
        """Answers up to ``workers`` requests at once, each as soon as it is done; stop waits for the others."""
        slots = threading.BoundedSemaphore(self.workers * 2)
        with ThreadPoolExecutor(max_workers=self.workers) as pool:
            pending = []
            for line in read_lines(stdin):
                if _is_stop(line):
                    for future in pending:
                        future.result()
                    response, done = self.answer(line)
                    self._write(response)  # type: ignore[arg-type]
                    if done:
                        return
                    continue
                if _is_hello(line):  # the version is settled before the requests after it
                    for future in pending:
                        future.result()
                    pending = []
                slots.acquire()
                pending = [f for f in pending if not f.done()]
                pending.append(pool.submit(self._answer_and_write, line, slots))

    def _answer_and_write(self, line: bytes, slots: threading.BoundedSemaphore) -> None:
        try:
            response, _ = self.answer(line)
            if response is not None:
                self._write(response)
        finally:
            slots.release()

    def _write(self, response: Dict[str, Any]) -> None:
        data = (json.dumps(response, separators=(",", ":")) + "\n").encode("ascii")
        with self._lock:
            assert self._out is not None
            self._out.write(data)
            self._out.flush()


# ---------------------------------------------------------------------------------------------
# Reading requests


def read_lines(stdin: BinaryIO) -> Iterable[bytes]:
    """The lines of the input (each without its line feed), one at a time as they come.

    A line longer than the protocol allows is given as its first bytes and a marker, so that it
    is refused without holding it all in memory.
    """
    while True:
        line = stdin.readline(MAX_LINE_BYTES + 2)
        if not line:
            return
        if line.endswith(b"\n"):
            line = line[:-1]
        if len(line) > MAX_LINE_BYTES:
            while not line.endswith(b"\n"):
                line = stdin.readline(1 << 16)
                if not line:
                    break
            yield _TOO_LONG
            continue
        yield line


_TOO_LONG = b"\x00too-long"


def _is_stop(line: bytes) -> bool:
    return b'"stop"' in line and _op_of(line) == "stop"


def _is_hello(line: bytes) -> bool:
    return b'"hello"' in line and _op_of(line) == "hello"


def _op_of(line: bytes) -> Optional[str]:
    try:
        request = read_request(line)
    except InvalidInput:
        return None
    return request.get("op") if request else None


_MAX_ID = 9223372036854775807


def read_request(line: bytes) -> Optional[Dict[str, Any]]:
    """One line read as a request, as strictly as the protocol reads a line ("Lines"); None for a blank line.

    Raises :class:`InvalidInput` (answered with the id null) for a line that is not a whole,
    valid message.
    """
    if line is _TOO_LONG:
        raise InvalidInput("the request is a line longer than %d bytes" % MAX_LINE_BYTES)
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError as e:
        raise InvalidInput("the request is a line that is not UTF-8 (at byte %d: 0x%02X)"
                           % (e.start + 1, line[e.start])) from None
    if text.strip(" \t\r") == "":
        return None
    try:
        request = json.loads(text, object_pairs_hook=_object, parse_constant=_constant, parse_int=_int,
                             parse_float=_float)
    except json.JSONDecodeError as e:
        what = "text after the JSON object" if e.msg == "Extra data" else "not JSON (%s)" % e.msg.lower()
        raise InvalidInput("%s, near column %d: %s" % (what, e.colno, _quoted(text))) from None
    except RecursionError:
        raise InvalidInput("the request nests arrays and objects more than 1000 deep") from None
    if not isinstance(request, dict):
        raise InvalidInput("a request is a JSON object, not %s" % _quoted(text))
    _depth(request, 0)
    request_id = request.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, int) or not 0 <= request_id <= _MAX_ID:
        raise InvalidInput('"id" is %s, which is not a whole number from 0 to %d in digits'
                           % ("missing" if "id" not in request else _quoted(request_id), _MAX_ID))
    return request


def _object(pairs: List[Tuple[str, Any]]) -> Dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        names = [name for name, _ in pairs]
        twice = next(name for name in names if names.count(name) > 1)
        raise InvalidInput("the field %s is named twice in an object" % _quoted(twice))
    return result


def _constant(name: str) -> Any:
    raise InvalidInput("%s is not JSON" % name)


def _int(text: str) -> int:
    if len(text.lstrip("-")) > 1000:
        raise InvalidInput("a number has more than 1000 digits")
    return int(text)


def _float(text: str) -> float:
    if sum(c.isdigit() for c in text) > 1000:
        raise InvalidInput("a number has more than 1000 digits")
    return float(text)


def _depth(value: Any, depth: int) -> None:
    if depth > 1000:
        raise InvalidInput("the request nests arrays and objects more than 1000 deep")
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for child in children:
        if isinstance(child, (dict, list)):
            _depth(child, depth + 1)


def _text(request: Dict[str, Any], name: str) -> str:
    value = request.get(name)
    if not isinstance(value, str):
        raise InvalidInput('the request has no string field "%s"' % name)
    return value


def _position(request: Dict[str, Any], name: str) -> Position:
    return Position.parse(_text(request, name))


def _side_of(request: Dict[str, Any], name: str, required: bool) -> Optional[str]:
    if name not in request and not required:
        return None
    value = request.get(name)
    if value not in SIDES:
        raise InvalidInput('"%s" is %s; expected "white" or "black"' % (name, "missing" if name not in request else _quoted(value)))
    return value


def _move(move: Any, side: str) -> str:
    if not isinstance(move, str) or not MOVE_PATTERN.match(move):
        raise InvalidInput("%s's move %s is not a move in coordinate form (e2e4, e7e8q)" % (side, _quoted(move)))
    return move


# ---------------------------------------------------------------------------------------------
# Checking answers


def _fen_of(position: Union[Position, str], what: str) -> str:
    if isinstance(position, Position):
        return position.fen()
    if isinstance(position, str):
        try:
            Position.parse(position)
        except InvalidInput as e:
            raise AdapterError("%s is not a FEN Arbiter reads: %s" % (what, e.message)) from None
        return position
    raise AdapterError("%s is %s; give a Position or a FEN" % (what, _quoted(position)))


def _checked_moves(moves: Iterable[str]) -> List[str]:
    listed = list(moves)
    seen = set()
    for move in listed:
        if not isinstance(move, str) or not MOVE_PATTERN.match(move):
            raise AdapterError("legal-moves listed %s, which is not a move in coordinate form (e2e4, e7e8q)" % _quoted(move))
        if move in seen:
            raise AdapterError("legal-moves listed %s twice; each move is listed once" % move)
        seen.add(move)
    return listed


def _event(event: Union[Event, Mapping[str, Any]], version: int) -> Dict[str, Any]:
    if isinstance(event, Mapping):
        event = Event(event.get("kind"), event.get("side"), event.get("piece"), event.get("square"),  # type: ignore[arg-type]
                      event.get("from"), event.get("clauses") or ())
    if not isinstance(event, Event):
        raise AdapterError("an event is %s; give an Event or a dict" % _quoted(event))
    problem = None
    if event.kind not in EVENT_KINDS:
        problem = "its kind is not one of " + ", ".join(EVENT_KINDS)
    elif event.side not in SIDES:
        problem = "its side is not white or black"
    elif event.piece not in PIECES:
        problem = "its piece is not one of " + ", ".join(PIECES)
    elif event.kind in KING_KINDS and event.piece != "king":
        problem = "a %s event names the King" % event.kind
    elif not isinstance(event.square, str) or not SQUARE_PATTERN.match(event.square):
        problem = "its square is not a1 to h8"
    elif (event.from_ is not None) != (event.kind in FROM_KINDS):
        problem = "a %s event %s" % (event.kind, "has a from square" if event.kind in FROM_KINDS else "has no from square")
    elif event.from_ is not None and not SQUARE_PATTERN.match(str(event.from_)):
        problem = "its from square is not a1 to h8"
    if problem:
        raise AdapterError("the event %s is not one the protocol has: %s" % (_quoted(event.to_json()), problem))
    if version == 1 and event.kind not in VERSION_1_KINDS:
        raise Unsupported("protocol version 1, which this conversation speaks, cannot say a %s event" % _quoted(event.kind))
    result = event.to_json()
    if event.clauses:
        result["clauses"] = _clauses(event.clauses, "an event's clauses")
    return result


def _outcome(outcome: Union[Outcome, Mapping[str, Any]], version: int) -> Dict[str, Any]:
    if isinstance(outcome, Mapping):
        outcome = Outcome(outcome.get("status"), outcome.get("winner"), outcome.get("reason"))  # type: ignore[arg-type]
    if not isinstance(outcome, Outcome):
        raise AdapterError("the outcome is %s; give an Outcome or a dict" % _quoted(outcome))
    status, winner, reason = outcome
    sound = {
        "ongoing": winner is None and reason is None,
        "win": winner in SIDES and reason in LOSING_REASONS,
        "both-lose": winner is None and reason in LOSING_REASONS,
        "draw": winner is None and reason in DRAW_REASONS,
    }.get(status, False)  # type: ignore[arg-type]
    if not sound:
        raise AdapterError("the outcome %s is not one the protocol has: ongoing (no winner, no reason), win (a winner"
                           " and one of %s), draw (one of %s) or both-lose" % (_quoted(outcome.to_json()),
                                                                               ", ".join(LOSING_REASONS), ", ".join(DRAW_REASONS)))
    if version == 1 and (status not in VERSION_1_STATUSES or (reason is not None and reason not in VERSION_1_REASONS)):
        raise Unsupported("protocol version 1, which this conversation speaks, cannot say the outcome %s"
                          % _quoted(outcome.to_json()))
    return outcome.to_json()


def _clauses(clauses: Sequence[str], what: str) -> List[str]:
    listed = [clauses] if isinstance(clauses, str) else list(clauses)
    if isinstance(clauses, str) or not all(isinstance(c, str) and c for c in listed):
        raise AdapterError("%s must be clause ids (non-empty strings): %s" % (what, _quoted(listed)))
    return listed


def _error(request_id: Optional[int], error: AdapterError) -> Dict[str, Any]:
    message = error.message if isinstance(error.message, str) else str(error.message)
    if len(message) > MAX_MESSAGE:
        message = message[:MAX_MESSAGE - 30] + "... (cut: %d characters)" % len(message)
    return {"id": request_id, "error": {"type": error.kind, "message": message}}


def _quoted(value: Any) -> str:
    """A value as a message shows it: JSON, at most 80 characters, a longer one cut and its length given."""
    if isinstance(value, (Event, Outcome)):
        value = value.to_json()
    try:
        text = json.dumps(value, default=repr)
    except (TypeError, ValueError):
        text = repr(value)
    if len(text) > 80:
        return "%s... (%d characters)" % (text[:80], len(text))
    return text
