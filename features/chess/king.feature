@chess.MOVES.king
Feature: Article 3.8. The King
  The King steps to any square next to it that no enemy piece attacks; its only longer move is
  castling (article 3.8.2). The two Kings never stand side by side, since each would attack the
  other.

  Background:
    Given the ruleset "chess"

  @id:chess-king-001 @chess.MOVES.capture
  Scenario: The King in check takes the checking pawn
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . p . . . P 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ke1xd2 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . K . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d2     |
    And the game goes on
    And the turn is decided by chess.MOVES.king and chess.MOVES.capture

  @id:chess-king-002
  Scenario: A King may not step two squares
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . K . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Kd4-d6 and Black does not move
    Then the turn is rejected because White's move Kd4-d6 is illegal under chess.MOVES.not-its-move

  @id:chess-king-003 @chess.CHECK
  Scenario: A King may not step next to the other King
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . k . . . 6
      5 . . . . . . . . 5
      4 . . . . K . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ke4-e5 and Black does not move
    Then the turn is rejected because White's move Ke4-e5 is illegal under chess.CHECK
