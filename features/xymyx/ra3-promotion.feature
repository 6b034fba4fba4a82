@xymyx.RA3
Feature: Rarity 3. A promoted pawn collides as its new piece
  A pawn that reaches the last rank becomes the chosen piece at once, within the same turn. If an
  enemy piece arrives on that square in the same turn, the collision is judged with the new piece,
  not with the pawn: a new Queen beats a Rook, but a new Knight loses to it, and equal pieces
  favour the player who registered first.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-ra3-001 @xymyx.R4
  Scenario: A new Queen gives check on the very turn the pawn promotes
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . P . . . . . . 7
      6 . . . . . . . . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7-b8=Q and Black plays a5-a4
    Then the board is
      """
        a b c d e f g h
      8 . Q . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 p . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
        frozen: b8
      """
    And the events are
      | event    | side  | piece | square |
      | promoted | White | Queen | b8     |
      | check    | Black | King  | h8     |
      | frozen   | White | Queen | b8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3, xymyx.C2 and xymyx.R4

  @id:xymyx-ra3-002 @xymyx.R2
  Scenario: A pawn promoting to a Queen beats a Rook arriving on the same square
    Given the board
      """
        a b c d e f g h
      8 . . . r . . . . 8
      7 . P . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7-b8=Q and Black plays Rd8-b8
    Then the board is
      """
        a b c d e f g h
      8 . Q . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Queen | b8     |
      | collision | Black | Rook  | b8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R2

  @id:xymyx-ra3-003 @xymyx.R2
  Scenario: A pawn promoting to a Knight loses to a Rook arriving on the same square
    Given the board
      """
        a b c d e f g h
      8 . . . r . . . . 8
      7 . P . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7-b8=N and Black plays Rd8-b8
    Then the board is
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | promoted  | White | Knight | b8     |
      | collision | White | Knight | b8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R2

  @id:xymyx-ra3-004 @xymyx.R2.equal
  Scenario: A pawn promoting to a Rook meets a Rook and the first to register stays
    Given the board
      """
        a b c d e f g h
      8 . . . r . . . . 8
      7 . P . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7-b8=R first, then Black plays Rd8-b8
    Then the board is
      """
        a b c d e f g h
      8 . R . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Rook  | b8     |
      | collision | Black | Rook  | b8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R2

  @id:xymyx-ra3-005 @xymyx.R2.equal
  Scenario: The same promotion to a Rook, but Black registered first and its Rook stays
    Given the board
      """
        a b c d e f g h
      8 . . . r . . . . 8
      7 . P . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Rd8-b8 first, then White plays b7-b8=R
    Then the board is
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Rook  | b8     |
      | collision | White | Rook  | b8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R2

  @id:xymyx-ra3-006 @xymyx.R2
  Scenario: A pawn promoting to a Knight beats a Bishop arriving on the same square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . P . . . . . 7
      6 b . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays c7-c8=N and Black plays Ba6-c8
    Then the board is
      """
        a b c d e f g h
      8 . . N . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . k . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | promoted  | White | Knight | c8     |
      | collision | Black | Bishop | c8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R2

  @id:xymyx-ra3-007 @xymyx.R2.equal
  Scenario: A Black pawn promoting to a Queen meets a White Queen and the first to register stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . k . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . Q . . K . 3
      2 . p . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Qd3-b1 first, then Black plays b2-b1=Q
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . k . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . K . 3
      2 . . . . . . . P 2
      1 . Q . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | Black | Queen | b1     |
      | collision | Black | Queen | b1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R2

  @id:xymyx-ra3-008 @xymyx.R2.equal
  Scenario: The same promotion to a Queen, but Black registered first and its new Queen stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . k . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . Q . . K . 3
      2 . p . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When Black plays b2-b1=Q first, then White plays Qd3-b1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . k . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . K . 3
      2 . . . . . . . P 2
      1 . q . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | Black | Queen | b1     |
      | collision | White | Queen | b1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R2

  @id:xymyx-ra3-009 @xymyx.R2 @ruling
  Scenario: A King steps onto the promotion square and beats the new Queen
    Text: The rules rank Queen, Rook, Knight, Bishop and pawn for a collision, and say that a
    King meeting a pawn on an empty square stays there; they say nothing about a King meeting
    any other piece.

    Ruling: A King always wins a collision, whatever the other piece is. Apart from a pawn, the
    only piece a King can meet this way is one that a pawn becomes by promoting with a straight
    step: any other piece able to reach a square already attacks it, and a King never steps onto
    an attacked square.

    Alternative: The promoted piece could be counted as the stronger piece and win, or a King's
    move onto the promotion square could be forbidden outright.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 P k . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays a7-a8=Q and Black plays Kb7-a8
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | promoted  | White | Queen | a8     |
      | collision | White | Queen | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3, xymyx.R2 and xymyx.RA2

  @id:xymyx-ra3-010 @xymyx.R4
  Scenario: A pawn captures a Rook, promotes and gives check in one move
    Given the board
      """
        a b c d e f g h
      8 r . . . . . . k 8
      7 . P . . . . p p 7
      6 . . . . . . . . 6
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
      8 Q . . . . . . k 8
      7 . . . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
        frozen: a8
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | a8     |
      | promoted | White | Queen | a8     |
      | check    | Black | King  | h8     |
      | frozen   | White | Queen | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3, xymyx.C2 and xymyx.R4

  @id:xymyx-ra3-011 @xymyx.R3 @ruling
  Scenario: A pawn takes on a8 and promotes while Black's Knight absorbs its own Rook there: the Knight stays
    Text: Rarity 3 judges a promoted pawn that meets an enemy piece as a collision, with the new
    piece's rank. Rule 3 covers the case of three pieces on one square: a player's own piece
    standing there, another of his pieces moving onto it and an enemy piece arriving to take.
    Neither text says which applies when the enemy arrival is a pawn promoting on that square.

    Ruling: Rule 3 governs. Black had two pieces on a8, the Rook that stood there and the Knight
    that moved onto it, so the Knight stays, and both the Rook and the new White Queen are
    removed. The rank White chose for the promotion plays no part, and neither does who
    registered first.

    Alternative: The square could be settled as a Rarity 3 collision between the new Queen and
    the Knight, which the Queen would win. Not chosen: Rarity 3 speaks of two pieces arriving on
    one square, while Rule 3 names exactly this case of three pieces and says that ranks do not
    decide it.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . . k 8
      7 . P . . . . p p 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7xa8=Q and Black plays Nb6xa8
    Then the board is
      """
        a b c d e f g h
      8 n . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | promoted | White | Queen | a8     |
      | absorbed | Black | Rook  | a8     |
      | captured | White | Queen | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R3

  @id:xymyx-ra3-012 @xymyx.R3 @ruling
  Scenario: A pawn promotes to a Knight by absorbing its own Bishop on a8 as Black's Queen arrives: the Knight stays
    Text: Rarity 3 settles a promoted pawn meeting an enemy piece as a collision judged by the
    new piece's rank. Rule 3 settles a square where one player has a piece standing, moves
    another piece onto it, and the enemy arrives too. The text does not say which rule applies
    when the piece moving onto its own piece is a promoting pawn.

    Ruling: Rule 3 governs. White had two pieces on a8, the Bishop that stood there and the pawn
    that moved onto it and became a Knight, so the new Knight stays, and the Bishop and Black's
    Queen are removed, although a Queen outranks a Knight. Who registered first does not matter.

    Alternative: The new Knight could meet the Queen as a Rarity 3 collision, which the Queen
    would win. Not chosen: Rule 3 names the three-piece square explicitly and leaves ranks out of
    it, while Rarity 3 is about two pieces arriving on one square.

    Given the board
      """
        a b c d e f g h
      8 B . . . . . . k 8
      7 . P . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 q . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7xa8=N and Black plays Qa3xa8
    Then the board is
      """
        a b c d e f g h
      8 N . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | promoted | White | Knight | a8     |
      | absorbed | White | Bishop | a8     |
      | captured | Black | Queen  | a8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.RA3 and xymyx.R3

  @id:xymyx-ra3-013
  Scenario: A pawn that reaches the last rank without naming its new piece is refused
    Given the position "4k3/1P6/8/8/8/8/8/4K3 w - - 0 40"
    When White plays b7b8 and Black plays Ke8-d7
    Then the turn is rejected because White's move b7b8 is illegal under xymyx.RA3.promotion-unnamed
