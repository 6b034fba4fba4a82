@xymyx-classic.N2
Feature: Note 2. There are no pinned pieces
  A piece that stands between its own King and an enemy Queen, Rook or Bishop may move like any
  other piece. The move is not illegal: the King is simply in check once the turn has been
  carried out, unless the attacking piece itself moved away in the same turn. Uncovering one's
  own King is a risk a player may choose to take. The current edition has the same rule; the only
  difference shows after the turn, where a Rook that now gives check is not frozen in this
  edition, while a Queen is.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-n2-001
  Scenario: A Knight in front of its King may still make all its moves
    The Knight on f2 stands on the Black Bishop's diagonal to the White King. In orthodox chess
    it could not move at all; here all six of its moves are legal. The King may not take the
    Knight, since the Bishop attacks f2.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . b . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . N . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    Then White's legal moves are Kg1-f1, Kg1-g2, Kg1-h1, Kg1-h2, Nf2-d1, Nf2-d3, Nf2-e4, Nf2-g4, Nf2-h1, Nf2-h3

  @id:xymyx-classic-n2-002
  Scenario: Moving a pinned Knight leaves its King in check after the turn
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 p p . . . . . . 7
      6 . . . . . . . . 6
      5 . . b . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . N . P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf2-e4 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . p . . . . . . 7
      6 p . . . . . . . 6
      5 . . b . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | g1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1 and xymyx-classic.N2

  @id:xymyx-classic-n2-003 @nothing-to-cite @xymyx-classic.R4
  Scenario: A pinned Bishop takes a Knight and its King is checked by a Rook that is not frozen
    The Black Bishop leaves the e-file to take the Knight on b2. The White Rook then gives check
    along the open file; in this edition a Rook is not frozen for that.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . b . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . N . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays f2-f3 and Black plays Be5xb2
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . P . . 3
      2 . b . . . . P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | White | Knight | b2     |
      | check    | Black | King   | e8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1 and xymyx-classic.N2

  @id:xymyx-classic-n2-004 @nothing-to-cite
  Scenario: No check when the pinning Rook moves away in the same turn
    White moves the Knight that shielded his King while the Black Rook leaves the e-file to take
    a Knight: nothing attacks the White King after the turn.

    Given the board
      """
        a b c d e f g h
      8 . N . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . N P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Ne2-d4 and Black plays Re8xb8
    Then the board is
      """
        a b c d e f g h
      8 . r . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . N . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | White | Knight | b8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-n2-005 @xymyx-classic.R4
  Scenario: A pinned Queen leaves her King to take a Knight, and the enemy Queen that checks is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . q . k . 8
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
      8 . . . . q . k . 8
      7 . . . . . p p . 7
      6 Q . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      frozen: e8
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | a6     |
      | check    | White | King   | e1     |
      | frozen   | Black | Queen  | e8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.N2 and xymyx-classic.R4

  @id:xymyx-classic-n2-006
  Scenario: A pinned pawn takes a Knight and uncovers its King to the Bishop
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . b 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . n . . . . . 3
      2 P P . P . . . . 2
      1 . . K . . . . . 1
        a b c d e f g h
      """
    When White plays d2xc3 and Black plays f7-f6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . p . b 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . P . . . . . 3
      2 P P . . . . . . 2
      1 . . K . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | c3     |
      | check    | White | King   | c1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1 and xymyx-classic.N2

  @id:xymyx-classic-n2-007 @xymyx-classic.N1
  Scenario: Moving the piece that shielded the King can lose the game at once
    The Knight on f8 kept the White Rook off the Black King. Once it has gone the King is in
    check along the eighth rank: g8 is on the Rook's line, and the King may not take his own pawns
    on g7 and h7 because the White Bishop and Knight attack those squares. No other piece may
    answer the check, so it is checkmate.

    Given the board
      """
        a b c d e f g h
      8 R . . . . n . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . N . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . B . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays Nf8-d7
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . k 8
      7 . . . n . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . N . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . B . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
    And White wins by checkmate
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.N2 and xymyx-classic.ORTHODOX
