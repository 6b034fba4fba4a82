/**
 * An Arbiter adapter (protocol version 2, docs/protocol.md) for orthodox chess, the ruleset `chess`,
 * complete: chessops (https://github.com/niklasf/chessops, the version pinned in package.json) for
 * the moves and the board, plus what chessops leaves to its users, written here on top of the kit
 * (kits/js, arbiter-adapter), so that every chess scenario passes.
 *
 *     ./arbiter conform --adapter "node examples/chessops-complete/adapter.js" --ruleset chess
 *
 * chessops does the chess of a move: which moves are legal, the position after one, check,
 * checkmate, stalemate and insufficient material. The kit speaks the protocol. This file adds:
 * - the positions no game reaches, refused as the ruleset refuses them (docs/chess-resolution.md,
 *   "Positions"; chessops drops or accepts some of them): an en passant square no two-square step
 *   of the last move left, two en passant squares, a castling right without the King on e1/e8 or
 *   its Rook in a corner, a halfmove clock of 150 or more, the extra fields of the other rulesets
 *   (chessops itself refuses the player not to move in check);
 * - the draws a game's history decides, which chessops leaves to its caller (lichess's server):
 *   the fivefold repetition (9.6.1) counted over the request's history, and the seventy-five-move
 *   rule (9.6.2), both after checkmate, stalemate and insufficient material. The third occurrence
 *   and the fiftieth move only let a player claim, which is no part of a turn: the game goes on.
 * It cites no clauses (the protocol lets an answer leave `clauses` and `trace` out).
 */
import { readFileSync } from 'fs';
import { Chess, castlingSide, normalizeMove } from 'chessops/chess';
import { makeFen, parseFen } from 'chessops/fen';
import { kingCastlesTo, makeSquare, makeUci, parseUci, rookCastlesTo } from 'chessops/util';
import { serve, resolved, rejected, InvalidInput, ongoing, win, draw } from 'arbiter-adapter';

const LIBRARY = JSON.parse(readFileSync(new URL('./node_modules/chessops/package.json', import.meta.url), 'utf8'));

const IMPLEMENTATION = {
  name: 'chessops-complete',
  version: LIBRARY.version,
  language: 'JavaScript',
  homepage: 'https://github.com/niklasf/chessops',
  rulesets: ['chess'],
};

const PROMOTIONS = [undefined, 'queen', 'rook', 'bishop', 'knight'];
/** Half-moves without a pawn move or a capture that draw the game (9.6.2). */
const SEVENTY_FIVE_MOVES = 150;
/** Occurrences of a position that draw the game (9.6.1). */
const FIVEFOLD = 5;

// ---- what chessops leaves to its users: the positions no game reaches ----

/** Why no game reaches this position (the kit's Position), or null: the checks chessops does not make. */
function unreachable(position) {
  if (position.hasExtras()) {
    return 'chess keeps no frozen pieces, turns in check or castled players (frozen=, checks=, castled=)';
  }
  for (const rook of position.castling) {
    const side = rook[1] === '1' ? 'white' : 'black';
    const king = position.get('e' + rook[1]);
    if ((rook[0] !== 'a' && rook[0] !== 'h') || !king || king.side !== side || king.piece !== 'king') {
      return `the castling right of the Rook on ${rook} needs the ${side} King on e${rook[1]} and that Rook in a corner`;
    }
  }
  if (position.enPassant.length > 1) return 'chess has at most one en passant square, after the last move';
  if (position.enPassant.length === 1) {
    // The square a pawn of the player who just moved passed over: that pawn in front of it, the square and the one behind it empty.
    const square = position.enPassant[0];
    const mover = position.turn === 'white' ? 'black' : 'white';
    const [passed, landed, started] = mover === 'white' ? ['3', '4', '2'] : ['6', '5', '7'];
    const pawn = position.get(square[0] + landed);
    const sound = square[1] === passed && pawn && pawn.side === mover && pawn.piece === 'pawn'
      && !position.get(square) && !position.get(square[0] + started);
    if (!sound) return `the en passant square ${square} is not the square a ${mover} pawn passed over in the last move`;
  }
  if (position.halfmove >= SEVENTY_FIVE_MOVES) {
    return `a halfmove clock of ${position.halfmove} means the seventy-five-move rule has drawn the game already`;
  }
  return null;
}

/** chessops's position for the kit's Position: refused when no game reaches it, or when chessops refuses the setup. */
function load(position) {
  const why = unreachable(position);
  const fen = position.toFen();
  if (why) throw new InvalidInput(`the position "${fen}" is refused: ${why}`);
  const setup = parseFen(fen);
  if (setup.isErr) throw new InvalidInput(`chessops cannot read the FEN "${fen}": ${setup.error.message}`);
  const pos = Chess.fromSetup(setup.value);
  if (pos.isErr) throw new InvalidInput(`chessops refuses the position "${fen}": ${pos.error.message}`);
  return pos.value;
}

// ---- what chessops leaves to its users: the draws of the game's history ----

/**
 * What makes two positions the same for repetition (9.2.2): the placement, the player to move, the
 * castling rights, and the en passant square only when taking there is legal (chessops's
 * `toSetup()` keeps it only then). The clocks do not count.
 */
function repetitionKey(pos) {
  return makeFen(pos.toSetup()).split(' ').slice(0, 4).join(' ');
}

/** The key of an earlier position of the game, or null when chessops cannot set it up (it then matches nothing). */
function earlierKey(position) {
  const setup = parseFen(position.toFen());
  const pos = setup.isOk ? Chess.fromSetup(setup.value) : setup;
  return pos.isOk ? repetitionKey(pos.value) : null;
}

/**
 * How the game stands after a move, in the order the Laws give precedence: checkmate and stalemate
 * and insufficient material (chessops's `outcome()`), then the fivefold repetition over `earlier`
 * (the game's positions before the move, oldest first), then the seventy-five-move rule.
 */
function outcomeOf(pos, earlier) {
  const outcome = pos.outcome();
  if (outcome) {
    if (outcome.winner) return win(outcome.winner, 'checkmate');
    return draw(pos.isStalemate() ? 'stalemate' : 'insufficient-material');
  }
  const key = repetitionKey(pos);
  const times = 1 + earlier.filter((k) => k === key).length;
  if (times >= FIVEFOLD) return draw('repetition');
  if (pos.halfmoves >= SEVENTY_FIVE_MOVES) return draw('seventy-five-moves');
  return ongoing();
}

// ---- the translation between chessops and the protocol ----

/** A chessops move in Arbiter's coordinate form: castling as the King's move to the square it lands on. */
function coordinate(pos, move) {
  const side = castlingSide(pos, move);
  return side ? makeUci({ from: move.from, to: kingCastlesTo(pos.turn, side) }) : makeUci(move);
}

/** Every legal move of the side to move (a destination per piece; a promotion per piece it may become). */
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
  if (pos.turn !== side) return []; // the player not to move has no move
  return legal(pos).map((move) => coordinate(pos, move));
}

/** The protocol's events of `move`, which chessops played from `before` to `pos`. */
function eventsOf(before, move, pos) {
  const side = before.turn;
  const events = [];
  const castling = castlingSide(before, move);
  if (castling) {
    const rook = before.castles.rook[side][castling];
    events.push({ kind: 'moved', side, piece: 'king', square: makeSquare(kingCastlesTo(side, castling)), from: makeSquare(move.from) });
    events.push({ kind: 'moved', side, piece: 'rook', square: makeSquare(rookCastlesTo(side, castling)), from: makeSquare(rook) });
  } else {
    events.push({ kind: 'moved', side, piece: before.board.get(move.from).role, square: makeSquare(move.to), from: makeSquare(move.from) });
  }
  // What was taken is what stood on the board before and no longer does (en passant too).
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

function resolve(ruleset, position, moves, first, history) {
  const pos = load(position);
  const mover = pos.turn;
  const other = mover === 'white' ? 'black' : 'white';
  if (moves[other].length > 0) return rejected(other, moves[other][0], `it is ${mover}'s move, not ${other}'s`);
  if (moves[mover].length === 0) throw new InvalidInput(`a chess turn is one move of the player to move, ${mover}, who gave none`);
  const [uci, second] = moves[mover];
  const move = normalizeMove(pos, parseUci(uci));
  if (!pos.isLegal(move)) return rejected(mover, uci, `${uci} is not a legal move of ${mover}`);
  if (second !== undefined) return rejected(mover, second, `the players move in turn, one move each, and ${mover} has made this turn's move`);
  const earlier = [...history.map(earlierKey), repetitionKey(pos)];
  const before = pos.clone();
  pos.play(move);
  return resolved({ position: arbiterFen(pos), events: eventsOf(before, move, pos), outcome: outcomeOf(pos, earlier) });
}

/**
 * chessops's FEN of a position, in Arbiter's form: the en passant square after every two-square step
 * (chessops's `epSquare`), where `toSetup()` keeps it only when a pawn can take there.
 */
function arbiterFen(pos) {
  return makeFen({ ...pos.toSetup(), epSquare: pos.epSquare });
}

function start() {
  return makeFen(Chess.default().toSetup());
}

serve({ implementation: IMPLEMENTATION, start, legalMoves, resolve });
