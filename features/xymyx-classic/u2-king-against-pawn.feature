@xymyx-classic.U2
Feature: Unusual move 2. A King and a pawn reach the same square
  A pawn attacks only the two squares diagonally in front of it, so a King may step onto the
  square straight in front of an enemy pawn, but not onto a square the pawn attacks. If the pawn
  steps forward onto that same square in the same turn, the two meet on an empty square and the
  King stays there, whoever registered first; the pawn leaves the board. The rule text shows this
  with a White King on e4 and a Black pawn on f4 that both go to f3. The current edition has the
  same rule.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-u2-001
  Scenario: A King beside an enemy pawn may go to f3 in front of it but not to e3
    The Black pawn on f4 attacks e3 and g3. The square f3 straight in front of it is not
    attacked, so the White King may go there, and may even take the pawn itself.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . K p . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    Then White's legal moves are a2-a3, a2-a4, Ke4-d3, Ke4-d4, Ke4-d5, Ke4-e5, Ke4-f3, Ke4xf4, Ke4-f5
    And White may play Ke4-f3
    And White may not play Ke4-e3

  @id:xymyx-classic-u2-002
  Scenario: The King and the pawn both go to f3 and the King stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . K p . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Ke4-f3 and Black plays f4-f3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . K . . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | f3     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.U2

  @id:xymyx-classic-u2-003
  Scenario: The King may not step onto e3, the square the pawn attacks
    The White move is judged on the board before the turn, where e3 is attacked by the pawn on
    f4; that the pawn moves straight ahead in the same turn does not change this.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . K p . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Ke4-e3 and Black plays f4-f3
    Then the turn is rejected because White's move Ke4-e3 is illegal under xymyx-classic.R1

  @id:xymyx-classic-u2-004
  Scenario: A Black King beats a pawn making its two-square step, even when the pawn was registered first
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . k . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . P . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays c2-c4 first, then Black plays Kd5-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . k . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | c4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.U2

  @id:xymyx-classic-u2-005 @nothing-to-cite
  Scenario: The King steps in front of the pawn while the pawn takes a Knight beside it
    The pawn leaves f4 diagonally, so the King and the pawn end on different squares and do not
    meet.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . K p . . 4
      3 . . . . . . N . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Ke4-f3 and Black plays f4xg3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . K p . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | White | Knight | g3     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1
