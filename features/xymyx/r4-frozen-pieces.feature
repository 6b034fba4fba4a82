@xymyx.R4
Feature: Rule 4. A Queen or Rook that gives check is frozen
  When a turn has been carried out, every Queen and every Rook that attacks the enemy King is
  frozen: its owner may not move it in the next turn, although it still attacks as usual.
  Bishops, Knights and pawns are never frozen, even when they give check. A freeze lasts one
  turn only: after the next turn the frozen pieces are worked out again from the new board.

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

  @id:xymyx-r4-003
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

  @id:xymyx-r4-004
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
    Then the turn is rejected because White's move Qh5xh7 is illegal

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

  @id:xymyx-r4-009 @ruling
  Scenario: A Rook that gives a discovered check is frozen, the Knight that moved is not
    Text: the rule freezes a Queen or Rook that delivers a check, without saying whether a piece
    counts as delivering a check when another piece moved out of its way.

    Ruling: every Queen and Rook that attacks the enemy King after the turn is frozen, however
    the check arose. Here the Knight's move opens the e-file: the Rook is frozen, the Knight
    (which also gives check) is not.

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

  @id:xymyx-r4-010 @ruling
  Scenario: A Queen that gives a discovered check is frozen
    Text: the rule freezes a Queen or Rook that delivers a check, without saying whether a piece
    counts as delivering a check when another piece moved out of its way.

    Ruling: every Queen and Rook that attacks the enemy King after the turn is frozen, however
    the check arose. The Knight steps off the diagonal and the Queen on a4 is frozen.

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

  @id:xymyx-r4-011 @ruling @xymyx.C1
  Scenario: A Queen is frozen when the opponent opens her line to his own King
    Text: the rule freezes a Queen or Rook that delivers a check. Here White's Queen does
    nothing: Black himself moves the pawn that stood between the Queen and his King.

    Ruling: every Queen and Rook that attacks the enemy King after the turn is frozen, however
    the check arose, so the Queen on a4 is frozen although White only moved a pawn.

    Alternative: a check the checked player brought on himself was not "delivered" by the
    Queen, so she would stay free.

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
      frozen: a4
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | a4     |
    And the game goes on

  @id:xymyx-r4-012
  Scenario: A Queen and a Rook that both give check are both frozen
    White's Rook checks along the eighth rank while Black's pawn move opens the Queen's
    diagonal: both pieces attack the King after the turn, so both are frozen.

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
      frozen: a4 b8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | a4     |
      | frozen | White | Rook  | b8     |
    And the game goes on
