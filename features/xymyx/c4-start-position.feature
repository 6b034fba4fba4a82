@xymyx.C4
Feature: Clarification 4. Each Queen starts on its King's left
  XYMYX starts from the orthodox set-up with one change: every Queen stands just left of its own
  King as its owner looks at the board. White keeps the Queen on d1 and the King on e1, while
  Black has the King on d8 and the Queen on e8. The position therefore looks exactly the same
  from both sides of the table, and each player's first moves mirror the other's.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-c4-001 @nothing-to-cite
  Scenario: Each Queen starts on its King's left: White's on d1, Black's on e8
    A quiet first turn on the a-file leaves the rest of the start position untouched.

    Given the start position
    When White plays a2-a3 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 r n b k q b n r 8
      7 . p p p p p p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 P . . . . . . . 3
      2 . P P P P P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      """
    And there are no events
    And the game goes on
    And the position is "rnbkqbnr/1ppppppp/p7/8/8/P7/1PPPPPPP/RNBQKBNR w KQkq - 0 2"
    And the turn is decided by xymyx.R1

  @id:xymyx-c4-002 @xymyx.R3
  Scenario: Each player has 39 legal moves at the start
    Twenty of them are the orthodox first moves. The other nineteen take a piece of one's own
    side (Rule 3): one for each Knight, two for each Bishop and each Rook, four for the Queen and
    five for the King. No piece may take its own King.

    Given the start position
    Then White has 39 legal moves
    And Black has 39 legal moves

  @id:xymyx-c4-003 @xymyx.R3
  Scenario: At the start each Queen is shut in beside its King, on d1 and on e8
    A Queen may take one of its own neighbours (Rule 3) but never its own King, and its
    diagonals are still closed by its own pawns.

    Given the start position
    Then White may play Qd1xd2
    And Black may play Qe8xe7
    And White may not play Qd1xe1
    And Black may not play Qe8xd8
    And White may not play Qd1-h5
    And Black may not play Qe8-a4

  @id:xymyx-c4-004 @nothing-to-cite
  Scenario: A first turn in which both players push their e-pawns two squares
    Given the start position
    When White plays e2-e4 and Black plays e7-e5
    Then the board is
      """
        a b c d e f g h
      8 r n b k q b n r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      """
    And there are no events
    And the game goes on
    And the position is "rnbkqbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    And the turn is decided by xymyx.R1

  @id:xymyx-c4-005 @nothing-to-cite
  Scenario: A first turn in which both players push the pawn in front of their King
    For White the King's pawn is on e2; for Black it is on d7.

    Given the start position
    When White plays e2-e4 and Black plays d7-d5
    Then the board is
      """
        a b c d e f g h
      8 r n b k q b n r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-c4-006
  Scenario: Once the King's pawns have moved, each Queen's diagonal is open toward the enemy side
    This is the board after White's e2-e4 and Black's d7-d5 on the first turn.

    Given the board
      """
        a b c d e f g h
      8 r n b k q b n r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White may play Qd1-h5
    And Black may play Qe8-a4
    And White may not play Qd1-a4
    And Black may not play Qe8-h5

  @id:xymyx-c4-007 @nothing-to-cite
  Scenario: A first turn in which both players develop a Knight
    Given the start position
    When White plays Ng1-f3 and Black plays Nb8-c6
    Then the board is
      """
        a b c d e f g h
      8 r . b k q b n r 8
      7 p p p p p p p p 7
      6 . . n . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 P P P P P P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      castling: KQkq
      """
    And there are no events
    And the game goes on
    And the position is "r1bkqbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 2"
    And the turn is decided by xymyx.R1

  @id:xymyx-c4-008 @nothing-to-cite
  Scenario: A first turn in which both players push their d-pawns, face to face
    Given the start position
    When White plays d2-d4 and Black plays d7-d5
    Then the board is
      """
        a b c d e f g h
      8 r n b k q b n r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 P P P . P P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1
