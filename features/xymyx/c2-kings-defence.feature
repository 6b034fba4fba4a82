@xymyx.C2
Feature: Clarification 2. A King in check can only step to a safe square
  A player whose King is in check must move that King, and only to a square that is safe. The
  orthodox defences of putting a piece in the way or taking the checking piece are not allowed,
  because the opponent moves at the same time; not even the King may take the piece that checks
  it. A square is safe when no enemy piece attacks it on the board as it stands before the turn,
  whatever that piece may do during the turn.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-c2-001
  Scenario: A King in check has only King moves to safe squares
    The Rook on a4 could block on e4 and the Bishop could take the Rook on e8, but neither is
    allowed. Of the King's squares, d2 is covered by the Knight and e2 lies on the Rook's file.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 R . . . . . . . 4
      3 . n . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e8
      """
    Then White's legal moves are Ke1-d1, Ke1-f1, Ke1-f2
    And White may not play Ra4-e4
    And White may not play Bb5xe8

  @id:xymyx-c2-002
  Scenario: The turn is rejected when a checked player blocks the check
    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 R . . . . . . . 4
      3 . n . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e8
      """
    When White plays Ra4-e4 and Black plays h7-h6
    Then the turn is rejected because White's move Ra4-e4 is illegal under xymyx.C2

  @id:xymyx-c2-003
  Scenario: The turn is rejected when a checked player takes the checking piece with another piece
    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 R . . . . . . . 4
      3 . n . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e8
      """
    When White plays Bb5xe8 and Black plays h7-h6
    Then the turn is rejected because White's move Bb5xe8 is illegal under xymyx.C2

  @id:xymyx-c2-004
  Scenario: The King steps out of check and the game goes on
    The King leaves the e-file. The Rook on e8 no longer gives check, so it is not frozen any
    more.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 R . . . . . . . 4
      3 . n . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e8
      """
    When White plays Ke1-f2 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . B . . . . . . 5
      4 R . . . . . . . 4
      3 . n . . . . . . 3
      2 . . . . . K . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R4 and xymyx.C2

  @id:xymyx-c2-005 @ruling
  Scenario: A King in check may not take the checking Rook, even when nothing guards it
    Text: Clarification 2 allows a single answer to check, moving the King to a safe square, and
    counts capturing the attacking piece among the orthodox defences that "do not apply".

    Ruling: no piece may take the piece that gives check, the King included. The Rook on e2
    checks the King on e1 and nothing guards it, yet the King may not take it: it must go to d1
    or f1, the only squares the Rook does not reach. Taking the Rook is rejected.

    Alternative: the King's capture could count as a King move to a safe square, and be allowed
    whenever nothing guards the checking piece, as an earlier version of this rulebook had it.
    Yet in orthodox chess the King taking the checking piece is the plainest case of that very
    defence, and the classic edition's text forbids taking the checking piece outright.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . r . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e2
      """
    Then White's legal moves are Ke1-d1, Ke1-f1
    When White plays Ke1xe2 and Black plays h7-h6
    Then the turn is rejected because White's move Ke1xe2 is illegal under xymyx.C2

  @id:xymyx-c2-006
  Scenario: The King in check may not take a checking Rook that is guarded
    Here the Bishop on b5 also guards the Rook on e2. The King may not take the Rook twice over:
    a King in check never takes the piece that checks it, and e2 is not a safe square anyway.
    Only d1 and f1 remain.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . b . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . r . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e2
      """
    Then White's legal moves are Ke1-d1, Ke1-f1
    And White may not play Ke1xe2

  @id:xymyx-c2-007 @ruling
  Scenario: The King may not step back along the file of the checking Rook
    Text: the King must go to a safe square; the text does not say whether a square behind the
    King, on the checking line, is safe, since the King itself hides it from the Rook.

    Ruling: a square is judged as if the moving King had already left its square, so e1 and e3
    are both attacked by the Rook on e8.

    Alternative: only squares the Rook reaches with the King still on e2 count, which would let
    the King retreat to e1 and still be in check there.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . K . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      frozen: e8
      """
    Then White's legal moves are Ke2-d1, Ke2-d2, Ke2-d3, Ke2-f1, Ke2-f2, Ke2-f3
    And White may not play Ke2-e1

  @id:xymyx-c2-008 @ruling
  Scenario: A square watched by a piece that moves away in the same turn is still not safe
    Text: the King must go to a safe square, and legality is judged on the board before the
    turn; the text does not say whether a square counts as attacked when the attacking piece may
    leave during the turn.

    Ruling: every square an enemy piece attacks on the board before the turn is unsafe, whatever
    that piece then does. The Knight on e3 covers f1, so the King may not go there, even though
    the Knight does move away.

    Alternative: a square is unsafe only if it is still attacked after the turn, which would
    make the King's move depend on the opponent's secret move.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Ke1-f1 and Black plays Ne3-c4
    Then the turn is rejected because White's move Ke1-f1 is illegal under xymyx.C2

  @id:xymyx-c2-009 @ruling @xymyx.R4
  Scenario: A frozen Queen still guards every square she sees
    Text: a frozen Queen may not move in the next turn; the text does not say whether she still
    makes squares unsafe for the enemy King.

    Ruling: a frozen piece attacks like any other. The Queen on g1 cannot move, yet she guards
    f1 and f2, and d1 behind the King on her rank, so the King may only go to d2 or e2.

    Alternative: a piece that may not move guards nothing but the line on which it gives check,
    so f2 would be safe as well.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . q . 1
        a b c d e f g h
      frozen: g1
      """
    Then White's legal moves are Ke1-d2, Ke1-e2
    And White may not play Ke1-f2

  @id:xymyx-c2-010
  Scenario: A King in check may still take another piece on a safe square
    The Rook on e8 checks the King along the e-file. The King may not block or take the Rook, but
    it may take the Knight on d1: that Knight does not give check, and nothing guards d1. e2 lies
    on the Rook's file and the Knight covers f2, so d1, d2 and f1 are the King's only squares.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . . . n K . . . 1
        a b c d e f g h
      frozen: e8
      """
    Then White's legal moves are Ke1xd1, Ke1-d2, Ke1-f1
    When White plays Ke1xd1 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . . . K . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | d1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R4 and xymyx.C2

  @id:xymyx-c2-011
  Scenario: Black's King steps out of a Bishop's check while White makes a quiet move
    The Bishop on b5 checks the Black King along the diagonal. Black answers the only way he may,
    with a King move to a square the Bishop does not see; White meanwhile pushes a pawn.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays Ke8-f7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . k p p 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C2

  @id:xymyx-c2-012
  Scenario: A King in check steps along the b-file to a safe square
    The Rook on h1 checks the King on b1 along the first rank. The King steps up its own file to
    b2, which nothing attacks, and so answers the check: a one-square step along the b-file is a
    plain King move like any other, never mistaken for castling.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P . . 2
      1 . K . . . . . r 1
        a b c d e f g h
      frozen: h1
      """
    Then White's legal moves are Kb1-a2, Kb1-b2, Kb1-c2
    When White plays Kb1-b2 and Black plays g7-g6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . p 7
      6 . . . . . . p . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . K . . . P . . 2
      1 . . . . . . . r 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R4 and xymyx.C2
