@chess.MOVES.no-jumping
Feature: Article 3.5. Bishop, Rook and Queen never pass over a piece
  When the Bishop, the Rook or the Queen moves, every square between its start and its destination
  must be empty: none of them passes over a piece of either colour.

  Background:
    Given the ruleset "chess"

  @id:chess-nojump-001 @chess.MOVES.bishop
  Scenario: A pawn of its own blocks the Bishop
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P . . . . . . 2
      1 . . B . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Bc1-a3 and Black does not move
    Then the turn is rejected because White's move Bc1-a3 is illegal under chess.MOVES.blocked

  @id:chess-nojump-002 @chess.MOVES.rook @chess.SETUP
  Scenario: In the initial position the Rook cannot pass its pawn
    Given the start position
    When White plays Ra1-a3 and Black does not move
    Then the turn is rejected because White's move Ra1-a3 is illegal under chess.MOVES.blocked

  @id:chess-nojump-003 @chess.MOVES.queen
  Scenario: An enemy Knight blocks the Queen short of the pawn she aims at
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . n . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . Q K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Qd1xd5 and Black does not move
    Then the turn is rejected because White's move Qd1xd5 is illegal under chess.MOVES.blocked
