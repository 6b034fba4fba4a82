/**
 * An Arbiter adapter (protocol version 2, docs/protocol.md) for orthodox chess, the ruleset `chess`,
 * over chessops (https://github.com/niklasf/chessops, the rules library of lichess), the version
 * pinned in package.json.
 *
 *     ./arbiter conform --adapter "node examples/chessops/adapter.js" --ruleset chess
 *
 * chessops does the chess: whether a position can be set up, which moves are legal, the position
 * after a move, check, and how the game ends (`outcome()`). The protocol is the kit's (kits/js,
 * arbiter-adapter: the lines, the ids, Arbiter's FEN read and written, the errors, other rulesets
 * answered `unsupported`). This file only translates between the kit and the library: coordinate moves to chessops moves (castling through chessops's own
 * `normalizeMove`, and back to the King's landing square for Arbiter), and chessops's positions and
 * answers to the protocol's events and outcome. chessops keeps no history of a game (repetition
 * and the move-count draws are left to its caller, lichess), so the request's history is not used.
 * It cites no clauses (the protocol lets an answer leave `clauses` and `trace` out).
 */
import { readFileSync } from 'fs';
import { Chess, castlingSide, normalizeMove } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { kingCastlesTo, makeSquare, makeUci, parseUci, rookCastlesTo } from 'chessops/util';
import { serve, resolved, rejected, InvalidInput, ongoing, win, draw } from 'arbiter-adapter';

const LIBRARY = JSON.parse(readFileSync(new URL('./node_modules/chessops/package.json', import.meta.url), 'utf8'));

const IMPLEMENTATION = {
  name: 'chessops',
  version: LIBRARY.version,
  language: 'JavaScript',
  homepage: 'https://github.com/niklasf/chessops',
  rulesets: ['chess'],
};

const PROMOTIONS = [undefined, 'queen', 'rook', 'bishop', 'knight'];

/** chessops's position for the kit's Position (its FEN): refused when chessops cannot read the FEN or refuses the setup. */
function load(position) {
  const fen = String(position);
  const setup = parseFen(fen);
  if (setup.isErr) throw new InvalidInput(`chessops cannot read the FEN "${fen}": ${setup.error.message}`);
  const pos = Chess.fromSetup(setup.value);
  if (pos.isErr) throw new InvalidInput(`chessops refuses the position "${fen}": ${pos.error.message}`);
  return pos.value;
}

/** A chessops move in Arbiter's coordinate form: castling as the King's move to the square it lands on. */
function coordinate(pos, move) {
  const side = castlingSide(pos, move);
  return side ? makeUci({ from: move.from, to: kingCastlesTo(pos.turn, side) }) : makeUci(move);
}

/** Every legal move of the side to move, as chessops lists it (a destination per piece; a promotion per piece it may become). */
function legal(pos) {
  const moves = [];
  for (const [from, dests] of pos.allDests()) {
    for (const to of dests) {
      for (const promotion of PROMOTIONS) {
        const move = { from, to, promotion };
        if (pos.isLegal(move)) moves.push(move);
      }
    }
  }
  return moves;
}

function legalMoves(ruleset, position, side) {
  const pos = load(position);
  // chessops gives moves to the side to move only: the other player has none in this position.
  if (pos.turn !== side) return [];
  // A castling and a King's step may land on the same square (chessops castles from wherever a
  // castling right lets the King stand, as in Chess960): the kit lists each move once.
  return legal(pos).map((move) => coordinate(pos, move));
}

/** The protocol's events of `move`, which chessops played from `before` to `pos`. */
function eventsOf(before, move, pos) {
  const side = before.turn;
  const piece = before.board.get(move.from);
  const events = [];
  const castling = castlingSide(before, move);
  if (castling) {
    const rook = before.castles.rook[side][castling];
    events.push({ kind: 'moved', side, piece: 'king', square: makeSquare(kingCastlesTo(side, castling)), from: makeSquare(move.from) });
    events.push({ kind: 'moved', side, piece: 'rook', square: makeSquare(rookCastlesTo(side, castling)), from: makeSquare(rook) });
  } else {
    events.push({ kind: 'moved', side, piece: piece.role, square: makeSquare(move.to), from: makeSquare(move.from) });
  }
  // chessops's play() does not say what it took: it is what stood on the board before and no longer does.
  for (const square of before.board[pos.turn]) {
    const was = before.board.get(square);
    const now = pos.board.get(square);
    if (!now || now.color !== was.color || now.role !== was.role) {
      events.push({ kind: 'captured', side: was.color, piece: was.role, square: makeSquare(square) });
    }
  }
  if (move.promotion) events.push({ kind: 'promoted', side, piece: move.promotion, square: makeSquare(move.to) });
  if (pos.isCheck()) {
    const king = { side: pos.turn, piece: 'king', square: makeSquare(pos.board.kingOf(pos.turn)) };
    events.push({ kind: 'check', ...king });
    if (pos.isCheckmate()) events.push({ kind: 'checkmate', ...king });
  }
  return events;
}

/**
 * How the game stands by chessops's `outcome()` after a move: undefined while it goes on, a winner
 * after a checkmate, no winner after a stalemate or with insufficient material (its only draws).
 */
function outcomeOf(pos) {
  const outcome = pos.outcome();
  if (!outcome) return ongoing();
  if (outcome.winner) return win(outcome.winner, 'checkmate');
  return draw(pos.isStalemate() ? 'stalemate' : 'insufficient-material');
}

function resolve(ruleset, position, moves) {
  const pos = load(position);
  const mover = pos.turn;
  const other = mover === 'white' ? 'black' : 'white';
  if (moves[mover].length === 0 && moves[other].length === 0) {
    throw new InvalidInput('a chess turn is one move of the player to move, and this one has none');
  }
  let events = [];
  for (const uci of moves[mover]) {
    if (pos.turn !== mover) {
      return rejected(mover, uci, `chessops has ${pos.turn} to move after ${moves[mover][0]}: a turn is one move`);
    }
    const move = normalizeMove(pos, parseUci(uci));
    if (!pos.isLegal(move)) return rejected(mover, uci, `chessops does not take ${uci} as a legal move of ${mover}`);
    const before = pos.clone();
    pos.play(move);
    events = events.concat(eventsOf(before, move, pos));
  }
  if (moves[other].length > 0) {
    return rejected(other, moves[other][0], `chessops has ${mover} to move in this position, not ${other}`);
  }
  return resolved({ position: arbiterFen(pos), events, outcome: outcomeOf(pos) });
}

/**
 * chessops's FEN of a position, in Arbiter's form. chessops's `toSetup()` keeps an en passant square
 * only when a pawn can take there; Arbiter's FEN names the square passed over after every two-square
 * step (docs/protocol.md, FEN field 4; features/chess/joint-perft.feature counts positions so),
 * which chessops keeps as the position's `epSquare`.
 */
function arbiterFen(pos) {
  return makeFen({ ...pos.toSetup(), epSquare: pos.epSquare });
}

function start() {
  return makeFen(Chess.default().toSetup());
}

serve({ implementation: IMPLEMENTATION, start, legalMoves, resolve });
