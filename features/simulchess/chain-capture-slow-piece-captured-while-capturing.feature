@simulchess.chain-capture
Feature: Chain captures: a slow piece taken on its square still captures
  A Rook, Bishop, Queen or King that is taken on its square in the same turn as it goes to
  capture still takes the piece it went for; both disappear. A pawn or Knight gets no such
  capture: when its own square is attacked, its capture is called off.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-chaincapture-001 @ruling
  Scenario: Two Queens taking each other are both gone
    Text: the chain capture is for a slow piece "captured while attempting to capture". It does
    not look at two slow pieces capturing each other, where each is both the captor and the
    target.

    Ruling: both captures stand and both Queens leave the board. Each Queen is taken by a piece
    that was itself taken on its way, so each is reported as a chain capture. The two Queens
    pass each other on the d-file, but neither lands in the other's path: each lands on the
    other's square.

    Alternative: the Queens meet halfway and stop each other, or the first registered capture
    stands. Neither lands on a square of the other's path, so there is no interception, and the
    text gives no weight to the order of registration.

    Given the board
      """
        a b c d e f g h
      8 . . . q . . k . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1xd8 and Black plays Qd8xd1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | chain capture | White | Queen | d1     |
      | chain capture | Black | Queen | d8     |
    And the game goes on
    And the turn is decided by simulchess.basic and simulchess.chain-capture

  @id:simulchess-chaincapture-002 @simulchess.king-capture @ruling
  Scenario: A Queen taken on her square still takes the King, and White wins
    Text: the chain capture takes "the piece it was targeting"; the text does not say whether
    that may be a King, nor whether such a capture wins.

    Ruling: a King is a piece like any other here: the Queen, taken on d1 by the Knight, still
    takes the Black King on d8, which Black left in check, and White wins by King capture.

    Alternative: a chain capture could be limited to pieces other than the King. The text makes
    no such exception, and a player who leaves his King in check takes that risk by the text's
    own King capture rule.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . P n . . . . . 3
      2 P . . . . P P P 2
      1 . . . Q . . K . 1
        a b c d e f g h
      """
    When White plays Qd1xd8 and Black plays Nc3xd1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . P . . . . . . 3
      2 P . . . . P P P 2
      1 . . . n . . K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | captured      | White | Queen | d1     |
      | king captured | Black | King  | d8     |
    And White wins by king capture
    And the turn is decided by simulchess.basic, simulchess.chain-capture and simulchess.king-capture

  @id:simulchess-chaincapture-003 @nothing-to-cite
  Scenario: A Knight taken on its square takes nothing: no chain capture for fast pieces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . q . . 6
      5 . . . r . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nc3xd5 and Black plays Qf6xc3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . r . . . . 5
      4 . . . . . . . . 4
      3 . . q . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event             | side  | piece  | square |
      | capture cancelled | White | Knight | d5     |
      | captured          | White | Knight | c3     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.resolution-order and simulchess.basic
