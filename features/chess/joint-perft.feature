@chess.PERFT
Feature: Perft: every move of the player to move
  A turn is one legal move of the player to move, as the implementation lists them; depth 2 is
  White's move, then Black's. The count to a depth is the number of sequences of that many moves
  that the implementation carries out, which is orthodox perft: the figures are those of the
  published table (chessprogramming.org, "Perft Results"). The distinct positions are the
  different positions after them (the FEN without its move counters, an en passant square written
  after every two-square step); they are the reference's, counted by the command arbiter perft. A
  move that ends the game counts, but nothing is played after it. The turns carry no history, so
  no game ends by repetition here.

  Background:
    Given the ruleset "chess"

  @id:chess-perft-001 @perft @chess.SETUP
  Scenario: From the initial position
    Given the start position
    Then the joint perft to depth 1 is 20 joint turns and 20 distinct positions
    And the joint perft to depth 2 is 400 joint turns and 400 distinct positions
    And the joint perft to depth 3 is 8,902 joint turns and 7,602 distinct positions

  @id:chess-perft-002 @perft @deep @chess.SETUP
  Scenario: From the initial position, four moves deep
    Given the start position
    Then the joint perft to depth 4 is 197,281 joint turns and 101,240 distinct positions

  @id:chess-perft-003 @perft
  Scenario: From Kiwipete, rich in castling, en passant and promotions
    Given the position "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    Then the joint perft to depth 1 is 48 joint turns and 48 distinct positions
    And the joint perft to depth 2 is 2,039 joint turns and 2,038 distinct positions

  @id:chess-perft-004 @perft @deep
  Scenario: From Kiwipete, three moves deep
    Given the position "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    Then the joint perft to depth 3 is 97,862 joint turns and 59,198 distinct positions

  @id:chess-perft-005 @perft
  Scenario: From the endgame of position 3
    Given the position "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    Then the joint perft to depth 1 is 14 joint turns and 14 distinct positions
    And the joint perft to depth 2 is 191 joint turns and 191 distinct positions
    And the joint perft to depth 3 is 2,812 joint turns and 2,014 distinct positions

  @id:chess-perft-006 @perft @deep
  Scenario: From the endgame of position 3, four moves deep
    Given the position "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    Then the joint perft to depth 4 is 43,238 joint turns and 17,423 distinct positions

  @id:chess-perft-007 @perft
  Scenario: From position 4, with promotions and a castled White King
    Given the position "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    Then the joint perft to depth 1 is 6 joint turns and 6 distinct positions
    And the joint perft to depth 2 is 264 joint turns and 264 distinct positions
    And the joint perft to depth 3 is 9,467 joint turns and 9,051 distinct positions

  @id:chess-perft-008 @perft
  Scenario: From position 5
    Given the position "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
    Then the joint perft to depth 1 is 44 joint turns and 44 distinct positions
    And the joint perft to depth 2 is 1,486 joint turns and 1,483 distinct positions

  @id:chess-perft-009 @perft @deep
  Scenario: From position 5, three moves deep
    Given the position "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
    Then the joint perft to depth 3 is 62,379 joint turns and 40,425 distinct positions
