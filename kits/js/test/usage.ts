// A use of every part of index.d.ts, type-checked by hand (not in CI: it needs TypeScript, which
// the kit does not depend on): npx -y -p typescript@5.6.3 tsc --noEmit --strict --module nodenext kits/js/test/usage.ts
import { serve, resolved, rejected, ongoing, win, draw, Unsupported, InvalidInput, Position, parseFen, formatFen, type Adapter, type TurnEvent } from '../index.js';

const adapter: Adapter = {
  implementation: { name: 'typed', version: '1.0.0', language: 'TypeScript', rulesets: ['chess'] },
  answers: 'in-order',
  start(ruleset) {
    if (ruleset !== 'chess') throw new Unsupported(`no ${ruleset}`);
    return parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  },
  legalMoves(ruleset, position, side) {
    return side === position.turn ? ['e2e4'] : [];
  },
  async resolve(ruleset, position, moves, first, history) {
    const move = moves[position.turn][0];
    if (move === undefined) throw new InvalidInput('no move');
    if (history.length > 100 || first === 'black') return rejected(position.turn, move, 'no', ['chess.MOVES']);
    const after: Position = position.clone().set(move.slice(2, 4), position.get(move.slice(0, 2))).set(move.slice(0, 2), null);
    after.turn = position.turn === 'white' ? 'black' : 'white';
    const events: TurnEvent[] = [{ kind: 'moved', side: position.turn, piece: 'pawn', square: move.slice(2, 4), from: move.slice(0, 2) }];
    const outcome = after.halfmove >= 150 ? draw('seventy-five-moves') : after.squaresOf('black', 'king').length === 0 ? win('white', 'king-captured') : ongoing();
    return resolved({ position: formatFen(after), events, outcome });
  },
};
serve(adapter).then(() => undefined);
