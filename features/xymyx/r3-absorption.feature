@xymyx.R3
Feature: Rule 3. Absorption: taking one of your own pieces
  A player may move a piece onto a square held by one of their own pieces, except their King: the
  piece that moved stays and the piece that stood there is removed. If an enemy piece comes to
  that same square in the same turn, the player who had two pieces there keeps only the one that
  moved, and the enemy piece is removed too, whatever the ranks of the pieces.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-r3-001
  Scenario: A Rook absorbs its own Knight
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 N . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa4 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 R . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | a4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-002
  Scenario: A Queen absorbs its own pawn
    Given the board
      """
        a b c d e f g h
      8 . . . q . . k . 8
      7 . . . . . p p p 7
      6 . . . p . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays a2-a3 and Black plays Qd8xd6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . q . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | absorbed | Black | Pawn  | d6     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-003
  Scenario: A Knight absorbs its own Bishop
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . B . . . . 4
      3 . . . . . N . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3xd4 and Black plays g7-g6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p . p 7
      6 . . . . . . p . 6
      5 . . . . . . . . 5
      4 . . . N . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Bishop | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-004
  Scenario: A Bishop absorbs its own Knight
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . N . . . 3
      2 . . . . . P P P 2
      1 . . B . . . K . 1
        a b c d e f g h
      """
    When White plays Bc1xe3 and Black plays f7-f6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . p . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . B . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | e3     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-005
  Scenario: A pawn absorbs its own Knight with a diagonal step
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . n . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-h1 and Black plays e5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | Black | Knight | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-006
  Scenario: A pawn may absorb diagonally but may not push onto its own piece
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . P P . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    Then White's legal moves are Kh1-g1, Kh1-g2, Kh1-h2, d5-d6, e4xd5, e5-e6
    And White may not play e4-e5

  @id:xymyx-r3-007
  Scenario: No piece may take its own King
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . N . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    Then White's legal moves are Kh1-g1, Kh1-g2, Kh1-h2, Nf2-d1, Nf2-d3, Nf2-e4, Nf2-g4, Nf2-h3
    And White may not play Nf2xh1

  @id:xymyx-r3-008 @ruling @xymyx.C2
  Scenario: A King in check escapes by absorbing its own Bishop
    Text: The rules let a player take one of their own pieces, the King excepted, but they do
    not say whether the King itself may be the piece that does the taking.

    Ruling: A King may absorb one of its own pieces, as long as the square is safe, exactly as
    for any other King move. A King in check may therefore escape onto a square held by one of
    its own pieces.

    Alternative: Absorption could be kept for the other pieces only, so that a King's own pieces
    hem it in as they do in orthodox chess.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . n P P 2
      1 . . . . . . B K 1
        a b c d e f g h
      """
    When White plays Kh1xg1 and Black plays Ka8-b7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . k . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . n P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Bishop | g1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R3 and xymyx.C2

  @id:xymyx-r3-009 @ruling
  Scenario: A King may absorb its own piece only on a square that is not attacked
    Text: The rules let a player take one of their own pieces, the King excepted, but they do
    not say whether the King itself may be the piece that does the taking.

    Ruling: A King may absorb one of its own pieces, as long as the square is safe, exactly as
    for any other King move. A King in check may therefore escape onto a square held by one of
    its own pieces.

    Alternative: Absorption could be kept for the other pieces only, so that a King's own pieces
    hem it in as they do in orthodox chess.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . b . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . B K . 1
        a b c d e f g h
      """
    Then White may not play Kg1xf1
    And White may play Kg1xh2

  @id:xymyx-r3-010
  Scenario: Double absorption: a Rook absorbs its own Knight as a Bishop comes to take it
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . b . . . . . . 6
      5 . . . . . . . . 5
      4 . . . N . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1xd4 and Black plays Bb6xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . R . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | d4     |
      | captured | Black | Bishop | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-011
  Scenario: Double absorption: a pawn stays and a Queen is lost, whatever the ranks
    Given the board
      """
        a b c d e f g h
      8 . . . q . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays Qd8xd5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . P . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | d5     |
      | captured | Black | Queen  | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-012
  Scenario: Double absorption: a Knight absorbs its own Bishop as a Rook comes to take it
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . n . . . . . 6
      5 . . . . b . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe5 and Black plays Nc6xe5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . n . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | Black | Bishop | e5     |
      | captured | White | Rook   | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-013
  Scenario: Double absorption does not depend on who registered first
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . q p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3xe5 first, then Black plays Qe7xe5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . q . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | Black | Pawn   | e5     |
      | captured | White | Knight | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-014 @xymyx.C3
  Scenario: A Rook escapes a capture by absorbing its own Knight
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . b . . . 5
      4 N . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa4 and Black plays Be5xa1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 R . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 b . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece  | square |
      | absorbed       | White | Knight | a4     |
      | failed capture | Black | Bishop | a1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R3 and xymyx.C3

  @id:xymyx-r3-015 @xymyx.R4
  Scenario: A Rook absorbs its own pawn, opens the file and gives check
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . p . p . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe4 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . R . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
        frozen: e4
      """
    And the events are
      | event    | side  | piece | square |
      | absorbed | White | Pawn  | e4     |
      | check    | Black | King  | e8     |
      | frozen   | White | Rook  | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R3, xymyx.C2 and xymyx.R4

  @id:xymyx-r3-016 @xymyx.RA3
  Scenario: A pawn absorbs its own Knight on a8 and promotes to a Queen there
    A pawn may take one of its own pieces with its diagonal step, and when that step reaches the
    last rank it promotes as usual. The Knight on a8 is removed and the new Queen stands there.

    Given the board
      """
        a b c d e f g h
      8 N . . . . . . . 8
      7 . P . . . . . p 7
      6 . . . . . . k . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7xa8=Q and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 Q . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . k p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | promoted | White | Queen  | a8     |
      | absorbed | White | Knight | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R3

  @id:xymyx-r3-017
  Scenario: Double absorption removes two pieces, so the count of turns towards a draw starts again
    The Knight absorbed by its own Rook and the Bishop that came to take it both leave the board.
    No pawn moved, yet the count of turns without a capture or a pawn move goes back to zero.

    Given the position "6k1/5ppp/1b6/8/3N4/8/5PPP/3R2K1 w - - 12 30"
    When White plays Rd1xd4 and Black plays Bb6xd4
    Then the position is "6k1/5ppp/8/8/3R4/8/5PPP/6K1 w - - 0 31"
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | d4     |
      | captured | Black | Bishop | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R3

  @id:xymyx-r3-018
  Scenario: A Rook may not take its own King
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . R . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Re4xe1 and Black plays Ke8-d7
    Then the turn is rejected because White's move Re4xe1 is illegal under xymyx.R3.own-king
