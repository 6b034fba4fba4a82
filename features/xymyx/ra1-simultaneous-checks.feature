@xymyx.RA1
Feature: Rarity 1. Checks and checkmates given by both players in the same turn
  Both players may give check in one turn. If both Kings are then in check, the game goes on and
  each player must move his King to a safe square next turn. If one player is checkmated while the
  other is only in check, the player who gave checkmate wins. If both are checkmated, the player
  who registered his move first wins.

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
    Then the turn is rejected because Black's move Nf6-d5 is illegal

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

  @id:xymyx-ra1-007 @xymyx.END
  Scenario: Both players give checkmate and White, who registered first, wins
    Both Queens land next to the enemy King, each guarded by a Knight: both Kings are
    checkmated. White registered his move first, so White wins.

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

  @id:xymyx-ra1-008 @xymyx.END
  Scenario: Both players give checkmate and Black, who registered first, wins
    The same two mating moves as before, registered in the other order: now Black wins.

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
