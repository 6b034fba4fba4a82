/**
 * The adapter interface: what an implementation of a simultaneous-move ruleset provides so that
 * Arbiter can run its specification against it. It depends on nothing but the JDK. Positions are
 * FEN strings (see {@link arbiter.api.Implementation} for Arbiter's extension) and moves are in
 * coordinate form ({@code e2e4}, {@code e7e8q}; castling as the King's two-square move), exactly as
 * on the JSON protocol, so a Java adapter and a process adapter answer the same questions.
 *
 * @since 0.1
 */
package arbiter.api;
