'use strict';
// The loop over scripted input: hello, ids, order, errors, unsupported, garbage lines, stop and the end of input.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { PassThrough } = require('node:stream');
const kit = require('..');

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const IMPLEMENTATION = { name: 'scripted', version: '1.2.3', language: 'JavaScript', rulesets: ['chess', 'xymyx'] };

/** An implementation whose answers the tests choose. */
function adapter(overrides = {}) {
  return {
    implementation: IMPLEMENTATION,
    start: () => START,
    legalMoves: (ruleset, position, side) => (side === position.turn ? ['e2e4', 'e2e4', 'g1f3'] : []),
    resolve: (ruleset, position, moves) => {
      const after = position.clone();
      after.turn = 'black';
      return kit.resolved({ position: after, events: [{ kind: 'moved', side: 'white', piece: 'pawn', square: 'e4', from: 'e2' }] });
    },
    ...overrides,
  };
}

/** Serves `input` (lines, or a Buffer) to an adapter; the response lines, parsed, and the exit status. */
async function run(impl, input) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let out = '';
  stdout.on('data', (chunk) => {
    out += chunk;
  });
  let status = null;
  let exits = 0;
  const exited = new Promise((resolve) => {
    kit.serve(impl, { input: stdin, output: stdout, exit: (s) => resolve((status = s), exits++) });
  });
  stdin.end(Buffer.isBuffer(input) ? input : input.map((line) => (typeof line === 'string' ? line : JSON.stringify(line)) + '\n').join(''));
  await exited;
  await new Promise((resolve) => setTimeout(resolve, 60)); // time for a second exit, were there one
  return { responses: out.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l)), raw: out, status, exits };
}

const hello = { id: 0, op: 'hello', protocol: 2, arbiter: '0.4.0' };
const resolve = (id, extra = {}) => ({ id, op: 'resolve', ruleset: 'chess', position: START, moves: { white: ['e2e4'], black: [] }, ...extra });

test('hello: version 2 when asked for 2 or more, 1 for 1 or for none, the implementation as given', async () => {
  const { responses, status } = await run(adapter(), [hello, { id: 1, op: 'hello', protocol: 7 }, { id: 2, op: 'hello', protocol: 1 },
    { id: 3, op: 'hello' }, { id: 4, op: 'hello', protocol: '2' }, { id: 5, op: 'hello', protocol: 0 }]);
  assert.deepEqual(responses[0], { id: 0, protocol: 2, implementation: { ...IMPLEMENTATION, homepage: '' } });
  assert.deepEqual(responses.slice(1, 4).map((r) => r.protocol), [2, 1, 1]);
  assert.deepEqual(responses.slice(4).map((r) => r.error.type), ['invalid-input', 'invalid-input']);
  assert.equal(status, 0);
});

test('start, legal-moves and resolve are answered with the fields of each, ids kept, moves each once', async () => {
  const { responses } = await run(adapter(), [hello, { id: 1, op: 'start', ruleset: 'chess' },
    { id: 2, op: 'legal-moves', ruleset: 'chess', position: START, side: 'white', future: 'ignored' },
    { id: 3, op: 'legal-moves', ruleset: 'chess', position: START, side: 'black' }, resolve(4), { id: 5, op: 'stop' }]);
  assert.deepEqual(responses.slice(1), [
    { id: 1, position: START },
    { id: 2, moves: ['e2e4', 'g1f3'] },
    { id: 3, moves: [] },
    { id: 4, result: 'resolved', position: START.replace(' w ', ' b '), events: [{ kind: 'moved', side: 'white', piece: 'pawn', square: 'e4', from: 'e2' }], outcome: { status: 'ongoing' } },
    { id: 5, stopped: true },
  ]);
});

test('the implementation gets parsed values: the position, both move lists, who was first, the history', async () => {
  const seen = [];
  const impl = adapter({ resolve: (ruleset, position, moves, first, history) => {
    seen.push({ ruleset, fen: position.toFen(), moves, first, history: history.map(String) });
    return kit.rejected('black', 'e7e5', 'not your turn', ['chess.MOVES.out-of-turn']);
  } });
  const { responses } = await run(impl, [hello, resolve(1, { ruleset: 'xymyx', first: 'black', history: [START], moves: { white: ['e2e4'], black: ['e7e5'] } }),
    { id: 2, op: 'resolve', ruleset: 'chess', position: START, white: 'e2e4', black: 'e7e5', first: 'white' }]);
  assert.deepEqual(seen[0], { ruleset: 'xymyx', fen: START, moves: { white: ['e2e4'], black: ['e7e5'] }, first: 'black', history: [START] });
  assert.deepEqual(seen[1].moves, { white: ['e2e4'], black: ['e7e5'] }); // version 1's one move each
  assert.deepEqual(responses[1], { id: 1, result: 'rejected', side: 'black', move: 'e7e5', reason: 'not your turn', clauses: ['chess.MOVES.out-of-turn'] });
});

test('errors: Unsupported, InvalidInput, anything else internal with its message, and the loop goes on', async () => {
  const impl = adapter({
    start: () => {
      throw new kit.Unsupported('no start here');
    },
    legalMoves: () => {
      throw new kit.InvalidInput('cannot read that');
    },
    resolve: () => {
      throw new RangeError('x'.repeat(2000));
    },
  });
  const { responses } = await run(impl, [hello, { id: 1, op: 'start', ruleset: 'chess' },
    { id: 2, op: 'legal-moves', ruleset: 'chess', position: START, side: 'white' }, resolve(3), { id: 4, op: 'start', ruleset: 'simulchess' }, { id: 5, op: 'stop' }]);
  assert.deepEqual(responses[1], { id: 1, error: { type: 'unsupported', message: 'no start here' } });
  assert.deepEqual(responses[2], { id: 2, error: { type: 'invalid-input', message: 'cannot read that' } });
  assert.equal(responses[3].error.type, 'internal');
  assert.match(responses[3].error.message, /^RangeError: xxx/);
  assert.ok(responses[3].error.message.length <= 500);
  assert.equal(responses[4].error.type, 'unsupported'); // a ruleset not in the implementation's list
  assert.deepEqual(responses[5], { id: 5, stopped: true });
});

test('an operation the implementation leaves out is unsupported; an unknown one, invalid input', async () => {
  const { responses } = await run({ implementation: IMPLEMENTATION }, [hello, { id: 1, op: 'start', ruleset: 'chess' },
    { id: 2, op: 'legal-moves', ruleset: 'chess', position: START, side: 'white' }, resolve(3), { id: 4, op: 'perft' }, { id: 5 }]);
  assert.deepEqual(responses.slice(1).map((r) => [r.id, r.error.type]),
    [[1, 'unsupported'], [2, 'unsupported'], [3, 'unsupported'], [4, 'invalid-input'], [5, 'invalid-input']]);
});

test('requests the kit cannot read are invalid input: the FEN, the side, the moves, the history', async () => {
  const { responses } = await run(adapter(), [hello,
    { id: 1, op: 'legal-moves', ruleset: 'chess', position: '8/8/8 w - - 0 1', side: 'white' },
    { id: 2, op: 'legal-moves', ruleset: 'chess', position: START, side: 'red' },
    resolve(3, { moves: { white: ['e2-e4'], black: [] } }),
    resolve(4, { moves: { white: ['e2e4'] } }),
    resolve(5, { history: [START, 'nonsense'] }),
    resolve(6, { first: 'nobody' }),
    { id: 7, op: 'start' },
    resolve(8, { history: [START, 42] })]);
  for (const r of responses.slice(1).filter((r) => r.id !== 5)) assert.equal(r.error.type, 'invalid-input', JSON.stringify(r));
  assert.match(responses[1].error.message, /"position": FEN placement/);
  assert.equal(responses[5].result, 'resolved'); // the default resolve of these tests does not read the history
  const reading = adapter({ resolve: (ruleset, position, moves, first, history) => kit.resolved({ position: history.at(-1) }) });
  const read = await run(reading, [hello, resolve(1, { history: [START, 'nonsense'] }), resolve(2, { history: [START, START.replace(' w ', ' b ')] })]);
  assert.deepEqual(read.responses[1].error, { type: 'invalid-input', message: '"history" position 2: FEN "nonsense" has 1 fields; expected 4 to 6, then at most 3 name=value fields' });
  assert.equal(read.responses[2].position, START.replace(' w ', ' b '));
});

test('the history is an array of Positions, each read when it is first used', () => {
  const { historyField } = require('../protocol.js');
  const fens = ['8/8/8/8/8/8/8/8 w - - 0 1', '8/8/8/8/8/8/8/K7 b - - 3 2'];
  const history = historyField({ history: fens });
  assert.ok(Array.isArray(history));
  assert.equal(history.length, 2);
  assert.ok(history[1] instanceof kit.Position);
  assert.equal(history[1], history[1]); // read once, then kept
  assert.deepEqual(history.map(String), fens);
  assert.deepEqual([...history].map((p) => p.turn), ['white', 'black']);
  assert.equal(JSON.stringify(history), JSON.stringify(fens));
  assert.deepEqual(historyField({}), []);
});

test('answers the protocol cannot carry are internal errors saying why, never a bad line', async () => {
  const answers = [
    kit.resolved({ position: 'not a fen' }),
    kit.resolved({ position: START, outcome: kit.win('white', 'stalemate') }),
    kit.resolved({ position: START, events: [{ kind: 'moved', side: 'white', piece: 'pawn', square: 'e4' }] }),
    kit.resolved({ position: START, events: [{ kind: 'check', side: 'white', piece: 'queen', square: 'e4' }] }),
    kit.resolved({ position: START, events: [{ kind: 'exploded', side: 'white', piece: 'pawn', square: 'e4' }] }),
    { position: START },
    kit.rejected('green', 'e2e4', 'why'),
    undefined,
  ];
  let n = 0;
  const { responses } = await run(adapter({ resolve: () => answers[n++] }), [hello, ...answers.map((_, i) => resolve(i + 1))]);
  for (const r of responses.slice(1)) {
    assert.equal(r.error.type, 'internal', JSON.stringify(r));
    assert.match(r.error.message, /the implementation's answer cannot be sent/);
  }
  assert.equal(responses.length, answers.length + 1);
});

test('version 1 gets no word of version 2: an answer with one is an error', async () => {
  const impl = adapter({ resolve: () => kit.resolved({ position: START, outcome: kit.draw('repetition') }) });
  const { responses } = await run(impl, [{ id: 0, op: 'hello', protocol: 1 }, resolve(1)]);
  assert.equal(responses[0].protocol, 1);
  assert.equal(responses[0].answers, undefined);
  assert.match(responses[1].error.message, /version 1/);
});

test('garbage lines are answered with id null and the loop reads on; blank lines get no answer', async () => {
  const lines = [
    JSON.stringify(hello), '', '  \t\r', 'DEBUG starting', '{"id":1,"op":"stop"} x', '{"id":1}{"id":2}', '[1,2]', '"text"',
    '{"id":1.5,"op":"start","ruleset":"chess"}', '{"id":1e2,"op":"start","ruleset":"chess"}', '{"id":-1,"op":"start","ruleset":"chess"}',
    '{"id":"1","op":"start","ruleset":"chess"}', '{"id":9223372036854775808,"op":"start","ruleset":"chess"}',
    '{"id":1,"op":"start","ruleset":"chess","id":2}', '{"id":1,"op":"start","ruleset":"chess",}', '{"id":1,/*c*/"op":"stop"}',
    '\ufeff{"id":1,"op":"stop"}', `{"id":1,"x":${'['.repeat(1001)}${']'.repeat(1001)}}`, `{"id":1,"x":${'1'.repeat(1001)}}`,
  ];
  const bytes = Buffer.concat([Buffer.from(lines.join('\n') + '\n'), Buffer.from([0x7b, 0xff, 0x7d, 0x0a, 0xe2, 0x82, 0x0a]),
    Buffer.from('{"id":9223372036854775807,"op":"start","ruleset":"chess"}\r\n{"id":3,"op":"stop"}')]);
  const { responses, raw, status } = await run(adapter(), bytes);
  const errors = responses.slice(1, -2);
  assert.equal(errors.length, lines.length - 3 + 2);
  for (const r of errors) {
    assert.equal(r.id, null, JSON.stringify(r));
    assert.equal(r.error.type, 'invalid-input');
  }
  assert.match(errors.at(-2).error.message, /not UTF-8 \(at byte 2: 0xFF\)/);
  assert.match(errors.at(-1).error.message, /not UTF-8/);
  // The largest id comes back exactly, digit for digit.
  assert.match(raw, /\{"id":9223372036854775807,"position":/);
  assert.deepEqual(responses.at(-1), { id: 3, stopped: true }); // the last line lacks its line feed
  assert.equal(status, 0);
});

test('a line over 1 MiB is refused whole, and the next is read', async () => {
  const long = `{"id":1,"op":"start","ruleset":"chess","pad":"${'x'.repeat(1048576)}"}`;
  const { responses } = await run(adapter(), [hello, long, { id: 2, op: 'start', ruleset: 'chess' }]);
  assert.deepEqual(responses[1], { id: null, error: { type: 'invalid-input', message: 'the request is a line longer than 1048576 bytes' } });
  assert.deepEqual(responses[2], { id: 2, position: START });
});

test('in order: answers come in the order of the requests, however long each takes', async () => {
  const delays = { e2e4: 30, d2d4: 0 };
  const impl = adapter({
    resolve: (ruleset, position, moves) => new Promise((done) => setTimeout(() => done(kit.resolved({ position })), delays[moves.white[0]])),
  });
  const { responses, exits } = await run(impl, [hello, resolve(1), resolve(2, { moves: { white: ['d2d4'], black: [] } }), { id: 3, op: 'stop' }]);
  assert.deepEqual(responses.map((r) => r.id), [0, 1, 2, 3]);
  assert.equal(exits, 1);
});

test('any order: hello says so, each answer goes out when it is ready, and stop waits for them all', async () => {
  const delays = { e2e4: 40, d2d4: 0 };
  const impl = adapter({
    answers: 'any-order',
    resolve: (ruleset, position, moves) => new Promise((done) => setTimeout(() => done(kit.resolved({ position })), delays[moves.white[0]])),
  });
  const { responses, exits } = await run(impl, [hello, resolve(1), resolve(2, { moves: { white: ['d2d4'], black: [] } }), { id: 3, op: 'stop' }, resolve(4)]);
  assert.equal(responses[0].answers, 'any-order');
  assert.deepEqual(responses.map((r) => r.id), [0, 2, 1, 3]); // nothing after stop is read
  assert.equal(exits, 1); // the stop and the end of the input end the conversation once
});

test('serve refuses an implementation without its name, version or rulesets at once', () => {
  assert.throws(() => kit.serve({ implementation: { name: 'x', rulesets: [] } }), /version/);
  assert.throws(() => kit.serve({}), /implementation/);
  assert.throws(() => kit.serve({ implementation: IMPLEMENTATION, answers: 'sometimes' }), /answers/);
});

test('as a process: standard output holds only responses (console.log goes to standard error), exit 0 at the end of input', () => {
  const script = `
    const kit = require(${JSON.stringify(path.join(__dirname, '..'))});
    kit.serve({ implementation: { name: 'p', version: '1', rulesets: ['chess'] },
      start() { console.log('a log line'); setTimeout(() => { throw new Error('late'); }, 0); return ${JSON.stringify(START)}; } });`;
  const input = [hello, { id: 1, op: 'start', ruleset: 'chess' }].map((m) => JSON.stringify(m)).join('\n') + '\n';
  const child = spawnSync(process.execPath, ['-e', script], { input, encoding: 'utf8', timeout: 10000 });
  assert.equal(child.status, 0, child.stderr);
  assert.deepEqual(child.stdout.trim().split('\n').map((l) => JSON.parse(l).id), [0, 1]);
  assert.match(child.stderr, /a log line/);
  const stopped = spawnSync(process.execPath, ['-e', script], { input: '{"id":5,"op":"stop"}\n{"id":6,"op":"start","ruleset":"chess"}\n', encoding: 'utf8', timeout: 10000 });
  assert.equal(stopped.status, 0);
  assert.equal(stopped.stdout, '{"id":5,"stopped":true}\n');
});

test('the ES module face gives the same objects', async () => {
  const esm = await import(path.join(__dirname, '..', 'index.mjs'));
  assert.equal(esm.serve, kit.serve);
  assert.equal(esm.Unsupported, kit.Unsupported);
  assert.equal(esm.default, kit);
});
