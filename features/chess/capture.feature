@chess.MOVES.capture
Feature: Article 3.1. Captures, and no landing on a piece of one's own
  A piece may not move to a square that holds a piece of its own colour. A piece that moves to a
  square held by an enemy piece takes it: the enemy piece leaves the board as part of the same move.
  A capture restarts the count of moves without a capture or a pawn move.

  Background:
    Given the ruleset "chess"

  @id:chess-capture-001 @chess.MOVES.rook
  Scenario: A Rook takes a Knight, which leaves the board
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 R . . n . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ra4xd4 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . R . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | d4     |
    And the game goes on
    And the turn is decided by chess.MOVES.rook and chess.MOVES.capture

  @id:chess-capture-002 @chess.MOVES.rook
  Scenario: A Rook may not land on a Knight of its own
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 R . . N . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ra4-d4 and Black does not move
    Then the turn is rejected because White's move Ra4-d4 is illegal under chess.MOVES.own-piece

  @id:chess-capture-003
  Scenario: A capture restarts the halfmove clock
    Thirty half-moves without a capture or pawn move have been played; the capture sets the clock back
    to nought.

    Given the position "4k3/8/8/8/R2n4/8/8/4K3 w - - 30 40"
    When White plays Ra4xd4 and Black does not move
    Then the position is "4k3/8/8/8/3R4/8/8/4K3 b - - 0 40"
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | d4     |
    And the game goes on
    And the turn is decided by chess.MOVES.rook and chess.MOVES.capture
