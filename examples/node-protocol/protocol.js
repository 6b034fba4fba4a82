'use strict';
/**
 * The JSON-lines loop of Arbiter's adapter protocol, version 2 (docs/protocol.md), shared by the
 * Node.js adapters beside this folder (chessjs/, chessops/). It knows nothing of chess: it reads one
 * request per line from standard input, hands it to the adapter's handler for its `op`, and writes
 * one response per line to standard output, in the order of the requests. Logs go to standard error.
 *
 * An adapter calls `serve(implementation, handlers)`, where `handlers` maps `start`, `legal-moves`
 * and `resolve` to functions of the request that return the response's fields, or throw an
 * `AdapterError` ("unsupported", "invalid-input") or any other error (answered as "internal").
 * This file answers `hello` and `stop` itself.
 */

class AdapterError extends Error {
  /** A request answered with an error object of the given type: "unsupported", "invalid-input" or "internal". */
  constructor(type, message) {
    super(message);
    this.type = type;
  }
}

/** A string field of the request (ruleset, position, side), else invalid-input. */
function field(request, name) {
  const value = request[name];
  if (typeof value !== 'string') {
    throw new AdapterError('invalid-input', `the request has no string field "${name}"`);
  }
  return value;
}

/** One player's moves in a resolve request, in the order played; [] when that player does not move. */
function movesOf(request, side) {
  const moves = request.moves;
  const value = moves !== null && typeof moves === 'object' ? moves[side] : undefined;
  if (!Array.isArray(value) || !value.every((move) => typeof move === 'string')) {
    throw new AdapterError('invalid-input', `the request has no list of moves for ${side}`);
  }
  return value;
}

/** The request's history (earlier positions as FEN, oldest first), [] when it has none. */
function historyOf(request) {
  const history = request.history;
  if (history === undefined) return [];
  if (!Array.isArray(history) || !history.every((fen) => typeof fen === 'string')) {
    throw new AdapterError('invalid-input', 'the request\'s "history" is not a list of positions');
  }
  return history;
}

/** The id of a request: a whole number from 0 (the protocol's ids), else null. */
function idOf(request) {
  const id = request.id;
  return Number.isSafeInteger(id) && id >= 0 ? id : null;
}

/** The response to one line of input, and whether the adapter should exit after it. */
function answer(bytes, implementation, handlers) {
  let request;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.trim() === '') return { response: null, done: false }; // a blank line is no message
    request = JSON.parse(text);
  } catch (e) {
    return { response: error(null, 'invalid-input', `the line is not JSON in UTF-8: ${e.message}`), done: false };
  }
  if (request === null || typeof request !== 'object' || Array.isArray(request) || idOf(request) === null) {
    return { response: error(null, 'invalid-input', 'a request is a JSON object with a whole-number id'), done: false };
  }
  const id = idOf(request);
  const op = request.op;
  try {
    if (op === 'hello') return { response: { id, ...hello(request, implementation) }, done: false };
    if (op === 'stop') return { response: { id, stopped: true }, done: true };
    if (typeof op !== 'string') throw new AdapterError('invalid-input', 'the request has no op');
    const handler = handlers[op];
    if (!handler) throw new AdapterError('unsupported', `the op "${op}" is not known to this adapter`);
    return { response: { id, ...handler(request) }, done: false };
  } catch (e) {
    if (e instanceof AdapterError) return { response: error(id, e.type, e.message), done: false };
    return { response: error(id, 'internal', `${e && e.name ? e.name : 'Error'}: ${e && e.message ? e.message : e}`), done: false };
  }
}

function hello(request, implementation) {
  const asked = request.protocol === undefined ? 1 : request.protocol;
  if (!Number.isInteger(asked) || asked < 2) {
    throw new AdapterError('unsupported', `this adapter speaks protocol version 2, and the client asked for ${JSON.stringify(asked)}`);
  }
  return { protocol: 2, implementation };
}

function error(id, type, message) {
  return { id, error: { type, message: message.length > 500 ? message.slice(0, 497) + '...' : message } };
}

/** Reads requests from standard input until `stop` or its end, answering each on standard output. */
function serve(implementation, handlers) {
  process.stderr.write(`${implementation.name} ${implementation.version}: ready\n`);
  let pending = Buffer.alloc(0);
  let finished = false;
  const finish = () => {
    if (!finished) {
      finished = true;
      process.exit(0);
    }
  };
  const handle = (bytes) => {
    const { response, done } = answer(bytes, implementation, handlers);
    // Standard output to a pipe is written synchronously on Linux and macOS, so each line is out
    // (flushed) before the next request is read, and before an exit.
    if (response !== null) process.stdout.write(JSON.stringify(response) + '\n');
    if (done) finish();
  };
  process.stdin.on('data', (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let newline;
    while (!finished && (newline = pending.indexOf(0x0a)) >= 0) {
      const line = pending.subarray(0, newline);
      pending = pending.subarray(newline + 1);
      handle(line);
    }
  });
  process.stdin.on('end', () => {
    if (!finished && pending.length > 0) handle(pending); // the last line may lack its line feed
    finish();
  });
}

module.exports = { AdapterError, field, movesOf, historyOf, serve };
