@zeitgeist.3
Feature: Rule 3. Two pieces of one colour on a square
  When a move lands on a piece of the same side, the moving piece goes back to the square it
  started from and the other stays.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-rule3-001
  Scenario: A Queen moving onto her own Knight bounces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1-d5 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Queen | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.3

  @id:zeitgeist-rule3-002 @zeitgeist.1
  Scenario: A pawn capturing onto its own Knight bounces
    The diagonal move finds a piece on d5, so rule 1 lets it be; rule 3 sends it back.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays g7-g6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p . p 7
      6 . . . . . . p . 6
      5 . . . N . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.3

  @id:zeitgeist-rule3-003
  Scenario: A Queen moving onto her own King bounces
    Given the board
      """
        a b c d e f g h
      8 . . . q . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays Qd8-g8
    Then the board is
      """
        a b c d e f g h
      8 . . . q . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | Black | Queen | g8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.3

  @id:zeitgeist-rule3-004
  Scenario: A King moving onto its own pawn bounces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-g2 and Black plays h7-h5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . p 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | King  | g2     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.3
