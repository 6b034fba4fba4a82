@simulchess.collision
Feature: Collisions: two pieces going to one square
  When both players' moves end on the same square, the pieces collide there. A King survives a
  collision with any other piece, which is removed. Two Kings going to one square end the game
  in a draw. Two other pieces that collide are both removed.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-collision-001 @ruling
  Scenario: A Knight and a Rook going to one empty square are both removed
    Text: step 3 is to "handle pieces targeting the same square", and the only rule given is for
    Kings: they "survive collisions with other pieces". Nothing says what becomes of two other
    pieces, nor whether a piece landing on a slow piece's destination, rather than in its path,
    intercepts it.

    Ruling: a collision is not survived unless a King is in it, so two pieces other than Kings
    that meet on a square are both removed. The destination is not part of a slow piece's path:
    the Knight landing on e5, where the Rook ends its move, is a collision, not an interception,
    and the Rook does not stop on e6.

    Alternative: one piece could stay, by strength as in XYMYX or by the order of registration.
    The text names neither, and singles out the King as the piece that survives, which means the
    others do not. Treating the destination as part of the path would leave step 3 nothing to do
    for slow pieces.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3-e5 and Black plays Re8-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Knight | e5     |
      | collision | Black | Rook   | e5     |
    And the game goes on
    And the turn is decided by simulchess.collision, simulchess.resolution-order and simulchess.basic

  @id:simulchess-collision-002 @ruling
  Scenario: Two Kings going to one square: the game is drawn
    Text: the text says "King vs King collision = draw" and no more: not whether the game or
    only the square is drawn, nor where the Kings stand.

    Ruling: the game ends at once in a draw by King collision. Neither King can have the square,
    so both stay where they started, and the board is as before the turn.

    Alternative: a "draw" of the square, both Kings going back and play going on. A square is
    not drawn in chess words; the game is, and the rule stands among the ways a game ends beside
    checkmate and King capture.

    Given the board
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 p . . . . . . p 7
      6 . . . . . k . . 6
      5 . . . . . . . . 5
      4 . . . K . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    When White plays Kd4-e5 and Black plays Kf6-e5
    Then the board is
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 p . . . . . . p 7
      6 . . . . . k . . 6
      5 . . . . . . . . 5
      4 . . . K . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game is drawn by king collision
    And the turn is decided by simulchess.collision and simulchess.resolution-order

  @id:simulchess-collision-003
  Scenario: A King and a pawn's two-square step go to one square: the King stays
    Given the board
      """
        a b c d e f g h
      8 . r . . . k . . 8
      7 . . . p . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . K . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    When White plays Kd4-d5 and Black plays d7-d5
    Then the board is
      """
        a b c d e f g h
      8 . r . . . k . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . K . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by simulchess.collision, simulchess.resolution-order and simulchess.basic

  @id:simulchess-collision-004
  Scenario: A King and a Knight go to one square: the King stays
    Given the board
      """
        a b c d e f g h
      8 . r . . . k . . 8
      7 p . . . . . . p 7
      6 . . . . . . n . 6
      5 . . . . . . . . 5
      4 . . . K . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    When White plays Kd4-e5 and Black plays Ng6-e5
    Then the board is
      """
        a b c d e f g h
      8 . r . . . k . . 8
      7 p . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . K . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Knight | e5     |
    And the game goes on
    And the turn is decided by simulchess.collision, simulchess.resolution-order and simulchess.basic

  @id:simulchess-collision-005 @simulchess.fast-slow
  Scenario: A pawn promoting on the square a Rook goes to: the new Knight and the Rook are both removed
    The pawn is fast, so it arrives on b8 and promotes at once; the Rook's path from d8 is c8
    alone, and b8 is where it ends, so the two collide there as a Knight and a Rook, and both
    are removed.

    Given the board
      """
        a b c d e f g h
      8 . . . r . . . k 8
      7 . P . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7-b8=N and Black plays Rd8-b8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | promoted  | White | Knight | b8     |
      | collision | White | Knight | b8     |
      | collision | Black | Rook   | b8     |
    And the game goes on
    And the turn is decided by simulchess.fast-slow, simulchess.collision, simulchess.resolution-order and simulchess.basic

  @id:simulchess-collision-006
  Scenario: Two Kings that walk towards each other and meet on one square draw the game
    Given the board
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 p . . . . k . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . K . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    When the game is played
      """
      1. Kd3-d4  Kf7-f6
      2. Kd4-e5  Kf6-e5
      """
    Then the board is
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 p . . . . . . p 7
      6 . . . . . k . . 6
      5 . . . . . . . . 5
      4 . . . K . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game is drawn by king collision
    And the turn is decided by simulchess.collision and simulchess.resolution-order
