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

  @id:simulchess-checkmate-004 @nothing-to-cite @ruling
  Scenario: A player with no orthodox move but out of check is not stalemated
    Text: the text ends the game only by checkmate at the start of a turn or by King capture,
    and says "all standard chess rules apply"; it does not mention stalemate.

    Ruling: there is no stalemate. Black's King on h8 is not in check, and every square it can
    reach is attacked by the Queen, but a King may move into attack in SimulChess, so Black has
    moves and must play one. The game goes on with the Black King in check.

    Alternative: a draw by stalemate as in orthodox chess. That would be judged by a legality
    the text sets aside for Kings, and the text says the game continues until a checkmate or a
    King capture.

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
