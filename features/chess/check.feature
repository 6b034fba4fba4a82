@chess.CHECK
Feature: Article 3.9. Check
  A King attacked by one or more enemy pieces is in check, even when the attacking piece could not
  itself move (because it is pinned to its own King). No move may leave one's own King in check or
  put it in check: a pinned piece stays on the line between its King and the attacker, and a King in
  check must be got out of it. Against two checking pieces at once only a King move helps. After a
  move that checks, the checked King is reported with a check event.

  Background:
    Given the ruleset "chess"

  @id:chess-check-001 @chess.MOVES.knight
  Scenario: A pinned Knight may not move
    The Knight stands between its King and the Rook on e7.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . r . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . N . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ne2-c3 and Black does not move
    Then the turn is rejected because White's move Ne2-c3 is illegal under chess.CHECK

  @id:chess-check-002 @chess.MOVES.knight
  Scenario: A Knight moves away and uncovers a Rook's check
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . N . . . 2
      1 . . . . R . K . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ne2-c3 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 . . . . . . . . 2
      1 . . . . R . K . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | e8     |
    And the game goes on
    And the turn is decided by chess.MOVES.knight and chess.CHECK

  @id:chess-check-003
  Scenario: Against a double check only the King may move
    The Knight on d6 and the Rook on e1 both check the King. The Queen could take the Knight, but the
    Rook would still give check.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 q . . N . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . R . K . 1
        a b c d e f g h
      to move: Black
      """
    Then Black's legal moves are Ke8-d7, Ke8-d8, Ke8-f8
    And Black may not play Qa6xd6

  @id:chess-check-004 @chess.MOVES.rook
  Scenario: A move that leaves the King in check is refused
    The Rook on e2 checks the King, and the other Rook's move does not help.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . r . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ra1-a8 and Black does not move
    Then the turn is rejected because White's move Ra1-a8 is illegal under chess.CHECK

  @id:chess-check-005 @chess.MOVES.pawn
  Scenario: A pawn gives check
    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . . . . . 7
      6 . . . . P . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays e6-e7 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . P . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | d8     |
    And the game goes on
    And the turn is decided by chess.MOVES.pawn and chess.CHECK
