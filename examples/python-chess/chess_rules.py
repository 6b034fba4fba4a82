"""Orthodox chess in plain Python: the board, the moves, check, and why a move is not legal.

Knows nothing of Arbiter's protocol. A square is a number from 0 (a1) to 63 (h8), ``file + 8 * rank``;
a piece is its FEN letter (``"K"`` a White King, ``"p"`` a Black pawn); a move is a tuple
``(from, to, promotion)`` with the promotion a letter ``q r b n`` or ``""``.
"""

from typing import Dict, Iterator, List, NamedTuple, Optional, Tuple

Move = Tuple[int, int, str]

KNIGHT_STEPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
KING_STEPS = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))
ROOK_DIRECTIONS = ((1, 0), (0, 1), (-1, 0), (0, -1))
BISHOP_DIRECTIONS = ((1, 1), (-1, 1), (-1, -1), (1, -1))
SLIDES = {"r": ROOK_DIRECTIONS, "b": BISHOP_DIRECTIONS, "q": ROOK_DIRECTIONS + BISHOP_DIRECTIONS}


def _targets(steps: Tuple[Tuple[int, int], ...]) -> List[List[int]]:
    table = []
    for sq in range(64):
        f, r = sq % 8, sq // 8
        table.append([f + df + 8 * (r + dr) for df, dr in steps if 0 <= f + df < 8 and 0 <= r + dr < 8])
    return table


def _rays(directions: Tuple[Tuple[int, int], ...]) -> List[List[List[int]]]:
    table = []
    for sq in range(64):
        rays = []
        for df, dr in directions:
            ray, f, r = [], sq % 8 + df, sq // 8 + dr
            while 0 <= f < 8 and 0 <= r < 8:
                ray.append(f + 8 * r)
                f, r = f + df, r + dr
            rays.append(ray)
        table.append(rays)
    return table


KNIGHT = _targets(KNIGHT_STEPS)
KING = _targets(KING_STEPS)
RAYS = {kind: _rays(directions) for kind, directions in SLIDES.items()}
# The corner of each castling Rook, the King's landing square and the Rook's, by the Rook's corner.
CASTLINGS = {7: (4, 6, 5), 0: (4, 2, 3), 63: (60, 62, 61), 56: (60, 58, 59)}


def name(sq: int) -> str:
    """The square's name: ``name(4) == "e1"``."""
    return "abcdefgh"[sq % 8] + str(sq // 8 + 1)


def index(square: str) -> int:
    """The square's number: ``index("e1") == 4``."""
    return "abcdefgh".index(square[0]) + 8 * (int(square[1]) - 1)


def white(piece: str) -> bool:
    return piece.isupper()


class Board(NamedTuple):
    """A position: 64 squares (a piece letter or None), the side to move (``"w"``/``"b"``), the corners
    of the Rooks that keep a castling right, the en passant square (or None) and the clocks."""

    squares: Tuple[Optional[str], ...]
    turn: str
    castling: frozenset
    en_passant: Optional[int]
    halfmove: int
    fullmove: int

    def mine(self, piece: Optional[str]) -> bool:
        """Whether a square's content is a piece of the player to move."""
        return piece is not None and piece.isupper() == (self.turn == "w")

    def king(self, turn: str) -> int:
        return self.squares.index("K" if turn == "w" else "k")


def attacked(squares: Tuple[Optional[str], ...], sq: int, by_white: bool) -> bool:
    """Whether a piece of that colour attacks ``sq``."""
    knight, king, pawn = ("N", "K", "P") if by_white else ("n", "k", "p")
    for t in KNIGHT[sq]:
        if squares[t] == knight:
            return True
    for t in KING[sq]:
        if squares[t] == king:
            return True
    f, r = sq % 8, sq // 8
    pawn_rank = r - 1 if by_white else r + 1
    if 0 <= pawn_rank < 8:
        for pf in (f - 1, f + 1):
            if 0 <= pf < 8 and squares[pf + 8 * pawn_rank] == pawn:
                return True
    for kind, lines in (("r", "rq"), ("b", "bq")):
        attackers = lines.upper() if by_white else lines
        for ray in RAYS[kind][sq]:
            for t in ray:
                piece = squares[t]
                if piece is not None:
                    if piece in attackers:
                        return True
                    break
    return False


def in_check(board: Board, turn: str) -> bool:
    """Whether the King of ``turn`` is attacked."""
    return attacked(board.squares, board.king(turn), turn == "b")


def pseudo_moves(board: Board) -> Iterator[Move]:
    """The moves of the player to move by the pieces' movement alone, castling included; some may leave the King in check."""
    squares, is_white = board.squares, board.turn == "w"
    for sq, piece in enumerate(squares):
        if piece is None or piece.isupper() != is_white:
            continue
        kind = piece.lower()
        if kind == "p":
            yield from _pawn_moves(board, sq, is_white)
        elif kind == "n" or kind == "k":
            for t in (KNIGHT if kind == "n" else KING)[sq]:
                target = squares[t]
                if target is None or target.isupper() != is_white:
                    yield sq, t, ""
        else:
            for ray in RAYS[kind][sq]:
                for t in ray:
                    target = squares[t]
                    if target is None:
                        yield sq, t, ""
                    else:
                        if target.isupper() != is_white:
                            yield sq, t, ""
                        break
    for rook in board.castling:
        if (rook < 8) == is_white and castling_problem(board, rook) is None:
            king_from, king_to, _ = CASTLINGS[rook]
            yield king_from, king_to, ""


def _pawn_moves(board: Board, sq: int, is_white: bool) -> Iterator[Move]:
    squares = board.squares
    step = 8 if is_white else -8
    f, r = sq % 8, sq // 8
    last = 7 if is_white else 0
    ahead = sq + step
    targets = []
    if squares[ahead] is None:
        targets.append(ahead)
        if r == (1 if is_white else 6) and squares[ahead + step] is None:
            yield sq, ahead + step, ""
    for df in (-1, 1):
        if 0 <= f + df < 8:
            t = ahead + df
            target = squares[t]
            if (target is not None and target.isupper() != is_white) or t == board.en_passant:
                targets.append(t)
    for t in targets:
        if t // 8 == last:
            for letter in "qrbn":
                yield sq, t, letter
        else:
            yield sq, t, ""


def castling_problem(board: Board, rook: int) -> Optional[str]:
    """Why the player to move may not castle with the Rook in that corner now, or None when it may."""
    king_from, king_to, rook_to = CASTLINGS[rook]
    squares, is_white = board.squares, board.turn == "w"
    if rook not in board.castling or squares[king_from] != ("K" if is_white else "k") \
            or squares[rook] != ("R" if is_white else "r"):
        return "castling-right"
    low, high = min(king_from, rook), max(king_from, rook)
    if any(squares[s] is not None for s in range(low + 1, high)):
        return "castling-right"
    if attacked(squares, king_from, not is_white):
        return "out-of-check"
    if attacked(squares, rook_to, not is_white):
        return "through-check"
    if attacked(squares, king_to, not is_white):
        return "into-check"
    return None


def play(board: Board, move: Move) -> Board:
    """The position after a move (which is taken to be legal), the clocks and castling rights kept up."""
    start, end, promotion = move
    squares = list(board.squares)
    piece = squares[start]
    assert piece is not None
    kind, is_white = piece.lower(), piece.isupper()
    captured = squares[end] is not None
    squares[start] = None
    squares[end] = (promotion.upper() if is_white else promotion) if promotion else piece
    en_passant = None
    if kind == "p":
        if end == board.en_passant:
            squares[end - 8 if is_white else end + 8] = None
            captured = True
        elif abs(end - start) == 16:
            en_passant = (start + end) // 2
    elif kind == "k" and abs(end - start) == 2:
        rook = next(r for r, (k_from, k_to, _) in CASTLINGS.items() if k_from == start and k_to == end)
        squares[CASTLINGS[rook][2]], squares[rook] = squares[rook], None
    castling = board.castling - {start, end}
    if kind == "k":
        castling = frozenset(r for r in castling if (r < 8) != is_white)
    return Board(tuple(squares), "b" if is_white else "w", frozenset(castling), en_passant,
                 0 if kind == "p" or captured else board.halfmove + 1,
                 board.fullmove + (0 if is_white else 1))


def legal_moves(board: Board) -> List[Move]:
    """Every legal move of the player to move."""
    return [move for move in pseudo_moves(board) if not in_check(play(board, move), board.turn)]


def has_legal_move(board: Board) -> bool:
    """Whether the player to move has a legal move (stopping at the first)."""
    return any(not in_check(play(board, move), board.turn) for move in pseudo_moves(board))


def refusal(board: Board, move: Move) -> Optional[str]:
    """None when the move is legal, else the clause that refuses it, with its reason word where the
    clause leaves it open (docs/chess-resolution.md: the first rule it breaks)."""
    start, end, promotion = move
    squares = board.squares
    piece = squares[start]
    if not board.mine(piece):
        return "chess.MOVES.no-piece"
    assert piece is not None
    kind, is_white = piece.lower(), piece.isupper()
    last_rank = 7 if is_white else 0
    if promotion and kind != "p":
        return "chess.PROMOTION.promotion-not-pawn"
    if kind == "p" and promotion and end // 8 != last_rank:
        return "chess.PROMOTION.promotion-early"
    if kind == "p" and not promotion and end // 8 == last_rank and end in _pawn_reach(start, is_white):
        return "chess.PROMOTION.promotion-unnamed"
    if kind == "k" and start == (4 if is_white else 60) and end in (start + 2, start - 2):
        rook = start + 3 if end > start else start - 4
        problem = castling_problem(board, rook)
        return None if problem is None else "chess.CASTLING." + problem
    df, dr = end % 8 - start % 8, end // 8 - start // 8
    forward = 1 if is_white else -1
    if kind == "p" and abs(df) == 1 and dr == forward and squares[end] is None and end != board.en_passant:
        beside = squares[end - 8 * forward]
        if beside == ("p" if is_white else "P"):
            return "chess.EN-PASSANT.not-just-stepped"
    if board.mine(squares[end]):
        return "chess.MOVES.own-piece"
    word = _movement(board, start, end, kind, is_white)
    if word:
        return "chess.MOVES." + word
    if not any(m == move for m in pseudo_moves(board)):
        return "chess.MOVES.not-its-move"
    if in_check(play(board, move), board.turn):
        return "chess.CHECK"
    return None


def _pawn_reach(start: int, is_white: bool) -> List[int]:
    ahead = start + (8 if is_white else -8)
    return [t for t in (ahead - 1, ahead, ahead + 1) if 0 <= t < 64 and abs(t % 8 - start % 8) <= 1]


def _movement(board: Board, start: int, end: int, kind: str, is_white: bool) -> Optional[str]:
    """The reason word when the piece cannot go from start to end by its movement, else None."""
    squares = board.squares
    df, dr = end % 8 - start % 8, end // 8 - start // 8
    if kind == "p":
        forward = 1 if is_white else -1
        if df == 0 and dr == forward:
            return "occupied" if squares[end] is not None else None
        if df == 0 and dr == 2 * forward and start // 8 == (1 if is_white else 6):
            if squares[start + 8 * forward] is not None:
                return "blocked"
            return "occupied" if squares[end] is not None else None
        if abs(df) == 1 and dr == forward:
            return "nothing-to-take" if squares[end] is None and end != board.en_passant else None
        return "not-its-move"
    if kind == "n":
        return None if end in KNIGHT[start] else "not-its-move"
    if kind == "k":
        return None if end in KING[start] else "not-its-move"
    for ray in RAYS[kind][start]:
        if end in ray:
            between = ray[:ray.index(end)]
            return "blocked" if any(squares[s] is not None for s in between) else None
    return "not-its-move"


def insufficient_material(squares: Tuple[Optional[str], ...]) -> bool:
    """The dead positions the reference recognises: Kings alone, King and one Bishop or Knight against
    a King, and Bishops only, all on squares of one colour."""
    others = [(sq, p.lower()) for sq, p in enumerate(squares) if p is not None and p.lower() != "k"]
    if not others:
        return True
    if len(others) == 1 and others[0][1] in "bn":
        return True
    return all(kind == "b" for _, kind in others) and len({(sq % 8 + sq // 8) % 2 for sq, _ in others}) == 1


def en_passant_capturable(board: Board) -> bool:
    """Whether taking en passant is a legal move in this position (what repetition looks at)."""
    if board.en_passant is None:
        return False
    return any(end == board.en_passant and board.squares[start] in ("P", "p")
               for start, end, _ in legal_moves(board))


def repetition_key(board: Board) -> Tuple[object, ...]:
    """What makes two positions the same for repetition (article 9.2): the player to move, the
    placement, the castling rights and the en passant capture when it is a legal move."""
    return board.squares, board.turn, board.castling, board.en_passant if en_passant_capturable(board) else None


def move_text(move: Move) -> str:
    """A move in coordinate form: ``e2e4``, ``e7e8q``."""
    return name(move[0]) + name(move[1]) + move[2]


PIECE_NAMES: Dict[str, str] = {"k": "king", "q": "queen", "r": "rook", "b": "bishop", "n": "knight", "p": "pawn"}
