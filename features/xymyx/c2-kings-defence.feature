@xymyx.C2
Feature: Clarification 2. A King in check can only step to a safe square
  A player whose King is in check must move that King, and only to a square that is safe. The
  orthodox defences of putting a piece in the way or taking the checking piece with another
  piece are not allowed, because the opponent moves at the same time. A square is safe when no
  enemy piece attacks it on the board as it stands before the turn, whatever that piece may do
  during the turn.

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
    Then the turn is rejected because White's move Ra4-e4 is illegal

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
    Then the turn is rejected because White's move Bb5xe8 is illegal

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

  @id:xymyx-c2-005 @ruling
  Scenario: The King in check takes the checking Rook when no enemy piece guards it
    Text: check may only be answered by moving the King to a safe square; taking the checking
    piece is listed among the defences that do not apply, without saying whether the King itself
    may be the one that takes it.

    Ruling: the King may take the checking piece, since that is a King move to a square that is
    not attacked. Only captures by other pieces are excluded. The frozen Rook cannot flee, so the
    capture succeeds.

    Alternative: any capture of the checking piece is excluded, the King's included, and the King
    would have to go to d1 or f1.

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
    When White plays Ke1xe2 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . K . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | e2     |
    And the game goes on

  @id:xymyx-c2-006 @ruling
  Scenario: The King in check may not take a checking Rook that is guarded
    Text: check may only be answered by moving the King to a safe square; the text does not say
    whether a square held by the checking piece counts as safe.

    Ruling: the King may take the checking piece only when no other enemy piece guards its
    square. Here the Bishop on b5 guards e2, so only d1 and f1 remain.

    Alternative: the King may always take the checking piece, since the guard might move away
    in the same turn.

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
    Then the turn is rejected because White's move Ke1-f1 is illegal

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
