@xymyx-classic.ORTHODOX
Feature: What the text leaves to orthodox chess: castling, en passant and draws
  Every rule of orthodox chess holds unless one of the text's own rules changes it, always judged
  on the board before the turn. Castling needs only its orthodox conditions: the King is not in
  check and neither crosses nor lands on an attacked square; an attack on the Rook does not
  matter. A pawn that stepped two squares in the last turn may be taken en passant in this turn
  by an enemy pawn beside it (the position records the square passed over, both squares when both
  players made such a step), but only if it still stands where it landed: a pawn that lost a
  collision on its landing square left no square to take on. The game is drawn by stalemate, by a
  lack of mating material, after fifty turns in a row in which no pawn moved and no piece left
  the board, and when the same position stands for the third time. The current edition differs twice: it bars castling with an attacked Rook, and it
  has no en passant.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-orthodox-001
  Scenario: White castles with the h1 Rook although a Bishop attacks that Rook
    The Bishop on c6 attacks h1 through the empty g2. As in orthodox chess this does not bar
    castling: f1 and g1 are safe and the King is not in check.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays O-O and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 . p p . . p p p 7
      6 p . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . . R K . 1
        a b c d e f g h
      castling: kq
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-002 @xymyx-classic.N3
  Scenario: The Bishop's capture of the h1 Rook fails because the Rook castles away
    The Bishop aims at the Rook on h1 while White castles. The Rook leaves h1 in the same turn,
    so the capture fails and the Bishop simply stands on h1.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays O-O and Black plays Bc6xh1
    Then the board is
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . . R K b 1
        a b c d e f g h
      castling: kq
      """
    And the events are
      | event          | side  | piece  | square |
      | failed capture | Black | Bishop | h1     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N3 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-003
  Scenario: Black castles with the a8 Rook although a Bishop attacks it: the King goes to c8
    Black's King starts on e8, so castling has its orthodox shape: the King goes from e8 to c8
    and the Rook from a8 to d8. The Bishop on e4 attacks the Rook, which does not matter.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p . p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . B . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays a2-a3 and Black plays O-O-O
    Then the board is
      """
        a b c d e f g h
      8 . . k r . . . r 8
      7 p . p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . B . . . 4
      3 P . . . . . . . 3
      2 . P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQ
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-004 @xymyx-classic.N1
  Scenario: A King in check may not castle
    The Knight on d3 checks the White King. Castling is no answer to a check, and the pawn on
    c2 may not take the Knight either: only the King's steps to d1, d2, e2 and f1 remain (the
    Knight covers f2).

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . n . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White's legal moves are Ke1-d1, Ke1-d2, Ke1-e2, Ke1-f1
    And White may not play O-O
    And White may not play O-O-O
    And White may not play c2xd3

  @id:xymyx-classic-orthodox-005
  Scenario: The King may not castle across an attacked square
    The Bishop on h3 attacks f1 through the empty g2, so the King may not pass over f1. On the
    other side d1 and c1 are safe.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . b 3
      2 P P P . P P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then White may not play O-O
    And White may play O-O-O

  @id:xymyx-classic-orthodox-006
  Scenario: Castling across an attacked square is rejected even though the attacker moves away
    Castling is judged on the board before the turn, when the Bishop still covers f1.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . b 3
      2 P P P . P P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays O-O and Black plays Bh3-e6
    Then the turn is rejected because White's move O-O is illegal under xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-007
  Scenario: The King may not castle onto an attacked square
    The Bishop on g4 attacks c8 through the empty d7, so Black may not castle with the a8 Rook,
    though d8, the square the King crosses, is safe. Castling with the h8 Rook is allowed.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . B . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    Then Black may not play O-O-O
    And Black may play O-O

  @id:xymyx-classic-orthodox-008
  Scenario: After Black's two-square step, White may take the pawn en passant
    Black's pawn has just come from d7 to d5, landing beside White's pawn on e5: the position's
    en passant field names d6, the square it passed over.

    Given the position "4k3/7p/8/3pP3/8/8/8/7K w - d6 0 18"
    Then White's legal moves are Kh1-g1, Kh1-g2, Kh1-h2, e5-e6, e5xd6

  @id:xymyx-classic-orthodox-009
  Scenario: The pawn taken en passant leaves the board
    The White pawn moves to d6 and the Black pawn on d5, which passed over d6 in the last turn,
    is removed.

    Given the position "4k3/7p/8/3pP3/8/8/8/7K w - d6 0 18"
    When White plays e5xd6 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . P . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-010
  Scenario: A two-square step is recorded, and the pawn is taken en passant in the next turn
    Black's pawn steps from d7 to d5 beside White's pawn on e5. The position after the turn
    names d6 as the en passant square, and in the following turn White takes the pawn.

    Given the position "4k3/3p3p/8/4P3/8/8/8/7K w - - 2 17"
    When White plays Kh1-g1 and Black plays d7-d5
    Then the position is "4k3/7p/8/3pP3/8/8/8/6K1 w - d6 0 18"
    And there are no events
    And the turn is decided by xymyx-classic.R1
    When White plays e5xd6 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . P . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-011 @ruling @xymyx-classic.N3
  Scenario: The pawn to be taken en passant moves on: the capture fails, the pawn lands on d6
    Text: orthodox chess lets a pawn take en passant a pawn that has just stepped two squares,
    and Note N3 says that a capture fails, pawns included, when its target moves away in the
    same turn. The text does not say where a pawn ends up whose en passant capture fails.

    Ruling: the pawn completes its diagonal step to the square passed over, d6, and takes
    nothing, like any other failed pawn capture. The Black pawn goes on to d4.

    Alternative: the capture could be void and the pawn stay on e5, or it could follow its target
    and take it on its new square.

    Given the position "4k3/7p/8/3pP3/8/8/8/7K w - d6 0 18"
    When White plays e5xd6 and Black plays d5-d4
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . p 7
      6 . . . P . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Pawn  | d6     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N3 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-012
  Scenario: Without a two-square step in the last turn there is no en passant
    The same pawns, but the en passant field is empty: the Black pawn did not just arrive on d5
    by a two-square step, so the White pawn may only go forward.

    Given the position "4k3/7p/8/3pP3/8/8/8/7K w - - 0 18"
    Then White's legal moves are Kh1-g1, Kh1-g2, Kh1-h2, e5-e6

  @id:xymyx-classic-orthodox-013
  Scenario: The turn is rejected when a pawn takes en passant with an empty en passant field
    Given the position "4k3/7p/8/3pP3/8/8/8/7K w - - 0 18"
    When White plays e5xd6 and Black plays h7-h6
    Then the turn is rejected because White's move e5xd6 is illegal under xymyx-classic.ORTHODOX.not-just-stepped

  @id:xymyx-classic-orthodox-014
  Scenario: Both players stepped two squares in the last turn, and both take en passant
    In the last turn White played e2-e4 and Black d7-d5, so the en passant field names both e3
    and d6. Now each side takes the other's pawn en passant.

    Given the position "4k3/8/8/2Pp4/4Pp2/8/8/4K3 w - e3,d6 0 25"
    When White plays c5xd6 and Black plays f4xe3
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . P . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . p . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
      | captured | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-015 @ruling
  Scenario: A player who is not in check and has no legal move is stalemated: a draw
    Text: the classic text keeps every rule of orthodox chess that its own rules and notes do
    not change, and it speaks only of check and checkmate; it never mentions a player who has
    no legal move while his King is not in check.

    Ruling: orthodox chess's stalemate comes with the rest: when, after a turn, a player is not
    in check and has no legal move, the game is drawn. Here the Queen takes g8, g7 and h7 from
    the Black King without giving check, and Black's last pawn runs into the White pawn on a4.

    Alternative: as one side can move while the other cannot, a simultaneous game could let the
    stalemated player pass while his opponent plays on, until a move comes free or he is mated.
    Passing is no move of orthodox chess, whose rules the text takes over whole, and nothing in
    the text makes room for it; nor does any orthodox rule let the stalemated player lose.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . . . 7
      6 p . . . . . . . 6
      5 . . . Q . . . . 5
      4 P . . . . . . . 4
      3 . . . . . . . . 3
      2 . . K . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Qd5-f7 and Black plays a6-a5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . Q . . 7
      6 . . . . . . . . 6
      5 p . . . . . . . 5
      4 P . . . . . . . 4
      3 . . . . . . . . 3
      2 . . K . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game is drawn by stalemate
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-016 @ruling
  Scenario: Both Kings take the last pawns in the same turn: King against King is a draw
    Text: the classic text keeps every rule of orthodox chess that it does not change, and it
    does not say what happens when neither side has the pieces to give mate.

    Ruling: the game is drawn as soon as the material left after a turn cannot give mate: King
    against King, King and Bishop or King and Knight against King, or King and Bishop against
    King and Bishop with both Bishops on squares of one colour. Here each King takes the other
    side's last pawn, on d4 and g4, and only the two Kings are left.

    Alternative: orthodox chess today draws any "dead position", where no series of legal moves
    can end in mate, a locked wall of pawns included. That takes a search through every way the
    game could go on, and in XYMYX the ways differ (a player may take his own pawn to open a
    locked wall, and collisions remove pieces), so a position dead in orthodox chess may be
    alive here; the fixed list of material that can never mate is safe to judge on one board.
    Or play could simply go on until the fifty-turn rule ends it.
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . k . 5
      4 . . . p . . P . 4
      3 . . . K . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Kd3xd4 and Black plays Kg5xg4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . K . . k . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d4     |
      | captured | White | Pawn  | g4     |
    And the game is drawn by insufficient material
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-017
  Scenario: The Knight takes Black's last pawn: King and Knight against King is a draw
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . p . . . . . 6
      5 . . . . . . . . 5
      4 . . . N . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Nd4xc6 and Black plays Ke8-d7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . k . . . . 7
      6 . . N . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | c6     |
    And the game is drawn by insufficient material
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-018 @nothing-to-cite @xymyx-classic.R2
  Scenario: A Rook beats a pawn's two-square step to d5, and there is nothing to take en passant
    Black's pawn steps from d7 to d5, passing d6 beside White's pawn on e5, while the White Rook
    comes to d5 as well. The Rook outranks the pawn and stays; the Black pawn is removed. With
    no pawn left on d5 there is nothing to take en passant: the position records no en passant
    square, and in the next turn the pawn on e5 may not take on d6.

    Given the position "4k3/3p4/8/4P3/8/8/8/3R3K w - - 0 1"
    When White plays Rd1-d5 and Black plays d7-d5
    Then the position is "4k3/8/8/3RP3/8/8/8/7K w - - 0 2"
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | d5     |
    And the game goes on
    And White may not play e5xd6
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.R2

  @id:xymyx-classic-orthodox-019 @nothing-to-cite @xymyx-classic.R2
  Scenario: Two pawns meet on d5 and White's stays: Black's two-square step leaves no en passant square
    White's pawn steps from d4 to d5 while Black's pawn comes from d7 to d5 in one go. Equal
    pieces: White registered first, so White's pawn stays and Black's is removed. The Black pawn
    that passed d6 is gone, so no en passant square is recorded, and White's pawn on e5 may not
    take on d6 in the next turn.

    Given the position "4k3/3p4/8/4P3/3P4/8/8/7K w - - 0 1"
    When White plays d4-d5 first, then Black plays d7-d5
    Then the position is "4k3/8/8/3PP3/8/8/8/7K w - - 0 2"
    And the events are
      | event     | side  | piece | square |
      | collision | Black | Pawn  | d5     |
    And the game goes on
    And White may not play e5xd6
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.U2

  @id:xymyx-classic-orthodox-020 @xymyx-classic.R2
  Scenario: The same two pawns, but Black's stays on d5 and is taken en passant in the next turn
    Black registered first, so his pawn wins the collision on d5 and White's is removed. This
    pawn did make its two-square step and still stands where it landed, beside White's pawn on
    e5: the position records d6, and in the next turn White takes it en passant.

    Given the position "4k3/3p4/8/4P3/3P4/8/8/7K w - - 0 1"
    When Black plays d7-d5 first, then White plays d4-d5
    Then the position is "4k3/8/8/3pP3/8/8/8/7K w - d6 0 2"
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.U2
    When White plays e5xd6 and Black plays Ke8-f7
    Then the position is "8/5k2/3P4/8/8/8/8/7K w - - 0 3"
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-021 @ruling @xymyx-classic.R2
  Scenario: A pawn taking en passant loses the collision on d6, and the pawn it takes is gone all the same
    Text: in orthodox chess the pawn passed by is removed as part of the en passant move itself,
    though it stands beside the capturing pawn's landing square and not on it; Rule 2 settles two
    pieces that reach one empty square by their rank. The text does not say what becomes of the
    capture when the capturing pawn loses such a collision.

    Ruling: the capture is carried out with the pawn's move, and the collision on d6 is settled
    afterwards like any other. White's pawn takes en passant on d6 while the Black Knight jumps
    there: the Knight outranks the pawn and stays, White's pawn is removed, and Black's pawn on
    d5 is taken nonetheless.

    Alternative: the pawn on d5 could survive because the pawn that came to take it never stayed
    on d6. But nothing else arrives on d5, and the fight on d6 concerns d6 only; Rule 3's three
    pieces on one square work the same way, where the piece standing there is lost although the
    enemy piece that came to take it is removed too.

    Given the position "4k3/7p/8/1n1pP3/8/8/7P/7K w - d6 0 18"
    When White plays e5xd6 and Black plays Nb5-d6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . p 7
      6 . . . n . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | collision | White | Pawn  | d6     |
      | captured  | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R2 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-022 @ruling
  Scenario: The fiftieth turn without a capture or a pawn move is a draw
    Text: the classic text keeps orthodox chess's rules, among them the fifty-move rule, which
    counts the moves of each player since the last capture or pawn move. It does not say how to
    count when both players move at once, nor how a draw is claimed.

    Ruling: a turn holds one move of each player, so fifty turns are fifty moves by each, the
    orthodox count. Every turn in which no pawn moves and no piece leaves the board (by a
    capture, a capture of one's own piece or a collision) adds one, and the fiftieth such turn
    ends the game in a draw at once. This position has had 49 of them; the Rook and the King
    make the fiftieth.

    Alternative: as in orthodox tournament rules, fifty moves could only let a player claim the
    draw, and the game would end by itself after seventy-five. A claim is made by the player
    whose turn it is, before he moves; in a simultaneous turn both players register in secret
    and neither ever has the move alone, so there is no moment to claim, and the draw comes by
    itself at fifty.

    Given the position "4k3/p7/8/8/8/8/7P/R3K3 w - - 49 75"
    When White plays Ra1-b1 and Black plays Ke8-f7
    Then the position is "8/p4k2/8/8/8/8/7P/1R2K3 w - - 50 76"
    And there are no events
    And the game is drawn by the fifty-turn rule
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-023 @nothing-to-cite @ruling
  Scenario: A capture on the fiftieth turn starts the count again
    Text: the orthodox count of moves towards a draw starts again after a capture or a pawn move;
    the classic text adds ways for a piece to leave the board that orthodox chess does not know,
    a capture of one's own piece and a collision.

    Ruling: the count goes back to zero whenever a pawn moves or any piece leaves the board,
    whichever player moved it. On the turn that would have been the fiftieth, the Rook takes the
    pawn on a7, and the game goes on with the count at zero.

    Alternative: each player could keep his own count, so that the Black King's quiet move would
    still bring Black's count to fifty; or only a capture of an enemy piece could restart it. But
    one turn is one step of the game for both, and a piece taken by its own side or lost in a
    collision is gone for good like a captured one.

    Given the position "4k3/p7/8/8/8/8/7P/R3K3 w - - 49 75"
    When White plays Ra1xa7 and Black plays Ke8-f8
    Then the position is "5k2/R7/8/8/8/8/7P/4K3 w - - 0 76"
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | a7     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-orthodox-024 @ruling
  Scenario: Checkmate on the fiftieth turn wins rather than draws
    Text: the text does not say which ending counts when a checkmate and the fifty-turn draw fall
    on the same turn.

    Ruling: checkmate is decided first, as orthodox chess lets a mate given on the move that
    completes the count stand. The Black King's only move takes it to g8 as the Rook reaches
    a8: the Rook checks along the eighth rank, the White King on g6 covers f7, g7 and h7, and
    the King may not take the Rook. The count reaches fifty on this turn, but White wins.

    Alternative: the draw could be applied first, as soon as the count reaches fifty, whatever
    else the turn brought.

    Given the position "7k/8/6K1/8/8/8/8/R7 w - - 49 70"
    When White plays Ra1-a8 and Black plays Kh8-g8
    Then the position is "R5k1/8/6K1/8/8/8/8/8 w - - 50 71"
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | g8     |
      | checkmate | Black | King  | g8     |
    And White wins by checkmate
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-025 @ruling
  Scenario: The same position for the third time ends the game in a draw
    Text: the classic text keeps orthodox chess's rules, among them the draw by repetition. The orthodox rule draws a game when the same position
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
      8 . . . . k . . r 8
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
      8 . . . . k . . r 8
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
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-orthodox-026
  Scenario: A position that lost a castling right is not the same position
    The placement of the first turn returns after the second and the fourth turns, but the
    first time both Rooks could still castle and later they cannot: the position of the first
    turn is never seen again, and the game goes on. The placement after the first turn, which
    has no rights either time, then comes back for the third time, and that ends the game.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . r 8
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
      8 . . . . k . . r 8
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
    And the turn is decided by xymyx-classic.R1
    When White plays Ra1-a2 and Black plays Rh8-h7
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
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
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX
