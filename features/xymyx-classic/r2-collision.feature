@xymyx-classic.R2
Feature: Rule 2. Two pieces arriving on one empty square
  When a White piece and a Black piece end their moves on the same empty square, only one of them
  stays and the other leaves the board. The higher piece stays; between two pieces of the same
  kind, the piece of the player who registered first stays. The classic text never says which
  piece is higher: Arbiter uses the order the current edition spells out, Queen, Rook, Knight,
  Bishop, pawn, with the King above them all, so the two editions resolve collisions alike.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-r2-001
  Scenario: A Queen beats a Rook to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . r . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . Q . K . 1
        a b c d e f g h
      """
    When White plays Qe1-e4 and Black plays Rb4-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . Q . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Rook  | e4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r2-002
  Scenario: A Rook beats a Knight to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . N . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf4-d5 and Black plays Rd8-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . r . . . . 5
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

  @id:xymyx-classic-r2-003 @ruling
  Scenario: A Knight beats a Bishop to an empty square, whoever registered first
    Text: The rule keeps the piece of higher hierarchy on the square, and falls back on the
    order of registration only for pieces of equal hierarchy, but the classic text never ranks
    the pieces.

    Ruling: The ranking is Queen, Rook, Knight, Bishop, pawn, with the King above every piece,
    as the current edition states it. A Knight therefore outranks a Bishop, and only two pieces
    of the same kind are separated by who registered first.

    Alternative: With the usual piece values a Knight and a Bishop are worth the same, and the
    player who registered first would keep the square.

    Given the board
      """
        a b c d e f g h
      8 . b . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3-e5 and Black plays Bb8-e5
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
      | event     | side  | piece  | square |
      | collision | Black | Bishop | e5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r2-004 @ruling
  Scenario: A Black Knight beats a White Bishop even though White registered first
    Text: The rule keeps the piece of higher hierarchy on the square, and falls back on the
    order of registration only for pieces of equal hierarchy, but the classic text never ranks
    the pieces.

    Ruling: The ranking is Queen, Rook, Knight, Bishop, pawn, with the King above every piece,
    as the current edition states it. A Knight therefore outranks a Bishop, and only two pieces
    of the same kind are separated by who registered first.

    Alternative: With the usual piece values a Knight and a Bishop are worth the same, and the
    White Bishop, registered first, would keep the square.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . n . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . B . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bb2-e5 first, then Black plays Nc6-e5
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
      | event     | side  | piece  | square |
      | collision | White | Bishop | e5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r2-005
  Scenario: Two Rooks meet and the Rook of the player who registered first stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . r 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . R . . . K . 1
        a b c d e f g h
      """
    When White plays Rc1-c4 first, then Black plays Rh4-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . R . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Rook  | c4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r2-006
  Scenario: The same two Rooks, but Black registered first and its Rook stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . r 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . R . . . K . 1
        a b c d e f g h
      """
    When Black plays Rh4-c4 first, then White plays Rc1-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . r . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Rook  | c4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r2-007
  Scenario: Two pawns step onto the same square and the first to register stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . P . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e3-e4 first, then Black plays e5-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.U2

  @id:xymyx-classic-r2-008
  Scenario: The same two pawns, but Black registered first and its pawn stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . P . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays e5-e4 first, then White plays e3-e4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . p . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.U2

  @id:xymyx-classic-r2-009
  Scenario: Registering first does not save the lower piece
    Given the board
      """
        a b c d e f g h
      8 . . b . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Bc8-a6 first, then White plays Ra1-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 R . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Bishop | a6     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r2-010
  Scenario: A Bishop beats a pawn making its two-square step
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . b . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . P . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays c2-c4 and Black plays Be6-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . b . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | c4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-r2-011 @xymyx-classic.R4
  Scenario: The Queen that wins a collision gives check and is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . n . . . . . 6
      5 . . . . . . . Q 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Qh5-e5 and Black plays Nc6-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . . . . . . . 6
      5 . . . . Q . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: e5
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Knight | e5     |
      | check     | Black | King   | e8     |
      | frozen    | White | Queen  | e5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2, xymyx-classic.N1 and xymyx-classic.R4

  @id:xymyx-classic-r2-012 @nothing-to-cite @xymyx-classic.R4
  Scenario: The Rook that wins a collision gives check but is not frozen
    In this edition only a Queen is frozen after giving check; the current edition would freeze
    this Rook too.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . n . . . . . 6
      5 . . . . . . . R 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Rh5-e5 and Black plays Nc6-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . . . . . . . 6
      5 . . . . R . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Knight | e5     |
      | check     | Black | King   | e8     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.N1

  @id:xymyx-classic-r2-013 @xymyx-classic.R1 @ruling
  Scenario: Two Rooks reach an empty square at the same instant and both leave the board
    Text: between pieces of the same kind the text lets the move "registered first" stay. It
    supposes that one move always came first, and says nothing of two moves recorded at the
    same instant.

    Ruling: when neither player registered first, neither Rook has the priority the rule asks
    for, so neither stays: both lose the collision and the square stays empty.

    Alternative: one Rook could stay by some other measure (the colour, a coin), but nothing in
    the text favours either side and any such choice would hand a free piece to one player.
    Both Rooks could go back where they came from, but the classic game has no move that is
    undone, and a turn must leave the registered moves carried out.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . r . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . R . . . K . 1
        a b c d e f g h
      """
    When White plays Rc1-c5 and Black plays Rf5-c5 at the same instant
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Rook  | c5     |
      | collision | Black | Rook  | c5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2
