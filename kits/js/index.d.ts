// Types of arbiter-adapter, written by hand: the values of Arbiter's adapter protocol (docs/protocol.md)
// and what an implementation gives serve().

export type Side = 'white' | 'black';
export type PieceKind = 'king' | 'queen' | 'rook' | 'bishop' | 'knight' | 'pawn';
/** A square, "a1" to "h8". */
export type Square = string;
/** A move in coordinate form: "e2e4", "e7e8q"; castling is the King's move ("e1g1"). */
export type Move = string;
/** A ruleset id: "chess", "xymyx", "xymyx-classic", "simulchess", "zeitgeist", "revochess", ... */
export type Ruleset = string;

export interface Piece {
  side: Side;
  piece: PieceKind;
}

/** Fields to make a Position from; each left out is empty (white to move, clocks 0 and 1). */
export interface PositionFields {
  board?: Partial<Record<Square, Piece>>;
  turn?: Side;
  castling?: Square[];
  enPassant?: Square[];
  halfmove?: number;
  fullmove?: number;
  frozen?: Square[];
  checks?: Partial<Record<Side, number>>;
  castled?: Side[];
}

/** A position as Arbiter's FEN holds it, read by parseFen and written back by formatFen (or toFen, String, JSON). */
export class Position {
  constructor(fields?: PositionFields);
  /** The pieces by square; an empty square is absent. */
  board: Partial<Record<Square, Piece>>;
  /** The player to move (the simultaneous rulesets write "white" and ignore it). */
  turn: Side;
  /** The castling rights, as the squares of the Rooks they name: "KQkq" is ["h1", "a1", "h8", "a8"]. */
  castling: Square[];
  /** The en passant squares: none, one, or one on rank 3 and one on rank 6. */
  enPassant: Square[];
  halfmove: number;
  fullmove: number;
  /** frozen=: the squares of the pieces that may not move this turn (XYMYX). */
  frozen: Square[];
  /** checks=: how many turns in a row each King has ended in check (Zeitgeist). */
  checks: Record<Side, number>;
  /** castled=: the players who have used their one castling (RevoChess). */
  castled: Side[];
  /** Reads Arbiter's FEN; throws InvalidInput saying what is wrong. */
  static parse(fen: string): Position;
  get(square: Square): Piece | null;
  /** Puts a piece on a square; null empties it. Returns this position. */
  set(square: Square, piece: Piece | null): this;
  /** The squares of the pieces of a side (of one kind, when given), a1 first. */
  squaresOf(side: Side, piece?: PieceKind): Square[];
  /** Whether frozen=, checks= or castled= holds anything. */
  hasExtras(): boolean;
  clone(): Position;
  /** Arbiter's FEN, as Arbiter writes it; a TypeError for a field the FEN cannot hold. */
  toFen(): string;
  toString(): string;
  toJSON(): string;
}

export function parseFen(fen: string): Position;
export function formatFen(position: Position | PositionFields): string;
/** a1, b1, ..., h8. */
export const SQUARES: readonly Square[];
/** a1 = 0, b1 = 1, ..., h8 = 63. */
export function squareIndex(square: Square): number;

export type EventKind =
  | 'moved' | 'captured' | 'absorbed' | 'collision' | 'failed-capture' | 'promoted' | 'frozen' | 'check' | 'checkmate'
  | 'bounced' | 'intercepted' | 'capture-cancelled' | 'chain-capture' | 'destroyed' | 'castled' | 'king-captured'
  | 'castling-prevented';

/** Something that happened in a turn; `from` for moved, failed-capture, bounced, intercepted, capture-cancelled, castled, castling-prevented only. */
export interface TurnEvent {
  kind: EventKind;
  side: Side;
  piece: PieceKind;
  square: Square;
  from?: Square;
  clauses?: string[];
}

export type LosingReason = 'checkmate' | 'king-captured' | 'two-turns-in-check';
export type DrawReason =
  | 'mutual-checkmate' | 'stalemate' | 'insufficient-material' | 'fifty-turns' | 'repetition' | 'mutual-king-capture'
  | 'king-collision' | 'seventy-five-moves';

export type Outcome =
  | { status: 'ongoing' }
  | { status: 'win'; winner: Side; reason: LosingReason }
  | { status: 'draw'; reason: DrawReason }
  | { status: 'both-lose'; reason: LosingReason };

export interface Resolved {
  result: 'resolved';
  /** The position after the turn: a Position, or a FEN (checked, and written back as Arbiter writes it). */
  position: Position | string;
  events: TurnEvent[];
  outcome: Outcome;
  trace?: string[];
}

export interface Rejected {
  result: 'rejected';
  side: Side;
  move: Move;
  reason: string;
  clauses?: string[];
}

export function resolved(turn: { position: Position | string; events?: TurnEvent[]; outcome?: Outcome; trace?: string[] }): Resolved;
export function rejected(side: Side, move: Move, reason: string, clauses?: string[]): Rejected;
export function ongoing(): Outcome;
export function win(winner: Side, reason: LosingReason): Outcome;
export function draw(reason: DrawReason): Outcome;
export function bothLose(reason: LosingReason): Outcome;

/** Each player's moves this turn, in the order played; [] for a player who does not move. */
export type Moves = Record<Side, Move[]>;

type Maybe<T> = T | Promise<T>;

/** Who the implementation is: the hello response's `implementation`. */
export interface Implementation {
  name: string;
  version: string;
  language?: string;
  homepage?: string;
  rulesets: Ruleset[];
}

/** What an implementation gives serve(). A method left out is answered `unsupported`; each may return a promise. */
export interface Adapter {
  implementation: Implementation;
  /** "any-order" lets the answers of requests under way go out as each is ready (for promises); "in-order" is the default. */
  answers?: 'in-order' | 'any-order';
  /** The start position of a ruleset. */
  start?(ruleset: Ruleset, request: Record<string, unknown>): Maybe<Position | string>;
  /** The moves `side` may register in `position`, each once, in any order. */
  legalMoves?(ruleset: Ruleset, position: Position, side: Side, request: Record<string, unknown>): Maybe<Iterable<Move>>;
  /**
   * One turn: the position before it, each player's moves, who registered first (null when nobody
   * did), and the positions the game stood in before it, oldest first (each read from its FEN when
   * first used: one Arbiter would refuse throws InvalidInput there).
   */
  resolve?(ruleset: Ruleset, position: Position, moves: Moves, first: Side | null, history: Position[], request: Record<string, unknown>): Maybe<Resolved | Rejected>;
}

/** What serve reads: process.stdin by default, or any stream of bytes. */
export interface Input {
  on(event: 'data' | 'end', listener: (...args: any[]) => void): unknown;
  removeListener(event: 'data' | 'end', listener: (...args: any[]) => void): unknown;
  pause?(): unknown;
}

/** What serve writes: process.stdout by default. */
export interface Output {
  write(chunk: string, callback?: () => void): unknown;
}

export interface ServeOptions {
  input?: Input;
  output?: Output;
  /** Called with 0 when the conversation is over; process.exit by default. */
  exit?: (status: number) => void;
}

/** Serves the protocol until stop or the end of the input, then exits 0. */
export function serve(adapter: Adapter, options?: ServeOptions): Promise<void>;

/** One conversation, for a loop of one's own: the response line to each line of input. */
export class Conversation {
  constructor(adapter: Adapter);
  version: number;
  answer(line: Uint8Array): Promise<{ line: string | null; stop: boolean }>;
}

/** Writes a line to standard error (standard output is for responses). */
export function log(...parts: unknown[]): void;

export type ErrorType = 'unsupported' | 'invalid-input' | 'internal';

export class AdapterError extends Error {
  constructor(type: ErrorType, message: string);
  type: ErrorType;
}
/** Something the implementation does not do: the scenario is skipped. */
export class Unsupported extends AdapterError {
  constructor(message: string);
}
/** A request the implementation cannot read: the scenario is errored. */
export class InvalidInput extends AdapterError {
  constructor(message: string);
}

/** The protocol versions spoken: [1, 2]. */
export const VERSIONS: readonly number[];

declare const kit: {
  serve: typeof serve; Conversation: typeof Conversation; resolved: typeof resolved; rejected: typeof rejected;
  ongoing: typeof ongoing; win: typeof win; draw: typeof draw; bothLose: typeof bothLose; log: typeof log;
  AdapterError: typeof AdapterError; Unsupported: typeof Unsupported; InvalidInput: typeof InvalidInput;
  Position: typeof Position; parseFen: typeof parseFen; formatFen: typeof formatFen; SQUARES: typeof SQUARES;
  squareIndex: typeof squareIndex; VERSIONS: typeof VERSIONS;
};
export default kit;
