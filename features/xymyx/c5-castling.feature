@xymyx.C5
Feature: Clarification 5. No castling while the King or its Rook is attacked
  Castling works as in orthodox chess with one extra condition: on the board before the turn,
  neither the King nor the Rook it castles with may be under attack. As usual, the squares the
  King passes over and lands on must not be attacked either, while the square a Rook merely
  passes over may be. The right to castle with a Rook is gone for good once the King or that
  Rook has moved or the Rook has been taken, and a frozen Rook cannot castle. Because Black's King
  starts on d8, Black castles with the a8 Rook by moving the King to b8 and the Rook to c8, and
  with the h8 Rook by moving the King to f8 and the Rook to e8.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-c5-001
  Scenario: White castles with the h1 Rook when nothing is attacked
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays O-O and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 . p p . . p p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . . R K . 1
        a b c d e f g h
      castling: kq
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C5

  @id:xymyx-c5-002 @xymyx.C2
  Scenario: A King in check may not castle and must step to a safe square
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . . P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White's legal moves are Ke1-d1, Ke1-e2, Ke1-f1, Ke1-f2

  @id:xymyx-c5-003
  Scenario: An attacked h1 Rook may not castle, while the safe a1 Rook may
    In orthodox chess White could castle with the h1 Rook here. In XYMYX the Bishop's attack on
    that Rook is enough to forbid it.

    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White may not play O-O
    And White may play O-O-O

  @id:xymyx-c5-004
  Scenario: Rooks facing each other on an open file may not castle, the other two Rooks may
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 . p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White may not play O-O-O
    And White may play O-O
    And Black may not play O-O
    And Black may play O-O-O

  @id:xymyx-c5-005
  Scenario: White castles with the a1 Rook although the square the Rook passes over is attacked
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . b . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays O-O-O and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p p . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . b . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . K R . . . R 1
        a b c d e f g h
      castling: kq
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C5

  @id:xymyx-c5-006
  Scenario: The King may not castle across an attacked square
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p p . p p p 7
      6 b . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White may not play O-O
    And White may play O-O-O

  @id:xymyx-c5-007
  Scenario: The King may not castle onto an attacked square
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . n 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White may not play O-O
    And White may play O-O-O

  @id:xymyx-c5-008 @xymyx.RA4
  Scenario: Castling with an attacked Rook is rejected even though the attacker moves away
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays O-O and Black plays Bc6-a4
    Then the turn is rejected because White's move O-O is illegal under xymyx.C5

  @id:xymyx-c5-009 @ruling
  Scenario: Black castles with the a8 Rook: the King goes from d8 to b8 and the Rook to c8
    Text: Clarification 4 puts Black's King on d8 and its Queen on e8, and Clarification 5 only
    adds that castling is off while the enemy attacks the King or its Rook. Nothing in the text
    says how a King that starts on d8 castles.

    Ruling: Castling keeps its orthodox shape: the King moves two squares toward the Rook and the
    Rook lands on the square the King passed over. For Black this is d8-b8 with the a8 Rook to c8
    (O-O, the nearer Rook), and d8-f8 with the h8 Rook to e8 (O-O-O).

    Alternative: Black's castled position could copy White's final squares instead (King on c8
    or g8, Rook on d8 or f8), or castling could be left out for the mirrored King.

    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 P P P . P P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays a2-a3 and Black plays O-O
    Then the board is
      """
        a b c d e f g h
      8 . k r . . . . r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 P . . . . . . . 3
      2 . P P . P P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQ
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C5

  @id:xymyx-c5-010 @ruling
  Scenario: Black castles with the h8 Rook: the King goes from d8 to f8 and the Rook to e8
    Text: Clarification 4 puts Black's King on d8 and its Queen on e8, and Clarification 5 only
    adds that castling is off while the enemy attacks the King or its Rook. Nothing in the text
    says how a King that starts on d8 castles.

    Ruling: Castling keeps its orthodox shape: the King moves two squares toward the Rook and the
    Rook lands on the square the King passed over. With the h8 Rook, three squares away, Black
    plays O-O-O: King d8-f8 and Rook h8-e8.

    Alternative: Black's castled position could copy White's final squares instead (King on g8,
    Rook on f8), or castling could be left out for the mirrored King.

    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 P P P . P P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays h2-h3 and Black plays O-O-O
    Then the board is
      """
        a b c d e f g h
      8 r . . . r k . . 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . P 3
      2 P P P . P P P . 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQ
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C5

  @id:xymyx-c5-011
  Scenario: A Bishop attacking the a8 Rook bars Black's O-O but not O-O-O
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p . p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . B . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then Black may not play O-O
    And Black may play O-O-O
    And Black may play Kd8-f8

  @id:xymyx-c5-012
  Scenario: Moving the King loses both rights; moving a Rook loses the right on its side
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays Ke1-e2 and Black plays Rh8-g8
    Then the board is
      """
        a b c d e f g h
      8 r . . k . . r . 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . K P P P 2
      1 R . . . . . . R 1
        a b c d e f g h
      castling: q
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C5

  @id:xymyx-c5-013
  Scenario: A Rook taken in its corner takes its castling right with it
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays a2-a3 and Black plays Bc6xh1
    Then the board is
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 P . . . . . P . 3
      2 . P P . . P . P 2
      1 R . . . K . . b 1
        a b c d e f g h
      castling: Qkq
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Rook  | h1     |
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C5

  @id:xymyx-c5-014 @ruling @xymyx.R4
  Scenario: A frozen Rook may not castle, while the other Rook still may
    Text: Rule 4 says that a Queen or Rook that gave check may not move in the next turn.
    Castling moves a Rook as well as the King, and the text does not say whether a frozen Rook
    may take part in it.

    Ruling: It may not. Castling moves the Rook, so a frozen Rook cannot castle; the King may
    still castle with its other Rook if every condition is met there.

    Alternative: Castling could be counted as a King move only, so that the frozen Rook would be
    carried along to its new square.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . p . 7
      6 . . . . . . . k 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P . 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQ
      frozen: h1
      """
    Then White may not play O-O
    And White may not play Ke1-g1
    And White may play O-O-O

  @id:xymyx-c5-015 @xymyx.R4
  Scenario: Castling with a frozen Rook is rejected
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . p . 7
      6 . . . . . . . k 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P . 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQ
      frozen: h1
      """
    When White plays O-O and Black plays Kh6-g6
    Then the turn is rejected because White's move O-O is illegal under xymyx.R4

  @id:xymyx-c5-016 @xymyx.R4
  Scenario: Black castles with the h8 Rook and the Rook gives check on the open e-file
    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays a2-a3 and Black plays O-O-O
    Then the board is
      """
        a b c d e f g h
      8 r . . . r k . . 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 P . . . . . . . 3
      2 . P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQ
      frozen: e8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | White | King  | e1     |
      | frozen | Black | Rook  | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C5, xymyx.C2 and xymyx.R4

  @id:xymyx-c5-017 @ruling @xymyx.R1
  Scenario: White castles with the a1 Rook while a Black Bishop lands on b1, which the Rook passes
    Text: Clarification 5 bars castling while the King or the Rook is attacked, and the squares
    the King crosses follow orthodox chess. Nothing says what happens when an enemy piece lands,
    in the same turn, on a square the castling Rook travels over.

    Ruling: Castling is carried out in full: moves of the same turn never block one another, as
    for any sliding piece. The Bishop's diagonal to b1 attacks neither the King on e1, nor the
    Rook on a1, nor d1 and c1, so White may castle; the King reaches c1, the Rook d1, and the
    Bishop stands on b1.

    Alternative: The Bishop could stop the Rook short of b1, or make the whole castling fail and
    leave King and Rook at home. Not chosen: legality is judged on the board before the turn, and
    the Rook's path was open then.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . b . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . P . P P P 2
      1 R . . . K . . . 1
        a b c d e f g h
      castling: Q
      """
    When White plays O-O-O and Black plays Bf5-b1
    Then the board is
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . P . P P P 2
      1 . b K R . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1 and xymyx.C5

  @id:xymyx-c5-018
  Scenario: No enemy piece can meet the castling Rook on d1: a Knight able to go there bars O-O-O
    The Rook always lands on the square the King crosses, so any enemy piece able to reach d1
    attacks d1, and the King may not cross an attacked square. Here the Knight on b2 attacks only
    d1 of the squares castling needs, and that alone makes O-O-O illegal; a collision of the
    castling Rook on its landing square can never happen. (A pawn stepping straight onto d1 would
    have to stand on d2, from where it attacks the King on e1.)

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P n P P . P P P 2
      1 R . . . K . . . 1
        a b c d e f g h
      castling: Q
      """
    When White plays O-O-O and Black plays Nb2-d1
    Then the turn is rejected because White's move O-O-O is illegal under xymyx.C5

  @id:xymyx-c5-019
  Scenario: A King in check may not castle: the turn is rejected
    Given the board
      """
        a b c d e f g h
      8 k . . . r . . . 8
      7 p p . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O and Black plays a7-a6
    Then the turn is rejected because White's move O-O is illegal under xymyx.C5

  @id:xymyx-c5-020
  Scenario: A King whose side has lost its castling rights may not castle: the turn is rejected
    The King and the h1 Rook stand on their squares, but the right to castle was lost when one of
    them moved earlier in the game, and it does not come back.

    Given the board
      """
        a b c d e f g h
      8 r . . k . . . r 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: kq
      """
    When White plays O-O and Black plays a7-a6
    Then the turn is rejected because White's move O-O is illegal under xymyx.C5.castling-right

  @id:xymyx-c5-021
  Scenario: A position that keeps a castling right for a King away from its start square is refused
    A castling right lasts only while the King and that Rook have never moved, so a position in
    which White may still castle while his King stands on d1, not on e1, cannot arise in a game.

    Given the position "3k4/8/8/8/8/8/8/R2K3R w KQ - 0 1"
    Then the position is refused
