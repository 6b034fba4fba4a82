@simulchess.resolution-order
Feature: The order of resolution: base attacks, paths, collisions, execution
  A turn is resolved in four steps, each on what the previous one left: first the captures of
  pawns and Knights whose squares are attacked are called off; then the slow pieces are stopped
  where a piece lands in their path; then pieces that go to the same square collide; last, the
  moves that remain are carried out with their captures.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-resolutionorder-001 @simulchess.base-attack @simulchess.interception
  Scenario: A pawn escaping a Rook lands in the Rook's path and stops it
    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4-e5 and Black plays Re8xe4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . r . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event       | side  | piece | square |
      | intercepted | Black | Rook  | e5     |
      | destroyed   | White | Pawn  | e5     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-resolutionorder-002 @ruling
  Scenario: A cancelled capture lands nowhere, so it cannot intercept the attacker
    Text: the text lists the base attack check first and the path interception check second, and
    says all standard rules apply, en passant among them, but not how a cancelled capture bears
    on the later steps.

    Ruling: the steps are taken in the text's order, each on what the previous one left. White's
    pawn takes en passant towards d6, which lies on the Bishop's way from b8 to e5. But the
    Bishop goes for the pawn's square, so in the first step the pawn's capture is called off and
    it never leaves e5; in the second step nothing lands on d6, and the Bishop takes the pawn.
    The cancelled capture is reported on d6, the square the pawn went for.

    Alternative: checking paths first would let the pawn stop the Bishop on d6 and survive. That
    is the order the text puts second, and it would let a capture that the text calls off still
    have an effect.

    Given the position "1b4k1/5ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 20"
    When White plays e5xd6 and Black plays Bb8xe5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . p b . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event             | side  | piece | square |
      | capture cancelled | White | Pawn  | d6     |
      | captured          | White | Pawn  | e5     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.resolution-order and simulchess.basic

  @id:simulchess-resolutionorder-003 @simulchess.interception
  Scenario: A King stepping into the path of the Rook that comes for it destroys the Rook
    The Rook goes for the King on e8, and the King steps to e7, on the Rook's path. Paths are
    judged (step 2) before any capture is carried out (step 4): the King landing in the path
    stops the Rook there, and as a King survives, the Rook is destroyed. It never reaches e8.
    The result rests on simulchess-interception-003; under the literal words of the text the
    King, as interceptor, would be destroyed on e7 and White would win.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe8 and Black plays Ke8-e7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p p p . k p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | destroyed | White | Rook  | e7     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order and simulchess.basic
