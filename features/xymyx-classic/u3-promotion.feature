@xymyx-classic.U3
Feature: Unusual move 3. Promotion is part of the pawn's move
  A pawn that reaches the last rank is replaced at once, within the same move, by a Queen, Rook,
  Bishop or Knight of its own side, whatever pieces that side still has on the board. The new
  piece is what arrives on the square: it gives check in that very turn, and if an enemy piece
  reaches the same square it collides as the new piece, not as a pawn. The current edition has
  the same rule; as everywhere in this edition, only a new Queen is frozen for giving check.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-u3-001
  Scenario: A pawn on the seventh rank may promote to any of the four pieces, moving or capturing
    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . P . . . . . . 7
      6 . . . . k . . . 6
      5 . . . . . . . p 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    Then White's legal moves are Kh1-g1, Kh1-g2, Kh1-h2, b7-b8=Q, b7-b8=R, b7-b8=B, b7-b8=N, b7xa8=Q, b7xa8=R, b7xa8=B, b7xa8=N

  @id:xymyx-classic-u3-002 @xymyx-classic.R4
  Scenario: A new Queen gives check on the very turn the pawn promotes, and is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . p . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays c2-c1=Q
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . . q . . . K . 1
        a b c d e f g h
      frozen: c1
      """
    And the events are
      | event    | side  | piece | square |
      | promoted | Black | Queen | c1     |
      | check    | White | King  | g1     |
      | frozen   | Black | Queen | c1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3, xymyx-classic.N1 and xymyx-classic.R4

  @id:xymyx-classic-u3-003 @nothing-to-cite @xymyx-classic.R4
  Scenario: A pawn takes a Knight, becomes a Rook and gives check, and the Rook is not frozen
    Given the board
      """
        a b c d e f g h
      8 n . . . k . . . 8
      7 . P . . . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7xa8=R and Black plays g7-g6
    Then the board is
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . . . . . p . . 7
      6 . . . . . . p . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | a8     |
      | promoted | White | Rook   | a8     |
      | check    | Black | King   | e8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3 and xymyx-classic.N1

  @id:xymyx-classic-u3-004
  Scenario: A pawn becomes a second Queen while the first Queen is still on the board
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . P . . . . . 7
      6 . . . . . . . k 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays c7-c8=Q and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . Q . . . . . 8
      7 . . . . . . . . 7
      6 p . . . . . . k 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | promoted | White | Queen | c8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.U3

  @id:xymyx-classic-u3-005 @ruling @xymyx-classic.R2
  Scenario: A pawn promoting to a Queen beats a Rook arriving on the same square
    Text: The pawn is replaced as part of its own move, but the text does not say what happens
    when an enemy piece reaches the promotion square in the same turn.

    Ruling: The new piece is what arrives, so the collision is judged with it: here a Queen
    against a Rook, and the Queen stays.

    Alternative: The pawn could collide as a pawn and be promoted only if it survives; it would
    then lose to the Rook.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . . . . . P . . 7
      6 . k . . . . . . 6
      5 . . . . . . . p 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays f7-f8=Q and Black plays Ra8-f8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . Q . . 8
      7 . . . . . . . . 7
      6 . k . . . . . . 6
      5 . . . . . . . p 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Queen | f8     |
      | collision | Black | Rook  | f8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3 and xymyx-classic.R2

  @id:xymyx-classic-u3-006 @ruling @xymyx-classic.R2
  Scenario: A pawn promoting to a Knight loses to a Rook arriving on the same square
    Text: The pawn is replaced as part of its own move, but the text does not say what happens
    when an enemy piece reaches the promotion square in the same turn.

    Ruling: The new piece is what arrives, so the collision is judged with it: here a Knight
    against a Rook, and the Rook stays.

    Alternative: The pawn could collide as a pawn and be promoted only if it survives; the
    result would be the same here, but not against a lower piece.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . . . . . P . . 7
      6 . k . . . . . . 6
      5 . . . . . . . p 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays f7-f8=N and Black plays Ra8-f8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r . . 8
      7 . . . . . . . . 7
      6 . k . . . . . . 6
      5 . . . . . . . p 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | promoted  | White | Knight | f8     |
      | collision | White | Knight | f8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3 and xymyx-classic.R2

  @id:xymyx-classic-u3-007 @ruling @xymyx-classic.R2
  Scenario: A Black pawn promoting to a Knight beats a Bishop arriving on the same square
    Text: The pawn is replaced as part of its own move, but the text does not say what happens
    when an enemy piece reaches the promotion square in the same turn.

    Ruling: The new piece is what arrives, so the collision is judged with it: here a Knight
    against a Bishop, and the Knight, the higher of the two, stays.

    Alternative: The pawn could collide as a pawn and be promoted only if it survives; it would
    then lose to the Bishop.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B . . . . . 3
      2 . . . . p . P P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Bc3-e1 and Black plays e2-e1=N
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . n . . K 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | promoted  | Black | Knight | e1     |
      | collision | White | Bishop | e1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3 and xymyx-classic.R2

  @id:xymyx-classic-u3-008 @ruling @xymyx-classic.R2
  Scenario: A pawn promoting to a Rook meets a Rook and the first to register stays
    Text: The pawn is replaced as part of its own move, but the text does not say what happens
    when an enemy piece reaches the promotion square in the same turn.

    Ruling: The new piece is what arrives, so the collision is judged with it: a new Rook and a
    Rook are equal, and the piece of the player who registered first stays.

    Alternative: The pawn could collide as a pawn and be promoted only if it survives; it would
    then lose to the Rook whoever registered first.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . . . 8
      7 . P . . . . . . 7
      6 . . . . . . . . 6
      5 p . . . . . . k 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7-b8=R first, then Black plays Re8-b8
    Then the board is
      """
        a b c d e f g h
      8 . R . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 p . . . . . . k 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Rook  | b8     |
      | collision | Black | Rook  | b8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3 and xymyx-classic.R2

  @id:xymyx-classic-u3-009 @ruling @xymyx-classic.R2
  Scenario: The same promotion to a Rook, but Black registered first and its Rook stays
    Text: The pawn is replaced as part of its own move, but the text does not say what happens
    when an enemy piece reaches the promotion square in the same turn.

    Ruling: The new piece is what arrives, so the collision is judged with it: a new Rook and a
    Rook are equal, and the piece of the player who registered first stays.

    Alternative: The pawn could collide as a pawn and be promoted only if it survives; it would
    then lose to the Rook whoever registered first.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . . . 8
      7 . P . . . . . . 7
      6 . . . . . . . . 6
      5 p . . . . . . k 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Re8-b8 first, then White plays b7-b8=R
    Then the board is
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 p . . . . . . k 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Rook  | b8     |
      | collision | White | Rook  | b8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3 and xymyx-classic.R2

  @id:xymyx-classic-u3-010 @ruling @xymyx-classic.U2
  Scenario: A King steps onto the promotion square and beats the new Queen
    Text: The text has a King stay when it meets a pawn on an empty square, and has a promoting
    pawn become its new piece within the move; it says nothing about a King meeting that new
    piece.

    Ruling: A King stays in any collision, whatever the other piece is, a promoted one included.
    A King can only meet a new piece this way when the pawn promotes straight ahead, since the
    squares a pawn attacks are closed to the King.

    Alternative: The new Queen could count as the stronger piece and stay, or a King's step onto
    the square in front of a pawn about to promote could be forbidden.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p p . . . . k P 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h7-h8=Q and Black plays Kg7-h8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 p p . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Queen | h8     |
      | collision | White | Queen | h8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3, xymyx-classic.R2 and xymyx-classic.U2

  @id:xymyx-classic-u3-011 @xymyx-classic.N3
  Scenario: A pawn's capture on the last rank fails, but it still lands there and promotes
    The Rook leaves a8 as the pawn tries to take it: nothing is taken, and the pawn becomes a
    Queen on the empty square. Since the new piece is what arrives, the failed capture is the
    Queen's.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . P . . . . . k 7
      6 . . . . . . p p 6
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
      7 . . . . . . . k 7
      6 . . . . . . p p 6
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.U3 and xymyx-classic.N3
