@xymyx.R4
Feature: Rule 4. A Queen or Rook that gives check is frozen
  When a turn has been carried out, every Queen and every Rook that delivers check to the enemy
  King is frozen: its owner may not move it in the next turn, although it still attacks as usual
  and his other pieces may still absorb it. A Queen or Rook delivers check when its own side
  brought the check about: it moved to give it, or its side's move opened its line to the King,
  alone or together with the opponent's move. When the checked player alone opened the line, by
  moving away the piece that stood between that Queen or Rook and his own King, it is still check
  and he must answer it, but nothing is frozen. Bishops, Knights and pawns are never frozen, even
  when they give check. A freeze lasts one turn only: after the next turn the frozen pieces are
  worked out again from the new board.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-r4-001
  Scenario: A Rook that gives check is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . . . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Rook  | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.R4

  @id:xymyx-r4-002
  Scenario: A Queen that gives check is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . p . . p p 7
      6 . . . . . . . . 6
      5 . . . . . p . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1-h5 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . . p p 7
      6 p . . . . . . . 6
      5 . . . . . p . Q 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: h5
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | h5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.R4

  @id:xymyx-r4-003 @nothing-to-cite
  Scenario: A Bishop that gives check is not frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . B K . 1
        a b c d e f g h
      """
    When White plays Bf1-b5 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . p p . 7
      6 . . . . . . . p 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C2

  @id:xymyx-r4-004 @nothing-to-cite
  Scenario: A Knight that gives check is not frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . N . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf5-d6 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . p p p 7
      6 p . . N . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C2

  @id:xymyx-r4-005
  Scenario: A frozen Rook must stay where it is while the other pieces may move
    The Rook on a8 gave check last turn. White may move his Knight, his pawns or his King,
    but not that Rook, not even to capture.

    Given the board
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a8
      """
    Then White may not play Ra8-a1
    And White may not play Ra8xa7
    And White may not play Ra8-d8
    And White may play Nc3-d5
    And White may play h2-h4
    And White may play Kg1-f1
    And Black's legal moves are Ke8-d7, Ke8-e7, Ke8-f7

  @id:xymyx-r4-006
  Scenario: The turn is rejected when a player moves his frozen Queen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . . p p 7
      6 p . . . . . . . 6
      5 . . . . . p . Q 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: h5
      """
    When White plays Qh5xh7 and Black plays Ke8-e7
    Then the turn is rejected because White's move Qh5xh7 is illegal under xymyx.R4

  @id:xymyx-r4-007
  Scenario: The freeze is lifted after one turn
    The Rook on a8 had to stay put for a turn. Black's King has left the eighth rank, so the
    Rook gives no check any more and is free again.

    Given the board
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . . . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a8
      """
    When White plays g2-g3 and Black plays Ke8-e7
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . . 8
      7 . . . . k . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 . . . . . P . P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R4 and xymyx.C2

  @id:xymyx-r4-008
  Scenario: The freeze passes from the Queen to the Rook that gives the new check
    The Queen on h5 was frozen for this turn. Black's King steps to e7, where the Rook checks it:
    the Queen is free again and the Rook is frozen instead.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . Q 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      frozen: h5
      """
    When White plays Rd1-e1 and Black plays Ke8-e7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . k . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . Q 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      frozen: e1
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e7     |
      | frozen | White | Rook  | e1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R4, xymyx.C2 and xymyx.RA4

  @id:xymyx-r4-009 @ruling
  Scenario: A Rook that gives a discovered check is frozen, the Knight that moved is not
    Text: the rule freezes a Queen or Rook that delivers a check, without saying whether a piece
    counts as delivering a check when another piece moved out of its way.

    Ruling: a Queen or Rook is frozen when its own side's move gave the check, whether it moved
    itself or another piece of its side moved out of its way. Here White's Knight opens the
    e-file: the Rook is frozen, the Knight (which also gives check) is not.

    Alternative: only the piece that moved and gave check is "delivering" it, so a discovered
    check would freeze nothing here.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Ne4-d6 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . p p 7
      6 p . . N . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      frozen: e1
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Rook  | e1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.R4

  @id:xymyx-r4-010 @ruling
  Scenario: A Queen that gives a discovered check is frozen
    Text: the rule freezes a Queen or Rook that delivers a check, without saying whether a piece
    counts as delivering a check when another piece moved out of its way.

    Ruling: a Queen or Rook is frozen when its own side's move gave the check, whether it moved
    itself or another piece of its side moved out of its way. White's Knight steps off the
    diagonal and the Queen on a4 is frozen.

    Alternative: a discovered check freezes nothing, since the Queen did not move.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . p p p 7
      6 . . N . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nc6-e5 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . N . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a4
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | a4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.R4

  @id:xymyx-r4-011 @ruling @xymyx.C1
  Scenario: A Queen is not frozen when the opponent opens her line to his own King
    Text: the rule freezes a Queen or Rook that "delivers" a check, which is something the
    checking side does. Here White's Queen stays on a4 and White only moves a pawn: it is Black
    who moves the pawn that stood on d7, between the Queen and his own King.

    Ruling: the King on e8 is in check, and Black must answer it next turn with a King move, but
    the Queen delivered nothing, so she is not frozen. Only a check that the checking side's own
    move brought about freezes the piece that gives it.

    Alternative: every check could freeze the Queen or Rook that gives it, however it arose, as
    the classic edition's wording ("is checked by the queen") reads. But then a player could
    freeze the enemy Queen or Rook whenever he liked, by opening a line to his own King on
    purpose.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays d7-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.C1 and xymyx.R4

  @id:xymyx-r4-012
  Scenario: A Queen and a Rook that both give check are both frozen
    White's Rook leaves the Queen's diagonal for c8. It checks the King along the eighth rank and
    uncovers the Queen on a4 at the same time: a double check, both given by White's own move, so
    both pieces are frozen. The King can still go to e7 or take its own pawn on f7.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . p p p 7
      6 . . R . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Rc6-c8 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . R . k . . . 8
      7 p . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a4 c8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | a4     |
      | frozen | White | Rook  | c8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.R4

  @id:xymyx-r4-013
  Scenario: Only the Rook that moved is frozen, not the Queen whose line the opponent opened
    White's Rook goes to b8 and checks along the eighth rank, so it is frozen. In the same turn
    Black moves the pawn from d7 and opens the Queen's diagonal to his own King: the Queen on a4
    gives check too, but Black brought that check on himself, so she stays free. The King can
    still go to e7 or take its own pawn on f7.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . R . . . . K . 1
        a b c d e f g h
      """
    When White plays Rb1-b8 and Black plays d7-d6
    Then the board is
      """
        a b c d e f g h
      8 . R . . k . . . 8
      7 . . . . . p p p 7
      6 . . . p . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: b8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Rook  | b8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.C1 and xymyx.R4

  @id:xymyx-r4-014 @ruling
  Scenario: A Queen is frozen when both players open her line to the King
    Text: the rule freezes a Queen or Rook that "delivers" a check, and does not say who delivers
    it when the moves of both players were needed to open the line.

    Ruling: the check counts as delivered, and the Queen is frozen, unless the checked player
    alone opened the line. Here White's Knight leaves c6 and Black's pawn leaves d7 in the same
    turn: the Queen on a4 now sees the King on e8, and White's own move was part of it.

    Alternative: the check could count as Black's own doing because his pawn move was needed
    too, and the Queen would stay free. But White's Knight move was just as needed, and White
    chose to uncover his Queen.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p p p 7
      6 . . N . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nc6-e5 and Black plays d7-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . p N . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a4
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | a4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.R4

  @id:xymyx-r4-015 @xymyx.C2
  Scenario: A Queen is frozen two turns in a row when her own side uncovers the King's new square
    First turn: the Queen goes to d4 and checks the King on e5, so she is frozen. Second turn: the
    King must step away and goes to d6, which was safe because White's Knight on d5 stood between
    it and the Queen. But in the same turn the Knight leaves d5, and the Queen checks the King
    again along the d-file without having moved. The check is White's doing, so she is frozen a
    second time.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . N k . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Qa4-d4 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 p . . . . . p . 7
      6 . . . . . . . p 6
      5 . . . N k . . . 5
      4 . . . Q . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: d4
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e5     |
      | frozen | White | Queen | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.R4
    When White plays Nd5-c3 and Black plays Ke5-d6
    Then the board is
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 p . . . . . p . 7
      6 . . . k . . . p 6
      5 . . . . . . . . 5
      4 . . . Q . . . . 4
      3 . . N . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: d4
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | d6     |
      | frozen | White | Queen | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R4, xymyx.C2 and xymyx.RA4

  @id:xymyx-r4-016 @xymyx.R3 @ruling
  Scenario: A frozen Rook may be absorbed by another piece of its side
    Text: Rule 4 says a frozen Queen or Rook "cannot move" in the next turn, and Rule 3 lets a
    player take any of his own pieces except the King. Neither says whether a frozen piece may be
    taken by its own side.

    Ruling: it may. The freeze only stops the frozen piece itself from moving; another piece of
    its side may move onto its square and absorb it like any other own piece. White's Knight
    absorbs the frozen Rook on a8, while Black's King, in check from that Rook, steps to e7.

    Alternative: a frozen piece could be untouchable for its own side as well during that turn,
    though the rule names only what the frozen piece itself may not do, not what the other
    pieces may do.

    Given the board
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . . . . . p p p 7
      6 . N . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a8
      """
    When White plays Nb6xa8 and Black plays Ke8-e7
    Then the board is
      """
        a b c d e f g h
      8 N . . . . . . . 8
      7 . . . . k p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | absorbed | White | Rook  | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R3, xymyx.R4 and xymyx.C2
