'use strict';
// Arbiter's FEN read into a Position and written back: round trips, Arbiter's own way of writing, and refusals.
const test = require('node:test');
const assert = require('node:assert/strict');
const { Position, parseFen, formatFen, InvalidInput } = require('..');

test('a FEN Arbiter writes comes back the same', () => {
  for (const fen of [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    '3k4/8/8/8/R7/8/8/4K3 w - e3,d6 0 7 frozen=a4,d8',
    '4k3/8/8/8/8/8/8/R3K2R b KQ - 99999 99999 checks=w1,b99 castled=wb',
    '1r2k2r/8/8/8/8/8/8/1R2K2R w KBkb e3 0 1',
    '8/8/8/8/8/8/8/8 w - - 0 1 frozen=a1,h1,a8,h8 checks=b2 castled=b',
  ]) {
    assert.equal(formatFen(parseFen(fen)), fen);
    assert.equal(String(Position.parse(fen)), fen);
  }
});

test('the value holds the board, the side to move, the rights, the clocks and the extra fields', () => {
  const p = parseFen('3k4/8/8/8/R7/8/8/4K2R b Kq d6,e3 4 7 castled=w checks=b2 frozen=h1,a4');
  assert.deepEqual(p.board, { d8: { side: 'black', piece: 'king' }, a4: { side: 'white', piece: 'rook' },
    e1: { side: 'white', piece: 'king' }, h1: { side: 'white', piece: 'rook' } });
  assert.equal(p.turn, 'black');
  assert.deepEqual(p.castling, ['h1', 'a8']);
  assert.deepEqual(p.enPassant, ['e3', 'd6']);
  assert.equal(p.halfmove, 4);
  assert.equal(p.fullmove, 7);
  assert.deepEqual(p.frozen, ['h1', 'a4']);
  assert.deepEqual(p.checks, { white: 0, black: 2 });
  assert.deepEqual(p.castled, ['white']);
  assert.equal(p.hasExtras(), true);
  assert.deepEqual(p.get('a4'), { side: 'white', piece: 'rook' });
  assert.equal(p.get('a5'), null);
  assert.deepEqual(p.squaresOf('white', 'rook'), ['h1', 'a4']);
});

test('it is written as Arbiter writes it: clocks always, the rank-3 square first, the extra fields in order', () => {
  assert.equal(formatFen(parseFen('4k3/8/8/8/8/8/8/4K3 w - -')), '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(formatFen(parseFen('4k3/8/8/8/8/8/8/4K3 w - d6,e3 0 1')), '4k3/8/8/8/8/8/8/4K3 w - e3,d6 0 1');
  assert.equal(formatFen(parseFen('4k3/8/8/8/8/8/8/4K3 w qkQK - 0 1 castled=b frozen=e8,e1')),
    '4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1 frozen=e1,e8 castled=b');
  assert.equal(formatFen(parseFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=b1,w2')), '4k3/8/8/8/8/8/8/4K3 w - - 0 1 checks=w2,b1');
  assert.equal(formatFen(parseFen('44/8/8/8/8/8/8/4K3 w - - 0 1')), '8/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.equal(formatFen(parseFen('1r2k2r/8/8/8/8/8/8/1R2K2R w bhBH - 0 1')), '1r2k2r/8/8/8/8/8/8/1R2K2R w KBkb - 0 1');
});

test('a position made or changed in code is written too, and a clone is its own', () => {
  const p = new Position({ board: { e1: { side: 'white', piece: 'king' }, e8: { side: 'black', piece: 'king' } }, turn: 'black' });
  assert.equal(p.toFen(), '4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  const q = p.clone().set('e1', null).set('d1', { side: 'white', piece: 'king' });
  q.frozen.push('d1');
  assert.equal(q.toFen(), '4k3/8/8/8/8/8/8/3K4 b - - 0 1 frozen=d1');
  assert.equal(p.toFen(), '4k3/8/8/8/8/8/8/4K3 b - - 0 1');
  assert.equal(JSON.stringify({ position: p }), '{"position":"4k3/8/8/8/8/8/8/4K3 b - - 0 1"}');
  assert.throws(() => new Position({ turn: 'red' }).toFen(), TypeError);
  assert.throws(() => new Position({ enPassant: ['e4'] }).toFen(), TypeError);
  assert.throws(() => new Position({ board: { e9: { side: 'white', piece: 'king' } } }).toFen(), TypeError);
  assert.throws(() => new Position({ checks: { white: 100 } }).toFen(), TypeError);
});

test('what Arbiter refuses is refused as invalid input, naming the field', () => {
  const refused = {
    '': /empty/,
    ' 8/8/8/8/8/8/8/8 w - - 0 1': /begins with a space/,
    '8/8/8/8/8/8/8/8 w - - 0 1 ': /ends with a space/,
    '8/8/8/8/8/8/8/8  w - - 0 1': /two spaces/,
    '8/8/8/8/8/8/8/8\tw - - 0 1': /U\+0009/,
    '8/8/8/8/8/8/8/8 w -': /3 fields/,
    '8/8/8/8/8/8/8 w - - 0 1': /7 ranks/,
    '8/8/8/8/8/8/8/7 w - - 0 1': /rank 1 "7" covers 7 squares/,
    '8/8/8/8/8/8/8/9 w - - 0 1': /'9' is not a piece letter/,
    '8/8/8/8/8/8/8/4X3 w - - 0 1': /'X' is not a piece letter/,
    '8/8/8/8/8/8/8/8 x - - 0 1': /side to move "x"/,
    '8/8/8/8/8/8/8/8 w KK - 0 1': /names the Rook on h1 twice/,
    '8/8/8/8/8/8/8/8 w X - 0 1': /'X' is not one of KQkq/,
    '8/8/8/8/8/8/8/8 w - e4 0 1': /en passant "e4"/,
    '8/8/8/8/8/8/8/8 w - e3,d3 0 1': /one on each rank/,
    '8/8/8/8/8/8/8/8 w - e3,d6,f3 0 1': /en passant/,
    '8/8/8/8/8/8/8/8 w - - 0': /halfmove clock but no fullmove number/,
    '8/8/8/8/8/8/8/8 w - - 0 frozen=a1': /halfmove clock but no fullmove number/,
    '8/8/8/8/8/8/8/8 w - - 01 1': /halfmove clock "01"/,
    '8/8/8/8/8/8/8/8 w - - -1 1': /halfmove clock "-1"/,
    '8/8/8/8/8/8/8/8 w - - 100000 1': /halfmove clock "100000"/,
    '8/8/8/8/8/8/8/8 w - - 0 0': /fullmove number "0"/,
    '8/8/8/8/8/8/8/8 w - - 0 1 color=w': /"color=w" is not one of the extra fields/,
    '8/8/8/8/8/8/8/8 w - - 0 1 frozen': /"frozen" is not one of the extra fields/,
    '8/8/8/8/8/8/8/8 w - - 0 1 frozen=': /empty/,
    '8/8/8/8/8/8/8/8 w - - 0 1 frozen=-': /empty/,
    '8/8/8/8/8/8/8/8 w - - 0 1 frozen=a1 frozen=b1': /frozen= twice/,
    '8/8/8/8/8/8/8/8 w - - 0 1 frozen=a1,a1': /a1 is named twice/,
    '8/8/8/8/8/8/8/8 w - - 0 1 frozen=a9': /"a9" is not a square/,
    '8/8/8/8/8/8/8/8 w - - 0 1 checks=w0': /checks=w0/,
    '8/8/8/8/8/8/8/8 w - - 0 1 checks=w100': /checks=w100/,
    '8/8/8/8/8/8/8/8 w - - 0 1 checks=w1,w2': /checks=w1,w2/,
    '8/8/8/8/8/8/8/8 w - - 0 1 castled=bw': /castled=bw/,
    [`8/8/8/8/8/8/8/8 w - - 0 1 frozen=${'a1,'.repeat(140)}a2`]: /at most 400/,
  };
  for (const [fen, message] of Object.entries(refused)) {
    assert.throws(() => parseFen(fen), (e) => e instanceof InvalidInput && e.type === 'invalid-input' && message.test(e.message),
      `refuses ${JSON.stringify(fen)} with ${message}`);
  }
  assert.throws(() => parseFen(null), InvalidInput);
});
