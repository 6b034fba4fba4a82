@xymyx.C6
Feature: Clarification 6. There is no en passant
  XYMYX has no en passant capture. A pawn that advances two squares may pass over a square that
  an enemy pawn attacks, and nobody can take it there: not in the turn of the double step, and
  not in the turn after. The board keeps no trace of a double step. A pawn can still capture
  in the ordinary way if it attacks the square where the advancing pawn has landed.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-c6-001 @nothing-to-cite
  Scenario: A White pawn's double step lands beside a Black pawn and nothing else happens
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . P . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . p P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-c6-002
  Scenario: After White's double step past a Black pawn, Black's moves do not include en passant
    White's pawn has just come from e2 to e4, passing e3, which the Black pawn on d4 attacks.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    Then Black's legal moves are Ka8-a7, Ka8-b7, Ka8-b8, d4-d3, h7-h6, h7-h5

  @id:xymyx-c6-003
  Scenario: Black's en passant capture is rejected in the turn after White's double step
    White's pawn has just come from e2 to e4, passing e3, which the Black pawn on d4 attacks.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-f2 and Black plays d4xe3
    Then the turn is rejected because Black's move d4xe3 is illegal under xymyx.C6.no-en-passant

  @id:xymyx-c6-004
  Scenario: After Black's double step beside a White pawn, White's moves do not include en passant
    Black's pawn has just come from d7 to d5, passing d6, which the White pawn on e5 attacks.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . p P . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    Then White's legal moves are Kg1-f1, Kg1-f2, Kg1-g2, Kg1-h1, Kg1-h2, e5-e6

  @id:xymyx-c6-005
  Scenario: A pawn that has just landed between two enemy pawns cannot be taken en passant by either
    Black's pawn has just come from d7 to d5, between the White pawns on c5 and e5.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . P p P . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 K . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    Then White's legal moves are Ka2-a1, Ka2-a3, Ka2-b1, Ka2-b2, Ka2-b3, c5-c6, e5-e6

  @id:xymyx-c6-006 @xymyx.RA4
  Scenario: Black may not capture on the passed square in the very turn of White's double step
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . P . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays d4xe3
    Then the turn is rejected because Black's move d4xe3 is illegal under xymyx.RA4.nothing-to-take

  @id:xymyx-c6-007 @xymyx.RA4
  Scenario: White may not capture on the passed square in the very turn of Black's double step
    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . p . . . . 7
      6 . . . . . . . . 6
      5 . . . . P . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e5xd6 and Black plays d7-d5
    Then the turn is rejected because White's move e5xd6 is illegal under xymyx.RA4.nothing-to-take

  @id:xymyx-c6-008 @nothing-to-cite
  Scenario: A double step past an enemy pawn that advances at the same time: both pawns just move
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . P . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays d4-d3
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . p . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-c6-009 @nothing-to-cite
  Scenario: A pawn that has landed on a square an enemy pawn attacks is taken there the ordinary way
    White's pawn has just come from e2 to e4, where the Black pawn on d5 attacks it.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-f1 and Black plays d5xe4
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . p . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . K . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-c6-010 @nothing-to-cite @xymyx.R2
  Scenario: A Rook beats a double-stepping pawn to d5, and the board keeps no en passant square
    Black's pawn tries d7-d5 past d6, which the White pawn on e5 attacks, while the Rook comes
    up to d5. The Rook is the stronger piece and stays; the pawn is removed. Nothing of the
    double step is left behind: there is no en passant square after the turn, and the White pawn
    on e5 cannot take on d6 next turn.

    Given the position "4k3/3p4/8/4P3/8/8/8/3R3K w - - 0 1"
    When White plays Rd1-d5 and Black plays d7-d5
    Then the position is "4k3/8/8/3RP3/8/8/8/7K w - - 0 2"
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | d5     |
    And the game goes on
    And White may not play e5xd6
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-c6-011 @nothing-to-cite @xymyx.RA2
  Scenario: Two pawns meet on d5 and White registered first: the White pawn stays, no en passant
    White's pawn steps d4-d5 while Black's pawn tries the double step d7-d5. Both reach the
    empty square d5 and White registered first, so the White pawn stays and the Black pawn is
    removed. The board keeps no en passant square.

    Given the position "4k3/3p4/8/4P3/3P4/8/8/7K w - - 0 1"
    When White plays d4-d5 first, then Black plays d7-d5
    Then the position is "4k3/8/8/3PP3/8/8/8/7K w - - 0 2"
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2

  @id:xymyx-c6-012 @nothing-to-cite @xymyx.RA2
  Scenario: The same two pawns, but Black registered first: its pawn stays on d5, safe from en passant
    This time Black registered first, so Black's pawn ends its double step on d5, beside the
    White pawn on e5, having passed d6. In orthodox chess White could now take it en passant;
    in XYMYX the board keeps no en passant square and e5xd6 is not a legal move.

    Given the position "4k3/3p4/8/4P3/3P4/8/8/7K w - - 0 1"
    When Black plays d7-d5 first, then White plays d4-d5
    Then the position is "4k3/8/8/3pP3/8/8/8/7K w - - 0 2"
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | d5     |
    And the game goes on
    And White may not play e5xd6
    And the turn is decided by xymyx.R1, xymyx.R2 and xymyx.RA2
