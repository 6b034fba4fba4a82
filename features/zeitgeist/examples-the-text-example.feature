@zeitgeist.EXAMPLES
Feature: The text's example: a Knight and two pawns on one square
  The text illustrates rule 5 with one example and no position: a Knight captures a pawn that
  stays where it is, while the pawn's side captures into the same square with another pawn. The
  Knight, one against two, is removed, the pawn that stood still is removed, and the capturing
  pawn is left. Each scenario plays it on a whole position of Arbiter's design.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-examples-001 @zeitgeist.5
  Scenario: White's Knight takes a pawn on d5 as Black recaptures into the square
    Given the board
      """
        a b c d e f g h
      8 r . b q k b . r 8
      7 p p . . . p p p 7
      6 . . n . p n . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . N . . N . . 3
      2 P P P . . P P P 2
      1 R . B Q K B . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays Nc3xd5 and Black plays e6xd5
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b . r 8
      7 p p . . . p p p 7
      6 . . n . . n . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . . . . N . . 3
      2 P P P . . P P P 2
      1 R . B Q K B . R 1
        a b c d e f g h
      castling: KQkq
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Pawn   | d5     |
      | destroyed | White | Knight | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.5

  @id:zeitgeist-examples-002 @zeitgeist.5
  Scenario: Black's Knight takes a pawn on d4 as White recaptures into the square
    Given the board
      """
        a b c d e f g h
      8 r . b q k b . r 8
      7 p p p . . p p p 7
      6 . . n . . n . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . N . P N . . 3
      2 P P . . . P P P 2
      1 R . B Q K B . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays e3xd4 and Black plays Nc6xd4
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b . r 8
      7 p p p . . p p p 7
      6 . . . . . n . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . N . . N . . 3
      2 P P . . . P P P 2
      1 R . B Q K B . R 1
        a b c d e f g h
      castling: KQkq
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Knight | d4     |
      | destroyed | White | Pawn   | d4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.5

  @id:zeitgeist-examples-003 @zeitgeist.5
  Scenario: The example in a game from the start position
    Given the start position
    When the game is played
      """
      1. Nb1-c3    d7-d6
      2. Nc3-b5    a7-a6
      3. Nb5xd6    e7xd6
      """
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 . p p . . p p p 7
      6 p . . p . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R . B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Pawn   | d6     |
      | destroyed | White | Knight | d6     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.5
