@xymyx-classic.U1
Feature: Unusual move U1. Checks and checkmates given by both players in the same turn
  Both players may give check in one turn. If both Kings are then merely in check, the game goes
  on and each player must move his King next turn. If one player is checkmated while the other is
  only in check, the player who gave checkmate wins. If both are checkmated, the winner is the
  player who made a move of mate, and if both did, the one who registered first; if neither did,
  the game is drawn. A player whose King is mated only through a line he opened himself, by
  moving away the piece that shielded it, was not mated by his opponent's move. The current
  edition settles these cases the same way.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-u1-001 @xymyx-classic.R4
  Scenario: Both Queens give check in the same turn, both are frozen and the game goes on
    Each Queen checks along the back rank. Each King still has a safe square: h7 for Black,
    h2 for White.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . Q . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . q . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qb7-b8 and Black plays Qb2-b1
    Then the board is
      """
        a b c d e f g h
      8 . Q . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . . . 2
      1 . q . . . . . K 1
        a b c d e f g h
      frozen: b1 b8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | White | King  | h1     |
      | check  | Black | King  | h8     |
      | frozen | White | Queen | b8     |
      | frozen | Black | Queen | b1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1 and xymyx-classic.R4

  @id:xymyx-classic-u1-002 @xymyx-classic.N1
  Scenario: When both Kings are in check, each player may only move his King
    The Knights cover g2 and g7 and the Queens the rest of the back ranks, so each King has a
    single move.

    Given the board
      """
        a b c d e f g h
      8 . Q . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . . . 2
      1 . q . . . . . K 1
        a b c d e f g h
      frozen: b1 b8
      """
    Then White's legal moves are Kh1-h2
    And Black's legal moves are Kh8-h7

  @id:xymyx-classic-u1-003 @xymyx-classic.N1
  Scenario: When both Kings are in check, the turn is rejected if one player moves another piece
    Given the board
      """
        a b c d e f g h
      8 . Q . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . . . 2
      1 . q . . . . . K 1
        a b c d e f g h
      frozen: b1 b8
      """
    When White plays Kh1-h2 and Black plays Ne3-g4
    Then the turn is rejected because Black's move Ne3-g4 is illegal under xymyx-classic.N1

  @id:xymyx-classic-u1-004
  Scenario: Both Kings step out of check and both freezes end
    Given the board
      """
        a b c d e f g h
      8 . Q . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . . . 2
      1 . q . . . . . K 1
        a b c d e f g h
      frozen: b1 b8
      """
    When White plays Kh1-h2 and Black plays Kh8-h7
    Then the board is
      """
        a b c d e f g h
      8 . Q . . . . . . 8
      7 . . . . . . . k 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . . K 2
      1 . q . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R4, xymyx-classic.N1 and xymyx-classic.U1

  @id:xymyx-classic-u1-005 @xymyx-classic.R4
  Scenario: White gives checkmate while Black only gives check: White wins
    The White Queen lands on g7, guarded by the Knight, and the Black King has no square left.
    The Black Queen checks along the first rank, but the White King can still go to h2.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . Q . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . q . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qb7-g7 and Black plays Qb2-b1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . . . 2
      1 . q . . . . . K 1
        a b c d e f g h
      frozen: b1 g7
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | frozen    | White | Queen | g7     |
      | frozen    | Black | Queen | b1     |
    And White wins by checkmate
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.R4 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-u1-006 @xymyx-classic.R4
  Scenario: Black gives checkmate while White only gives check: Black wins
    The same position with the roles swapped: the Black Queen mates on g2, guarded by the
    Knight, while the White Queen's check on the eighth rank leaves the Black King h7.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . Q . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . q . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qb7-b8 and Black plays Qb2-g2
    Then the board is
      """
        a b c d e f g h
      8 . Q . . . . . k 8
      7 . . . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . . . q . 2
      1 . . . . . . . K 1
        a b c d e f g h
      frozen: b8 g2
      """
    And the events are
      | event     | side  | piece | square |
      | check     | White | King  | h1     |
      | checkmate | White | King  | h1     |
      | check     | Black | King  | h8     |
      | frozen    | White | Queen | b8     |
      | frozen    | Black | Queen | g2     |
    And Black wins by checkmate
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.R4 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-u1-007 @xymyx-classic.R4
  Scenario: Both players give checkmate and White, who registered first, wins
    Both Queens land beside the enemy King, each guarded by a Knight: both Kings are
    checkmated. White registered his move first, so White wins.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . Q . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . q . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qb7-g7 first, then Black plays Qb2-g2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.R4 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-u1-008 @xymyx-classic.R4
  Scenario: Both players give checkmate and Black, who registered first, wins
    The same two mating moves, registered in the other order: now Black wins.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . Q . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . q . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When Black plays Qb2-g2 first, then White plays Qb7-g7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.R4 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-u1-009 @ruling @xymyx-classic.R4 @xymyx-classic.N2
  Scenario: Both Kings are mated by White's Queen move, and White wins though Black registered first
    Text: for mate against mate, Unusual move U1 gives the game to the player who first registers
    "the move of the Mate". It does not say what happens when a player's own move opens a line
    to his own King, so that he is mated by a piece his opponent never moved.

    Ruling: the tie-break is for two players who each made a move that mates. White's Queen goes
    from e1 to e8 and mates the Black King: g8 is on her rank, and the Bishops on c3 and d3 cover
    g7 and h7. In leaving e1 she opens the first rank to the Black Rook on b1, and White's King
    is mated too: the Rook covers g1, the Bishops on b7 and c7 cover g2 and h2. Black only pushed
    a pawn, which mates nobody; so White, the only player who made a move of mate, wins, though
    Black registered first. The Queen on e8 is frozen; the Rook that checks is not, as only a
    Queen is.

    Alternative: with both Kings mated the first to register could win, as the bare case of mate
    against mate suggests: here Black, whose move did nothing. Or White could lose for mating
    his own King. Neither fits: U1 ties the win to the move that gave mate, and Note N2 lets a
    player move a piece that shields his King, at his own risk, without his opponent earning
    anything but the check.

    Given the position "7k/pbb3pp/8/8/8/2BB4/6PP/1r2Q2K w - - 0 1"
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.N2, xymyx-classic.R4 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-u1-010 @xymyx-classic.R4 @xymyx-classic.N2
  Scenario: The same two mates with White registering first: White wins again
    The same turn in the other order. White registered first this time, and he is still the only
    player who made a move that mates, so he wins as before.

    Given the position "7k/pbb3pp/8/8/8/2BB4/6PP/1r2Q2K w - - 0 1"
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.N2, xymyx-classic.R4 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-u1-011 @ruling @xymyx-classic.N2
  Scenario: Each player opens a Rook's line to his own King and both are mated: a draw
    Text: for mate against mate, Unusual move U1 gives the game to the player who first registers
    "the move of the Mate". It does not foresee two players who are each mated only because
    they opened a line to their own King.

    Ruling: neither player made a move that mates, so neither wins: the game is drawn by mutual
    checkmate. White's Knight leaves d1 and opens the first rank to the Black Rook on b1; Black's
    Knight leaves d8 and opens the eighth rank to the White Rook on b8. In each corner the Rook
    covers the square beside the King and two Bishops cover the pawns the King could take, so
    both Kings are mated. The Rooks are not frozen.

    Alternative: the player who registered first could win, as in a mate against mate; but he
    would win by a move that mated nobody, and the order of registering only breaks the tie
    between two moves of mate. Nor can both players lose, a result chess does not have.

    Given the board
      """
        a b c d e f g h
      8 . R . n . . . k 8
      7 . b b . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B . . . . 3
      2 . . . . . . P P 2
      1 . r . N . . . K 1
        a b c d e f g h
      """
    When White plays Nd1-e3 and Black plays Nd8-e6
    Then the board is
      """
        a b c d e f g h
      8 . R . . . . . k 8
      7 . b b . . . p p 7
      6 . . . . n . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . B B N . . . 3
      2 . . . . . . P P 2
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.N2 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-u1-012 @xymyx-classic.R1 @xymyx-classic.R4 @ruling
  Scenario: Both players give checkmate at the same instant: a draw
    Text: when both players give checkmate, the text lets the one who registered his mating
    move first win. It does not say who wins when both moves were recorded at the same instant.

    Ruling: nobody registered first, so nobody has the better claim: the game is drawn by mutual
    checkmate, as when both Kings are mated and neither player's move gave the mate. The board
    is the one of xymyx-classic-u1-007, played without an order of registration.

    Alternative: White could win, as the player who moves first in orthodox chess, but nothing
    in the text says so; the turn could be played again, but a turn's moves are final once
    registered.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . Q . . . . . . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . q . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Qb7-g7 and Black plays Qb2-g2 at the same instant
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . Q . 7
      6 . . . . N . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
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
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.U1, xymyx-classic.R4 and xymyx-classic.ORTHODOX
