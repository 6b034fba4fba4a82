'use strict';
/**
 * arbiter-adapter: the whole of Arbiter's adapter protocol (docs/protocol.md, versions 2 and 1),
 * so that an implementation of a ruleset in JavaScript writes only its rules.
 *
 *     const { serve, resolved, rejected, Unsupported } = require('arbiter-adapter');
 *     serve({
 *       implementation: { name: 'my-chess', version: '1.0.0', rulesets: ['chess'] },
 *       start(ruleset) { return Position.parse('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'); },
 *       legalMoves(ruleset, position, side) { return ['e2e4', ...]; },
 *       resolve(ruleset, position, moves, first, history) { return resolved({ position: after, events, outcome }); },
 *     });
 *
 * {@link serve} reads one request a line from standard input and writes one response a line to
 * standard output: it answers `hello` (the version asked for, at most 2) and `stop` itself, reads
 * and checks every request (a line that is not UTF-8 or JSON, an id that is not one, a FEN Arbiter
 * would refuse: `invalid-input`), calls the implementation with the request's values (positions as
 * {@link Position}s), checks its answer (a position, moves, events and an outcome the protocol can
 * carry, or an `internal` error saying what is wrong), answers in the order of the requests or, with
 * `answers: 'any-order'`, as each is done, and exits 0 at `stop` or at the end of its input. An
 * {@link Unsupported} thrown is answered `unsupported`, an {@link InvalidInput} `invalid-input`,
 * anything else `internal` with its message (and its stack on standard error): the loop never dies
 * of an implementation's error. Standard output carries only responses: `console.log` is sent to
 * standard error while it serves.
 */
const { AdapterError, Unsupported, InvalidInput } = require('./errors.js');
const { Position, parseFen, formatFen, SQUARES, squareIndex } = require('./fen.js');
const protocol = require('./protocol.js');

/** Stands for a line longer than 1 MiB, whose bytes are not kept. */
const TOO_LONG = Symbol('a line longer than 1 MiB');
const OPS = ['hello', 'start', 'legal-moves', 'resolve', 'stop'];
/** The protocol versions this helper speaks: a hello gets the highest asked for, at most the last. */
const VERSIONS = [1, 2];

/** The fields of a resolved turn: the position after it, what happened, and how the game stands. */
function resolved({ position, events = [], outcome = ongoing(), trace } = {}) {
  return trace === undefined ? { result: 'resolved', position, events, outcome } : { result: 'resolved', position, events, outcome, trace };
}

/** The fields of a rejected turn: the side and the move refused, why, and optionally the clauses that refuse it. */
function rejected(side, move, reason, clauses) {
  return clauses === undefined ? { result: 'rejected', side, move, reason } : { result: 'rejected', side, move, reason, clauses };
}

/** The outcomes: the game goes on; one player won; a draw; both lost. */
function ongoing() {
  return { status: 'ongoing' };
}
function win(winner, reason) {
  return { status: 'win', winner, reason };
}
function draw(reason) {
  return { status: 'draw', reason };
}
function bothLose(reason) {
  return { status: 'both-lose', reason };
}

/** Writes a line to standard error, the place for logs (standard output is for responses only). */
function log(...parts) {
  process.stderr.write(parts.map((p) => (typeof p === 'string' ? p : require('util').inspect(p))).join(' ') + '\n');
}

function checkImplementation(adapter) {
  const info = adapter && adapter.implementation;
  const fail = (what) => {
    throw new TypeError(`serve(adapter): adapter.implementation ${what}`);
  };
  if (!info || typeof info !== 'object') fail('is missing: { name, version, rulesets, language?, homepage? }');
  if (typeof info.name !== 'string' || info.name === '') fail('needs a name (a string)');
  if (typeof info.version !== 'string' || info.version === '') fail('needs a version (a string)');
  if (!Array.isArray(info.rulesets) || !info.rulesets.every((r) => typeof r === 'string')) fail('needs rulesets (a list of ruleset ids)');
  for (const optional of ['language', 'homepage']) {
    if (info[optional] !== undefined && typeof info[optional] !== 'string') fail(`has a ${optional} that is not a string`);
  }
  if (adapter.answers !== undefined && adapter.answers !== 'in-order' && adapter.answers !== 'any-order') {
    throw new TypeError('serve(adapter): adapter.answers is "in-order" (the default) or "any-order"');
  }
}

/**
 * One conversation: the version agreed at hello, and the answer to each request. Exposed for
 * tests and for a loop of one's own; {@link serve} is the usual way in.
 */
class Conversation {
  constructor(adapter) {
    checkImplementation(adapter);
    this.adapter = adapter;
    /** The version spoken: 2 until a hello says otherwise. */
    this.version = 2;
  }

  /**
   * The response to one line of input (bytes), as a line without its line feed, or null for a
   * blank line; `stop` true after a stop request.
   * @returns {Promise<{ line: string | null, stop: boolean }>}
   */
  async answer(bytes) {
    let read;
    try {
      if (bytes === TOO_LONG) throw new InvalidInput(`the request is a line longer than ${protocol.MAX_LINE} bytes`);
      read = protocol.readRequest(bytes);
    } catch (e) {
      return { line: this.errorLine('null', e), stop: false };
    }
    if (read === null) return { line: null, stop: false };
    const { request, id } = read;
    try {
      const fields = await this.dispatch(request);
      return { line: this.encode(id, fields), stop: request.op === 'stop' };
    } catch (e) {
      return { line: this.errorLine(id, e), stop: false };
    }
  }

  async dispatch(request) {
    const op = request.op;
    if (typeof op !== 'string') throw new InvalidInput('the request has no "op"');
    if (!OPS.includes(op)) throw new InvalidInput(`"op" is ${protocol.quote(op)}, not one of ${OPS.join(', ')}`);
    if (op === 'hello') return this.hello(request);
    if (op === 'stop') return { stopped: true };
    const adapter = this.adapter;
    const ruleset = protocol.stringField(request, 'ruleset');
    if (!adapter.implementation.rulesets.includes(ruleset)) {
      throw new Unsupported(`the ruleset ${protocol.quote(ruleset)} is not implemented here (${adapter.implementation.rulesets.join(', ') || 'none'})`);
    }
    if (op === 'start') {
      if (typeof adapter.start !== 'function') throw new Unsupported('start is not implemented by this adapter');
      return { position: protocol.positionAnswer(await adapter.start(ruleset, request), 'the start position') };
    }
    if (op === 'legal-moves') {
      if (typeof adapter.legalMoves !== 'function') throw new Unsupported('legal-moves is not implemented by this adapter');
      const position = protocol.positionField(request, 'position');
      const side = protocol.sideField(request, 'side');
      return { moves: protocol.movesAnswer(await adapter.legalMoves(ruleset, position, side, request)) };
    }
    if (typeof adapter.resolve !== 'function') throw new Unsupported('resolve is not implemented by this adapter');
    const position = protocol.positionField(request, 'position');
    const moves = protocol.movesField(request);
    const first = request.first === undefined || request.first === null ? null : protocol.sideField(request, 'first');
    const history = protocol.historyField(request);
    return protocol.resolveAnswer(await adapter.resolve(ruleset, position, moves, first, history, request), this.version);
  }

  hello(request) {
    const asked = request.protocol === undefined ? 1 : request.protocol;
    if (!Number.isInteger(asked) || asked < 1) {
      throw new InvalidInput(`"protocol" is ${protocol.quote(JSON.stringify(asked))}, not a protocol version (1, 2, ...)`);
    }
    this.version = Math.min(asked, VERSIONS[VERSIONS.length - 1]);
    const info = this.adapter.implementation;
    const implementation = { name: info.name, version: info.version, language: info.language || '', homepage: info.homepage || '', rulesets: [...info.rulesets] };
    const fields = { protocol: this.version, implementation };
    if (this.version >= 2 && this.adapter.answers === 'any-order') fields.answers = 'any-order';
    return fields;
  }

  /** A response line: the id as the request wrote it (so that any id up to 2^63-1 comes back exactly), then the fields. */
  encode(id, fields) {
    const rest = JSON.stringify(fields);
    const line = `{"id":${id}${rest === '{}' ? '' : ','}${rest.slice(1)}`;
    if (Buffer.byteLength(line) > protocol.MAX_LINE) {
      return this.errorLine(id, new AdapterError('internal', `the answer is ${Buffer.byteLength(line)} bytes long; a line is at most ${protocol.MAX_LINE}`));
    }
    return line;
  }

  errorLine(id, e) {
    let type = 'internal';
    let message;
    if (e instanceof AdapterError) {
      type = e.type;
      message = e.message;
    } else {
      message = e instanceof Error ? `${e.name}: ${e.message}` : `thrown: ${String(e)}`;
      log(`arbiter-adapter: request ${id} failed:`, e instanceof Error && e.stack ? e.stack : String(e));
    }
    return `{"id":${id},"error":${JSON.stringify({ type, message: protocol.bounded(message) })}}`;
  }
}

/**
 * Serves the protocol on standard input and output (or the streams of `options`) until `stop` or
 * the end of the input, then exits with status 0 (`options.exit`, by default `process.exit`).
 *
 * @param adapter `{ implementation, answers?, start?, legalMoves?, resolve? }`: see index.d.ts.
 * @param options `{ input, output, exit }`, for tests.
 * @returns {Promise<void>} settled when the conversation is over (before `exit` is called).
 */
function serve(adapter, options = {}) {
  const conversation = new Conversation(adapter);
  const input = options.input || process.stdin;
  const output = options.output || process.stdout;
  const exit = options.exit || ((status) => process.exit(status));
  const anyOrder = adapter.answers === 'any-order';
  if (output === process.stdout) guardStandardOutput();
  log(`${adapter.implementation.name} ${adapter.implementation.version}: serving Arbiter's protocol (arbiter-adapter)`);

  let pending = Buffer.alloc(0);
  let overlong = false; // the line being read is past 1 MiB: its bytes are dropped until its line feed
  let stopped = false;
  let chain = Promise.resolve(); // in order: each answer after the one before
  const running = new Set(); // any order: the answers under way
  let finish;
  const over = new Promise((resolve) => {
    finish = resolve;
  });

  const write = (line) => {
    if (line !== null) output.write(line + '\n');
  };
  let ending = false;
  const end = () => {
    if (ending) return; // a stop's answer and the end of the input may both end the conversation
    ending = true;
    input.removeListener('data', onData);
    input.removeListener('end', onEnd);
    if (typeof input.pause === 'function') input.pause();
    const all = anyOrder ? Promise.all([...running]) : chain;
    all.then(() => {
      finish();
      // The callback runs once the last line has been handed to the system.
      output.write('', () => exit(0));
    });
  };
  const submit = (bytes) => {
    if (stopped) return;
    if (anyOrder) {
      // Each answer goes out when it is ready; a stop's, after every other (its job settles once it is written).
      const job = conversation.answer(bytes).then(async ({ line, stop }) => {
        if (stop) await Promise.all([...running].filter((other) => other !== job));
        write(line);
        running.delete(job);
        if (stop) end();
      });
      running.add(job);
      if (isStop(bytes)) stopped = true; // nothing after a stop is read
    } else {
      chain = chain.then(() => conversation.answer(bytes)).then(({ line, stop }) => {
        write(line);
        if (stop) end();
      });
      if (isStop(bytes)) stopped = true;
    }
  };
  function onData(chunk) {
    let data = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let newline;
    while (!stopped && (newline = data.indexOf(0x0a)) >= 0) {
      submit(overlong ? TOO_LONG : data.subarray(0, newline));
      overlong = false;
      data = data.subarray(newline + 1);
    }
    if (data.length > protocol.MAX_LINE) {
      overlong = true;
      data = Buffer.alloc(0);
    }
    pending = data;
  }
  function onEnd() {
    if (!stopped && (overlong || pending.length > 0)) submit(overlong ? TOO_LONG : pending); // the last line may lack its line feed
    stopped = true;
    end();
  }
  input.on('data', onData);
  input.on('end', onEnd);
  return over;
}

/** Whether a line is a stop request (read again properly when it is answered). */
function isStop(bytes) {
  if (bytes === TOO_LONG || !bytes.includes('stop')) return false;
  try {
    const read = protocol.readRequest(bytes);
    return read !== null && read.request.op === 'stop';
  } catch (e) {
    return false;
  }
}

let guarded = false;
/**
 * While the protocol is served, standard output holds nothing but responses: console.log and its
 * kin write to standard error, and an error thrown outside a request (in a timer, say) is logged
 * there instead of ending the process.
 */
function guardStandardOutput() {
  if (guarded) return;
  guarded = true;
  for (const name of ['log', 'info', 'debug', 'dir', 'table']) {
    console[name] = (...args) => console.error(...args);
  }
  process.on('uncaughtException', (e) => log('arbiter-adapter: an error outside any request:', e && e.stack ? e.stack : String(e)));
  process.on('unhandledRejection', (e) => log('arbiter-adapter: a promise rejected outside any request:', e && e.stack ? e.stack : String(e)));
}

module.exports = {
  serve, Conversation, resolved, rejected, ongoing, win, draw, bothLose, log,
  AdapterError, Unsupported, InvalidInput, Position, parseFen, formatFen, SQUARES, squareIndex, VERSIONS,
};
