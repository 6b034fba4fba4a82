@xymyx-classic.R1
Feature: Rule 1. Both players move at the same time
  There is no White turn and Black turn: each player picks a move and registers it without seeing
  the other's, and the two moves are then carried out together as one turn. Every move is judged
  on the board as it stood before the turn, so what the opponent does at the same moment can
  neither make it legal nor get in its way. The order in which the players registered is kept,
  but it only settles ties such as two equal pieces reaching one square. The current edition
  works the same way.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-r1-001
  Scenario: Each player takes an enemy piece in the same turn
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . n . . . . 6
      5 . . . . b . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . . . . 2
      1 . K . R . . . . 1
        a b c d e f g h
      """
    When White plays Rd1xd6 and Black plays Be5xb2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . R . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P b . . . . . . 2
      1 . K . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | d6     |
      | captured | White | Pawn   | b2     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-r1-002
  Scenario: A Rook may not pass a Knight on its file, even though the Knight leaves in the same turn
    On the board before the turn the Knight on a5 blocks the a-file. White does not know that
    Black will move it, and his move is judged without that knowledge.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 n . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays Na5-c6
    Then the turn is rejected because White's move Ra1-a8 is illegal under xymyx-classic.R1.blocked

  @id:xymyx-classic-r1-003 @ruling
  Scenario: A Rook slides through the square an enemy Knight jumps to in the same turn
    Text: The rules have both moves made at the same moment, but they do not say whether a piece
    sliding along a line can be stopped by a piece that arrives on that line during the turn.

    Ruling: Moves of the same turn never block or cut off one another. Each move is judged on the
    board before the turn, and a Rook, Bishop or Queen passes through any square that another
    piece enters or leaves during that turn.

    Alternative: The sliding piece could stop just before the square the other piece enters, as
    in some other simultaneous variants, or the two pieces could collide where their paths
    cross.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . n . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1-d7 and Black plays Nf5-d4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . R . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . n . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-r1-004 @nothing-to-cite @xymyx-classic.R4
  Scenario: A King steps onto the file a Rook reaches in the same turn and ends in check
    The square h8 was safe on the board before the turn; the White Rook arrives on the h-file at
    the same moment. In this edition a Rook that gives check is not frozen.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 K . . . . . . . 2
      1 . R . . . . . . 1
        a b c d e f g h
      """
    When White plays Rb1-h1 and Black plays Kg8-h8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 K . . . . . . . 2
      1 . . . . . . . R 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | h8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.N1

  @id:xymyx-classic-r1-005 @xymyx-classic.R2
  Scenario: White registered first, so White keeps the square two Knights reach
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nc3-d5 first, then Black plays Nf6-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Knight | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r1-006 @xymyx-classic.R2
  Scenario: The same two Knights, but Black registered first and keeps the square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Nf6-d5 first, then White plays Nc3-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . n . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Knight | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r1-007 @ruling @xymyx-classic.N1
  Scenario: A piece may not move onto the enemy King's square, even when the King steps away
    Text: the text never describes a King being taken: Note N1 answers a check only by moving the
    King, and the game is won by mate. It does not say whether a piece may still be sent to the
    square where the enemy King stands, in the hope that the King stays there.

    Ruling: such a move is never legal. Judged on the board before the turn it would take the
    King, which orthodox chess, whose rules the text keeps, never allows; so it is rejected even
    though the King steps away in the same turn. The Rook on a1 checks the King on a8, and in
    this edition a Rook that gives check is not frozen: it may go anywhere along its lines, but
    not to a8.

    Alternative: taking the King could be allowed and win the game, as in some other
    simultaneous variants; or the move could be allowed and simply fail as a capture (Note N3)
    when the King steps away. Both treat the King as a piece that can be captured, which neither
    the text nor orthodox chess ever does.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P . 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa8 and Black plays Ka8-b8
    Then the turn is rejected because White's move Ra1xa8 is illegal under xymyx-classic.R1
