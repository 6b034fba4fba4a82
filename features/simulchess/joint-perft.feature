@simulchess.PERFT
Feature: Joint perft: every pair of legal moves at the same instant
  A joint turn is a pair of a legal move of White and a legal move of Black, as the
  implementation lists them for the position, played at the same instant: the order of
  registration decides nothing here, so each pair gives one joint turn.

  The joint perft to a depth counts, as orthodox perft does, the sequences of that many joint
  turns that the implementation carries out, and the different positions after them (the FEN
  without its move counters). A turn that ends the game counts, and so does its position, but
  nothing is played after it. The turns carry no history, so no game ends by repetition here.
  The figures are the reference's, counted by the command arbiter perft; they check move generation
  and resolution wholesale, and the same command with --divide finds the first turn whose count
  differs.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-perft-001 @perft @deep
  Scenario: From the start position
    The twenty orthodox first moves each: 20 × 20 = 400 joint turns, each to its own position.
    At depth 2, a Bishop may land on the square a pawn's two-square step passes (Bf8-a3 while
    White plays a2-a4, and the three other such pairs): no en passant square is recorded there
    (simulchess-basic-019), so 80 such positions are the same as those reached with the two
    White moves, or the two Black ones, in the other order.

    Given the start position
    Then the joint perft to depth 1 is 400 joint turns and 400 distinct positions
    And the joint perft to depth 2 is 198,163 joint turns and 144,486 distinct positions

  @id:simulchess-perft-002 @perft
  Scenario: From the endgame of the published perft position 3
    Given the position "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    Then the joint perft to depth 1 is 272 joint turns and 272 distinct positions

  @id:simulchess-perft-003 @perft
  Scenario: From two Kings and two pawns
    Seven moves each: five King steps, the pawn's step and its capture; 7 × 7 = 49 joint turns.

    Given the position "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10"
    Then the joint perft to depth 1 is 49 joint turns and 49 distinct positions
    And the joint perft to depth 2 is 2,969 joint turns and 716 distinct positions
