@xymyx-classic.N1
Feature: Note N1. Check is answered by a King move alone
  A player whose King is in check must move that King in the very next turn, to a square that
  no enemy piece attacks on the board before the turn. No other piece may move: a piece may not
  be put in the way, and the checking piece may not be taken, neither by another piece nor by the
  King itself, even when nothing guards it. The King may still take an enemy piece that is not
  checking it, on a safe square. The current edition lets the King take a checking piece that
  nothing guards; this edition never does.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-n1-001
  Scenario: A King in check may only step to a square that no enemy piece attacks
    The Black Queen on e4 checks along the e-file. The Knight could block on e2 or take the
    Queen, but neither is allowed. Of the King's squares only e2 is attacked.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . q . . . 4
      3 . . N . . . . . 3
      2 . . . . . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e4
      """
    Then White's legal moves are Ke1-d1, Ke1-d2, Ke1-f1, Ke1-f2
    And White may not play Ke1-e2
    And White may not play Nc3-e2
    And White may not play Nc3xe4

  @id:xymyx-classic-n1-002
  Scenario: The turn is rejected when the checked player puts a piece in the way
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . q . . . 4
      3 . . N . . . . . 3
      2 . . . . . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e4
      """
    When White plays Nc3-e2 and Black plays h7-h6
    Then the turn is rejected because White's move Nc3-e2 is illegal under xymyx-classic.N1

  @id:xymyx-classic-n1-003
  Scenario: The turn is rejected when the checked player takes the checking Queen with his Knight
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . q . . . 4
      3 . . N . . . . . 3
      2 . . . . . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e4
      """
    When White plays Nc3xe4 and Black plays h7-h6
    Then the turn is rejected because White's move Nc3xe4 is illegal under xymyx-classic.N1

  @id:xymyx-classic-n1-004
  Scenario: The King steps out of check and the game goes on
    The King leaves the e-file. The Queen no longer gives check, so she is not frozen any more.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . q . . . 4
      3 . . N . . . . . 3
      2 . . . . . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e4
      """
    When White plays Ke1-d2 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . q . . . 4
      3 . . N . . . . . 3
      2 . . . K . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R4 and xymyx-classic.N1

  @id:xymyx-classic-n1-005
  Scenario: The King may not take the checking Rook, although nothing guards it
    The White Rook on e7 checks from the next square and no White piece protects it. In
    orthodox chess the King would simply take it; here only d8 and f8 remain, and the Bishop
    may not take it either.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . R . . p 7
      6 . . . . . . . . 6
      5 . . b . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    Then Black's legal moves are Ke8-d8, Ke8-f8
    And Black may not play Ke8xe7
    And Black may not play Bc5xe7

  @id:xymyx-classic-n1-006
  Scenario: The turn is rejected when the King takes the checking Rook
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . R . . p 7
      6 . . . . . . . . 6
      5 . . b . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays Ke8xe7
    Then the turn is rejected because Black's move Ke8xe7 is illegal under xymyx-classic.N1

  @id:xymyx-classic-n1-007 @nothing-to-cite @xymyx-classic.R4
  Scenario: A Rook check next to the cornered King is mate, because the King may not take the Rook
    The Rook lands on h7 beside the Black King, unguarded. The Bishop covers g8 and the Rook
    covers g7, and the King may not take the Rook that checks it: checkmate. The Rook is not
    frozen, as only a Queen is.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 p p . R . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . B . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Rd7-h7 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . p . . . . . R 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . B . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
    And White wins by checkmate
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-n1-008
  Scenario: A King in check may take an enemy piece that is not the one checking it
    The Rook on e8 gives check. The Knight on d2 does not, and no Black piece guards d2, so the
    King may take it. f1 is covered by the Knight and e2 by the Rook.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . n . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    Then White's legal moves are Ke1-d1, Ke1xd2, Ke1-f2

  @id:xymyx-classic-n1-009
  Scenario: The King in check takes the Knight beside it and leaves the Rook's file
    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . n . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Ke1xd2 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . K . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | d2     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N1

  @id:xymyx-classic-n1-010 @ruling @xymyx-classic.R4
  Scenario: A frozen Queen still guards every square she sees
    Text: Rule 4 only says that a Queen who gave check cannot be moved in the following move, and
    Note N1 sends the checked King to a square where it is not in check. Neither says whether a
    Queen who may not move still makes squares unsafe for the enemy King.

    Ruling: a frozen Queen attacks like any other piece: the freeze stops her moving, not her
    attacking. The Queen on g8 may not move, yet she guards f8 and, behind the King on her rank,
    d8, and f7 on her diagonal, so the King may only go to d7 or e7.

    Alternative: a piece that may not move could be taken to guard nothing but the line on which
    she gives check, so f7 would be safe. But her check is itself an attack by a piece that will
    not move, and in orthodox chess a pinned piece, which may not move either, still guards the
    squares around the enemy King.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . Q . 8
      7 p p . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: g8
      """
    Then Black's legal moves are Ke8-d7, Ke8-e7
    And Black may not play Ke8-f7
    And White may not play Qg8-g3
