package arbiter.perft;

/**
 * The joint perft at one depth.
 *
 * @param depth              the number of joint turns played, from 1
 * @param jointTurns         the sequences of {@code depth} joint turns the implementation carried out
 * @param distinctPositions  the different positions after them (FEN without the move counters)
 * @param finished           those of {@code jointTurns} whose last turn ended the game
 * @param rejected           the joint turns of legal moves the implementation rejected at this depth,
 *                           counted once per path that reached them (not part of {@code jointTurns})
 */
public record PerftLevel(int depth, long jointTurns, long distinctPositions, long finished, long rejected) {
}
