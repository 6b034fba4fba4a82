@xymyx.R2
Feature: Rule 2. Two pieces arriving on one empty square
  When a White piece and a Black piece end their moves on the same empty square, only one of them
  stays there and the other leaves the board. The stronger piece stays, in the order Queen, Rook,
  Knight, Bishop, pawn. If both pieces are of the same kind, the piece of the player who
  registered first stays.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-r2-001
  Scenario: A Queen beats a Rook to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 r . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1-d5 and Black plays Ra5-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . Q . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Rook  | d5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-002
  Scenario: A Queen beats a Knight to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . q p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3-e5 and Black plays Qe7-e5
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
      | event     | side  | piece  | square |
      | collision | White | Knight | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-003
  Scenario: A Queen beats a Bishop to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1-a4 and Black plays Bc6-a4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Bishop | a4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-004
  Scenario: A Queen beats a pawn making its two-square step
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 q . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . P . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays c2-c4 and Black plays Qa6-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . q . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | c4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-005
  Scenario: A Rook beats a Knight to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . N . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nb3-d4 and Black plays Rd8-d4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . r . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Knight | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-006
  Scenario: A Rook beats a Bishop to an empty square
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
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1-e6 and Black plays Bc8-e6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . R . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Bishop | e6     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-007
  Scenario: A Rook beats a pawn making its two-square step
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . R . . . . K . 1
        a b c d e f g h
      """
    When White plays Rb1-b5 and Black plays b7-b5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . R . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | b5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-008
  Scenario: A Knight beats a Bishop to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . n 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . B . . . K . 1
        a b c d e f g h
      """
    When White plays Bc1-f4 and Black plays Nh5-f4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . n . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Bishop | f4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-009
  Scenario: A Knight beats a pawn to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . p . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3-e5 and Black plays e6-e5
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
      | event     | side  | piece | square |
      | collision | Black | Pawn  | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-010
  Scenario: A Bishop beats a pawn to an empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . b . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays g2-g3 and Black plays Bd6-g3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . b . 3
      2 . . . . . P . P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | g3     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-011 @xymyx.R2.equal
  Scenario: Two Queens meet and the Queen of the player who registered first stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p q p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1-d4 first, then Black plays Qg7-d4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . Q . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Queen | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-012 @xymyx.R2.equal
  Scenario: The same two Queens, but Black registered first and its Queen stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p q p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When Black plays Qg7-d4 first, then White plays Qd1-d4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . q . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Queen | d4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-013 @xymyx.R2.equal
  Scenario: Two Rooks meet and the Rook of the player who registered first stays
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
    When White plays Rc1-c5 first, then Black plays Rf5-c5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . R . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Rook  | c5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-014 @xymyx.R2.equal
  Scenario: The same two Rooks, but Black registered first and its Rook stays
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
    When Black plays Rf5-c5 first, then White plays Rc1-c5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . r . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Rook  | c5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-015 @xymyx.R2.equal
  Scenario: Two Bishops meet and the Bishop of the player who registered first stays
    Given the board
      """
        a b c d e f g h
      8 . . b . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . B . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bb3-e6 first, then Black plays Bc8-e6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . B . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Bishop | e6     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-016 @xymyx.R2.equal
  Scenario: The same two Bishops, but Black registered first and its Bishop stays
    Given the board
      """
        a b c d e f g h
      8 . . b . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . B . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Bc8-e6 first, then White plays Bb3-e6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . b . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Bishop | e6     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-017
  Scenario: Registering first does not save the lower piece
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . n . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . R . . . . K . 1
        a b c d e f g h
      """
    When Black plays Nc6-b4 first, then White plays Rb1-b4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . R . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Knight | b4     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-018 @xymyx.R4
  Scenario: The Rook that wins a collision gives check and is frozen
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
        frozen: e5
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | Black | Knight | e5     |
      | check     | Black | King   | e8     |
      | frozen    | White | Rook   | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2, xymyx.C2 and xymyx.R4

  @id:xymyx-r2-019
  Scenario: A Rook heading for a check on the e-file loses e5 to a Queen, and there is no check
    From e5 the White Rook would check the King on e8, but Black's Queen comes to e5 in the same
    turn. The Queen is the stronger piece: she stays and the Rook is removed, so Black's King is
    not in check and nothing is frozen.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . . . . . . . 6
      5 . q . . . . . R 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Rh5-e5 and Black plays Qb5-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . . . . . . . 6
      5 . . . . q . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Rook  | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-020 @xymyx.R2.equal
  Scenario: Black registered first, so its Rook takes e5 and White's Rook never gives its check
    Both Rooks go to e5, from where White's Rook would check the King on e8. Black registered
    first, so Black's Rook stays and White's is removed: no check, nothing frozen.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . . . . . . . 6
      5 r . . . . . . R 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Ra5-e5 first, then White plays Rh5-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . . . . . . . 6
      5 . . . . r . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Rook  | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.R2

  @id:xymyx-r2-021 @xymyx.R2.equal @xymyx.R4
  Scenario: The same two Rooks, but White registered first: its Rook stays, checks and is frozen
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . p . p . . 7
      6 . . . . . . . . 6
      5 r . . . . . . R 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Rh5-e5 first, then Black plays Ra5-e5
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
        frozen: e5
      """
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Rook  | e5     |
      | check     | Black | King  | e8     |
      | frozen    | White | Rook  | e5     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R2, xymyx.C2 and xymyx.R4

  @id:xymyx-r2-022 @xymyx.R2.equal @xymyx.R1 @ruling
  Scenario: Two Rooks reach an empty square at the same instant and both leave the board
    Text: between pieces of the same kind the text lets the move "registered first" stay. It
    supposes that one move always came first, and says nothing of two moves recorded at the
    same instant.

    Ruling: when neither player registered first, neither Rook has the priority the rule asks
    for, so neither stays: both lose the collision and the square stays empty.

    Alternative: one Rook could stay by some other measure (the colour, a coin), but nothing in
    the text favours either side and any such choice would hand a free piece to one player.
    Both Rooks could go back where they came from, but XYMYX has no move that is
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
    And the turn is decided by xymyx.R2.equal, xymyx.R1 and xymyx.R2
