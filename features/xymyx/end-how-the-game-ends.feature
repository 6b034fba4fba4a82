@xymyx.END
Feature: How the game ends
  A player wins when, after a turn, the enemy King is in check and has no safe square to go to:
  checkmate. The rule text names no draws, so Arbiter takes those of orthodox chess: a player
  who is not in check but has no legal move is stalemated; a game where neither side has enough
  pieces left to mate is drawn; fifty turns in a row without a capture or a pawn move end in a
  draw, and so does the same position standing for the third time. Checkmate is decided before any of the draws.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-end-001
  Scenario: White checkmates with a Queen guarded by the King
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . . . 7
      6 p . . . . K . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . Q . 1
        a b c d e f g h
      """
    When White plays Qg1-g7 and Black plays a6-a5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . . . . . K . . 6
      5 p . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      frozen: g7
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | g7     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.R4 and xymyx.END

  @id:xymyx-end-002
  Scenario: Black checkmates with a Rook on the first rank
    The White King is shut in the corner: g1 is on the Rook's rank, and the Black King covers
    g2 and h2.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 P . . . . . . . 4
      3 . . . . . . k . 3
      2 . . . . r . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays a4-a5 and Black plays Re2-e1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 P . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . k . 3
      2 . . . . . . . . 2
      1 . . . . r . . K 1
        a b c d e f g h
      frozen: e1
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | frozen    | Black | Rook  | e1     |
    And Black wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.R4 and xymyx.END

  @id:xymyx-end-003 @ruling
  Scenario: A player who is not in check and has no legal move is stalemated: a draw
    Text: the rule text only says how checks and checkmates end the game; it says nothing about
    a player who has no legal move while his King is not in check.

    Ruling: as in orthodox chess, the game is drawn by stalemate. Here Black's last pawn runs into
    the White pawn on h3 while the White Queen takes every square from the Black King without
    giving check.

    Alternative: the stalemated player could lose, or could be allowed to pass his turn while
    the other player moves on.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . Q . . . . p 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . K . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Qc5-b6 and Black plays h5-h4
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . Q . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . p 4
      3 . . . . . . . P 3
      2 . . . . . . K . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game is drawn by stalemate
    And the turn is decided by xymyx.R1 and xymyx.END

  @id:xymyx-end-004 @ruling
  Scenario: King and Bishop against a bare King is a draw
    Text: the rule text does not say what happens when neither side can ever give checkmate.

    Ruling: as in orthodox chess, the game is drawn as soon as the material left cannot mate:
    King against King, King and Bishop or King and Knight against King, or King and Bishop
    against King and Bishop with both Bishops on squares of one colour. Here the Bishop takes
    Black's last pawn.

    Alternative: play would go on until the fifty-turn rule or an agreement ends it.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 p . . . . . . . 6
      5 . . . . . . k . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . K . . . . . 2
      1 . . . . . B . . 1
        a b c d e f g h
      """
    When White plays Bf1xa6 and Black plays Kg5-f4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 B . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . k . . 4
      3 . . . . . . . . 3
      2 . . K . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | a6     |
    And the game is drawn by insufficient material
    And the turn is decided by xymyx.R1 and xymyx.END

  @id:xymyx-end-005 @ruling
  Scenario: Both last pawns fall in the same turn, leaving King and Knight against King: a draw
    Text: the rule text does not say what happens when neither side can ever give checkmate.

    Ruling: the game is drawn when the material left cannot mate, judged on the board after the
    turn. The Knight and the Black King each take the enemy's last pawn in the same turn.

    Alternative: play would go on until the fifty-turn rule or an agreement ends it.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . p . . . . . . 5
      4 . . . N . . . P 4
      3 . . . . . . k . 3
      2 . . K . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Nd4xb5 and Black plays Kg3xh4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . N . . . . . . 5
      4 . . . . . . . k 4
      3 . . . . . . . . 3
      2 . . K . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | b5     |
      | captured | White | Pawn  | h4     |
    And the game is drawn by insufficient material
    And the turn is decided by xymyx.R1 and xymyx.END

  @id:xymyx-end-006 @ruling
  Scenario: Bishops on squares of the same colour cannot mate: a draw
    Text: the rule text does not say what happens when neither side can ever give checkmate.

    Ruling: King and Bishop against King and Bishop is a draw when both Bishops run on squares
    of the same colour. Both Bishops here are on light squares.

    Alternative: only bare Kings would be a draw, and play would go on here.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . . . . . 7
      6 p . . . . . . . 6
      5 . . . . . b . . 5
      4 . . B . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Bc4xa6 and Black plays Kd8-e7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . k . . . 7
      6 B . . . . . . . 6
      5 . . . . . b . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | a6     |
    And the game is drawn by insufficient material
    And the turn is decided by xymyx.R1 and xymyx.END

  @id:xymyx-end-007 @nothing-to-cite @ruling
  Scenario: Bishops on squares of different colours: the game goes on
    Text: the rule text does not say what happens when neither side can ever give checkmate.

    Ruling: King and Bishop against King and Bishop is drawn only when the Bishops run on squares
    of the same colour. Here the White Bishop is on a dark square, the Black one on a light
    square, so the game goes on.

    Alternative: any King and Bishop against King and Bishop would be a draw.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . . . . . 7
      6 . p . . . . . . 6
      5 . . . . . b . . 5
      4 . . . B . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Bd4xb6 and Black plays Kd8-e7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . k . . . 7
      6 . B . . . . . . 6
      5 . . . . . b . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | b6     |
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-end-008 @ruling
  Scenario: The fiftieth turn without a capture or a pawn move is a draw
    Text: the rule text has no rule for a game that makes no progress.

    Ruling: as in orthodox chess, but counted in turns: a turn in which both players move and
    nothing is captured and no pawn moves adds one to the count, and the game is drawn when the
    count reaches fifty. The position below has had 49 such turns.

    Alternative: as in orthodox tournament rules, fifty turns would only let a player claim the
    draw, and the game would end by itself only after seventy-five.

    Given the position "4k3/8/8/8/8/8/5PPP/R5K1 w - - 49 90"
    When White plays Ra1-b1 and Black plays Ke8-d7
    Then the position is "8/3k4/8/8/8/8/5PPP/1R4K1 w - - 50 91"
    And there are no events
    And the game is drawn by the fifty-turn rule
    And the turn is decided by xymyx.R1 and xymyx.END

  @id:xymyx-end-009 @nothing-to-cite @ruling
  Scenario: A pawn move on the fiftieth turn starts the count again
    Text: the rule text has no rule for a game that makes no progress.

    Ruling: a pawn move by either player, or any capture, sets the count of turns back to zero.
    Here White pushes a pawn on the turn that would otherwise have been the fiftieth.

    Alternative: each player could keep his own count, so that Black's King move would still
    bring Black's count to fifty.

    Given the position "4k3/8/8/8/8/8/5PPP/R5K1 w - - 49 90"
    When White plays h2-h3 and Black plays Ke8-d7
    Then the position is "8/3k4/8/8/8/7P/5PP1/R5K1 w - - 0 91"
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-end-010 @ruling
  Scenario: Checkmate on the fiftieth turn wins rather than draws
    Text: the rule text has no rule for a game that makes no progress, and does not say which
    ending counts when two happen on the same turn.

    Ruling: checkmate is decided before any draw. The count reaches fifty on this turn, but the
    Black King is checkmated, so White wins.

    Alternative: the draw by the fifty-turn rule could be applied first, as soon as the count
    reaches fifty.

    Given the position "7k/8/5K2/8/8/8/8/6Q1 w - - 49 70"
    When White plays Qg1-g7 and Black plays Kh8-h7
    Then the position is "8/6Qk/5K2/8/8/8/8/8 w - - 50 71 frozen=g7"
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | h7     |
      | checkmate | Black | King  | h7     |
      | frozen    | White | Queen | g7     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA4, xymyx.R4 and xymyx.END

  @id:xymyx-end-011 @xymyx.R4 @ruling
  Scenario: A player whose only mobile piece is his frozen Queen is stalemated: a draw
    Text: the rules name no draws, and Rule 1 has each player register a move in every turn;
    nothing says what happens when a player has no move he may register because his only piece
    that could move is frozen.

    Ruling: a frozen piece has no legal move, so a player left with nothing else to move is
    stalemated, and the game is drawn at once, even though his opponent is in check. White's
    Queen goes to d8 and checks the King on g8, so she is frozen. White's King is shut in: the
    Knight covers g1, the pawn on g3 covers h2, and the Bishop on b7 guards g2, so the King may not
    absorb his own pawn there either. That pawn is blocked by the pawn on g3 and has nothing to
    take. White is not in check but has no legal move. Black is in check but not mated: his King
    can go to f7 or g7, or absorb his own pawn on h7.

    Alternative: White could pass for a turn while Black steps out of check, and play on once the
    Queen is free again. But no text has a pass, and Rule 1 needs a move from each player in
    every turn.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p b . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . p . 3
      2 . . . . n . P . 2
      1 . . . Q . . . K 1
        a b c d e f g h
      """
    When White plays Qd1-d8 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . Q . . k . 8
      7 . b . . . . . p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . p . 3
      2 . . . . n . P . 2
      1 . . . . . . . K 1
        a b c d e f g h
      frozen: d8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | Black | King  | g8     |
      | frozen | White | Queen | d8     |
    And the game is drawn by stalemate
    And White has no legal move
    And Black's legal moves are Kg8-f7, Kg8-g7, Kg8xh7
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.R4 and xymyx.END

  @id:xymyx-end-012 @ruling
  Scenario: The same position for the third time ends the game in a draw
    Text: the rule text names no draw by repetition, and Arbiter takes the orthodox draws it does not change. The orthodox rule draws a game when the same position
    occurs for the third time with the same player to move and the same moves open to both
    players. Both players move in every turn here, so there is never a player to move.

    Ruling: positions are compared between turns. Two are the same when they have the same
    pieces on the same squares, the same castling rights, the same en passant squares and the
    same frozen pieces, so that both players have the same moves open. The turn that brings
    about such a position for the third time ends the game in a draw at once; the clocks do not
    count. Here the Rooks go up and back twice, and the position of the first turn returns for
    the third time after the fourth.

    Alternative: comparing the pieces alone would draw games in which a player has meanwhile
    lost a castling right or freed a frozen Queen, so that he no longer has the same game. A
    draw that a player must claim needs a moment when one player has the move alone, which a
    simultaneous turn never gives; as for the fifty-turn rule, the draw comes by itself.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . r 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      """
    When the game is played
      """
      1. Ra1-a2  Rh8-h7
      2. Ra2-a1  Rh7-h8
      3. Ra1-a2  Rh8-h7
      4. Ra2-a1  Rh7-h8
      """
    Then the board is
      """
        a b c d e f g h
      8 . . . k . . . r 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by xymyx.R1 and xymyx.END

  @id:xymyx-end-013
  Scenario: A position that lost a castling right is not the same position
    The placement of the first turn returns after the second and the fourth turns, but the
    first time both Rooks could still castle and later they cannot: the position of the first
    turn is never seen again, and the game goes on. The placement after the first turn, which
    has no rights either time, then comes back for the third time, and that ends the game.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . r 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      castling: Qk
      """
    When the game is played
      """
      1. Ra1-a2  Rh8-h7
      2. Ra2-a1  Rh7-h8
      3. Ra1-a2  Rh8-h7
      4. Ra2-a1  Rh7-h8
      """
    Then the board is
      """
        a b c d e f g h
      8 . . . k . . . r 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1
    When White plays Ra1-a2 and Black plays Rh8-h7
    Then the board is
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . . . . r 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 R . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by xymyx.R1 and xymyx.END

  @id:xymyx-end-014 @nothing-to-cite
  Scenario: A King with no safe square is not stalemated while another of its pieces can move
    Stalemate needs a player with no legal move at all. After this turn the White Queen takes
    every square around the Black King without giving check, but Black's pawn can still step
    forward, so the game goes on.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . p . . . . 7
      6 . . . . . . . . 6
      5 . . Q . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . K . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Qc5-b6 and Black plays d7-d6
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . Q . p . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . K . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1

  @id:xymyx-end-015
  Scenario: Bishops on dark squares cannot mate either: a draw
    The ruling of xymyx-end-006 with both Bishops on dark squares: the colour they share does not
    matter, only that they share one.

    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . . . . . 7
      6 . p . . . . . . 6
      5 . . . . b . . . 5
      4 . . . B . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Bd4xb6 and Black plays Kd8-e7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . k . . . 7
      6 . B . . . . . . 6
      5 . . . . b . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | b6     |
    And the game is drawn by insufficient material
    And the turn is decided by xymyx.R1 and xymyx.END
