@simulchess.checkmate
Feature: Checkmate at the start of a turn
  Before any move of a turn is played, each King is tested for orthodox checkmate: in check, and
  with no move that would take it out of check. A checkmated player loses; if both are
  checkmated the game is drawn. Arbiter makes the test as soon as a turn is over, so the turn
  that leaves a King checkmated ends the game.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-checkmate-001
  Scenario: Black is checkmated when the turn starts: no move is played and White wins
    Given the board
      """
        a b c d e f g h
      8 . . . . R . . k 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-f1 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . R . . k 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | checkmate | Black | King  | h8     |
    And White wins by checkmate
    And the turn is decided by simulchess.checkmate

  @id:simulchess-checkmate-002 @ruling
  Scenario: The turn that leaves a King checkmated ends the game
    Text: checkmate is checked "at the start of each turn", "before any moves are processed",
    and "classical" checkmate is named without saying by which moves a King counts as mated in a
    game where Kings may move into attack.

    Ruling: a King is checkmated when it is in check and no move that orthodox chess allows
    takes it out of check; moves into attack, which SimulChess allows, do not count as a way
    out. The test of the next turn is made as soon as a turn is over, since nothing can happen
    between the two: here the Rook's step to e8 mates the Black King on the back rank, and White
    wins at once.

    Alternative: counting SimulChess's own moves (a King may step into attack) would mean no
    King is ever mated, and the text's checkmate rule would be empty. Waiting for the next
    turn's moves before declaring the mate only adds a turn whose moves are thrown away.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . p . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . R . K . 1
        a b c d e f g h
      """
    When White plays Re1-e8 and Black plays b7-b6
    Then the board is
      """
        a b c d e f g h
      8 . . . . R . . k 8
      7 . . . . . . p p 7
      6 . p . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | checkmate | Black | King  | h8     |
    And White wins by checkmate
    And the turn is decided by simulchess.basic and simulchess.checkmate

  @id:simulchess-checkmate-003
  Scenario: Both Kings checkmated by the same turn: the game is drawn
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . Q . r . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qc5-f8 and Black plays Re5-e1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . Q . k 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . r . . K 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | checkmate | White | King  | h1     |
      | checkmate | Black | King  | h8     |
    And the game is drawn by mutual checkmate
    And the turn is decided by simulchess.basic and simulchess.checkmate

  @id:simulchess-checkmate-004 @nothing-to-cite @ruling
  Scenario: A player with no orthodox move but out of check is not stalemated
    Text: the text ends the game only by checkmate at the start of a turn or by King capture,
    and says "all standard chess rules apply"; it does not mention stalemate.

    Ruling: there is no stalemate. Black's King on h8 is not in check, and every square it can
    reach is attacked by the Queen, but a King may move into attack in SimulChess, so Black has
    moves and must play one. The game goes on with the Black King in check.

    Alternative: a draw by stalemate as in orthodox chess. That would be judged by a legality
    the text sets aside for Kings, and the text says the game continues until a checkmate or a
    King capture. A player with no move at all, not even into attack, passes instead
    (simulchess-checkmate-005).

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . Q . . 7
      6 . . . . . . . . 6
      5 p . . . . . . . 5
      4 P . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . K . . . . . 1
        a b c d e f g h
      """
    When White plays Kc1-d2 and Black plays Kh8-g8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . Q . . 7
      6 . . . . . . . . 6
      5 p . . . . . . . 5
      4 P . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . K . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | g8     |
    And the game goes on
    And the turn is decided by simulchess.basic and simulchess.king-capture

  @id:simulchess-checkmate-005 @simulchess.one-sided @nothing-to-cite @ruling
  Scenario: A player with no legal move at all is not stalemated: he passes, and the other plays alone
    Text: "all standard chess rules apply", stalemate among them, yet the game "continues until"
    a checkmate at the start of a turn or a King capture, and a turn may be resolved with one
    player's move only. Ruling simulchess-checkmate-004 rests on a King always being able to step
    into attack, which fails when the King is walled in by its own blocked pieces.

    Ruling: there is no stalemate here either: a player with no legal move passes, and the turn
    is played with the other player's move alone. In the first turn Black's last free pawn runs
    into White's on a4 while White's pawn steps to h6, which leaves Black nothing to play: the
    King on h8 is walled in by its own Bishop, Rook and pawn, all blocked, and no Black pawn can
    step or take. Black is not in check, so the game goes on, and in the second turn Black
    registers nothing while White's King moves. A draw rule must never end a game that the
    game's own ways of winning can still decide (simulchess-basic-004), and this one can: a
    White pawn may take the Rook on g7.

    Alternative: a draw by stalemate under the general clause. It would end a game that White
    can still win, and make a player whose every move walks into attack play on
    (simulchess-checkmate-004) while one whose every move is blocked may not.

    Given the position "6bk/5prp/p4Pp1/6PP/P7/8/8/K7 w - - 0 10"
    When the game is played
      """
      1. h5-h6   a6-a5
      2. Ka1-b2  --
      """
    Then the position is "6bk/5prp/5PpP/p5P1/P7/8/1K6/8 w - - 1 12"
    And there are no events
    And the game goes on
    And the turn is decided by simulchess.one-sided and simulchess.basic

  @id:simulchess-checkmate-006 @ruling
  Scenario: A King next to the other King gives check: King and Knight mate a lone King
    Text: the test is for "classical checkmate", and in orthodox chess a King never gives check,
    since two Kings never stand side by side. Here a King may step next to the other and take it
    (simulchess-kingcapture-006); the text does not say whether it then gives check.

    Ruling: a King attacks the squares around it, so a King next to the enemy King gives check,
    and mates it when no orthodox move takes it out of check. White's King steps to b7, where the
    Knight on d6 protects it, while the lone Black King goes to b8: it is in check, every square
    around it is next to White's King or guarded by the Knight, and taking a protected King is a
    move into attack, which is no way out (simulchess-checkmate-002). Black is checkmated. White's
    King is in check too, but has squares to go to.

    Alternative: only pieces other than a King give check, as in orthodox chess, where no other
    check can arise. A check is the threat to take the King, and here a King can carry that
    threat out as surely as any other piece.

    Given the position "k7/8/2KN4/8/8/8/8/8 w - - 0 1"
    When White plays Kc6-b7 and Black plays Ka8-b8
    Then the board is
      """
        a b c d e f g h
      8 . k . . . . . . 8
      7 . K . . . . . . 7
      6 . . . N . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | checkmate | Black | King  | b8     |
    And White wins by checkmate
    And the turn is decided by simulchess.basic and simulchess.checkmate

  @id:simulchess-checkmate-007 @ruling
  Scenario: A turn that starts from a checkmate ends the game, though a move registered for it is illegal
    Text: the checkmate test happens "before any moves are processed", and a move that is illegal
    "is rejected"; the text does not say which comes first when a move registered for a turn
    that starts from a checkmate is illegal.

    Ruling: the checkmate. Black is mated when the turn starts, so the game is over before any
    move is looked at, legal or not: Black's King step from h8 to h6, two squares, is not
    rejected; nothing is played, and White wins by checkmate.

    Alternative: rejecting the turn first and asking for the moves again. Judging whether a move
    is legal is processing it, which the text puts after the test, and the game's end would wait
    on moves that can change nothing.

    Given the board
      """
        a b c d e f g h
      8 . . . . R . . k 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-f1 and Black plays Kh8-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . R . . k 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | checkmate | Black | King  | h8     |
    And White wins by checkmate
    And the turn is decided by simulchess.checkmate
