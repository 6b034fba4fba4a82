@revochess.PERFT
Feature: Joint perft: every two-move turn
  A joint turn is one turn of the player to move: a legal first move, as the implementation lists
  them, then a legal second move on the board the first one left (the moves it lists there). A
  first move that takes the King, or after which no move is left, is a turn alone; a player with
  no legal move at all passes. Depth 2 is White's turn, then Black's.

  The joint perft to a depth counts, as orthodox perft does, the sequences of that many joint
  turns that the implementation carries out, and the different positions after them (the FEN
  without its move counters). A turn that ends the game counts, and so does its position, but
  nothing is played after it. The turns carry no history, so no game ends by repetition here.
  The figures are the reference's, counted by the command arbiter perft; they check move generation
  and resolution wholesale, and the same command with --divide finds the first turn whose count
  differs.

  Background:
    Given the ruleset "revochess"

  @id:revochess-perft-001 @perft
  Scenario: From the start position
    Given the start position
    Then the joint perft to depth 1 is 422 joint turns and 245 distinct positions

  @id:revochess-perft-002 @perft
  Scenario: From the endgame of the published perft position 3
    Given the position "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    Then the joint perft to depth 1 is 183 joint turns and 107 distinct positions

  @id:revochess-perft-003 @perft
  Scenario: From two Kings and two pawns
    Given the position "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 10"
    Then the joint perft to depth 1 is 56 joint turns and 27 distinct positions
    And the joint perft to depth 2 is 2,776 joint turns and 623 distinct positions
