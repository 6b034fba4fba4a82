@chess.MOVES.rook
Feature: Article 3.3. The Rook
  The Rook moves to any square along the file or the rank it stands on, as far as the line is free
  (article 3.5).

  Background:
    Given the ruleset "chess"

  @id:chess-rook-001
  Scenario: A Rook runs up its file
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
      1 R . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ra1-a7 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 R . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.rook

  @id:chess-rook-002
  Scenario: A Rook may not move along a diagonal
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
      1 R . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ra1-b2 and Black does not move
    Then the turn is rejected because White's move Ra1-b2 is illegal under chess.MOVES.not-its-move

  @id:chess-rook-003
  Scenario: A Rook reaches its rank as far as its own King
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
      1 R . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    Then White may play Ra1-d1
    And White may not play Ra1-f1
    And White may play Ra1-a8
