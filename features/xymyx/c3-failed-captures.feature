@xymyx.C3
Feature: Clarification 3. A capture fails when its target moves away
  A capture is aimed at the piece that stands on the target square before the turn. If that
  piece moves away in the same turn, nothing is taken: the capturing piece still makes its move
  and simply arrives on an empty square. Pawns are no exception: a pawn that tried to capture
  still steps onto the diagonal square. Two pieces that try to capture each other just change
  places.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-c3-001
  Scenario: A Rook's capture fails when the Knight steps away
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 n . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa5 and Black plays Na5-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 R . . . . . . . 5
      4 . . n . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | a5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C3

  @id:xymyx-c3-002
  Scenario: A Bishop's capture fails while the Knight escapes by taking a pawn
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . n . . 6
      5 . . . P . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . B . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bb2xf6 and Black plays Nf6xd5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . B . . 6
      5 . . . n . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece  | square |
      | failed capture | White | Bishop | f6     |
      | captured       | White | Pawn   | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C3

  @id:xymyx-c3-003 @ruling
  Scenario: A pawn whose target moves away still steps onto the diagonal square
    Text: Clarification 3 says that a capture does not happen when the target moves away in
    the same turn, and that this holds for pawns too, which capture only on a neighbouring
    diagonal square. It does not say where the pawn ends up.

    Ruling: The pawn completes its diagonal step and stands on the square its target left.
    Nothing is taken; it is a failed capture like any other.

    Alternative: Since a pawn may only move diagonally to take something, the pawn could be
    held on its own square and its move treated as void.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . n . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays Nd5-b4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . P . . . . 5
      4 . n . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C3

  @id:xymyx-c3-004
  Scenario: A Black pawn's capture fails when the Bishop retreats, and the pawn lands on d4
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . p . . . . . 5
      4 . . . B . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bd4-e3 and Black plays c5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . B . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | Black | Pawn  | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C3

  @id:xymyx-c3-005 @ruling
  Scenario: Two Rooks that try to take each other change places and both survive
    Text: Clarification 3 makes a capture fail when its target leaves the square in the same
    turn. It does not look at the case where each piece is the other's target, so that both
    leave and both arrive.

    Ruling: Each piece lands on the square the other one left and nothing is taken: both moves
    are failed captures. The two pieces pass each other without meeting.

    Alternative: The pieces could be said to meet on the way, one taking the other by rank or by
    who registered first; or both moves could fail and both pieces stay where they were.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . . . . . p k p 7
      6 . . . . . . p . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 . . . . . P K P 2
      1 R . . . . . . . 1
        a b c d e f g h
      """
    When White plays Ra1xa8 and Black plays Ra8xa1
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . . 8
      7 . . . . . p k p 7
      6 . . . . . . p . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 . . . . . P K P 2
      1 r . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | a8     |
      | failed capture | Black | Rook  | a1     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C3

  @id:xymyx-c3-006
  Scenario: Two pawns that take each other on the diagonal change places
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays d4xe5 and Black plays e5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . P . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Pawn  | e5     |
      | failed capture | Black | Pawn  | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C3

  @id:xymyx-c3-007 @xymyx.R4
  Scenario: The Rook's capture fails, but from the empty square it now gives check and is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . n . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe5 and Black plays Ne5-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . R . . . 5
      4 . . n . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: e5
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | e5     |
      | check          | Black | King  | e8     |
      | frozen         | White | Rook  | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C3, xymyx.C2 and xymyx.R4

  @id:xymyx-c3-008
  Scenario: A King's capture fails when the pawn advances, and the King lands on the empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . P . . . . 5
      4 . . . . k . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays d5-d6 and Black plays Ke4xd5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . . 7
      6 . . . P . . . . 6
      5 . . . k . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | Black | King  | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C3

  @id:xymyx-c3-009 @xymyx.R4
  Scenario: The Knight's capture fails and the fleeing Queen checks through the square it left
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . q . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Nc3xd5 and Black plays Qd5-a5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 q . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: a5
      """
    And the events are
      | event          | side  | piece  | square |
      | failed capture | White | Knight | d5     |
      | check          | White | King   | e1     |
      | frozen         | Black | Queen  | a5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C3, xymyx.C2 and xymyx.R4

  @id:xymyx-c3-010 @xymyx.RA3
  Scenario: A pawn's capture on a8 fails as the Rook leaves, but the pawn lands there and promotes
    The pawn on b7 aims at the Rook on a8, which escapes down the a-file in the same turn.
    Nothing is taken, yet the pawn still steps onto a8, reaches the last rank and becomes a
    Queen at once, so the failed capture is the new Queen's.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . P . . . . . p 7
      6 . . . . . . k . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7xa8=Q and Black plays Ra8-a3
    Then the board is
      """
        a b c d e f g h
      8 Q . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . k . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 r . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Queen | a8     |
      | promoted       | White | Queen | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.C3
