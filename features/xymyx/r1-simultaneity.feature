@xymyx.R1
Feature: Rule 1. Both players move at the same time
  Both players choose a move at the same time and register it in secret. A registered move is
  final, and the order in which the two players registered is recorded. Once both moves are in,
  they are carried out together as one turn: each move is judged on the board as it stood before
  the turn, and two moves of the same turn never get in each other's way. Who registered first
  matters only when a tie has to be broken, for example when two equal pieces arrive on the same
  square.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-r1-001
  Scenario: Both opening moves are carried out together
    Given the board
      """
        a b c d e f g h
      8 r n b k q b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
        castling: KQkq
      """
    When White plays e2-e4 and Black plays e7-e5
    Then the board is
      """
        a b c d e f g h
      8 r n b k q b n r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
        castling: KQkq
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-r1-002
  Scenario: Both players capture in the same turn
    Given the board
      """
        a b c d e f g h
      8 . k . . . . . r 8
      7 p p . . . n . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . B . . . . N 4
      3 . . . . . . . . 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bc4xf7 and Black plays Rh8xh4
    Then the board is
      """
        a b c d e f g h
      8 . k . . . . . . 8
      7 p p . . . B . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . r 4
      3 . . . . . . . . 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | f7     |
      | captured | White | Knight | h4     |
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-r1-003 @xymyx.RA4
  Scenario: A move is judged before the opponent's move is known
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . P P P 2
      1 . . B . . . K . 1
        a b c d e f g h
      """
    When White plays Bc1-g5 and Black plays Ne3-d5
    Then the turn is rejected because White's move Bc1-g5 is illegal under xymyx.RA4.blocked

  @id:xymyx-r1-004 @ruling
  Scenario: A Rook slides through the square an enemy Knight jumps to in the same turn
    Text: The rules say that both moves are carried out at the same time, but they do not say
    whether a sliding piece can be stopped by a piece that reaches its path during the same
    turn.

    Ruling: Moves made in the same turn never block or intercept one another. Each move is
    judged on the board before the turn, and a Rook, Bishop or Queen travels through any square
    that another piece enters or leaves during that turn.

    Alternative: The sliding piece could be stopped just short of the square the other piece
    enters, as in some other simultaneous variants, or the two pieces could be made to collide
    on the square where their paths cross.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . n . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a7 and Black plays Nc5-a4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 R . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 n . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-r1-005 @ruling
  Scenario: Two Rooks cross on the same square without meeting
    Text: The rules say that both moves are carried out at the same time, but they do not say
    whether a sliding piece can be stopped by a piece that reaches its path during the same
    turn.

    Ruling: Moves made in the same turn never block or intercept one another. Each move is
    judged on the board before the turn, and a Rook, Bishop or Queen travels through any square
    that another piece enters or leaves during that turn.

    Alternative: The sliding piece could be stopped just short of the square the other piece
    enters, as in some other simultaneous variants, or the two pieces could be made to collide
    on the square where their paths cross.

    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 R . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra4-h4 and Black plays Rd8-d2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . R 4
      3 . . . . . . . . 3
      2 . . . r . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-r1-006 @xymyx.R2
  Scenario: White registered first, so White keeps the square two Knights reach
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . n . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . N . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nd2-e4 first, then Black plays Nd6-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Knight | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r1-007 @xymyx.R2
  Scenario: The same two Knights, but Black registered first and keeps the square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . n . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . N . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Nd6-e4 first, then White plays Nd2-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . n . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Knight | e4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r1-008 @xymyx.RA4 @xymyx.R4
  Scenario: A King steps onto a file that a Rook reaches in the same turn and ends in check
    Given the board
      """
        a b c d e f g h
      8 . r . . . . . . 8
      7 k . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-h1 and Black plays Rb8-h8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . r 8
      7 k . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P . 2
      1 . . . . . . . K 1
        a b c d e f g h
        frozen: h8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | White | King  | h1     |
      | frozen | Black | Rook  | h8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA4 and xymyx.R4

  @id:xymyx-r1-009 @ruling
  Scenario: A pawn's two-square step passes e3 just as the Black King steps onto it
    Text: The rules carry both moves out at the same time and judge them on the board before the
    turn. They do not say whether a pawn advancing two squares is stopped when the enemy King
    enters the square it passes over in that same turn.

    Ruling: It is not. Moves of the same turn never block one another, and a pawn's double step
    is treated like any other move through a square: the pawn arrives on e4 and the Black King
    stands on e3, right behind it.

    Alternative: The King could be counted as blocking the pawn, which would then stay on e2, or
    the pawn could be stopped on e3 and meet the King there. Not chosen: the pawn's path was open
    on the board before the turn, and that board alone decides the move.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . k . . 4
      3 . . . . . . . . 3
      2 . . . . P . . P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays Kf4-e3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . k . . . 3
      2 . . . . . . . P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1
