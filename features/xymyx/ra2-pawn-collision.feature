@xymyx.RA2
Feature: Rarity 2. Pawns and Kings in a collision
  Pawns capture only diagonally, so two pawns can still meet on an empty square when both step
  straight forward in the same turn: the pawn of the player who registered first stays. A King may
  step onto the square straight in front of an enemy pawn, because the pawn does not attack it; if
  the pawn steps there in the same turn, the King stays and the pawn is removed.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-ra2-001 @xymyx.R2.equal
  Scenario: Two pawns step onto the same square and the first to register stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . p . . . . 6
      5 . . . . . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays d4-d5 first, then Black plays d6-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . P . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2

  @id:xymyx-ra2-002 @xymyx.R2.equal
  Scenario: The same two pawns, but Black registered first and its pawn stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . p . . . . 6
      5 . . . . . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays d6-d5 first, then White plays d4-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2

  @id:xymyx-ra2-003 @xymyx.R2.equal
  Scenario: A pawn's two-square step meets a pawn's one-square step and the first to register stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays e5-e4 first, then White plays e2-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . p . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2

  @id:xymyx-ra2-004 @xymyx.R2.equal
  Scenario: The same two pawns, but White registered first and its pawn stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 first, then Black plays e5-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2

  @id:xymyx-ra2-005
  Scenario: A King steps in front of a pawn as it advances and the King stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p p . . . . . . 7
      6 . . . . . k . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . K . . . . 3
      2 P P . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Kd3-e4 and Black plays e5-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p p . . . . . . 7
      6 . . . . . k . . 6
      5 . . . . . . . . 5
      4 . . . . K . . . 4
      3 . . . . . . . . 3
      2 P P . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2

  @id:xymyx-ra2-006
  Scenario: A King beats a pawn making its two-square step, even when the pawn was registered first
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 p . . . . . . . 6
      5 . p . k . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 first, then Black plays Kd5-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 p . . . . . . . 6
      5 . p . . . . . . 5
      4 . . . . k . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2

  @id:xymyx-ra2-007
  Scenario: A King may step in front of an enemy pawn but not onto a square it attacks
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . K . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    Then White's legal moves are Kd3-c2, Kd3-d2, Kd3-e2, Kd3-c3, Kd3-e3, Kd3-c4, Kd3-e4
    And White may not play Kd3-d4

  @id:xymyx-ra2-008
  Scenario: The pawn that wins a pawn collision gives check
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . p . . 5
      4 . . . . . . . . 4
      3 . . . . . P K . 3
      2 . . . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When Black plays f5-f4 first, then White plays f3-f4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . p . . 4
      3 . . . . . . K . 3
      2 . . . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | f4     |
      | check     | White | King  | g3     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2, xymyx.RA2 and xymyx.C2
