@zeitgeist.PERFT
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
    Given the ruleset "zeitgeist"

  @id:zeitgeist-perft-001 @perft
  Scenario: From the start position
    Each player may write 104 moves at the start, the pawns' diagonal steps among them (they bounce
    back, rule 1): 104 × 104 = 10,816 joint turns, which leave only 21 × 21 = 441 positions.

    Given the start position
    Then the joint perft to depth 1 is 10,816 joint turns and 441 distinct positions

  @id:zeitgeist-perft-002 @perft
  Scenario: From the endgame of the published perft position 3
    Given the position "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    Then the joint perft to depth 1 is 870 joint turns and 317 distinct positions

  @id:zeitgeist-perft-003 @perft
  Scenario: From two Kings and two pawns
    Given the position "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10"
    Then the joint perft to depth 1 is 64 joint turns and 61 distinct positions
    And the joint perft to depth 2 is 5,041 joint turns and 698 distinct positions
