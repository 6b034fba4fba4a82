'use strict';
/**
 * Arbiter's FEN (docs/protocol.md, "Positions: Arbiter's FEN") read into a {@link Position} value
 * and written back: the six fields of chess's FEN, an en passant field of up to two squares, and
 * the extra fields `frozen=`, `checks=` and `castled=`. It reads what Arbiter reads and refuses
 * what Arbiter refuses, with an {@link InvalidInput} error naming the field; it writes what
 * Arbiter writes (the rank-3 en passant square first, the extra fields in the table's order, each
 * left out when it holds nothing).
 */
const { InvalidInput } = require('./errors.js');

const FILES = 'abcdefgh';
const PIECES = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
const LETTERS = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' };
const SIDES = ['white', 'black'];
const EXTRAS = ['frozen', 'checks', 'castled'];
/** Longer than any FEN can be (Arbiter's own bound). */
const MAX_LENGTH = 400;
/** The largest clock Arbiter reads. */
const MAX_CLOCK = 99999;
const MAX_CHECKS = 99;
const SQUARE = /^[a-h][1-8]$/;

/** Every square, a1, b1, ... h8: the order in which squares are written (rank by rank, from a1). */
const SQUARES = [];
for (let rank = 1; rank <= 8; rank++) for (const file of FILES) SQUARES.push(file + rank);

/** The index of a square in {@link SQUARES} (a1 = 0, h8 = 63). */
function squareIndex(square) {
  return FILES.indexOf(square[0]) + 8 * (Number(square[1]) - 1);
}

function bySquare(a, b) {
  return squareIndex(a) - squareIndex(b);
}

/** A text quoted for a message, cut at 80 characters. */
function quoted(text) {
  return JSON.stringify(text.length > 80 ? text.slice(0, 80) + '...' : text);
}

function refuse(message) {
  throw new InvalidInput(message);
}

/**
 * A position: the board and the state of the game around it, as Arbiter's FEN holds it. Every
 * field is plain data and may be changed; {@link Position#toFen} checks it when it writes it.
 */
class Position {
  /** @param {Partial<Position>} [fields] */
  constructor(fields = {}) {
    /** The pieces by square: `{ e1: { side: 'white', piece: 'king' }, ... }`; an empty square is absent. */
    this.board = { ...(fields.board || {}) };
    /** The player to move: 'white' or 'black' (the simultaneous rulesets write 'white' and ignore it). */
    this.turn = fields.turn || 'white';
    /** The castling rights, as the squares of the Rooks they name (`KQkq` is h1, a1, h8, a8). */
    this.castling = [...(fields.castling || [])];
    /** The en passant squares: none, one, or two (one on rank 3, one on rank 6). */
    this.enPassant = [...(fields.enPassant || [])];
    /** The halfmove clock. */
    this.halfmove = fields.halfmove === undefined ? 0 : fields.halfmove;
    /** The fullmove number, from 1. */
    this.fullmove = fields.fullmove === undefined ? 1 : fields.fullmove;
    /** `frozen=`: the squares of the pieces that may not move this turn (XYMYX). */
    this.frozen = [...(fields.frozen || [])];
    /** `checks=`: for each King, how many turns in a row it has ended in check (Zeitgeist); 0 when none. */
    this.checks = { white: 0, black: 0, ...(fields.checks || {}) };
    /** `castled=`: the players who have used their one castling of the game (RevoChess). */
    this.castled = [...(fields.castled || [])];
  }

  /** Reads Arbiter's FEN; throws {@link InvalidInput} saying what is wrong. */
  static parse(fen) {
    return parseFen(fen);
  }

  /** The piece on a square, or null. */
  get(square) {
    return this.board[square] || null;
  }

  /** Puts a piece on a square; null empties it. */
  set(square, piece) {
    if (piece) this.board[square] = { side: piece.side, piece: piece.piece };
    else delete this.board[square];
    return this;
  }

  /** The squares that hold a piece of `side` (and of kind `piece`, when given), a1 first. */
  squaresOf(side, piece) {
    return Object.keys(this.board)
      .filter((s) => this.board[s].side === side && (piece === undefined || this.board[s].piece === piece))
      .sort(bySquare);
  }

  /** Whether any of the extra fields (`frozen=`, `checks=`, `castled=`) holds something. */
  hasExtras() {
    return this.frozen.length > 0 || this.checks.white > 0 || this.checks.black > 0 || this.castled.length > 0;
  }

  /** A copy to change without changing this one. */
  clone() {
    const board = {};
    for (const [square, piece] of Object.entries(this.board)) board[square] = { ...piece };
    return new Position({ ...this, board, checks: { ...this.checks } });
  }

  /** Arbiter's FEN of this position, as Arbiter writes it. Throws a TypeError for a field that cannot be written. */
  toFen() {
    return formatFen(this);
  }

  toString() {
    return formatFen(this);
  }

  /** As JSON, a position is its FEN. */
  toJSON() {
    return formatFen(this);
  }
}

/** The fields of a FEN, after the text-level rules: printable ASCII, single spaces, bounded length. */
function fieldsOf(fen) {
  if (typeof fen !== 'string') refuse(`a position is a FEN string, not ${JSON.stringify(fen)}`);
  if (fen === '') refuse('FEN is empty');
  if (fen.length > MAX_LENGTH) refuse(`FEN is ${fen.length} characters long; a FEN has at most ${MAX_LENGTH}`);
  for (let i = 0; i < fen.length; i++) {
    const c = fen.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) {
      const code = 'U+' + fen.codePointAt(i).toString(16).toUpperCase().padStart(4, '0');
      refuse(`FEN character ${i + 1} is ${code}; a FEN is printable ASCII, its fields separated by single spaces`);
    }
  }
  if (fen.startsWith(' ') || fen.endsWith(' ')) {
    refuse(`FEN ${fen.startsWith(' ') ? 'begins' : 'ends'} with a space; a FEN has nothing before its first field or after its last`);
  }
  const twoSpaces = fen.indexOf('  ');
  if (twoSpaces >= 0) refuse(`FEN has two spaces in a row at character ${twoSpaces + 1}; its fields are separated by single spaces`);
  return fen.split(' ');
}

/** The side and kind of each piece letter, by character code. */
const BY_LETTER = [];
for (const [letter, piece] of Object.entries(PIECES)) {
  BY_LETTER[letter.charCodeAt(0)] = ['black', piece];
  BY_LETTER[letter.toUpperCase().charCodeAt(0)] = ['white', piece];
}

function placement(text, board) {
  const ranks = text.split('/');
  if (ranks.length !== 8) refuse(`FEN placement ${quoted(text)} has ${ranks.length} ranks; expected 8`);
  for (let i = 0; i < 8; i++) {
    const row = ranks[i];
    const rank = 8 - i;
    let file = 0;
    for (let j = 0; j < row.length; j++) {
      const code = row.charCodeAt(j);
      if (code >= 49 && code <= 56) { // 1 to 8
        file += code - 48;
        continue;
      }
      const piece = BY_LETTER[code];
      if (!piece) refuse(`FEN rank ${rank} ${quoted(row)}: '${row[j]}' is not a piece letter (KQRBNP, kqrbnp) or a count 1-8`);
      if (file < 8) board[SQUARES[file + 8 * (rank - 1)]] = { side: piece[0], piece: piece[1] };
      file++;
    }
    if (file !== 8) refuse(`FEN rank ${rank} ${quoted(row)} covers ${file} squares; expected 8`);
  }
}

/** The Rook square a castling letter names: KQkq, or a file letter as in Shredder-FEN. */
function castlingRook(c) {
  if (c === 'K') return 'h1';
  if (c === 'Q') return 'a1';
  if (c === 'k') return 'h8';
  if (c === 'q') return 'a8';
  if (c >= 'A' && c <= 'H') return c.toLowerCase() + '1';
  if (c >= 'a' && c <= 'h') return c + '8';
  return null;
}

function castling(text) {
  if (text === '-') return [];
  const rooks = [];
  for (const c of text) {
    const rook = castlingRook(c);
    if (!rook) refuse(`FEN castling ${quoted(text)}: '${c}' is not one of KQkq, a file letter, or -`);
    if (rooks.includes(rook)) refuse(`FEN castling ${quoted(text)} names the Rook on ${rook} twice`);
    rooks.push(rook);
  }
  return rooks;
}

function enPassant(text) {
  if (text === '-') return [];
  const squares = text.split(',');
  const passable = (s) => /^[a-h][36]$/.test(s);
  const sound = squares.length <= 2 && squares.every(passable) && (squares.length === 1 || squares[0][1] !== squares[1][1]);
  if (!sound) {
    refuse(`FEN en passant ${quoted(text)} must be -, a square on rank 3 or 6, or two such squares separated by a comma, one on each rank`);
  }
  return squares.sort(bySquare); // Arbiter's order: the rank-3 square first
}

function clock(text, what, min) {
  const value = /^(0|[1-9][0-9]{0,4})$/.test(text) ? Number(text) : -1;
  if (value < min) {
    refuse(`FEN ${what} ${quoted(text)} must be a whole number from ${min} to ${MAX_CLOCK}, in digits without sign or leading zeros`);
  }
  return value;
}

function squareList(text, where) {
  const squares = [];
  for (const name of text.split(',')) {
    if (!SQUARE.test(name)) refuse(`${where}: ${quoted(name)} is not a square (a1 to h8)`);
    if (squares.includes(name)) refuse(`${where}: ${name} is named twice`);
    squares.push(name);
  }
  return squares.sort(bySquare);
}

function extras(fields, position) {
  const seen = new Set();
  for (const field of fields) {
    const eq = field.indexOf('=');
    const name = eq < 0 ? field : field.slice(0, eq);
    const value = eq < 0 ? '' : field.slice(eq + 1);
    if (eq < 0 || !EXTRAS.includes(name)) {
      refuse(`FEN field ${quoted(field)} is not one of the extra fields frozen=, checks=, castled= (written name=value, after the six standard fields)`);
    }
    if (seen.has(name)) refuse(`FEN names the field ${name}= twice`);
    seen.add(name);
    if (value === '' || value === '-') refuse(`FEN field ${quoted(field)} is empty; leave the field out when it holds nothing`);
    if (name === 'frozen') {
      position.frozen = squareList(value, 'FEN frozen field');
    } else if (name === 'checks') {
      const sides = new Set();
      for (const part of value.split(',')) {
        const side = part[0] === 'w' ? 'white' : part[0] === 'b' ? 'black' : null;
        if (!side || !/^[1-9][0-9]?$/.test(part.slice(1)) || sides.has(side)) {
          refuse(`FEN field ${quoted(field)}: write w or b then a count from 1 to ${MAX_CHECKS}, each side at most once, separated by a comma (checks=w1,b2)`);
        }
        sides.add(side);
        position.checks[side] = Number(part.slice(1));
      }
    } else {
      if (value !== 'w' && value !== 'b' && value !== 'wb') refuse(`FEN field ${quoted(field)}: write w, b or wb (the players who have castled)`);
      position.castled = value === 'wb' ? ['white', 'black'] : [value === 'w' ? 'white' : 'black'];
    }
  }
}

/**
 * Reads Arbiter's FEN into a {@link Position}: four to six fields (the clocks both or neither),
 * then the extra fields. Throws {@link InvalidInput} naming what is wrong, as Arbiter does.
 */
function parseFen(fen) {
  const fields = fieldsOf(fen);
  if (fields.length < 4 || fields.length > 6 + EXTRAS.length) {
    refuse(`FEN ${quoted(fen)} has ${fields.length} fields; expected 4 to 6, then at most ${EXTRAS.length} name=value fields`);
  }
  const position = new Position();
  placement(fields[0], position.board);
  if (fields[1] !== 'w' && fields[1] !== 'b') refuse(`FEN side to move ${quoted(fields[1])} must be w or b`);
  position.turn = fields[1] === 'w' ? 'white' : 'black';
  if (fields[2] === '') refuse('FEN castling is empty; write - for no rights');
  position.castling = castling(fields[2]);
  position.enPassant = enPassant(fields[3]);
  let next = 4;
  const isExtra = (field) => field.includes('=');
  if (fields.length > next && !isExtra(fields[next])) {
    position.halfmove = clock(fields[next++], 'halfmove clock', 0);
    if (fields.length <= next || isExtra(fields[next])) refuse('FEN has a halfmove clock but no fullmove number');
    position.fullmove = clock(fields[next++], 'fullmove number', 1);
  }
  extras(fields.slice(next), position);
  return position;
}

function wrong(what, value) {
  throw new TypeError(`the position's ${what} is ${JSON.stringify(value)}, which Arbiter's FEN cannot hold`);
}

function squaresField(value, what) {
  if (!Array.isArray(value) || !value.every((s) => SQUARE.test(s)) || new Set(value).size !== value.length) wrong(what, value);
  return value;
}

function number(value, what, min, max) {
  if (!Number.isInteger(value) || value < min || value > max) wrong(what, value);
  return String(value);
}

/** The castling letter of a Rook square: K/Q for the h- and a-file, else the file, capital for White. */
function castlingLetter(square) {
  const letter = square[0] === 'h' ? 'k' : square[0] === 'a' ? 'q' : square[0];
  return square[1] === '1' ? letter.toUpperCase() : letter;
}

/**
 * Arbiter's FEN of a {@link Position} (or of a plain object with its fields), as Arbiter writes
 * it. Throws a TypeError for a field that the FEN cannot hold.
 */
function formatFen(position) {
  const board = position.board || {};
  let placed = 0;
  let text = '';
  for (let rank = 8; rank >= 1; rank--) {
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = board[SQUARES[file + 8 * (rank - 1)]];
      if (!piece) {
        empty++;
        continue;
      }
      const letter = LETTERS[piece.piece];
      if (!letter || (piece.side !== 'white' && piece.side !== 'black')) wrong(`board at ${SQUARES[file + 8 * (rank - 1)]}`, piece);
      if (empty > 0) text += empty;
      empty = 0;
      text += piece.side === 'white' ? letter.toUpperCase() : letter;
      placed++;
    }
    if (empty > 0) text += empty;
    if (rank > 1) text += '/';
  }
  if (placed !== Object.keys(board).filter((square) => board[square]).length) {
    const stray = Object.keys(board).find((square) => board[square] && !SQUARE.test(square));
    wrong(`board at ${stray}`, board[stray]);
  }
  if (!SIDES.includes(position.turn)) wrong('turn', position.turn);
  const rooks = squaresField(position.castling || [], 'castling');
  if (!rooks.every((s) => s[1] === '1' || s[1] === '8')) wrong('castling', rooks);
  // White first, then Black; on each rank from the h-file to the a-file (KQkq).
  const castlingText = rooks.length === 0 ? '-'
    : [...rooks].sort((a, b) => (a[1] === b[1] ? b.localeCompare(a) : a[1] - b[1])).map(castlingLetter).join('');
  const ep = squaresField(position.enPassant || [], 'en passant squares');
  if (ep.length > 2 || !ep.every((s) => s[1] === '3' || s[1] === '6') || (ep.length === 2 && ep[0][1] === ep[1][1])) {
    wrong('en passant squares', ep);
  }
  text += (position.turn === 'white' ? ' w ' : ' b ') + castlingText + ' ' + (ep.length === 0 ? '-' : ep.length === 1 ? ep[0] : [...ep].sort(bySquare).join(','))
    + ' ' + number(position.halfmove === undefined ? 0 : position.halfmove, 'halfmove clock', 0, MAX_CLOCK)
    + ' ' + number(position.fullmove === undefined ? 1 : position.fullmove, 'fullmove number', 1, MAX_CLOCK);
  const frozen = squaresField(position.frozen || [], 'frozen squares');
  if (frozen.length > 0) text += ' frozen=' + [...frozen].sort(bySquare).join(',');
  const checks = position.checks || {};
  const counts = SIDES.filter((side) => number(checks[side] || 0, `checks of ${side}`, 0, MAX_CHECKS) !== '0');
  if (counts.length > 0) text += ' checks=' + counts.map((side) => side[0] + checks[side]).join(',');
  const castled = position.castled || [];
  if (!Array.isArray(castled) || !castled.every((side) => SIDES.includes(side))) wrong('castled', castled);
  if (castled.length > 0) text += ' castled=' + SIDES.filter((side) => castled.includes(side)).map((side) => side[0]).join('');
  return text;
}

module.exports = { Position, parseFen, formatFen, SQUARES, squareIndex };
