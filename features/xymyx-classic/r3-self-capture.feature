@xymyx-classic.R3
Feature: Rule 3. Taking one of your own pieces
  A player may move a piece onto a square held by one of his own pieces: the piece that moved
  stays and the one that stood there leaves the board. His King is the exception: no piece may
  take it, and a King may itself take one of its own pieces only on a square that is not
  attacked. If an enemy piece comes to that same square in the same turn, the player who held the
  square keeps the piece he moved there and loses the one that stood there, and the enemy piece is
  removed too, whatever the ranks of the pieces. The current edition has the same rule.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-r3-001
  Scenario: A Rook takes its own Knight
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1xd5 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . R . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R3

  @id:xymyx-classic-r3-002
  Scenario: A Queen takes her own pawn
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . q . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays a2-a3 and Black plays Qc7xe5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . q . . . 5
      4 . . . . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | absorbed | Black | Pawn  | e5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R3

  @id:xymyx-classic-r3-003
  Scenario: A pawn may take its own pawn diagonally but may not push onto it
    The pawn on f3 may take its own pawn on g4, but the pawn on f4 stands in its way straight
    ahead.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . P P . 4
      3 . . . . . P . . 3
      2 . . . . . . . . 2
      1 K . . . . . . . 1
        a b c d e f g h
      """
    Then White's legal moves are Ka1-a2, Ka1-b1, Ka1-b2, f3xg4, f4-f5, g4-g5
    And White may not play f3-f4

  @id:xymyx-classic-r3-004 @ruling
  Scenario: No piece may take its own King
    Text: The rule lets a player take his own pieces and names no exception, so on its face it
    would let a piece take its own King.

    Ruling: A piece may take any of its own pieces except its King. A King is never taken, by an
    enemy piece or by one of its own.

    Alternative: Taking one's own King could be allowed and treated as losing the game, much like
    resigning.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . n . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 K . . . . . . . 1
        a b c d e f g h
      """
    Then Black's legal moves are Ke8-d7, Ke8-d8, Ke8-e7, Ke8-f7, Ke8-f8, Ng7-e6, Ng7-f5, Ng7-h5
    And Black may not play Ng7xe8

  @id:xymyx-classic-r3-005 @ruling
  Scenario: Three pieces on one square: a Rook takes its own Knight as a Bishop comes to take it
    Text: When both players move onto a square that one of them already holds, the rule gives
    the square to the player who was there first, together with the piece he moved in, and says
    that the ranks of the pieces decide nothing. It does not say plainly which of that player's
    two pieces stays.

    Ruling: The piece the player moved there stays. The piece that stood on the square and the
    enemy piece that arrived are both removed, whatever their ranks and whoever registered first.

    Alternative: The piece that stood on the square could be the one that stays, with both
    arriving pieces removed.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . b . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe4 and Black plays Bb7xe4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . R . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | e4     |
      | captured | Black | Bishop | e4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R3

  @id:xymyx-classic-r3-006 @ruling
  Scenario: Three pieces on one square: a pawn stays and a Queen is lost, whatever the ranks
    Text: When both players move onto a square that one of them already holds, the rule gives
    the square to the player who was there first, together with the piece he moved in, and says
    that the ranks of the pieces decide nothing. It does not say plainly which of that player's
    two pieces stays.

    Ruling: The piece the player moved there stays. The piece that stood on the square and the
    enemy piece that arrived are both removed, whatever their ranks and whoever registered first.

    Alternative: The piece that stood on the square could be the one that stays, with both
    arriving pieces removed.

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
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1xd4 and Black plays e5xd4
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
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | Black | Knight | d4     |
      | captured | White | Queen  | d4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R3

  @id:xymyx-classic-r3-007 @ruling
  Scenario: Three pieces on one square: the Rook's player registered first and still loses it
    Text: When both players move onto a square that one of them already holds, the rule gives
    the square to the player who was there first, together with the piece he moved in, and says
    that the ranks of the pieces decide nothing. It does not say plainly which of that player's
    two pieces stays.

    Ruling: The piece the player moved there stays. The piece that stood on the square and the
    enemy piece that arrived are both removed, whatever their ranks and whoever registered first.

    Alternative: The piece that stood on the square could be the one that stays, with both
    arriving pieces removed.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . P . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Re8xe5 first, then White plays Nf3xe5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . N . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | absorbed | White | Pawn  | e5     |
      | captured | Black | Rook  | e5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R3

  @id:xymyx-classic-r3-008 @ruling
  Scenario: A King may take its own piece only on a square that is not attacked
    Text: The rule lets a player take his own pieces, but does not say whether his King may be
    the piece that does the taking.

    Ruling: A King may take one of its own pieces like any other piece, but, as for every King
    move, only on a square no enemy piece attacks. Here the Knight on d1 stands on the Black
    Rook's file, while the pawn on f2 is safe.

    Alternative: Taking one's own pieces could be kept for the other pieces only, so that a
    King's own pieces hem it in as in orthodox chess.

    Given the board
      """
        a b c d e f g h
      8 . . . r . . . k 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P . . 2
      1 . . . N K . . . 1
        a b c d e f g h
      """
    Then White's legal moves are Ke1-e2, Ke1-f1, Ke1xf2, Nd1-b2, Nd1-c3, Nd1-e3, Nd1xf2, f2-f3, f2-f4
    And White may not play Ke1xd1

  @id:xymyx-classic-r3-009 @ruling @xymyx-classic.N1
  Scenario: A King in check escapes by taking its own Knight
    Text: The rule lets a player take his own pieces, but does not say whether his King may be
    the piece that does the taking.

    Ruling: A King may take one of its own pieces like any other piece, but, as for every King
    move, only on a square no enemy piece attacks. A King in check may therefore escape onto a
    square held by one of its own pieces.

    Alternative: Taking one's own pieces could be kept for the other pieces only, so that a
    King's own pieces hem it in as in orthodox chess.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . b . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 K N . . . . . . 1
        a b c d e f g h
      """
    When White plays Ka1xb1 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . b . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . K . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | absorbed | White | Knight | b1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R3 and xymyx-classic.N1

  @id:xymyx-classic-r3-010 @xymyx-classic.N3
  Scenario: A Rook escapes a capture by taking its own Knight
    The Bishop aimed at the Rook on h1; the Rook has gone to h5, so the Bishop lands on h1 and
    takes nothing.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . b . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . N 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . K . . . . 2
      1 . . . . . . . R 1
        a b c d e f g h
      """
    When White plays Rh1xh5 and Black plays Bb7xh1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . R 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . K . . . . 2
      1 . . . . . . . b 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece  | square |
      | absorbed       | White | Knight | h5     |
      | failed capture | Black | Bishop | h1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R3 and xymyx-classic.N3

  @id:xymyx-classic-r3-011 @nothing-to-cite @xymyx-classic.R4
  Scenario: A Rook takes its own pawn, opens the file and gives check, but is not frozen
    In this edition only a Queen is frozen after giving check.

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
      """
    And the events are
      | event    | side  | piece | square |
      | absorbed | White | Pawn  | e4     |
      | check    | Black | King  | e8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R3 and xymyx-classic.N1

  @id:xymyx-classic-r3-012 @xymyx-classic.R4
  Scenario: A Queen takes her own pawn, opens the file and gives check, and is frozen
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
      1 . . . . Q . K . 1
        a b c d e f g h
      """
    When White plays Qe1xe4 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . Q . . . 4
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
      | frozen   | White | Queen | e4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R3, xymyx-classic.N1 and xymyx-classic.R4
