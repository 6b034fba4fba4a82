@simulchess.king-capture
Feature: King capture: Kings may stand in attack, and taking a King wins
  A player may move his King into attack or leave it there. A player who takes the enemy King in
  the resolution of a turn wins the game.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-kingcapture-001
  Scenario: A King left in check is taken and White wins
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe8 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . R . . . 8
      7 . . . . . p p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | e8     |
    And White wins by king capture
    And the turn is decided by simulchess.basic and simulchess.king-capture

  @id:simulchess-kingcapture-002 @nothing-to-cite
  Scenario: The King steps away: the Rook's capture fails and the game goes on
    The result rests on simulchess-basic-008: a capture fails when the piece it goes for moves
    away, a slow King included. Were the King caught on its way out, as a piece travelling
    square by square, White would win. Had the King stepped to e7, on the Rook's path,
    simulchess-interception-003 would decide instead (simulchess-resolutionorder-003).

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1xe8 and Black plays Ke8-d7
    Then the board is
      """
        a b c d e f g h
      8 . . . . R . . . 8
      7 p . . k . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | e8     |
    And the game goes on
    And the turn is decided by simulchess.basic

  @id:simulchess-kingcapture-003 @nothing-to-cite @ruling
  Scenario: A Knight going for the King is taken on its square: the King lives
    Text: a player wins "by capturing the opponent's king", and a fast piece's capture is
    cancelled when its base is attacked; the text does not say which rule wins when the fast
    piece's target is the King.

    Ruling: the base attack rule applies to the King's capture like any other: the Knight's
    capture of the King is called off, the Bishop takes the Knight, and the game goes on.

    Alternative: a King capture could be made to stand regardless. The text's capture rules make
    no exception for the King, and the King capture rule speaks of captures made in the
    resolution, which this one is not.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p b . . . . p p 7
      6 . p . . . k . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Ne4xf6 and Black plays Bb7xe4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . p p 7
      6 . p . . . k . . 6
      5 . . . . . . . . 5
      4 . . . . b . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    And the events are
      | event             | side  | piece  | square |
      | capture cancelled | White | Knight | f6     |
      | captured          | White | Knight | e4     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.resolution-order and simulchess.basic

  @id:simulchess-kingcapture-004 @ruling
  Scenario: Both Kings taken in the same turn: the game is drawn
    Text: a player wins by capturing the enemy King; the text does not consider both Kings taken
    in one turn.

    Ruling: neither player wins: the game is drawn, as it is when both Kings are checkmated at
    the start of a turn, the one double ending the text does settle. The reason is a mutual King
    capture, as the draw by both mates is a mutual checkmate.

    Alternative: both players lose, or the first registered capture wins. The text has no losses
    for both sides and never uses the order of registration; its one double ending is a draw.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . r 8
      7 . p p . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . . . . 2
      1 R . . . . . . K 1
        a b c d e f g h
      """
    When White plays Ra1xa8 and Black plays Rh8xh1
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . . 8
      7 . p p . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . . . . 2
      1 . . . . . . . r 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | a8     |
      | king captured | White | King  | h1     |
    And the game is drawn by mutual king capture
    And the turn is decided by simulchess.basic and simulchess.king-capture

  @id:simulchess-kingcapture-005 @simulchess.interception
  Scenario: A Rook going for the King is intercepted: the King lives, in check
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . p p . . . . . 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa8 and Black plays Nb6-a4
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . p p . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 R . . . . . . . 4
      3 . . . . . . . . 3
      2 . P P . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event       | side  | piece  | square |
      | intercepted | White | Rook   | a4     |
      | destroyed   | Black | Knight | a4     |
      | check       | Black | King   | a8     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order, simulchess.basic and simulchess.king-capture

  @id:simulchess-kingcapture-006 @simulchess.chain-capture @ruling
  Scenario: A King that captures while its own square is taken is captured, and its capture stands
    Text: "Kings survive collisions with other pieces", and a slow piece "captured while
    attempting to capture" still takes its target. The King is one of the slow pieces; the text
    does not say whether its protection in collisions covers this case.

    Ruling: it does not. A collision is two pieces going for one square; here the King goes to e2
    and the Knight to e1, the square the King leaves. The King is a slow piece taken on its
    square while capturing, so it is captured there and still takes the Bishop on e2 (a chain
    capture). Black wins by King capture.

    Alternative: the King survives, as in a collision, and the Knight's capture fails. That
    would stretch the King's protection from collisions to every capture of a King, and the
    text's King capture rule, under which a King may be taken, would hardly apply.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . n . . . . 3
      2 P P . . b P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Ke1xe2 and Black plays Nd3xe1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . n . . . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece  | square |
      | king captured | White | King   | e1     |
      | chain capture | Black | Bishop | e2     |
    And Black wins by king capture
    And the turn is decided by simulchess.basic, simulchess.chain-capture and simulchess.king-capture

  @id:simulchess-kingcapture-007
  Scenario: A King may step into attack, and stands in check
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . r 2
      1 . K . . . . . . 1
        a b c d e f g h
      """
    When White plays Kb1-b2 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . K . . . . . r 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | b2     |
    And the game goes on
    And the turn is decided by simulchess.basic and simulchess.king-capture
