/**
 * RevoChess in the reference: the players take turns of two moves ({@code TurnRules} says what a
 * turn must be, {@code TurnPlay} carries out each move on the board the one before left), with the
 * moves of {@code RevoMoves}: orthodox movement without check or en passant, no King or Queen move
 * on the first turn, and the swap castling once a game. The public entry is
 * {@link arbiter.reference.revochess.RevochessRulesets#all()}.
 */
package arbiter.reference.revochess;
