@simulchess.EXAMPLES
Feature: The four worked examples of the rule text
  The rule text closes its conflict rules with four short examples but gives no positions. Each
  is played here on a whole position of Arbiter's design that realises it exactly, with nothing
  else happening on the board.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-examples-001
  Scenario: A Knight's capture is called off when a Bishop takes it on its square
    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 p b . . . p p p 7
      6 . p . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    When White plays Ne4xf6 and Black plays Bb7xe4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 p . . . . p p p 7
      6 . p . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . b . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And the events are
      | event             | side  | piece  | square |
      | capture cancelled | White | Knight | f6     |
      | captured          | White | Knight | e4     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.resolution-order and simulchess.basic

  @id:simulchess-examples-002
  Scenario: A Rook on its way up the file is stopped where a Knight lands
    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . p p . . p p p 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays Nb6-a4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 R . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event       | side  | piece  | square |
      | intercepted | White | Rook   | a4     |
      | destroyed   | Black | Knight | a4     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-examples-003
  Scenario: A King and a Rook go to the same square: the King stays, the Rook is gone
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . k p 7
      6 . . . . . . p . 6
      5 r . . . . . . . 5
      4 . . . . K . . . 4
      3 . P . . . . P . 3
      2 P . . . . . . P 2
      1 . . R . . . . . 1
        a b c d e f g h
      """
    When White plays Ke4-e5 and Black plays Ra5-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . k p 7
      6 . . . . . . p . 6
      5 . . . . K . . . 5
      4 . . . . . . . . 4
      3 . P . . . . P . 3
      2 P . . . . . . P 2
      1 . . R . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Rook  | e5     |
    And the game goes on
    And the turn is decided by simulchess.collision, simulchess.resolution-order and simulchess.basic

  @id:simulchess-examples-004
  Scenario: A Queen taken on her square still takes the Rook she was going for
    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . P n . . . . . 3
      2 P . . . . P P P 2
      1 . . . Q . R K . 1
        a b c d e f g h
      """
    When White plays Qd1xd8 and Black plays Nc3xd1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . P . . . . . . 3
      2 P . . . . P P P 2
      1 . . . n . R K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | captured      | White | Queen | d1     |
      | chain capture | Black | Rook  | d8     |
    And the game goes on
    And the turn is decided by simulchess.basic and simulchess.chain-capture
