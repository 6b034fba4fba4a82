"""Tests of arbiter_adapter.py: ``python3 -m unittest discover -s kits/python`` (standard library only)."""

import io
import json
import os
import subprocess
import sys
import textwrap
import time
import unittest
from contextlib import redirect_stderr

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from arbiter_adapter import (Adapter, Event, Illegal, InvalidInput, Outcome, Piece, Position,  # noqa: E402
                             Rejected, Resolved, Unsupported, parse_move, read_request)

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


class FenTest(unittest.TestCase):
    """Arbiter's FEN read into a Position and written back, and the FENs it refuses."""

    def test_round_trips(self):
        for fen in [
            START,
            "3k4/8/8/8/R7/8/8/4K3 w - e3,d6 0 7 frozen=a4,d8",
            "4k3/8/8/8/8/8/8/4K3 b - - 149 100",
            "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen=a1,h1,a2 checks=w1,b12 castled=wb",
            "4k3/8/8/8/8/8/8/4K3 w - - 99999 99999 castled=b",
        ]:
            with self.subTest(fen=fen):
                self.assertEqual(fen, Position.parse(fen).fen())

    def test_the_values_read(self):
        p = Position.parse("3k4/8/8/8/R7/8/8/4K3 b Kq d6,e3 12 7 castled=w checks=b2 frozen=d8,a4")
        self.assertEqual(Piece("white", "rook"), p.placement["a4"])
        self.assertEqual(Piece("black", "king"), p.placement["d8"])
        self.assertEqual(3, len(p.placement))
        self.assertEqual("black", p.side_to_move)
        self.assertEqual(frozenset({"h1", "a8"}), p.castling)
        self.assertEqual(frozenset({"e3", "d6"}), p.en_passant)
        self.assertEqual((12, 7), (p.halfmove, p.fullmove))
        self.assertEqual(frozenset({"a4", "d8"}), p.frozen)
        self.assertEqual({"black": 2}, p.checks)
        self.assertEqual(frozenset({"white"}), p.castled)
        # Written back in Arbiter's order: rank-3 en passant square first, extra fields as the table orders them.
        self.assertEqual("3k4/8/8/8/R7/8/8/4K3 b Kq e3,d6 12 7 frozen=a4,d8 checks=b2 castled=w", p.fen())

    def test_clocks_left_out_are_0_and_1(self):
        self.assertEqual(START, Position.parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").fen())
        self.assertEqual("4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen=e1",
                         Position.parse("4k3/8/8/8/8/8/8/4K3 w - - frozen=e1").fen())

    def test_grid_and_changes(self):
        p = Position.parse(START)
        grid = p.grid()
        self.assertEqual(Piece("white", "king"), grid[0][4])
        self.assertEqual(Piece("black", "queen"), grid[7][3])
        self.assertIsNone(grid[3][3])
        self.assertEqual(p, Position.from_grid(grid, side_to_move="white", castling={"a1", "h1", "a8", "h8"}))
        q = p.copy()
        del q.placement["e2"]
        q.placement["e4"] = Piece("white", "pawn")
        q.side_to_move, q.en_passant = "black", frozenset({"e3"})
        self.assertEqual("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", q.fen())
        self.assertEqual(START, p.fen())
        self.assertNotEqual(p, q)

    def test_refusals(self):
        for fen in [
            "", " " + START, START + " ", START.replace(" w", "  w"), START.replace("w", "x"),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",  # seven ranks
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # a rank of 7 squares
            "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",  # a rank of 9
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
            START.replace("KQkq", "KKq"), START.replace("KQkq", "KHq"), START.replace("KQkq", "KQkx"),
            START.replace("KQkq", ""),
            START.replace(" - ", " e4 "), START.replace(" - ", " e3,e6,d3 "), START.replace(" - ", " e3,d3 "),
            START.replace(" - ", " e3;d6 "),
            START.replace(" 0 1", " 0"), START.replace(" 0 1", " -1 1"), START.replace(" 0 1", " 0 0"),
            START.replace(" 0 1", " 01 1"), START.replace(" 0 1", " 0 100000"), START.replace(" 0 1", " 0 1.5"),
            START + " frozen=", START + " frozen=-", START + " frozen=e9", START + " frozen=e1,e1",
            START + " frozen=e1 frozen=e2", START + " dead=e1", START + " e1", START + " checks=w0",
            START + " checks=w100", START + " checks=w1,w2", START + " checks=x1", START + " castled=bw",
            START + " castled=x", START.replace(" 0 1", " frozen=e1 0 1"),
            START + " frozen=a1 checks=w1 castled=w frozen=a2",
            START + "\t", START.replace("w", "w\u00a0"), "x" * 401, 42, None,
        ]:
            with self.subTest(fen=fen):
                with self.assertRaises(InvalidInput) as refused:
                    Position.parse(fen)  # type: ignore[arg-type]
                self.assertTrue(refused.exception.message)

    def test_pieces_and_moves(self):
        self.assertEqual("N", Piece("white", "knight").letter)
        self.assertEqual("q", Piece("black", "queen").letter)
        self.assertEqual(Piece("black", "pawn"), Piece.from_letter("p"))
        with self.assertRaises(InvalidInput):
            Piece.from_letter("x")
        self.assertEqual(("e7", "e8", "queen"), parse_move("e7e8q"))
        self.assertEqual(("e1", "g1", None), parse_move("e1g1"))
        for bad in ["e7e8k", "e9e8", "O-O", "e2-e4", "", None]:
            with self.subTest(move=bad), self.assertRaises(InvalidInput):
                parse_move(bad)  # type: ignore[arg-type]


class Toy(Adapter):
    """A stand-in for an implementer's rules, with one behaviour per ruleset name."""

    name = "toy"
    version = "1.2.3"
    rulesets = ["xymyx", "chess"]

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.seen = []

    def start(self, ruleset):
        return Position.parse(START)

    def legal_moves(self, ruleset, position, side):
        if side == "black":
            raise Unsupported("black's moves are not done yet")
        if position.halfmove == 99:
            return ["e2e4", "e2e4"]
        if position.halfmove == 98:
            raise ZeroDivisionError("division by zero")
        return ["e2e4", "e7e8q"]

    def resolve(self, ruleset, position, moves, first, history):
        self.seen.append((moves, first, history))
        white = moves["white"][0] if moves["white"] else None
        if white == "a1a1":
            raise Illegal("white", "a1a1", "a piece must move", ["chess.MOVES.not-its-move"])
        if white == "a1a2":
            return Rejected("white", "h1h2", "not a move white made")
        if white == "a1a3":
            return Resolved(position, [Event("check", "white", "queen", "e1")], Outcome.ongoing())
        if white == "a1a4":
            return Resolved(position, [], Outcome.win("white", "stalemate"))
        if white == "a1a5":
            return Resolved(position, [], Outcome.both_lose("king-captured"))
        if white == "a1a6":
            time.sleep(0.3)
        if white == "a1a7":
            print("a stray print")
            return Resolved("not a fen", [], Outcome.ongoing())
        if white == "a1a8":
            return Rejected("white", "a1a8", "blocked", None)
        after = position.copy()
        after.fullmove += 1
        return Resolved(after, [Event("moved", "white", "rook", "a4", "a1", ["xymyx.R1"]),
                                {"kind": "captured", "side": "black", "piece": "knight", "square": "a4"}],
                        {"status": "ongoing"}, ["xymyx.R1"])


def talk(lines, adapter=None):
    """The responses of an adapter to these input lines (str, or bytes as they are), and what it logged."""
    adapter = adapter or Toy()
    data = b"".join((line if isinstance(line, bytes) else line.encode("utf-8")) + b"\n" for line in lines)
    out, err = io.BytesIO(), io.StringIO()
    with redirect_stderr(err):
        status = adapter.run(io.BytesIO(data), out)
    assert status == 0
    return [json.loads(line) for line in out.getvalue().decode("ascii").splitlines()], err.getvalue()


def resolve(request_id, white, black=(), **extra):
    request = {"id": request_id, "op": "resolve", "ruleset": "xymyx", "position": START,
               "moves": {"white": list(white), "black": list(black)}}
    request.update(extra)
    return json.dumps(request)


class LoopTest(unittest.TestCase):
    """The conversation over a scripted standard input."""

    def test_hello_negotiates_the_version(self):
        answers, err = talk(['{"id":0,"op":"hello","protocol":2,"arbiter":"0.2.0"}'])
        self.assertEqual([{"id": 0, "protocol": 2, "implementation": {
            "name": "toy", "version": "1.2.3", "language": "Python", "homepage": "", "rulesets": ["xymyx", "chess"]}}],
            answers)
        self.assertIn("toy 1.2.3: ready", err)
        self.assertEqual(2, talk(['{"id":0,"op":"hello","protocol":7}'])[0][0]["protocol"])
        self.assertEqual(1, talk(['{"id":0,"op":"hello","protocol":1}'])[0][0]["protocol"])
        self.assertEqual(1, talk(['{"id":0,"op":"hello"}'])[0][0]["protocol"])
        for asked in ['"2"', "0", "2.5", "true", "-1"]:
            with self.subTest(protocol=asked):
                answer = talk(['{"id":3,"op":"hello","protocol":%s}' % asked])[0][0]
                self.assertEqual(3, answer["id"])
                self.assertEqual("invalid-input", answer["error"]["type"])

    def test_any_order_is_said_in_hello_only_with_several_workers(self):
        answers, _ = talk(['{"id":0,"op":"hello","protocol":2}'], Toy(workers=4))
        self.assertEqual("any-order", answers[0]["answers"])
        answers, _ = talk(['{"id":0,"op":"hello","protocol":1}'], Toy(workers=4))
        self.assertNotIn("answers", answers[0])

    def test_requests_are_answered_in_order_with_their_ids(self):
        answers, _ = talk(['{"id":0,"op":"hello","protocol":2}', '{"id":1,"op":"start","ruleset":"chess"}',
                           resolve(2, ["a1a6"]), resolve(3, ["a1a4"]), '{"op":"stop","id":4}'])
        self.assertEqual([0, 1, 2, 3, 4], [a["id"] for a in answers])
        self.assertEqual(START, answers[1]["position"])
        self.assertEqual({"id": 4, "stopped": True}, answers[4])

    def test_with_several_workers_answers_come_as_they_are_done_and_stop_comes_last(self):
        answers, _ = talk(['{"id":0,"op":"hello","protocol":2}', resolve(1, ["a1a6"]), resolve(2, ["b1b2"]),
                           resolve(3, ["b1b3"]), '{"id":4,"op":"stop"}', resolve(5, ["b1b2"])], Toy(workers=4))
        ids = [a["id"] for a in answers]
        self.assertEqual(0, ids[0])
        self.assertEqual([1, 4], ids[-2:], "the slow request last but stop, which waits for it")
        self.assertEqual({0, 1, 2, 3, 4}, set(ids), "nothing after stop is read")

    def test_a_resolved_turn_is_written_as_the_protocol_says(self):
        adapter = Toy()
        history = ["4k3/8/8/8/8/8/8/4K3 w - - 0 1", START]
        answers, _ = talk([resolve(5, ["b1b2"], first="white", history=history)], adapter)
        self.assertEqual({"id": 5, "result": "resolved", "position": START.replace(" 0 1", " 0 2"),
                          "events": [{"kind": "moved", "side": "white", "piece": "rook", "square": "a4", "from": "a1",
                                      "clauses": ["xymyx.R1"]},
                                     {"kind": "captured", "side": "black", "piece": "knight", "square": "a4"}],
                          "outcome": {"status": "ongoing"}, "trace": ["xymyx.R1"]}, answers[0])
        moves, first, seen = adapter.seen[0]
        self.assertEqual(({"white": ["b1b2"], "black": []}, "white"), (moves, first))
        self.assertEqual([Position.parse(fen) for fen in history], seen)
        talk([resolve(6, ["b1b2"])], adapter)
        self.assertEqual((None, []), adapter.seen[1][1:], "no first and no history: None and []")

    def test_rejections(self):
        answers, _ = talk([resolve(1, ["a1a1"]), resolve(2, ["a1a8"]), resolve(3, ["a1a2"])])
        self.assertEqual({"id": 1, "result": "rejected", "side": "white", "move": "a1a1", "reason": "a piece must move",
                          "clauses": ["chess.MOVES.not-its-move"]}, answers[0])
        self.assertEqual({"id": 2, "result": "rejected", "side": "white", "move": "a1a8", "reason": "blocked"}, answers[1])
        self.assertEqual("internal", answers[2]["error"]["type"], "a rejection must name a move the side registered")
        self.assertIn("h1h2", answers[2]["error"]["message"])

    def test_answers_the_protocol_has_no_words_for_are_internal_errors(self):
        answers, err = talk([resolve(1, ["a1a3"]), resolve(2, ["a1a4"]), resolve(3, ["a1a7"]),
                             '{"id":4,"op":"legal-moves","ruleset":"xymyx","position":"%s","side":"white"}'
                             % START.replace(" 0 1", " 99 1")])
        self.assertEqual(["internal"] * 4, [a["error"]["type"] for a in answers])
        self.assertIn("names the King", answers[0]["error"]["message"])
        self.assertIn("stalemate", answers[1]["error"]["message"])
        self.assertIn("not a FEN", answers[2]["error"]["message"])
        self.assertIn("e2e4 twice", answers[3]["error"]["message"])
        self.assertIn("a stray print", err, "print() goes to standard error")

    def test_errors_of_each_type(self):
        position = '"position":"%s"' % START
        answers, err = talk([
            '{"id":1,"op":"legal-moves","ruleset":"xymyx",%s,"side":"black"}' % position,
            '{"id":2,"op":"legal-moves","ruleset":"xymyx","position":"%s","side":"white"}' % START.replace(" 0 1", " 98 1"),
            '{"id":3,"op":"legal-moves","ruleset":"xymyx",%s,"side":"red"}' % position,
            '{"id":4,"op":"legal-moves","ruleset":"xymyx","position":"8/8 w - - 0 1","side":"white"}',
            '{"id":5,"op":"start","ruleset":"simulchess"}',
            '{"id":6,"op":"castle","ruleset":"xymyx"}',
            '{"id":7,"ruleset":"xymyx"}',
            resolve(8, ["e2e4x"]),
            '{"id":9,"op":"resolve","ruleset":"xymyx",%s,"moves":{"white":["e2e4"]}}' % position,
            resolve(10, ["b1b2"], first="nobody"),
            resolve(11, ["b1b2"], history=["not a fen"]),
            '{"id":12,"op":"legal-moves","ruleset":"xymyx",%s,"side":"white","later":{"field":[1,2]}}' % position,
        ])
        self.assertEqual(list(range(1, 13)), [a["id"] for a in answers])
        types = [a["error"]["type"] if "error" in a else "ok" for a in answers]
        self.assertEqual(["unsupported", "internal", "invalid-input", "invalid-input", "unsupported", "unsupported",
                          "invalid-input", "invalid-input", "invalid-input", "invalid-input", "invalid-input", "ok"], types)
        self.assertEqual("black's moves are not done yet", answers[0]["error"]["message"])
        self.assertEqual("ZeroDivisionError: division by zero", answers[1]["error"]["message"])
        self.assertIn("ZeroDivisionError", err, "the traceback is logged")
        self.assertIn("history[0]", answers[10]["error"]["message"])

    def test_lines_that_are_not_requests_are_answered_with_id_null(self):
        lines = [b"DEBUG starting", b'{"id":1,"op":"stop"} x', b'{"id":1}{"id":2}', b'{"id":1.5,"op":"stop"}',
                 b'{"id":1.0,"op":"stop"}', b'{"id":-1,"op":"stop"}', b'{"id":"1","op":"stop"}',
                 b'{"id":true,"op":"stop"}', b'{"op":"stop"}', b'{"id":9223372036854775808,"op":"stop"}',
                 b'{"id":1,"op":"stop","op":"hello"}', b'{"id":1,"op":"stop","x":NaN}', b"[1,2]", b"'x'",
                 b'{"id":1,"op":"stop",}', b'{"id":1,"op":"st\xffop"}', b"\xef\xbb\xbf{\"id\":1,\"op\":\"stop\"}",
                 b'{"id":1,"op":"stop","x":' + b"[" * 1001 + b"]" * 1001 + b"}",
                 b'{"id":1,"op":"stop","x":' + b"9" * 1001 + b"}", b"\x0b", b"\xc2\xa0",
                 b'{"id":1,"op":"stop","x":"a' + b"b" * 1048576 + b'"}']
        answers, _ = talk(lines + [b'{"id":2,"op":"stop"}'])
        self.assertEqual(len(lines) + 1, len(answers))
        for line, answer in zip(lines, answers):
            with self.subTest(line=line[:60]):
                self.assertIsNone(answer["id"])
                self.assertEqual("invalid-input", answer["error"]["type"])
                self.assertLessEqual(len(answer["error"]["message"]), 500)
        self.assertEqual({"id": 2, "stopped": True}, answers[-1])
        self.assertIn("not UTF-8 (at byte 17: 0xFF)", answers[15]["error"]["message"])
        self.assertIn("longer than 1048576 bytes", answers[-2]["error"]["message"])

    def test_blank_lines_get_no_answer_and_crlf_is_whitespace(self):
        answers, _ = talk(["", "   ", "\t\r", '{"id":1,"op":"start","ruleset":"chess"}\r', '\r{"id":2,\r"op":"stop"}'])
        self.assertEqual([1, 2], [a["id"] for a in answers])

    def test_the_end_of_input_ends_the_loop_and_a_last_line_may_lack_its_line_feed(self):
        out = io.BytesIO()
        with redirect_stderr(io.StringIO()):
            self.assertEqual(0, Toy().run(io.BytesIO(b'{"id":1,"op":"start","ruleset":"chess"}'), out))
        self.assertEqual(1, json.loads(out.getvalue())["id"])

    def test_version_1_reads_one_move_each_and_refuses_what_it_cannot_say(self):
        adapter = Toy()
        v1 = '{"id":%d,"op":"resolve","ruleset":"xymyx","position":"%s","white":"%s","black":"e7e5","first":"black"}'
        answers, _ = talk(['{"id":0,"op":"hello","protocol":1}', v1 % (1, START, "b1b2"), v1 % (2, START, "a1a5"),
                           resolve(3, ["b1b2"]), v1 % (4, START, "a1a1")], adapter)
        self.assertEqual("resolved", answers[1]["result"])
        self.assertEqual(({"white": ["b1b2"], "black": ["e7e5"]}, "black", []), adapter.seen[0])
        self.assertEqual("unsupported", answers[2]["error"]["type"])
        self.assertEqual("invalid-input", answers[3]["error"]["type"])
        self.assertNotIn("clauses", answers[4], "version 1 rejections name no clauses")

    def test_functions_instead_of_a_subclass(self):
        adapter = Adapter(name="fn", rulesets=["chess"], start=lambda ruleset: START,
                          legal_moves=lambda ruleset, position, side: ["e2e4"])
        answers, _ = talk(['{"id":1,"op":"start","ruleset":"chess"}',
                           '{"id":2,"op":"legal-moves","ruleset":"chess","position":"%s","side":"white"}' % START,
                           resolve(3, ["e2e4"]).replace("xymyx", "chess")], adapter)
        self.assertEqual({"id": 1, "position": START}, answers[0])
        self.assertEqual({"id": 2, "moves": ["e2e4"]}, answers[1])
        self.assertEqual("unsupported", answers[2]["error"]["type"])

    def test_clauses_are_a_list_of_ids_not_one_string(self):
        adapter = Adapter(name="fn", rulesets=["chess"],
                          resolve=lambda ruleset, position, moves, first, history: Rejected(
                              "white", "e2e4", "no", "chess.MOVES.blocked"))
        answers, _ = talk([resolve(1, ["e2e4"]).replace("xymyx", "chess")], adapter)
        self.assertEqual("internal", answers[0]["error"]["type"])
        self.assertIn("clause ids", answers[0]["error"]["message"])

    def test_read_request(self):
        self.assertIsNone(read_request(b" \t\r"))
        self.assertEqual({"id": 3, "op": "stop"}, read_request(b'{"id":3,"op":"stop"}'))
        self.assertEqual(9223372036854775807, read_request(b'{"id":9223372036854775807}')["id"])


class ProcessTest(unittest.TestCase):
    """The adapter as Arbiter runs it: a process that exits 0 after stop, or at the end of its input."""

    def run_adapter(self, lines):
        script = textwrap.dedent("""
            import sys
            sys.path.insert(0, %r)
            from arbiter_adapter import Adapter
            print("a stray print at import goes to standard output, before run()", file=sys.stderr)
            Adapter(name="proc", rulesets=["chess"], start=lambda r: "8/8/8/8/8/8/8/K6k w - - 0 1").run()
            """ % os.path.dirname(os.path.abspath(__file__)))
        return subprocess.run([sys.executable, "-c", script], input="".join(l + "\n" for l in lines).encode(),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)

    def test_stop_and_end_of_input_exit_0(self):
        done = self.run_adapter(['{"id":0,"op":"hello","protocol":2}', '{"id":1,"op":"start","ruleset":"chess"}',
                                 '{"id":2,"op":"stop"}', '{"id":3,"op":"start","ruleset":"chess"}'])
        self.assertEqual(0, done.returncode)
        self.assertEqual([0, 1, 2], [json.loads(l)["id"] for l in done.stdout.decode().splitlines()])
        self.assertIn(b"proc 0.0.0: ready", done.stderr)
        self.assertEqual(0, self.run_adapter([]).returncode)


if __name__ == "__main__":
    unittest.main()
