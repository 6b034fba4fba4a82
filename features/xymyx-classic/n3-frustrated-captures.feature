@xymyx-classic.N3
Feature: Note 3. A capture fails when its target moves away
  A capture is aimed at the piece that stands on the target square before the turn. If that piece
  moves away in the same turn, nothing is taken: the capturing piece still makes its move and
  simply arrives on an empty square. Pawns are no exception: a pawn that tried to capture still
  steps onto the diagonal square. Two pieces that try to take each other just change places. The
  current edition has the same rule.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-n3-001
  Scenario: A Rook's capture fails when the Knight jumps away
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe3 and Black plays Ne3-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . n . . . . . 4
      3 . . . . R . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | e3     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N3

  @id:xymyx-classic-n3-002
  Scenario: A Bishop's capture fails while the Knight escapes by taking a pawn
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . b . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . N P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ne2xd4 and Black plays Bb5xe2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . N . . . . 4
      3 . . . . . . . . 3
      2 . . . . b P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece  | square |
      | failed capture | Black | Bishop | e2     |
      | captured       | Black | Pawn   | d4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N3

  @id:xymyx-classic-n3-003 @ruling
  Scenario: A White pawn whose target moves away still steps onto the diagonal square
    Text: The note says that a capture comes to nothing when its target leaves in the same turn,
    and that pawns, which only capture on a diagonal, are covered too. It does not say where the
    pawn ends up.

    Ruling: The pawn completes its diagonal step and stands on the square its target left.
    Nothing is taken: it is a failed capture like any other.

    Alternative: Since a pawn may step diagonally only to take something, the pawn could stay on
    its own square, its move void.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . b . . 5
      4 . . . . . . P . 4
      3 . . . . . . . . 3
      2 . . . . . P . P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays g4xf5 and Black plays Bf5-c8
    Then the board is
      """
        a b c d e f g h
      8 . . b . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . P . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P . P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Pawn  | f5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N3

  @id:xymyx-classic-n3-004 @ruling
  Scenario: A Black pawn whose target moves away still steps onto the diagonal square
    Text: The note says that a capture comes to nothing when its target leaves in the same turn,
    and that pawns, which only capture on a diagonal, are covered too. It does not say where the
    pawn ends up.

    Ruling: The pawn completes its diagonal step and stands on the square its target left.
    Nothing is taken: it is a failed capture like any other.

    Alternative: Since a pawn may step diagonally only to take something, the pawn could stay on
    its own square, its move void.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . p . . . . . . 4
      3 . . N . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nc3-e4 and Black plays b4xc3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . p . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | Black | Pawn  | c3     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N3

  @id:xymyx-classic-n3-005 @ruling
  Scenario: Two pawns that try to take each other change places and both survive
    Text: The note makes a capture fail when its target leaves the square in the same turn. It
    does not look at the case where each piece is the other's target, so that both leave and
    both arrive.

    Ruling: Each piece lands on the square the other one left and nothing is taken: both moves
    are failed captures. The two pieces pass each other without meeting.

    Alternative: The pieces could be said to meet on the way, one taking the other by rank or by
    who registered first; or both moves could fail and both pieces stay where they were.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays d4xe5 and Black plays e5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . P . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Pawn  | e5     |
      | failed capture | Black | Pawn  | d4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N3

  @id:xymyx-classic-n3-006 @ruling
  Scenario: Two Rooks that try to take each other change places and both survive
    Text: The note makes a capture fail when its target leaves the square in the same turn. It
    does not look at the case where each piece is the other's target, so that both leave and
    both arrive.

    Ruling: Each piece lands on the square the other one left and nothing is taken: both moves
    are failed captures. The two pieces pass each other without meeting.

    Alternative: The pieces could be said to meet on the way, one taking the other by rank or by
    who registered first; or both moves could fail and both pieces stay where they were.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . r . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . R . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Rb2xb7 and Black plays Rb7xb2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . R . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . r . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | b7     |
      | failed capture | Black | Rook  | b2     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N3

  @id:xymyx-classic-n3-007 @nothing-to-cite @xymyx-classic.R4
  Scenario: The Rook's capture fails, but from the empty square it gives check, without being frozen
    The Knight leaves a8, so the Rook lands there without taking anything and now checks the
    Black King along the eighth rank. In this edition only a Queen is frozen for giving check.

    Given the board
      """
        a b c d e f g h
      8 n . . . k . . . 8
      7 . . . p . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa8 and Black plays Na8-b6
    Then the board is
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . . . p . p p . 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | a8     |
      | check          | Black | King  | e8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N3 and xymyx-classic.N1

  @id:xymyx-classic-n3-008
  Scenario: A King's capture fails when the pawn advances, and the King lands on the empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . K p . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Kd4xe4 and Black plays e4-e3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . K . . . 4
      3 . . . . p . . . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | King  | e4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N3
