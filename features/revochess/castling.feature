@revochess.castling
Feature: Castling: the King changes places with a Rook, once a game
  Castling is a swap: the King and one of its own Rooks on the same rank or the same file change
  squares, whatever stands between them, however far apart or close they are, and whether or not
  the King is attacked. Any Rook will do, a promoted one too, and it does not matter whether
  either piece has moved. Each player castles at most once in the game. The swap is one of the
  turn's two moves, the first or the second, and it is written with the Rook's square (0-h1).

  Background:
    Given the ruleset "revochess"

  @id:revochess-castling-001 @ruling
  Scenario: White castles first, over the Bishop, then pushes a pawn
    Text: a player may castle and make another move in the same turn, "castle first" among the
    orders allowed, and castling is a swap that ignores the pieces between.

    Ruling: the King on e1 and the Rook on h1 change places over the Bishop on f1, and the second
    move follows on the board the swap left. The castling is reported with the square the King lands
    on, and White has used the one castling of the game.

    Alternative: the orthodox castling, King two squares and Rook over it, which the text replaces.

    Given the position "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 3"
    When White plays 0-h1, then d2-d3
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b n r 8
      7 p p p p . p p p 7
      6 . . n . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . P . N . . 3
      2 P P P . . P P P 2
      1 R N B Q R B . K 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | h1     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-002 @ruling
  Scenario: White chooses the far Rook and swaps over three pieces
    Text: with both Rooks in line with the King, either may be chosen, "even the far" one.

    Ruling: the King on e1 swaps with the a1 Rook over the Knight, Bishop and Queen between them.

    Alternative: letting only the nearer Rook castle, or requiring the squares between to be empty
    as in orthodox chess. The text allows both.

    Given the position "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 3"
    When White plays 0-a1, then d2-d3
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b n r 8
      7 p p p p . p p p 7
      6 . . n . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . P . N . . 3
      2 P P P . . P P P 2
      1 K N B Q R B . R 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | a1     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-003 @ruling
  Scenario: White castles along a file
    Text: King and Rook must share a "row or column".

    Ruling: a column is a file. The King on e1 and the Rook on e6 change places over White's own
    pawn, which then steps forward.

    Alternative: allowing castling only along a rank, as in orthodox chess. The text names columns
    on purpose.

    Given the position "4k3/8/4R3/8/8/8/4P3/4K3 w - - 0 20"
    When White plays 0-e6, then e2-e3
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . K . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . P . . . 3
      2 . . . . . . . . 2
      1 . . . . R . . . 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | e6     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-004 @ruling
  Scenario: White castles with a Rook standing right beside the King
    Text: the Rook need not be "adjacent"; the text does not say the Rook may be.

    Ruling: it may. The swap with the Rook on f1 moves each piece one square.

    Alternative: demanding some distance between the two. The text only lifts a condition, it adds
    none.

    Given the position "r3k2r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R3KR2 w - - 0 12"
    When White plays 0-f1, then Nc3-d5
    Then the board is
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p . . p p p 7
      6 . . n . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . R K . . 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | f1     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-005 @ruling @revochess.dual-move
  Scenario: A pawn promotes to a Rook and the King castles with it
    Text: the King may swap with "any rook" in line with it.

    Ruling: any Rook includes one that a pawn has just become. The pawn on e7 promotes to a Rook on
    e8 with the first move, and the King on e1 swaps with it along the file with the second.

    Alternative: keeping castling for the Rooks of the start, as orthodox chess does. The text never
    ties castling to the start.

    Given the position "6k1/4P3/8/8/8/8/6PP/4K3 w - - 0 40"
    When White plays e7-e8=R, then 0-e8
    Then the board is
      """
        a b c d e f g h
      8 . . . . K . k . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . R . . . 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event    | side  | piece | square |
      | promoted | White | Rook  | e8     |
      | castled  | White | King  | e8     |
    And the game goes on
    And the turn is decided by revochess.dual-move, revochess.setup and revochess.castling

  @id:revochess-castling-006 @ruling
  Scenario: A King and a Rook that have both moved still castle
    Text: the conditions for castling are listed, and an earlier move of King or Rook is not among
    them.

    Ruling: castling stays open until the player has used it, whatever the King and Rook did before.
    The King on d3 and the Rook on d7 change places.

    Alternative: the orthodox condition that neither piece has moved. The text lists its conditions
    and leaves that one out.

    Given the position "6k1/3R4/8/8/8/3K4/5PPP/8 w - - 0 30"
    When White plays 0-d7, then f2-f3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . K . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . R . P . . 3
      2 . . . . . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | d7     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-007 @ruling @revochess.no-check @nothing-to-cite
  Scenario: A King under attack castles, though a Bishop watches f1
    Text: the King may castle when "in check" or when it would "pass through check".

    Ruling: both hold, and passing through is moot: a swap crosses no square. The King on e1, which
    the Rook on e8 attacks, changes places with the h1 Rook, although the Bishop on c4 attacks f1.

    Alternative: reading the passage as the orthodox path of the King, f1 and g1, and checking it
    for attacks. The swap has no such path.

    Given the position "4r1k1/8/8/8/2b5/8/5PPP/4K2R w - - 0 20"
    When White plays 0-h1, then h2-h3
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . b . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . . . . R . . K 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | h1     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-008 @ruling
  Scenario: A second castling in the game is refused
    Text: each player may castle "once per game".

    Ruling: White has castled already (the King on h1, the Rook on e1), so the King may not swap
    with the a1 Rook, though it stands on the same rank.

    Alternative: counting one castling per Rook, or per side of the board. The text counts per
    player.

    Given the position "r3k2r/ppp2ppp/8/8/8/8/PPP2PPP/R3R2K w - - 0 15 castled=w"
    When White plays a2-a3, then 0-a1
    Then the turn is rejected because White's move 0-a1 is illegal under revochess.castling.castled-once

  @id:revochess-castling-009 @ruling @revochess.dual-move
  Scenario: White moves the Bishop first, then castles
    Text: one of the allowed orders is "move first, then castle".

    Ruling: the swap may be the second move; it is made on the board the first move left, here with
    f1 already empty.

    Alternative: none the text leaves open; the scenario is the other order of
    revochess-castling-001.

    Given the position "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 3"
    When White plays Bf1-c4, then 0-h1
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b n r 8
      7 p p p p . p p p 7
      6 . . n . . . . . 6
      5 . . . . p . . . 5
      4 . . B . P . . . 4
      3 . . . . . N . . 3
      2 P P P P . P P P 2
      1 R N B Q R . . K 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | h1     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.castling

  @id:revochess-castling-010 @ruling @revochess.dual-move
  Scenario: White brings the Rook beside the King, then castles with it
    Text: a player may move the Rook with the first move and castle with the second.

    Ruling: the castling is judged where the first move left the Rook. The a1 Rook goes to d1, and
    the King swaps with it there.

    Alternative: judging the castling on the board before the turn, where d1 was empty and the swap
    would be refused. The two moves are made one after the other.

    Given the position "r3k2r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R3K2R w - - 0 12"
    When White plays Ra1-d1, then 0-d1
    Then the board is
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p . . p p p 7
      6 . . n . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P P P . . P P P 2
      1 . . . K R . . R 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event   | side  | piece | square |
      | castled | White | King  | d1     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.castling

  @id:revochess-castling-011
  Scenario: Black castles with the a8 Rook after White has castled
    Each player has a castling of his own: White's does not use up Black's.

    Given the position "r3k2r/ppp2ppp/2n5/8/8/2N5/PPP2PPP/R3R2K b - - 0 12 castled=w"
    When Black plays 0-a8, then h7-h6
    Then the board is
      """
        a b c d e f g h
      8 k . . . r . . r 8
      7 p p p . . p p . 7
      6 . . n . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P P P . . P P P 2
      1 R . . . R . . K 1
        a b c d e f g h
      to move: White
      castled: White, Black
      """
    And the events are
      | event   | side  | piece | square |
      | castled | Black | King  | a8     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-012
  Scenario: Black castles along a file over a White Knight
    The swap ignores enemy pieces between King and Rook as it ignores its own.

    Given the position "3k4/p7/8/3N4/8/3r4/6PP/6K1 b - - 0 30"
    When Black plays 0-d3, then a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . r . . . . 8
      7 . . . . . . . . 7
      6 p . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . k . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: White
      castled: Black
      """
    And the events are
      | event   | side  | piece | square |
      | castled | Black | King  | d3     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move

  @id:revochess-castling-013
  Scenario: The King may not change places with a Bishop of its own
    Given the position "4k3/8/8/8/8/8/P7/4KB2 w - - 0 40"
    When White plays e1f1, then a2-a3
    Then the turn is rejected because White's move e1f1 is illegal under revochess.castling.rook-only

  @id:revochess-castling-014
  Scenario: The King castles only with a Rook on its rank or file, not one on a diagonal
    Given the position "4k3/8/8/8/7R/8/P7/4K3 w - - 0 40"
    When White plays e1h4, then a2-a3
    Then the turn is rejected because White's move e1h4 is illegal under revochess.castling.off-line
