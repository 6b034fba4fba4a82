@chess.CASTLING
Feature: Article 3.8.2. Castling
  Castling is a move of the King and a Rook of the same colour on their first rank: the King goes two
  squares towards the Rook, and the Rook goes over the King to the square the King crossed. The right
  to castle is lost for good once the King has moved, and with one Rook once that Rook has moved or
  been taken (the position's castling field keeps the rights). Castling is barred for now while a
  piece stands between King and Rook, while the King is in check, or when the square the King crosses
  or lands on is attacked; an attacked Rook, or an attacked square that only the Rook crosses, does
  not bar it.

  Background:
    Given the ruleset "chess"

  @id:chess-castling-001
  Scenario: White castles with the h1 Rook
    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      to move: White
      """
    When White plays O-O and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R . . . . R K . 1
        a b c d e f g h
      castling: kq
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.CASTLING

  @id:chess-castling-002
  Scenario: Black castles with the a8 Rook, though the Rook crosses the attacked b8
    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p . p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . P P P P P P 2
      1 . R . . K . . R 1
        a b c d e f g h
      castling: Kkq
      to move: Black
      """
    When Black plays O-O-O and White does not move
    Then the board is
      """
        a b c d e f g h
      8 . . k r . . . r 8
      7 p . p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . P P P P P P 2
      1 . R . . K . . R 1
        a b c d e f g h
      castling: K
      to move: White
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.CASTLING

  @id:chess-castling-003
  Scenario: The King may not cross an attacked square
    The Bishop on a6 attacks f1 through the empty e2.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p p p p p 7
      6 b . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      to move: White
      """
    When White plays O-O and Black does not move
    Then the turn is rejected because White's move O-O is illegal under chess.CASTLING.through-check

  @id:chess-castling-004
  Scenario: The King may not castle out of check
    The Queen on e4 checks the King along the open e-file.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . q . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      to move: White
      """
    When White plays O-O and Black does not move
    Then the turn is rejected because White's move O-O is illegal under chess.CASTLING.out-of-check

  @id:chess-castling-005
  Scenario: The King may not castle into check
    The Knight on h3 attacks g1.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . n 3
      2 P P P P P P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      to move: White
      """
    When White plays O-O and Black does not move
    Then the turn is rejected because White's move O-O is illegal under chess.CASTLING.into-check

  @id:chess-castling-006
  Scenario: A King that has moved has no right to castle
    King and Rooks stand on their first squares, but the King has moved before: the castling field
    keeps no right for White.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: kq
      to move: White
      """
    When White plays O-O and Black does not move
    Then the turn is rejected because White's move O-O is illegal under chess.CASTLING.castling-right

  @id:chess-castling-007 @chess.MOVES.capture @chess.MOVES.bishop
  Scenario: Taking a Rook in its corner ends the right to castle with it
    Given the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p . p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P B P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQkq
      to move: White
      """
    When White plays Bg2xa8 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 B . . . k . . r 8
      7 p . p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQk
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | a8     |
    And the game goes on
    And the turn is decided by chess.MOVES.bishop, chess.MOVES.capture and chess.CASTLING
