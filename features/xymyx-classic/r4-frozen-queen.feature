@xymyx-classic.R4
Feature: Rule 4. Only a Queen that gives check is frozen
  When a turn has been carried out, every Queen that attacks the enemy King is frozen, whoever
  opened her line: her owner may not move her in the next turn, although she still attacks as
  usual. No other piece is ever frozen, so a Rook that gives check may move again at once. A
  freeze lasts one turn only: after the next turn it is worked out again from the new board. The
  current edition freezes Rooks as well as Queens, and only for a check the piece's own side
  brought about; this edition names the Queen alone, and any check she gives.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-r4-001
  Scenario: A Queen that gives check is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1-a4 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a4
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | a4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1 and xymyx-classic.R4

  @id:xymyx-classic-r4-002 @nothing-to-cite
  Scenario: A Rook that gives check is not frozen
    The Rook checks along the open e-file. Unlike the Queen, it carries no freeze.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-e1 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | e8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N1

  @id:xymyx-classic-r4-003 @nothing-to-cite
  Scenario: The Rook that gave check moves again at once and gives a new check
    The Rook on e1 gave check in the last turn and is not frozen. While the Black King steps to
    d7, the Rook runs up to e7 and checks it again, still without being frozen.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1-e7 and Black plays Ke8-d7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . r 8
      7 p p . k R . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | d7     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N1

  @id:xymyx-classic-r4-004 @xymyx-classic.N1
  Scenario: A frozen Queen must stay where she is while White's other pieces may move
    The Queen on a4 gave check last turn. White may move his pawns or his King, but not the
    Queen, not even to take a pawn. Black, in check, may only move his King off her diagonal.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a4
      """
    Then White may not play Qa4xa7
    And White may not play Qa4-d7
    And White may not play Qa4-a5
    And White may play b2-b4
    And White may play Kg1-h1
    And Black's legal moves are Ke8-d8, Ke8-e7, Ke8-f7, Ke8-f8

  @id:xymyx-classic-r4-005
  Scenario: The turn is rejected when a player moves his frozen Queen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a4
      """
    When White plays Qa4xa7 and Black plays Ke8-e7
    Then the turn is rejected because White's move Qa4xa7 is illegal under xymyx-classic.R4

  @id:xymyx-classic-r4-006
  Scenario: The freeze is lifted after one turn
    The Queen on a4 had to stay put for a turn. The Black King has left her diagonal, so she
    gives no check any more and is free again.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . r 8
      7 p p . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: a4
      """
    When White plays b2-b4 and Black plays Ke8-e7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . r 8
      7 p p . . k . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 Q P . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R4 and xymyx-classic.N1

  @id:xymyx-classic-r4-007
  Scenario: When a Queen and a Rook both give check, only the Queen is frozen
    The Rook checks along the eighth rank, while Black's own pawn move opens the Queen's
    diagonal to his King. Both pieces attack the King after the turn; only the Queen is frozen.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . p . . . p . . 7
      6 . . . . . . . . 6
      5 . . . . . . . Q 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays f7-f6
    Then the board is
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . p . . . . . . 7
      6 . . . . . p . . 6
      5 . . . . . . . Q 5
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.N2 and xymyx-classic.R4

  @id:xymyx-classic-r4-008 @ruling
  Scenario: A Queen that gives a discovered check is frozen
    Text: Rule 4 freezes the Queen when a player is checked by her. It does not say whether that
    covers a check she gives without moving, because another piece stepped out of her way.

    Ruling: every Queen that attacks the enemy King after the turn is frozen, however the check
    arose. The Knight leaves e2, the Queen on e1 now sees the Black King along the e-file, and
    she is frozen.

    Alternative: only a Queen that moved to give check is frozen, so a discovered check would
    leave her free.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . N P P P 2
      1 . . . . Q . K . 1
        a b c d e f g h
      """
    When White plays Ne2-c3 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 . . . . . P P P 2
      1 . . . . Q . K . 1
        a b c d e f g h
      frozen: e1
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | e8     |
      | frozen | White | Queen | e1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1 and xymyx-classic.R4

  @id:xymyx-classic-r4-009 @ruling @xymyx-classic.N2
  Scenario: A Queen is frozen when the opponent opens her diagonal to his own King
    Text: Rule 4 freezes the Queen "If a player is checked by the queen". Here White's Queen does
    nothing: Black himself moves the pawn that stood between her and his King, which Note N2
    allows.

    Ruling: the sentence is passive: it asks only which piece checks the player, not who opened
    its line. Every Queen that attacks the enemy King after the turn is frozen, however the check
    arose, so the Queen on a4 is frozen although White only moved a pawn.

    Alternative: a check the checked player brought on himself was not given by the Queen, so
    she would stay free. That is how the current edition reads, whose text has a Queen or Rook
    "deliver" a check, an act of the checking side, so that a line opened by the checked player
    alone freezes nothing there. The classic wording has no such verb and looks only at the
    check, so the Queen is frozen here and not in the current edition.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . p . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays d7-d6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . p . . . . 6
      5 . . . . . . . . 5
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.N2 and xymyx-classic.R4

  @id:xymyx-classic-r4-010
  Scenario: A position with a frozen Rook is refused
    This edition freezes only a Queen, so a position that says the Rook on a8, which gives check,
    is frozen cannot arise in a game of it, although it could in the current edition.

    Given the position "r3K3/8/8/8/8/8/8/4k3 w - - 0 1 frozen=a8"
    Then the position is refused
