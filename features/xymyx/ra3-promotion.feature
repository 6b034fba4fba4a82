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
