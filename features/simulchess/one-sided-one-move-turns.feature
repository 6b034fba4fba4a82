@simulchess.one-sided
Feature: One-sided turns
  In long time controls a turn may be resolved with one player's move only. The suite plays such
  turns as given and does not judge the clock. With no opposing move, nothing attacks a base,
  lands in a path or collides: the move is played as in orthodox chess.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-onesided-001 @ruling
  Scenario: A Knight's capture on a guarded square stands when the opponent does not move
    Text: a turn may be resolved "if only one player has submitted"; the text does not say which
    of the conflict rules still apply, nor what the time limit means for a turn given without a
    clock.

    Ruling: the conflict rules all need a move of the opponent (a base is attacked by the
    opponent's move, a path is blocked by a piece landing in it, a collision needs two pieces),
    so a one-sided turn is an orthodox move. The Knight takes on f6 although the Bishop on b7
    guards e4. The suite does not check the time control: a scenario that plays a one-sided turn
    stands for a game where that is allowed.

    Alternative: the static guard of e4 could cancel the capture; that is the reading the base
    attack ruling rejects (simulchess-baseattack-001).

    Given the board
      """
        a b c d e f g h
      8 . . . . . r . k 8
      7 p b . . . p p p 7
      6 . p . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    When White plays Ne4xf6 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r . k 8
      7 p b . . . p p p 7
      6 . p . . . N . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | f6     |
    And the game goes on
    And the turn is decided by simulchess.one-sided and simulchess.basic

  @id:simulchess-onesided-002
  Scenario: A King left in check is taken in a one-sided turn
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
    When White plays Re1xe8 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . R . . . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
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
    And the turn is decided by simulchess.one-sided, simulchess.basic and simulchess.king-capture

  @id:simulchess-onesided-003
  Scenario: An illegal move is rejected in a one-sided turn too
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 P . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a5 and Black does not move
    Then the turn is rejected because White's move Ra1-a5 is illegal under simulchess.basic.blocked

  @id:simulchess-onesided-004
  Scenario: Black's Rook takes a pawn in a one-sided turn
    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When Black plays Ra8xa2 and White does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 r . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | a2     |
    And the game goes on
    And the turn is decided by simulchess.one-sided and simulchess.basic

  @id:simulchess-onesided-005 @simulchess.basic @ruling
  Scenario: A one-sided turn counts as a turn towards the fifty
    Text: the orthodox count is of both players' moves, and a turn may be resolved with one
    player's move only; the text says nothing of the count in such a turn.

    Ruling: the count is of turns (simulchess-basic-004), and a one-sided turn is a turn: without
    a capture, a removal or a pawn move it counts as one, like a turn of two quiet moves. Here it
    is the fiftieth, and the game is drawn.

    Alternative: counting it as half a turn, or not at all, since only one player moved. The
    rule measures turns in which the game goes nowhere, and a turn in which one player does not
    move takes it no further than a turn of two quiet moves.

    Given the position "4k3/8/8/8/8/8/5PPP/R5K1 w - - 49 90"
    When White plays Ra1-b1 and Black does not move
    Then the position is "4k3/8/8/8/8/8/5PPP/1R4K1 w - - 50 91"
    And there are no events
    And the game is drawn by the fifty-turn rule
    And the turn is decided by simulchess.basic and simulchess.one-sided
