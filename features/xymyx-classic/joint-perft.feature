@xymyx-classic.PERFT
Feature: Joint perft: both orders of every pair of legal moves
  A joint turn is a pair of a legal move of White and a legal move of Black, as the
  implementation lists them for the position, played once with White registered first and once
  with Black registered first: the player who registered first decides some collisions, so each
  pair gives two joint turns.

  The joint perft to a depth counts, as orthodox perft does, the sequences of that many joint
  turns that the implementation carries out, and the different positions after them (the FEN
  without its move counters). A turn that ends the game counts, and so does its position, but
  nothing is played after it. The turns carry no history, so no game ends by repetition here.
  The figures are the reference's, counted by the command arbiter perft; they check move generation
  and resolution wholesale, and the same command with --divide finds the first turn whose count
  differs.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-perft-001 @perft
  Scenario: From the start position
    Each player has 39 legal moves at the start (xymyx-classic-setup-002): 39 × 39 pairs, each
    played in both orders, give 3,042 joint turns, and 1,521 positions, one for each pair.

    Given the start position
    Then the joint perft to depth 1 is 3,042 joint turns and 1,521 distinct positions

  @id:xymyx-classic-perft-002 @perft
  Scenario: From the endgame of the published perft position 3
    Given the position "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    Then the joint perft to depth 1 is 612 joint turns and 306 distinct positions

  @id:xymyx-classic-perft-003 @perft
  Scenario: From two Kings and two pawns
    Seven moves each: five King steps, the pawn's step and its capture; 7 × 7 pairs in two orders
    give 98 joint turns.

    Given the position "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10"
    Then the joint perft to depth 1 is 98 joint turns and 49 distinct positions
    And the joint perft to depth 2 is 11,440 joint turns and 721 distinct positions
