/**
 * Fuzzing of every reader of outside text: the FEN, diagram, move and game readers and the
 * protocol's request and response readers, fed valid, mutated and junk inputs from a seed.
 * {@code arbiter fuzz} runs a long campaign; the build runs a short one as property tests.
 */
package arbiter.fuzz;
