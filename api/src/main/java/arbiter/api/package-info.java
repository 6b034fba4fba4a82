/**
 * The adapter interface: what an implementation of a simultaneous-move ruleset provides so that
 * Arbiter can run its specification against it. It depends on nothing but the JDK. Positions are
 * FEN strings (see {@link arbiter.api.Implementation} for Arbiter's extra fields) and moves are in
 * coordinate form ({@code e2e4}, {@code e7e8q}; castling as the King's two-square move), exactly as
 * on the JSON protocol, so a Java adapter and a process adapter answer the same questions.
 *
 * <p>A {@link arbiter.api.Turn} carries each player's moves as a list, who registered first (if
 * anyone) and the game's history; {@link arbiter.api.Implementation#apiVersion()} says whether an
 * implementation takes every turn (2) or only the one-move-each turns of version 1. The interface
 * grows by default methods, new record constructors and new enum constants, each marked
 * {@code @since}.
 *
 * @since 0.1
 */
package arbiter.api;
