@simulchess.fast-slow
Feature: Fast and slow pieces
  Pawns and Knights are fast: they arrive at once and nothing stops them on the way. Rooks,
  Bishops, Queens and Kings are slow: they travel square by square and can be stopped on the way
  by a piece landing in their path.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-fastslow-001 @nothing-to-cite @ruling
  Scenario: A pawn's two-square step is not stopped by a Bishop landing on the square it passes
    Text: pawns move "instantly" and "cannot be intercepted"; the text does not mention the
    pawn's two-square step, the one pawn move that passes a square.

    Ruling: a pawn is fast in every move it makes. White's pawn goes from e2 to e4 while the
    Black Bishop lands on e3, the square the pawn passes: the pawn arrives on e4 and the Bishop
    on e3.

    Alternative: treating the two-square step as a slow move that the Bishop stops on e3. The
    text puts pawns among the fast pieces with no exception.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . b . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays Bb6-e3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . b . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by simulchess.basic

  @id:simulchess-fastslow-002 @nothing-to-cite
  Scenario: A Knight is not stopped by a Rook crossing its jump
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 P . . . . . . . 3
      2 . . . . . . . r 2
      1 . N . . . . K . 1
        a b c d e f g h
      """
    When White plays Nb1-c3 and Black plays Rh2-b2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 P . N . . . . . 3
      2 . r . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by simulchess.basic

  @id:simulchess-fastslow-003 @simulchess.interception @ruling
  Scenario: A promoting pawn that lands in a Rook's path stops it and is removed
    Text: the text says nothing of promotion beyond "all standard chess rules apply", so not
    whether the new piece moves as a pawn or as what it becomes.

    Ruling: the move is a pawn's move and so fast; the pawn becomes a Queen on arrival and is
    slow from the next turn on. Here it lands on b8, in the Black Rook's way from a8 to e8: it
    promotes, intercepts the Rook, and the new Queen is destroyed; the Rook stops on b8.

    Alternative: a promotion as a slow move of the new piece (then nothing is different here, as
    the pawn is already on the square), or promotion after the conflicts so that a pawn, not a
    Queen, is destroyed. The pawn promotes the moment it lands, which is when it intercepts.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . P . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7-b8=Q and Black plays Ra8-e8
    Then the board is
      """
        a b c d e f g h
      8 . r . . . . k . 8
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
      | event       | side  | piece | square |
      | promoted    | White | Queen | b8     |
      | intercepted | Black | Rook  | b8     |
      | destroyed   | White | Queen | b8     |
    And the game goes on
    And the turn is decided by simulchess.fast-slow, simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-fastslow-004 @simulchess.base-attack
  Scenario: A pawn whose square is attacked escapes by promoting
    The Rook goes for the pawn on b7; the pawn is not capturing, so it escapes (a base attack
    holds back only a capture), lands on b8 and becomes a Queen there. The Rook reaches the empty
    b7: a failed capture.

    Given the position "8/1P3pkp/6p1/8/8/8/1r3PPP/6K1 w - - 0 40"
    When White plays b7-b8=Q and Black plays Rb2xb7
    Then the position is "1Q6/1r3pkp/6p1/8/8/8/5PPP/6K1 w - - 0 41"
    And the events are
      | event          | side  | piece | square |
      | promoted       | White | Queen | b8     |
      | failed capture | Black | Rook  | b7     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.fast-slow and simulchess.basic

  @id:simulchess-fastslow-006 @simulchess.interception
  Scenario: A pawn promoting to a Knight in a Rook's path stops it and is destroyed as a Knight
    A fast piece cannot be intercepted, but it can intercept: the pawn promotes to a Knight on
    b8 as it lands (simulchess-fastslow-003), on the Rook's way from a8 to e8, and the Knight is
    destroyed there like any interceptor; the Rook stops on b8.

    Given the position "r5k1/1P3ppp/8/8/8/8/5PPP/6K1 w - - 0 40"
    When White plays b7-b8=N and Black plays Ra8-e8
    Then the position is "1r4k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 41"
    And the events are
      | event       | side  | piece  | square |
      | promoted    | White | Knight | b8     |
      | intercepted | Black | Rook   | b8     |
      | destroyed   | White | Knight | b8     |
    And the game goes on
    And the turn is decided by simulchess.fast-slow, simulchess.interception, simulchess.resolution-order and simulchess.basic
