/**
 * Joint perft: the move-generation and resolution count of a simultaneous-move ruleset, reached
 * only through the adapter interface ({@link arbiter.api.Implementation}).
 *
 * <p>A <em>joint turn</em> is what the players do together in one turn. In XYMYX (both editions),
 * where the result may depend on who registered first, it is a pair of a legal move of White and a
 * legal move of Black (as {@code legalMoves} lists them) played with White registered first, or
 * the same pair with Black registered first: each pair gives two joint turns. In SimulChess and
 * Zeitgeist, where the order never matters, each pair is one joint turn, played with nobody first.
 * In RevoChess a turn belongs to one player and holds two moves, the second judged on the board
 * the first left; a joint turn is one such two-move turn of the player to move (one move alone
 * when it takes the King or leaves no legal second move, none when the player has no legal move).
 *
 * <p>The joint perft to depth {@code d} counts, as orthodox perft does, the sequences of {@code d}
 * joint turns (paths, not positions) that the implementation carries out, and the distinct
 * positions after them (FEN without its halfmove and fullmove fields). A turn that ends the game
 * counts, and its position too, but nothing is played after it; a turn the implementation rejects
 * does not count (it is tallied apart, as a sign that its legal moves and its judge disagree).
 */
package arbiter.perft;
