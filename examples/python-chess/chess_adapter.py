#!/usr/bin/env python3
"""An orthodox chess implementation judged by Arbiter: the ruleset ``chess``, in plain Python.

The rules are in chess_rules.py; this file turns them into Arbiter's answers (docs/chess-resolution.md):
which positions are refused, why a move is rejected, the events of a move, and how the game ends.
The protocol itself is kits/python/arbiter_adapter.py's.

    ./arbiter conform --adapter "python3 examples/python-chess/chess_adapter.py" --ruleset chess
"""

import os
import sys
from typing import Dict, List, Optional

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "kits", "python"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from arbiter_adapter import (Adapter, Event, Illegal, InvalidInput, Outcome, Piece, Position,  # noqa: E402
                             Rejected, Resolved, parse_move)
import chess_rules as rules  # noqa: E402
from chess_rules import Board, PIECE_NAMES, index, name  # noqa: E402

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
SIDE = {"w": "white", "b": "black"}
ARTICLE = {"p": "chess.MOVES.pawn", "n": "chess.MOVES.knight", "b": "chess.MOVES.bishop", "r": "chess.MOVES.rook",
           "q": "chess.MOVES.queen", "k": "chess.MOVES.king"}
REASONS = {
    "chess.MOVES.out-of-turn": "the players move in turn, one move a turn",
    "chess.MOVES.no-piece": "no piece of the player's stands on that square",
    "chess.MOVES.own-piece": "a piece may not land on a piece of its own",
    "chess.MOVES.not-its-move": "the piece does not move that way",
    "chess.MOVES.blocked": "a piece stands in the way",
    "chess.MOVES.occupied": "a pawn steps forward only onto an empty square",
    "chess.MOVES.nothing-to-take": "a pawn steps diagonally only to take",
    "chess.PROMOTION.promotion-unnamed": "a pawn reaching the last rank must name its new piece",
    "chess.PROMOTION.promotion-early": "only a pawn's move to the last rank names a new piece",
    "chess.PROMOTION.promotion-not-pawn": "only a pawn is promoted",
    "chess.CASTLING.castling-right": "castling needs its right, its Rook in place and empty squares between King and Rook",
    "chess.CASTLING.out-of-check": "the King may not castle out of check",
    "chess.CASTLING.through-check": "the King may not cross an attacked square",
    "chess.CASTLING.into-check": "the King may not castle into check",
    "chess.EN-PASSANT.not-just-stepped": "en passant takes only a pawn that has just stepped two squares",
    "chess.CHECK": "the move leaves or puts the player's own King in check",
}


def board_of(position: Position) -> Board:
    """The rules' board of a position, or InvalidInput for a position no game of chess reaches."""
    if position.frozen or position.checks or position.castled:
        raise InvalidInput("chess keeps no frozen pieces, turns in check or castled players: %s" % position.fen())
    squares: List[Optional[str]] = [None] * 64
    for square, piece in position.placement.items():
        squares[index(square)] = piece.letter
    for letter in "Kk":
        if squares.count(letter) != 1:
            raise InvalidInput("a chess position has one King of each side: %s" % position.fen())
    if any(p in ("P", "p") for p in squares[:8] + squares[56:]):
        raise InvalidInput("no pawn stands on the first or last rank: %s" % position.fen())
    turn = "w" if position.side_to_move == "white" else "b"
    for rook in position.castling:
        at = index(rook)
        king_from = 4 if at < 8 else 60
        if at not in rules.CASTLINGS or squares[at] != ("R" if at < 8 else "r") \
                or squares[king_from] != ("K" if at < 8 else "k"):
            raise InvalidInput("a castling right needs the King on its first square and the Rook in its corner: %s"
                               % position.fen())
    if position.halfmove >= 150:
        raise InvalidInput("a halfmove clock of 150 or more means the game is already drawn: %s" % position.fen())
    en_passant = None
    if position.en_passant:
        if len(position.en_passant) > 1:
            raise InvalidInput("one move makes at most one en passant square: %s" % position.fen())
        en_passant = index(next(iter(position.en_passant)))
        behind, passed, start = (en_passant - 8, en_passant, en_passant + 8) if turn == "w" else \
            (en_passant + 8, en_passant, en_passant - 8)
        stepped = "p" if turn == "w" else "P"
        if en_passant // 8 != (5 if turn == "w" else 2) or squares[behind] != stepped \
                or squares[passed] is not None or squares[start] is not None:
            raise InvalidInput("an en passant square needs the pawn that just passed over it: %s" % position.fen())
    board = Board(tuple(squares), turn, frozenset(index(r) for r in position.castling), en_passant,
                  position.halfmove, position.fullmove)
    if rules.in_check(board, "b" if turn == "w" else "w"):
        raise InvalidInput("the player not to move may not stand in check: %s" % position.fen())
    return board


def position_of(board: Board) -> Position:
    """The protocol's position of a board."""
    placement = {name(sq): Piece("white" if p.isupper() else "black", PIECE_NAMES[p.lower()])
                 for sq, p in enumerate(board.squares) if p is not None}
    return Position(placement, SIDE[board.turn], {name(r) for r in board.castling},
                    () if board.en_passant is None else (name(board.en_passant),), board.halfmove, board.fullmove)


class Chess(Adapter):
    """Orthodox chess, the ruleset ``chess``."""

    name = "python-chess-example"
    version = "1.0.0"
    homepage = "https://github.com/arbiter/arbiter/tree/main/examples/python-chess"
    rulesets = ["chess"]

    def start(self, ruleset: str) -> Position:
        return Position.parse(START)

    def legal_moves(self, ruleset: str, position: Position, side: str) -> List[str]:
        board = board_of(position)
        if SIDE[board.turn] != side:
            return []  # the player not to move has no move
        return [rules.move_text(m) for m in rules.legal_moves(board)]

    def resolve(self, ruleset: str, position: Position, moves: Dict[str, List[str]], first: Optional[str],
                history: List[Position]):
        board = board_of(position)
        mover = SIDE[board.turn]
        other = "black" if mover == "white" else "white"
        if moves[other]:
            return self.reject(other, moves[other][0], "chess.MOVES.out-of-turn")
        if not moves[mover]:
            raise InvalidInput("a chess turn is one move of the player to move (%s), and none was given" % mover)
        text = moves[mover][0]
        start, end, promotion = parse_move(text)
        move = (index(start), index(end), text[4:])
        refused = rules.refusal(board, move)
        if refused:
            return self.reject(mover, text, refused)
        if len(moves[mover]) > 1:
            return self.reject(mover, moves[mover][1], "chess.MOVES.out-of-turn")
        return self.carry_out(board, move, [board_of(p) for p in history])

    @staticmethod
    def reject(side: str, move: str, clause: str) -> Rejected:
        return Rejected(side, move, REASONS[clause], [clause])

    @staticmethod
    def carry_out(before: Board, move: rules.Move, history: List[Board]) -> Resolved:
        """The answer to a legal move: the position after it, its events, how the game stands, and the clauses."""
        start, end, promotion = move
        after = rules.play(before, move)
        piece = before.squares[start]
        assert piece is not None
        kind, mover = piece.lower(), SIDE[before.turn]
        opponent = SIDE[after.turn]
        events: List[Event] = []
        trace: List[str] = []
        castles = kind == "k" and abs(end - start) == 2
        if castles:
            rook = next(r for r, (k_from, k_to, _) in rules.CASTLINGS.items() if k_from == start and k_to == end)
            events.append(Event("moved", mover, "king", name(end), name(start), ["chess.CASTLING"]))
            events.append(Event("moved", mover, "rook", name(rules.CASTLINGS[rook][2]), name(rook), ["chess.CASTLING"]))
            trace.append("chess.CASTLING")
        else:
            events.append(Event("moved", mover, PIECE_NAMES[kind], name(end), name(start), [ARTICLE[kind]]))
            trace.append(ARTICLE[kind])
        taken = before.squares[end]
        if kind == "p" and end == before.en_passant:
            square = end - 8 if before.turn == "w" else end + 8
            events.append(Event("captured", opponent, "pawn", name(square), None, ["chess.EN-PASSANT"]))
            trace.append("chess.EN-PASSANT")
        elif taken is not None:
            events.append(Event("captured", opponent, PIECE_NAMES[taken.lower()], name(end), None, ["chess.MOVES.capture"]))
            trace.append("chess.MOVES.capture")
        if promotion:
            events.append(Event("promoted", mover, PIECE_NAMES[promotion], name(end), None, ["chess.PROMOTION"]))
            trace.append("chess.PROMOTION")
        if not castles and after.castling != before.castling:
            trace.append("chess.CASTLING")  # a King's or Rook's move, or a Rook taken in its corner
        king = name(after.king(after.turn))
        check = rules.in_check(after, after.turn)
        if check:
            events.append(Event("check", opponent, "king", king, None, ["chess.CHECK"]))
            trace.append("chess.CHECK")
        outcome = Outcome.ongoing()
        if not rules.has_legal_move(after):
            if check:
                events.append(Event("checkmate", opponent, "king", king, None, ["chess.CHECKMATE"]))
                trace.append("chess.CHECKMATE")
                outcome = Outcome.win(mover, "checkmate")
                if after.halfmove >= 150:
                    trace.append("chess.FIFTY-MOVES.seventy-five")
            else:
                trace.append("chess.STALEMATE")
                outcome = Outcome.draw("stalemate")
        elif rules.insufficient_material(after.squares):
            trace.append("chess.DEAD-POSITION")
            outcome = Outcome.draw("insufficient-material")
        else:
            key = rules.repetition_key(after)
            occurrences = sum(rules.repetition_key(b) == key for b in history + [before, after])
            if occurrences >= 5:
                trace.append("chess.REPETITION.fivefold")
                outcome = Outcome.draw("repetition")
            elif after.halfmove >= 150:
                trace.append("chess.FIFTY-MOVES.seventy-five")
                outcome = Outcome.draw("seventy-five-moves")
            else:
                if occurrences >= 3:
                    trace.append("chess.REPETITION.claim")
                if after.halfmove >= 100:
                    trace.append("chess.FIFTY-MOVES.claim")
        return Resolved(position_of(after), events, outcome, trace)


if __name__ == "__main__":
    sys.exit(Chess().run())
