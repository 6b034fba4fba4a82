'use strict';
/**
 * What a request and a response of Arbiter's protocol may hold (docs/protocol.md): reading a
 * request line strictly, and checking an implementation's answer before it is written, so that
 * nothing Arbiter cannot read ever goes out.
 */
const { InvalidInput, AdapterError } = require('./errors.js');
const { Position, parseFen, formatFen } = require('./fen.js');

/** A line is at most 1 MiB, not counting its line feed. */
const MAX_LINE = 1048576;
/** An error message is at most this long (a longer one is cut, saying so). */
const MAX_MESSAGE = 500;
const MAX_ID = 9223372036854775807n;
const MAX_DEPTH = 1000;
const MAX_DIGITS = 1000;
const NUMBER = /-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/y;

const SIDES = ['white', 'black'];
const PIECES = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
const SQUARE = /^[a-h][1-8]$/;
const MOVE = /^[a-h][1-8][a-h][1-8][qrbn]?$/;

/** The event kinds of each version, those that have `from`, and those that always name a King. */
const KINDS = {
  1: ['moved', 'captured', 'absorbed', 'collision', 'failed-capture', 'promoted', 'frozen', 'check', 'checkmate'],
  2: ['moved', 'captured', 'absorbed', 'collision', 'failed-capture', 'promoted', 'frozen', 'check', 'checkmate',
    'bounced', 'intercepted', 'capture-cancelled', 'chain-capture', 'destroyed', 'castled', 'king-captured', 'castling-prevented'],
};
const FROM_KINDS = ['moved', 'failed-capture', 'bounced', 'intercepted', 'capture-cancelled', 'castled', 'castling-prevented'];
const KING_KINDS = ['check', 'checkmate', 'castled', 'king-captured', 'castling-prevented'];
/** The statuses of each version, and the reasons that go with each status. */
const STATUSES = { 1: ['ongoing', 'win', 'draw'], 2: ['ongoing', 'win', 'draw', 'both-lose'] };
const LOSING = { 1: ['checkmate'], 2: ['checkmate', 'king-captured', 'two-turns-in-check'] };
const DRAWN = {
  1: ['stalemate', 'insufficient-material', 'fifty-turns', 'mutual-checkmate'],
  2: ['mutual-checkmate', 'stalemate', 'insufficient-material', 'fifty-turns', 'repetition', 'mutual-king-capture',
    'king-collision', 'seventy-five-moves'],
};

/** At most 80 characters of a text, quoted, control characters escaped, a longer one cut and its length given. */
function quote(text) {
  const cut = text.length > 80;
  const shown = JSON.stringify(cut ? text.slice(0, 80) : text).replace(/[\u007f-\u009f\u2028\u2029]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  return cut ? `${shown}... (${text.length} characters)` : shown;
}

/** A message no longer than the protocol's 500 characters. */
function bounded(message) {
  const text = String(message);
  return text.length <= MAX_MESSAGE ? text : text.slice(0, MAX_MESSAGE - 20) + '... (message cut)';
}

/**
 * Goes over a text JSON.parse has accepted for what JSON.parse lets through and the protocol does
 * not: a field named twice, nesting deeper than 1000, a number of more than 1000 digits. Returns
 * the text of the top-level `id` when it is a number, so that a large id is answered exactly.
 */
function strictCheck(text) {
  const stack = [];
  let expectKey = false;
  let rawId;
  for (let i = 0; i < text.length;) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (c === '"') {
      let j = i + 1;
      while (text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (top && top.keys && expectKey) {
        const key = JSON.parse(text.slice(i, j + 1));
        if (top.keys.has(key)) throw new InvalidInput(`the field ${quote(key)} is named twice in one object`);
        top.keys.add(key);
        top.key = key;
        expectKey = false;
      }
      i = j + 1;
      continue;
    }
    if (c === '-' || (c >= '0' && c <= '9')) {
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(text)[0];
      if (number.replace(/[^0-9]/g, '').length > MAX_DIGITS) throw new InvalidInput(`a number has more than ${MAX_DIGITS} digits`);
      if (stack.length === 1 && top.key === 'id') rawId = number;
      i += number.length;
      continue;
    }
    if (c === '{' || c === '[') {
      stack.push({ keys: c === '{' ? new Set() : null, key: undefined });
      if (stack.length > MAX_DEPTH) throw new InvalidInput(`arrays and objects nest more than ${MAX_DEPTH} deep`);
      expectKey = c === '{';
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      expectKey = Boolean(top && top.keys);
    }
    i++;
  }
  return rawId;
}

/**
 * One line of input read as a request: `{ request, id }` (id as digits), `null` for a blank line,
 * or throws {@link InvalidInput} saying what is wrong (the line is then answered with id null).
 */
function readRequest(bytes) {
  if (bytes.length > MAX_LINE) throw new InvalidInput(`the request is a line longer than ${MAX_LINE} bytes`);
  let text;
  try {
    // ignoreBOM keeps a byte order mark in the text, so that it is refused below like any other stray character.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch (e) {
    throw new InvalidInput(`the request is a line that is not UTF-8 (${firstBadByte(bytes)})`);
  }
  if (/^[ \t\r]*$/.test(text)) return null;
  let request;
  try {
    request = JSON.parse(text);
  } catch (e) {
    throw new InvalidInput(`not JSON (${e.message.split('\n')[0]}): ${quote(text)}`);
  }
  if (request === null || typeof request !== 'object' || Array.isArray(request)) {
    throw new InvalidInput(`a request is a JSON object, not ${quote(text)}`);
  }
  const rawId = strictCheck(text);
  if (!('id' in request)) throw new InvalidInput(`the request has no "id": ${quote(text)}`);
  if (rawId === undefined || !/^(0|[1-9][0-9]*)$/.test(rawId) || BigInt(rawId) > MAX_ID) {
    const shown = rawId !== undefined ? rawId : JSON.stringify(request.id);
    throw new InvalidInput(`"id" is ${quote(shown)}, which is not a whole number from 0 to ${MAX_ID} in digits`);
  }
  return { request, id: rawId };
}

/** Where a line that is not UTF-8 first goes wrong: "at byte 38: 0xFF", or a character cut off at the end. */
function firstBadByte(bytes) {
  const at = (j) => `at byte ${j + 1}: 0x${bytes[j].toString(16).toUpperCase().padStart(2, '0')}`;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    // How many bytes follow the lead byte, and the range of the first of them (no overlong form, no surrogate, nothing past U+10FFFF).
    const [need, lo, hi] = b >= 0xc2 && b <= 0xdf ? [1, 0x80, 0xbf] : b === 0xe0 ? [2, 0xa0, 0xbf] : b === 0xed ? [2, 0x80, 0x9f]
      : b >= 0xe1 && b <= 0xef ? [2, 0x80, 0xbf] : b === 0xf0 ? [3, 0x90, 0xbf] : b >= 0xf1 && b <= 0xf3 ? [3, 0x80, 0xbf]
        : b === 0xf4 ? [3, 0x80, 0x8f] : [0, 0, 0];
    if (need === 0) return at(i);
    for (let k = 1; k <= need; k++) {
      if (i + k >= bytes.length) return 'a character cut off at the end';
      const c = bytes[i + k];
      if (c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return at(i + k);
    }
    i += need + 1;
  }
  return 'a character cut off at the end';
}

// ---- the fields of a request ----

function stringField(request, name) {
  const value = request[name];
  if (typeof value !== 'string') throw new InvalidInput(`the request has no string field "${name}"`);
  return value;
}

function sideField(request, name) {
  const value = request[name];
  if (!SIDES.includes(value)) throw new InvalidInput(`"${name}" is ${quote(JSON.stringify(value === undefined ? null : value))}, not "white" or "black"`);
  return value;
}

function positionField(request, name) {
  const text = stringField(request, name);
  try {
    return parseFen(text);
  } catch (e) {
    if (e instanceof InvalidInput) throw new InvalidInput(`"${name}": ${e.message}`);
    throw e;
  }
}

function moveList(value, where) {
  if (!Array.isArray(value)) throw new InvalidInput(`${where} is not a list of moves`);
  for (const move of value) {
    if (typeof move !== 'string' || !MOVE.test(move)) {
      throw new InvalidInput(`${where} holds ${quote(JSON.stringify(move))}, which is not a move in coordinate form (e2e4, e7e8q)`);
    }
  }
  return [...value];
}

/** The moves of a resolve request: version 2's `moves`, or version 1's one move in `white` and in `black`. */
function movesField(request) {
  const moves = request.moves;
  if (moves !== undefined) {
    if (moves === null || typeof moves !== 'object' || Array.isArray(moves)) throw new InvalidInput('"moves" is not an object of two lists');
    return { white: moveList(moves.white, '"moves.white"'), black: moveList(moves.black, '"moves.black"') };
  }
  const one = (side) => (request[side] === undefined || request[side] === null ? [] : moveList([request[side]], `"${side}"`));
  if (request.white === undefined && request.black === undefined) throw new InvalidInput('the request has no "moves"');
  return { white: one('white'), black: one('black') };
}

/**
 * The positions of `history`, oldest first. Each is read when it is first used (then kept): a long
 * history costs nothing to an implementation that does not look at it. One that Arbiter would
 * refuse throws {@link InvalidInput} where it is used, naming it, and the request is answered so.
 */
function historyField(request) {
  const history = request.history;
  if (history === undefined || history === null) return [];
  if (!Array.isArray(history) || !history.every((fen) => typeof fen === 'string')) throw new InvalidInput('"history" is not a list of positions');
  const read = new Array(history.length);
  const position = (i) => {
    if (read[i] === undefined) {
      try {
        read[i] = parseFen(history[i]);
      } catch (e) {
        throw e instanceof InvalidInput ? new InvalidInput(`"history" position ${i + 1}: ${e.message}`) : e;
      }
    }
    return read[i];
  };
  // An array of the FENs that gives each as a Position when it is read (by index, iteration, map, ...).
  return new Proxy([...history], {
    get(target, key, receiver) {
      if (typeof key === 'string' && key !== '' && key.length <= 10 && !Number.isNaN(Number(key))) {
        const i = Number(key);
        if (Number.isInteger(i) && i >= 0 && i < target.length) return position(i);
      }
      return Reflect.get(target, key, receiver);
    },
  });
}

// ---- the implementation's answers ----

/** An answer of the implementation that the protocol cannot carry: answered as `internal`. */
class BadAnswer extends AdapterError {
  constructor(message) {
    super('internal', `the implementation's answer cannot be sent: ${message}`);
  }
}

/** The FEN of a position the implementation answered: a Position (or object of its fields), or a FEN it is checked to be. */
function positionAnswer(value, what) {
  try {
    if (typeof value === 'string') return formatFen(parseFen(value));
    if (value instanceof Position || (value && typeof value === 'object' && value.board)) return formatFen(value);
  } catch (e) {
    throw new BadAnswer(`${what}: ${e.message}`);
  }
  throw new BadAnswer(`${what} is ${JSON.stringify(value)}, neither a Position nor a FEN`);
}

function movesAnswer(value) {
  if (value === null || typeof value !== 'object' || typeof value[Symbol.iterator] !== 'function') {
    throw new BadAnswer(`legalMoves returned ${JSON.stringify(value)}, not a list of moves`);
  }
  const moves = [...new Set(value)];
  const wrong = moves.find((move) => typeof move !== 'string' || !MOVE.test(move));
  if (wrong !== undefined) throw new BadAnswer(`legalMoves returned ${JSON.stringify(wrong)}, not a move in coordinate form (e2e4, e7e8q)`);
  return moves;
}

function clausesAnswer(value, what) {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((c) => typeof c === 'string' && c !== '')) {
    throw new BadAnswer(`${what} is ${JSON.stringify(value)}, not a list of clause ids`);
  }
  return [...value];
}

function eventAnswer(event, i, version) {
  const what = `event ${i + 1} (${JSON.stringify(event)})`;
  if (event === null || typeof event !== 'object') throw new BadAnswer(`${what} is not an object`);
  if (!KINDS[version].includes(event.kind)) {
    const known = KINDS[2].includes(event.kind);
    throw new BadAnswer(`${what}: ${known ? `version ${version} of the protocol has no event kind` : 'no event kind is'} ${JSON.stringify(event.kind)}`);
  }
  if (!SIDES.includes(event.side)) throw new BadAnswer(`${what}: the side is not "white" or "black"`);
  if (!PIECES.includes(event.piece)) throw new BadAnswer(`${what}: the piece is not one of ${PIECES.join(', ')}`);
  if (KING_KINDS.includes(event.kind) && event.piece !== 'king') throw new BadAnswer(`${what}: a ${event.kind} event names a King`);
  if (typeof event.square !== 'string' || !SQUARE.test(event.square)) throw new BadAnswer(`${what}: the square is not a1 to h8`);
  const out = { kind: event.kind, side: event.side, piece: event.piece, square: event.square };
  if (FROM_KINDS.includes(event.kind)) {
    if (typeof event.from !== 'string' || !SQUARE.test(event.from)) throw new BadAnswer(`${what}: a ${event.kind} event says where it came from, "from" (a1 to h8)`);
    out.from = event.from;
  } else if (event.from !== undefined) {
    throw new BadAnswer(`${what}: a ${event.kind} event has no "from"`);
  }
  const clauses = clausesAnswer(event.clauses, `${what}'s clauses`);
  if (clauses) out.clauses = clauses;
  return out;
}

function outcomeAnswer(outcome, version) {
  const what = `the outcome ${JSON.stringify(outcome)}`;
  if (outcome === null || typeof outcome !== 'object') throw new BadAnswer(`${what} is not an object`);
  const { status, winner, reason } = outcome;
  if (!STATUSES[version].includes(status)) throw new BadAnswer(`${what}: version ${version} of the protocol has no status ${JSON.stringify(status)}`);
  if (status === 'ongoing') {
    if (winner !== undefined || reason !== undefined) throw new BadAnswer(`${what}: a game that goes on has no winner and no reason`);
    return { status };
  }
  if (status === 'win' && !SIDES.includes(winner)) throw new BadAnswer(`${what}: a win names its winner, "white" or "black"`);
  if (status !== 'win' && winner !== undefined) throw new BadAnswer(`${what}: only a win has a winner`);
  const reasons = status === 'draw' ? DRAWN[version] : LOSING[version];
  if (!reasons.includes(reason)) {
    throw new BadAnswer(`${what}: the reason of a ${status} is one of ${reasons.join(', ')} (version ${version})`);
  }
  return status === 'win' ? { status, winner, reason } : { status, reason };
}

/** The response fields of what `resolve` returned: a resolved turn or a rejected move. */
function resolveAnswer(answer, version) {
  if (answer === null || typeof answer !== 'object') {
    throw new BadAnswer(`resolve returned ${JSON.stringify(answer)}, not a turn (use resolved(...) or rejected(...))`);
  }
  if (answer.result === 'rejected') {
    if (!SIDES.includes(answer.side)) throw new BadAnswer('a rejection names the side whose move is refused, "white" or "black"');
    if (typeof answer.move !== 'string' || answer.move === '') throw new BadAnswer('a rejection names the move it refuses');
    if (typeof answer.reason !== 'string' || answer.reason === '') throw new BadAnswer('a rejection says why, in "reason"');
    const out = { result: 'rejected', side: answer.side, move: answer.move, reason: answer.reason };
    const clauses = clausesAnswer(answer.clauses, "the rejection's clauses");
    if (clauses) out.clauses = clauses;
    return out;
  }
  if (answer.result !== 'resolved') {
    throw new BadAnswer(`resolve returned a "result" of ${JSON.stringify(answer.result)}, not "resolved" or "rejected"`);
  }
  if (!Array.isArray(answer.events)) throw new BadAnswer('a resolved turn has a list of events (empty when nothing happened)');
  const out = {
    result: 'resolved',
    position: positionAnswer(answer.position, 'the position after the turn'),
    events: answer.events.map((event, i) => eventAnswer(event, i, version)),
    outcome: outcomeAnswer(answer.outcome, version),
  };
  const trace = clausesAnswer(answer.trace, 'the trace');
  if (trace) out.trace = trace;
  return out;
}

module.exports = {
  MAX_LINE, quote, bounded, readRequest, stringField, sideField, positionField, movesField, historyField,
  positionAnswer, movesAnswer, resolveAnswer, SIDES, PIECES, KINDS, FROM_KINDS, DRAWN, LOSING,
};
