@simulchess.interception
Feature: Interception: slow pieces are stopped on their way
  A Rook, Bishop, Queen or King travels square by square. When a piece of the other player lands
  this turn on a square between the slow piece's start and its destination, the slow piece stops
  on that square and the piece that landed there is removed. If the slow piece was going to
  capture beyond that square, the capture does not happen.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-interception-001 @simulchess.resolution-order
  Scenario: A capture beyond the interception point does not happen
    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . p p . . p p p 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa8 and Black plays Nb6-a4
    Then the board is
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 R . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event       | side  | piece  | square |
      | intercepted | White | Rook   | a4     |
      | destroyed   | Black | Knight | a4     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-interception-002 @nothing-to-cite @ruling
  Scenario: Two slow pieces whose paths cross, where nobody lands, both arrive
    Text: a slow piece is blocked by a piece "landing in their movement path". Two slow pieces
    whose lines cross pass through the same square, but neither lands there.

    Ruling: only a landing intercepts. The Rook goes up the d-file through d3 while the Bishop
    goes down the diagonal through d3; neither stops there, so both arrive: the Rook on d7, the
    Bishop on e2.

    Alternative: the two pieces could be said to meet on d3 and stop or destroy each other. The
    text's word is landing, and a meeting in passing has no rule for who stops or survives, so
    it is not an interception.

    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 . . . . . p p p 7
      6 b . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1-d7 and Black plays Ba6-e2
    Then the board is
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 . . . R . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . b P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by simulchess.basic

  @id:simulchess-interception-003 @ruling
  Scenario: A King landing in a Rook's path survives and the Rook is removed
    Text: an intercepting piece "is destroyed", yet Kings "survive collisions with other
    pieces". The text does not say what happens when the piece landing in the path is a King.

    Ruling: the King's special rule wins: a King that lands in a slow piece's path survives, and
    the slow piece, which cannot stop on the King's square, is removed, just as the Rook that
    goes to the King's square in the worked example of a collision. Here the Black King steps
    from e7 to d6, on the Rook's way from h6 to a6; the King stays on d6 and the Rook is gone.

    Alternative: the literal reading: the King, as interceptor, is destroyed, and the Rook stops
    on d6; Black loses his King to a Rook that never went for it. That is what the interception
    sentence says word for word, and this ruling reverses both its halves, borrowing the King's
    survival from the collision rule although an interception is not a collision
    (simulchess-collision-001). The ruling is kept because the King's rule is the only place
    where the text says what becomes of a King that meets another piece on a square, and
    because the text loses a King only to a checkmate or a capture, while here no piece goes to
    take it. A third reading, the Rook stopping on the square before the King, invents a stopping
    square the text never uses. simulchess-resolutionorder-003 rests on this ruling too.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . k p p p 7
      6 . . . . . . . R 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Rh6-a6 and Black plays Ke7-d6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . p p p 7
      6 . . . k . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | destroyed | White | Rook  | d6     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-interception-004
  Scenario: A Bishop is stopped by a Rook landing in its path
    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . B . . . K . 1
        a b c d e f g h
      """
    When White plays Bc1-h6 and Black plays Re8-e3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . B . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event       | side  | piece  | square |
      | intercepted | White | Bishop | e3     |
      | destroyed   | Black | Rook   | e3     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-interception-005 @ruling
  Scenario: A Queen and a Rook on one file each land in the other's path: both are removed
    Text: the intercepting piece "is destroyed" and the slow piece "stops at the interception
    point"; the text does not foresee two slow pieces that each land in the other's path.

    Ruling: each piece is an interceptor of the other, so each is destroyed on the square where
    it landed: the Queen's way from a1 to a6 passes a3, where the Rook lands, and the Rook's way
    from a8 to a3 passes a6, where the Queen lands. Neither can stop on the other's square, and
    both leave the board.

    Alternative: both pieces stopping where they meet, or the first to reach the other's square
    winning. The text measures no time within a turn, and its one consequence for an interceptor
    is that it is destroyed.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P . . . P P P 2
      1 Q . . . . . K . 1
        a b c d e f g h
      """
    When White plays Qa1-a6 and Black plays Ra8-a3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | destroyed | White | Queen | a6     |
      | destroyed | Black | Rook  | a3     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-interception-006 @simulchess.basic @simulchess.resolution-order @ruling
  Scenario: A pawn taking en passant lands in a Bishop's path: it is destroyed, and the pawn it went for stays
    Text: the interceptor "is destroyed", and captures are made in the last step, the execution
    of the moves. The text does not look at an en passant capture, the one capture that lands
    on an empty square and so may land in a slow piece's path.

    Ruling: the pawn is destroyed in step 2, before any capture is carried out, so its capture
    never happens. White's pawn takes en passant towards d6, which lies on the Bishop's way from
    f8 to b4: the Bishop stops on d6, the pawn is destroyed there, and Black's pawn on d5 stays.

    Alternative: the pawn, being fast, takes the pawn on d5 at once and is destroyed after. Fast
    pieces arrive at once, but the text carries out every capture in its fourth step, and a
    piece destroyed in the second has no move left to carry out, as a capture beyond an
    interception point does not happen (simulchess-interception-001).

    Given the position "5bk1/5ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 20"
    When White plays e5xd6 and Black plays Bf8-b4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . b . . . . 6
      5 . . . p . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event       | side  | piece  | square |
      | intercepted | Black | Bishop | d6     |
      | destroyed   | White | Pawn   | d6     |
    And the game goes on
    And the turn is decided by simulchess.basic, simulchess.resolution-order and simulchess.interception
