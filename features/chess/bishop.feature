@chess.MOVES.bishop
Feature: Article 3.2. The Bishop
  The Bishop moves to any square along a diagonal it stands on, as far as the line is free (article
  3.5).

  Background:
    Given the ruleset "chess"

  @id:chess-bishop-001
  Scenario: A Bishop crosses the board along a diagonal
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . B . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Bc1-h6 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . B 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.bishop

  @id:chess-bishop-002
  Scenario: A Bishop may not move along a file
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . B . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Bc1-c4 and Black does not move
    Then the turn is rejected because White's move Bc1-c4 is illegal under chess.MOVES.not-its-move

  @id:chess-bishop-003
  Scenario: A Bishop reaches both diagonals but not the squares beside it
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . B . K . . . 1
        a b c d e f g h
      to move: White
      """
    Then White may play Bc1-a3
    And White may play Bc1-h6
    And White may not play Bc1-d1
