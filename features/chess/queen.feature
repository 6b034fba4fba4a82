@chess.MOVES.queen
Feature: Article 3.4. The Queen
  The Queen moves to any square along the file, the rank or a diagonal she stands on, as far as the
  line is free (article 3.5).

  Background:
    Given the ruleset "chess"

  @id:chess-queen-001 @chess.CHECK
  Scenario: A Queen moves along a diagonal and checks the King
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
      1 . . . Q K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Qd1-h5 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . Q 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | e8     |
    And the game goes on
    And the turn is decided by chess.MOVES.queen and chess.CHECK

  @id:chess-queen-002
  Scenario: A Queen may not move like a Knight
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
      1 . . . Q K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Qd1-e3 and Black does not move
    Then the turn is rejected because White's move Qd1-e3 is illegal under chess.MOVES.not-its-move

  @id:chess-queen-003
  Scenario: A Queen reaches her file, her rank and her diagonals
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
      1 . . . Q K . . . 1
        a b c d e f g h
      to move: White
      """
    Then White may play Qd1-d8
    And White may play Qd1-a4
    And White may play Qd1-a1
    And White may not play Qd1-c3
