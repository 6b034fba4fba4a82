@chess.MOVES.pawn
Feature: Article 3.7. The pawn
  A pawn moves straight forward to the empty square in front of it; from its first square it may
  instead go two squares forward, both empty. It takes by a diagonal step forward onto an enemy
  piece, and never moves diagonally onto an empty square except en passant (article 3.7.4). A pawn
  move restarts the count of moves without a capture or a pawn move. En passant and promotion have
  features of their own.

  Background:
    Given the ruleset "chess"

  @id:chess-pawn-001
  Scenario: A pawn steps one square forward
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . P . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays d3-d4 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.pawn

  @id:chess-pawn-002
  Scenario: A pawn away from its first square may not step two squares
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . P . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays d3-d5 and Black does not move
    Then the turn is rejected because White's move d3-d5 is illegal under chess.MOVES.not-its-move

  @id:chess-pawn-003
  Scenario: A piece on the square in between blocks the two-square step
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . b . . . . 3
      2 . . . P . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays d2-d4 and Black does not move
    Then the turn is rejected because White's move d2-d4 is illegal under chess.MOVES.blocked

  @id:chess-pawn-004
  Scenario: A pawn takes diagonally forward
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays e4xd5 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . P . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by chess.MOVES.pawn and chess.MOVES.capture

  @id:chess-pawn-005
  Scenario: A pawn may not step diagonally onto an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays e4-d5 and Black does not move
    Then the turn is rejected because White's move e4-d5 is illegal under chess.MOVES.nothing-to-take

  @id:chess-pawn-006
  Scenario: A pawn may not take straight ahead
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays e4-e5 and Black does not move
    Then the turn is rejected because White's move e4-e5 is illegal under chess.MOVES.occupied
