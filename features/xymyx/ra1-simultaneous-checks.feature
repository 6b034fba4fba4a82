@xymyx.RA1
Feature: Rarity 1. Checks and checkmates given by both players in the same turn
  Both players may give check in one turn. If both Kings are then in check, the game goes on and
  each player must move his King to a safe square next turn. A King gives check too: two Kings
  that end a turn side by side are both in check. If only one King is checkmated, the other player
  wins. If both are checkmated, what counts is whose move gave mate: a player's move gives check
  when the checking piece moved, or when his move opened its line to the enemy King, but not when
  the mated player opened that line to his own King himself. If only one player's move gave mate,
  he wins, whoever registered first; if both did, the player who registered his move first wins;
  if neither did, the game is drawn.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-ra1-001 @xymyx.R4
  Scenario: Both players give check in the same turn and the game goes on
    Given the board
      """
        a b c d e f g h
      8 . . . . k . r . 8
      7 p . . . . . . p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P . . . . . . P 2
      1 . R . . K . . . 1
        a b c d e f g h
      """
    When White plays Rb1-b8 and Black plays Rg8-g1
    Then the board is
      """
        a b c d e f g h
      8 . R . . k . . . 8
      7 p . . . . . . p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P . . . . . . P 2
      1 . . . . K . r . 1
        a b c d e f g h
      frozen: b8 g1
      """
    And the events are
      | event  | side  | piece | square |
      | check  | White | King  | e1     |
      | check  | Black | King  | e8     |
      | frozen | White | Rook  | b8     |
      | frozen | Black | Rook  | g1     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1 and xymyx.R4

  @id:xymyx-ra1-002 @xymyx.C2
  Scenario: When both Kings are in check, each player may only move his King
    Given the board
      """
        a b c d e f g h
      8 . R . . k . . . 8
      7 p . . . . . . p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P . . . . . . P 2
      1 . . . . K . r . 1
        a b c d e f g h
      frozen: b8 g1
      """
    Then White's legal moves are Ke1-d2, Ke1-e2, Ke1-f2
    And Black's legal moves are Ke8-d7, Ke8-e7, Ke8-f7

  @id:xymyx-ra1-003 @xymyx.C2
  Scenario: When both Kings are in check, the turn is rejected if one player moves another piece
    Given the board
      """
        a b c d e f g h
      8 . R . . k . . . 8
      7 p . . . . . . p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P . . . . . . P 2
      1 . . . . K . r . 1
        a b c d e f g h
      frozen: b8 g1
      """
    When White plays Ke1-e2 and Black plays Nf6-d5
    Then the turn is rejected because Black's move Nf6-d5 is illegal under xymyx.C2

  @id:xymyx-ra1-004
  Scenario: Both Kings step out of check and both freezes end
    Given the board
      """
        a b c d e f g h
      8 . R . . k . . . 8
      7 p . . . . . . p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P . . . . . . P 2
      1 . . . . K . r . 1
        a b c d e f g h
      frozen: b8 g1
      """
    When White plays Ke1-d2 and Black plays Ke8-f7
    Then the board is
      """
        a b c d e f g h
      8 . R . . . . . . 8
      7 p . . . . k . p 7
      6 . . . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P . . K . . . P 2
      1 . . . . . . r . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.R4, xymyx.C2 and xymyx.RA1

  @id:xymyx-ra1-005 @xymyx.END
  Scenario: White gives checkmate while Black only gives check: White wins
    Black's Queen checks along the first rank, but the White King can still go to h2. The Black
    King has no safe square: g8 and h7 are covered by the Queen on g7, and the Knight on e6
    guards her.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 Q . . . . . . . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 q . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qa7-g7 and Black plays Qa2-a1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 . . . . . . . . 2
      1 q . . . . . . K 1
        a b c d e f g h
      frozen: a1 g7
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | g7     |
      | frozen    | Black | Queen | a1     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.R4 and xymyx.END

  @id:xymyx-ra1-006 @xymyx.END
  Scenario: Black gives checkmate while White only gives check: Black wins
    The same position with the roles swapped: White's Queen checks along the eighth rank and the
    Black King can go to h7, while Black's Queen on g2, guarded by the Knight on e3, mates.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 Q . . . . . . . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 q . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qa7-a8 and Black plays Qa2-g2
    Then the board is
      """
        a b c d e f g h
      8 Q . . . . . . k 8
      7 . . . . . . . . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 . . . . . . q . 2
      1 . . . . . . . K 1
        a b c d e f g h
      frozen: a8 g2
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | frozen    | White | Queen | a8     |
      | frozen    | Black | Queen | g2     |
    And Black wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.R4 and xymyx.END

  @id:xymyx-ra1-007 @xymyx.END
  Scenario: Both players give checkmate and White, who registered first, wins
    Both Queens land next to the enemy King, each guarded by a Knight: both Kings are
    checkmated, and each mate was given by the mating player's own Queen move. White registered
    his move first, so White wins.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 Q . . . . . . . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 q . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qa7-g7 first, then Black plays Qa2-g2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 . . . . . . q . 2
      1 . . . . . . . K 1
        a b c d e f g h
      frozen: g2 g7
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | g7     |
      | frozen    | Black | Queen | g2     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.R4 and xymyx.END

  @id:xymyx-ra1-008 @xymyx.END
  Scenario: Both players give checkmate and Black, who registered first, wins
    The same two mating moves as before, registered in the other order. Again both moves gave
    mate, so the order of registration decides: now Black wins.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 Q . . . . . . . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 q . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When Black plays Qa2-g2 first, then White plays Qa7-g7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 . . . . . . q . 2
      1 . . . . . . . K 1
        a b c d e f g h
      frozen: g2 g7
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | g7     |
      | frozen    | Black | Queen | g2     |
    And Black wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.R4 and xymyx.END

  @id:xymyx-ra1-009 @xymyx.END @xymyx.R4 @ruling
  Scenario: Both Kings are mated but only White's move gave mate: White wins though Black registered first
    Text: Rarity 1 gives the game, when both players are checkmated, to the one who registered
    "their checkmate move" first. It does not say what happens when only one of the two mates was
    given by a move of the mating side.

    Ruling: a player registered a checkmate move when his own move gives check to the enemy King,
    by moving the checking piece or by opening its line. White's Queen goes from e1 to e8 and
    mates Black: g8 is on her rank, the Bishop on c3 covers g7 and the Bishop on d3 covers h7. By
    leaving e1 she also opens the first rank from Black's Rook on b1 to White's own King, which is
    mated too: the Rook covers g1, the Bishop on b7 covers g2 and the Bishop on c7 covers h2. That
    second mate is White's own doing, and Black only moved a pawn. Only White registered a
    checkmate move, so White wins, although Black registered first. The Queen is frozen; the Rook
    on b1 is not, since Black's move did not give its check (Rule 4).

    Alternative: the player who registered first wins whenever both Kings are mated. That would
    hand the game to Black for a7-a6, a move that had nothing to do with either mate.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 p b b . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B . . . . 3
      2 . . . . . . P P 2
      1 . r . . Q . . K 1
        a b c d e f g h
      """
    When Black plays a7-a6 first, then White plays Qe1-e8
    Then the board is
      """
        a b c d e f g h
      8 . . . . Q . . k 8
      7 . b b . . . p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B . . . . 3
      2 . . . . . . P P 2
      1 . r . . . . . K 1
        a b c d e f g h
      frozen: e8
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | e8     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.C1, xymyx.R4 and xymyx.END

  @id:xymyx-ra1-010 @xymyx.END @xymyx.R4
  Scenario: Both Kings are mated but only White's move gave mate: White wins, registering first
    The same turn registered the other way round. White's Queen move mates Black and opens the
    Rook's line to White's own King; Black's pawn move mates no one. White wins here as well: the
    order of registration only counts when both players' moves gave mate.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 p b b . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B . . . . 3
      2 . . . . . . P P 2
      1 . r . . Q . . K 1
        a b c d e f g h
      """
    When White plays Qe1-e8 first, then Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . Q . . k 8
      7 . b b . . . p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B . . . . 3
      2 . . . . . . P P 2
      1 . r . . . . . K 1
        a b c d e f g h
      frozen: e8
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | e8     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.C1, xymyx.R4 and xymyx.END

  @id:xymyx-ra1-011 @xymyx.END @xymyx.R4 @ruling
  Scenario: Each player opens the line to his own King and both are mated: a draw
    Text: Rarity 1 settles a double checkmate by who registered "their checkmate move" first. It
    does not consider a turn in which neither player's move gives check at all.

    Ruling: the game is drawn by mutual checkmate. Each Bishop on the e-file stood between an
    enemy Rook and its own King, and each steps off it. White's Bishop leaves e1 and the Rook on
    b1 checks White's King along the first rank; g2 and h2 are covered by the Bishops on b7 and
    c7. Black's Bishop leaves e8 and the Rook on b8 checks Black's King along the eighth rank; g7
    and h7 are covered by the Bishops on c3 and d3. Both Kings are mated, but each mate was opened
    by the mated player himself, so nobody registered a checkmate move and nobody wins. Neither
    Rook delivered its check, so neither is frozen (Rule 4).

    Alternative: the player who registered first could win, as when both players give mate. But
    then the game would go to whoever was quicker to ruin his own position, and the order of
    registration would decide a game that neither player won on the board.

    Given the board
      """
        a b c d e f g h
      8 . R . . b . . k 8
      7 . b b . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B . . . . 3
      2 . . . . . . P P 2
      1 . r . . B . . K 1
        a b c d e f g h
      """
    When White plays Be1-d2 and Black plays Be8-d7
    Then the board is
      """
        a b c d e f g h
      8 . R . . . . . k 8
      7 . b b b . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B . . . . 3
      2 . . . B . . P P 2
      1 . r . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
    And the game is drawn by mutual checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.C1, xymyx.R4 and xymyx.END

  @id:xymyx-ra1-012 @xymyx.C2 @xymyx.RA4 @ruling
  Scenario: Both Kings step side by side: both are in check and the game goes on
    Text: the rules speak of checks without saying which pieces give them. A King may only step
    to a square that is not attacked before the turn, but nothing stops both Kings from stepping
    next to each other in the same turn, each to a square that was safe when he chose it.

    Ruling: a King attacks the squares around it like any other piece, so two Kings that end a
    turn side by side are both in check. The White King goes to e4 and the Black King to f5, both
    squares safe before the turn. Now each is in check from the other. Nothing is frozen, since
    only Queens and Rooks are. Next turn each player may only move his King, and not to e5 or f4,
    which both Kings attack.

    Alternative: a King gives no check, because no piece may ever move onto the square of a King,
    and the game would go on as if the Kings stood apart. But a King's attack is exactly what
    kept the other King away before the turn; it cannot stop counting once the turn is over.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . p 7
      6 . . . . . k . . 6
      5 . . . . . . . . 5
      4 . . . K . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Kd4-e4 and Black plays Kf6-f5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . p 7
      6 . . . . . . . . 6
      5 . . . . . k . . 5
      4 . . . . K . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | e4     |
      | check | Black | King  | f5     |
    And the game goes on
    And White's legal moves are Ke4-d3, Ke4-d4, Ke4-d5, Ke4-e3, Ke4-f3
    And Black's legal moves are Kf5-e6, Kf5-f6, Kf5-g4, Kf5-g5, Kf5-g6
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1 and xymyx.RA4

  @id:xymyx-ra1-013 @xymyx.END @xymyx.RA4 @ruling
  Scenario: A King's step gives checkmate to the King beside it
    Text: the rules speak of checkmate without saying which pieces may give it, and a King may
    only step to a square that is not attacked before the turn.

    Ruling: a King attacks the squares around it and can give check and checkmate like any
    other piece. Black's King, in check from the Rook on a6, steps to h7, a safe square before
    the turn. At the same moment White's King steps from f8 to g8, also safe before the turn, and
    now checks the Black King. h8 and g7 are covered by the White King, g6 and h6 by the Rook:
    Black is checkmated. White's King is in check from the Black King too, but it can step back
    to f7 or f8, so White wins. The Rook no longer gives check and is free again.

    Alternative: a King gives no check, because no piece may ever move onto the square of a King;
    the Kings would then stand side by side and the game would go on. But a King's attack is what
    keeps the enemy King away before every turn, and it counts after the turn as well.

    Given the board
      """
        a b c d e f g h
      8 . . . . . K . . 8
      7 . . p . . . . . 7
      6 R . . . . . . k 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . P . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      frozen: a6
      """
    When White plays Kf8-g8 and Black plays Kh6-h7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . K . 8
      7 . . p . . . . k 7
      6 R . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . P . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | g8     |
      | check     | Black | King  | h7     |
      | checkmate | Black | King  | h7     |
    And White wins by checkmate
    And the turn is decided by xymyx.R1, xymyx.R4, xymyx.C2, xymyx.RA1, xymyx.RA4 and xymyx.END

  @id:xymyx-ra1-014 @xymyx.END @xymyx.R1 @xymyx.R4 @ruling
  Scenario: Both players give checkmate at the same instant: a draw
    Text: when both players give checkmate, the text lets the one who registered his mating
    move first win. It does not say who wins when both moves were recorded at the same instant.

    Ruling: nobody registered first, so nobody has the better claim: the game is drawn by mutual
    checkmate, as when both Kings are mated and neither player's move gave the mate. The board
    is the one of xymyx-ra1-007, played without an order of registration.

    Alternative: White could win, as the player who moves first in orthodox chess, but nothing
    in the text says so; the turn could be played again, but a turn's moves are final once
    registered.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 Q . . . . . . . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 q . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qa7-g7 and Black plays Qa2-g2 at the same instant
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . p . . N . . . 6
      5 . . p . . . . . 5
      4 . . P . . . . . 4
      3 . P . . n . . . 3
      2 . . . . . . q . 2
      1 . . . . . . . K 1
        a b c d e f g h
      frozen: g2 g7
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | g7     |
      | frozen    | Black | Queen | g2     |
    And the game is drawn by mutual checkmate
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA1, xymyx.R4 and xymyx.END
