@xymyx.C1
Feature: Clarification 1. There are no pinned pieces
  A piece standing between its own King and an enemy Queen, Rook or Bishop may move like any
  other piece. Moving it does not lose the King on the spot: the King is simply in check once the
  turn has been carried out, unless the attacking piece itself moved away in the same turn.
  Exposing one's own King is therefore a risk, not an illegal move.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-c1-001
  Scenario: A Knight in front of its King may still make all its moves
    The Knight on d7 stands on the line from the White Bishop to the Black King. In orthodox
    chess it could not move at all; here all six Knight moves are legal.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . n . . . . 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    Then Black's legal moves are Nd7-b6, Nd7-b8, Nd7-c5, Nd7-e5, Nd7-f6, Nd7-f8, Ke8-d8, Ke8-e7, Ke8-f7, Ke8-f8

  @id:xymyx-c1-002
  Scenario: Moving a pinned Knight leaves the King in check after the turn
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . n . . . . 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays Nd7-f6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . n . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.C1

  @id:xymyx-c1-003 @xymyx.R4
  Scenario: A pinned Bishop captures away from the line and its King is checked by the Rook
    The Black Bishop takes the Knight on b4. The e-file is open after the turn, so the Black King
    is in check. The White Rook is not frozen: Black opened its line himself, and Rule 4 freezes
    only a check the checking side gives (see xymyx-r4-011).

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . b . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . N . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays g2-g3 and Black plays Be7xb4
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . . P . 3
      2 . . . . . P . P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | White | Knight | b4     |
      | check    | Black | King   | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.C1 and xymyx.R4

  @id:xymyx-c1-004 @nothing-to-cite
  Scenario: No check when the pinning piece moves away in the same turn
    Black moves the Knight that shielded his King, and at the same time the White Bishop leaves
    the diagonal to take a pawn: nothing attacks the Black King after the turn.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . n . . . . 7
      6 p . . . . . . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bb5xa6 and Black plays Nd7-f6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 B . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | a6     |
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-c1-005
  Scenario: A pinned pawn may capture, exposing its King to the Bishop
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . p . . 7
      6 . . . . N . . . 6
      5 . . . . . . . B 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h4 and Black plays f7xe6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . . . 7
      6 . . . . p . . . 6
      5 . . . . . . . B 5
      4 . . . . . . . P 4
      3 . . . . . . . . 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | White | Knight | e6     |
      | check    | Black | King   | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2 and xymyx.C1

  @id:xymyx-c1-006 @xymyx.R4
  Scenario: A pinned Queen may leave her King to take a Knight
    The White Queen leaves the e-file to win a Knight. Her King is then in check from the Black
    Rook. White opened the Rook's line himself, so the Rook is not frozen and may move next turn.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 n . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . Q P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Qe2xa6 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p . 7
      6 Q . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | a6     |
      | check    | White | King   | e1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.C1 and xymyx.R4

  @id:xymyx-c1-007 @xymyx.END
  Scenario: Moving the piece that shielded the King can lose the game at once
    The Knight on f8 kept the White Rook off the Black King. Once it has gone, the King is in
    check along the eighth rank, g8 is on the Rook's line, and the King cannot take his own pawns
    on g7 and h7 because the White Knight and Bishop guard those squares: checkmate. Black opened
    the Rook's line himself, so the Rook is not frozen (the game is over in any case).

    Given the board
      """
        a b c d e f g h
      8 R . . . . n . k 8
      7 . . . . . . p p 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . B . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays Nf8-d7
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . k 8
      7 . . . n . . p p 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . B . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.C1, xymyx.R4 and xymyx.END
