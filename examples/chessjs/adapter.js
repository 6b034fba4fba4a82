'use strict';
/**
 * An Arbiter adapter (protocol version 2, docs/protocol.md) for orthodox chess, the ruleset `chess`,
 * over chess.js (https://github.com/jhlywa/chess.js), the version pinned in package.json.
 *
 *     ./arbiter conform --adapter "node examples/chessjs/adapter.js" --ruleset chess
 *
 * chess.js does the chess: whether a position can be read, which moves are legal, the position
 * after a move, check, and when the game ends. The protocol is the kit's (kits/js, arbiter-adapter:
 * the lines, the ids, Arbiter's FEN read and written, the errors, other rulesets answered
 * `unsupported`). This file only translates between the kit and the library: coordinate moves to
 * chess.js's move objects ({from, to, promotion}), the request's history of positions to the moves
 * chess.js replays so that it counts repetitions itself, and chess.js's answers to the protocol's
 * events and outcome. It cites no clauses (the protocol lets an answer
 * leave `clauses` and `trace` out), since chess.js cannot say which rule decided anything.
 */
const fs = require('fs');
const path = require('path');
const { Chess } = require('chess.js');
const { serve, resolved, rejected, InvalidInput, ongoing, win, draw } = require('arbiter-adapter');

const LIBRARY = JSON.parse(fs.readFileSync(path.join(__dirname, 'node_modules', 'chess.js', 'package.json'), 'utf8'));

const IMPLEMENTATION = {
  name: 'chess.js',
  version: LIBRARY.version,
  language: 'JavaScript',
  homepage: 'https://github.com/jhlywa/chess.js',
  rulesets: ['chess'],
};

const PIECES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const SIDES = { w: 'white', b: 'black' };

/**
 * chess.js at a position (the kit's Position, or a FEN), as chess.js reads its FEN: it refuses what
 * its own check of a FEN refuses.
 */
function load(position) {
  const fen = String(position);
  try {
    return new Chess(fen);
  } catch (e) {
    throw new InvalidInput(`chess.js refuses the position "${fen}": ${e.message}`);
  }
}

/** The fields of a FEN that make a position what it is for a move's result: placement, side to move, castling. */
function board(fen) {
  return String(fen).split(' ').slice(0, 3).join(' ');
}

/**
 * chess.js at `position`, having played the game through `history` (the earlier positions, oldest
 * first), so that its own count of positions decides repetition. Each step is the one legal move
 * of chess.js that leads from one position to the next; where none does (a history chess.js cannot
 * connect), the count starts again at the next position.
 */
function replay(history, position) {
  const fens = [...history, position];
  let chess = load(fens[0]);
  for (const next of fens.slice(1)) {
    const move = chess.moves({ verbose: true }).find((m) => board(m.after) === board(next));
    if (move) {
      chess.move({ from: move.from, to: move.to, promotion: move.promotion });
    } else {
      chess = load(next);
    }
  }
  // The clocks come from the request's position; a replay that disagrees with it is not used.
  const clocks = (fen) => String(fen).split(' ').slice(4, 6).join(' ');
  if (board(chess.fen()) !== board(position) || clocks(chess.fen()) !== clocks(position)) return load(position);
  return chess;
}

function legalMoves(ruleset, position, side) {
  const chess = load(position);
  // chess.js gives moves to the side to move only: the other player has none in this position.
  if (SIDES[chess.turn()] !== side) return [];
  return chess.moves({ verbose: true }).map((m) => m.lan);
}

/** The protocol's events for one move chess.js has just made (`played`, its verbose move), the board before it given. */
function eventsOf(played, before, chess) {
  const side = SIDES[played.color];
  const events = [{ kind: 'moved', side, piece: PIECES[played.piece], square: played.to, from: played.from }];
  if (played.isKingsideCastle() || played.isQueensideCastle()) {
    // chess.js names the castling, not the Rook's squares: they are where a Rook of the mover left and arrived.
    const rooks = (b) => b.flat().filter((s) => s && s.type === 'r' && s.color === played.color).map((s) => s.square);
    const after = rooks(chess.board());
    const was = rooks(before);
    const from = was.find((s) => !after.includes(s));
    const to = after.find((s) => !was.includes(s));
    events.push({ kind: 'moved', side, piece: 'rook', square: to, from });
  }
  if (played.captured) {
    // En passant takes the pawn beside the moving one: on the square of the arrival's file and the start's rank.
    const square = played.isEnPassant() ? played.to[0] + played.from[1] : played.to;
    events.push({ kind: 'captured', side: SIDES[chess.turn()], piece: PIECES[played.captured], square });
  }
  if (played.promotion) {
    events.push({ kind: 'promoted', side, piece: PIECES[played.promotion], square: played.to });
  }
  if (chess.isCheck()) {
    const king = chess.findPiece({ type: 'k', color: chess.turn() })[0];
    events.push({ kind: 'check', side: SIDES[chess.turn()], piece: 'king', square: king });
    if (chess.isCheckmate()) events.push({ kind: 'checkmate', side: SIDES[chess.turn()], piece: 'king', square: king });
  }
  return events;
}

/**
 * How the game stands by chess.js after the move of `mover`. chess.js ends a game at checkmate and
 * at every draw it knows (`isDraw()`: stalemate, insufficient material, threefold repetition, fifty
 * moves): the draws it knows are given in the order of the protocol's table of reasons.
 */
function outcomeOf(chess, mover) {
  if (chess.isCheckmate()) return win(mover, 'checkmate');
  if (chess.isStalemate()) return draw('stalemate');
  if (chess.isInsufficientMaterial()) return draw('insufficient-material');
  if (chess.isDrawByFiftyMoves()) return draw('fifty-turns');
  if (chess.isThreefoldRepetition()) return draw('repetition');
  return ongoing();
}

function resolve(ruleset, position, moves, first, history) {
  const chess = replay(history, position);
  const mover = SIDES[chess.turn()];
  const other = mover === 'white' ? 'black' : 'white';
  if (moves[mover].length === 0 && moves[other].length === 0) {
    throw new InvalidInput('a chess turn is one move of the player to move, and this one has none');
  }
  let events = [];
  let last = null;
  for (const move of moves[mover]) {
    if (chess.turn() !== mover[0]) {
      return rejected(mover, move, `chess.js has ${SIDES[chess.turn()]} to move after ${moves[mover][0]}: a turn is one move`);
    }
    const before = chess.board();
    let played;
    try {
      played = chess.move({ from: move.slice(0, 2), to: move.slice(2, 4), promotion: move[4] });
    } catch (e) {
      return rejected(mover, move, `chess.js refuses ${move} for ${mover}: ${e.message}`);
    }
    events = events.concat(eventsOf(played, before, chess));
    last = played;
  }
  if (moves[other].length > 0) {
    return rejected(other, moves[other][0], `chess.js has ${mover} to move in this position, not ${other}`);
  }
  return resolved({ position: arbiterFen(chess, last), events, outcome: outcomeOf(chess, mover) });
}

/**
 * chess.js's FEN of the position after `played`, in Arbiter's form. chess.js writes an en passant
 * square only when a pawn can take there; Arbiter's FEN names the square passed over after every
 * two-square step (docs/protocol.md, FEN field 4; features/chess/joint-perft.feature counts
 * positions so), which chess.js's move tells (`isBigPawn()`).
 */
function arbiterFen(chess, played) {
  const fields = chess.fen().split(' ');
  fields[3] = played && played.isBigPawn() ? played.to[0] + (played.color === 'w' ? '3' : '6') : '-';
  return fields.join(' ');
}

function start() {
  return new Chess().fen();
}

serve({ implementation: IMPLEMENTATION, start, legalMoves, resolve });
