@chess.DEAD-POSITION
Feature: Article 5.2.2. Dead position
  The game is drawn as soon as a position arises in which neither player can checkmate by any series
  of legal moves. The reference recognises the dead positions of too little material: the Kings
  alone, a King with one Bishop or one Knight against a King, and Kings with Bishops only (on either
  side, any number) all standing on squares of one colour. A wider dead position, such as a wall of
  locked pawns that neither King can cross, is not detected, and the game goes on.

  Background:
    Given the ruleset "chess"

  @id:chess-dead-001 @chess.MOVES.king
  Scenario: The King takes the last Knight: King against King
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . n . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ke1xd2 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . K . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | d2     |
    And the game is drawn by insufficient material
    And the turn is decided by chess.MOVES.king, chess.MOVES.capture and chess.DEAD-POSITION

  @id:chess-dead-002 @chess.MOVES.bishop
  Scenario: The Bishop takes the checking Rook: King and Bishop against King
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . r . . . 2
      1 . . . . K B . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Bf1xe2 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . B . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | e2     |
    And the game is drawn by insufficient material
    And the turn is decided by chess.MOVES.bishop, chess.MOVES.capture and chess.DEAD-POSITION

  @id:chess-dead-003 @chess.MOVES.bishop
  Scenario: Bishops on squares of one colour cannot mate
    After the capture both Bishops stand on light squares, e2 and c6.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . r . . . 2
      1 . . . . K B . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Bf1xe2 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . B . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | e2     |
    And the game is drawn by insufficient material
    And the turn is decided by chess.MOVES.bishop, chess.MOVES.capture and chess.DEAD-POSITION

  @id:chess-dead-004 @nothing-to-cite @chess.MOVES.bishop
  Scenario: Bishops on squares of different colours: the game goes on
    A mate is possible, if only with the help of the mated side.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . b . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . r . . . 2
      1 . . . . K B . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Bf1xe2 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . b . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . B . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | e2     |
    And the game goes on
    And the turn is decided by chess.MOVES.bishop and chess.MOVES.capture

  @id:chess-dead-005 @nothing-to-cite @ruling @chess.MOVES.king
  Scenario: A wall of locked pawns is dead, but the reference plays on
    Text: the game is drawn when no series of legal moves can lead to a checkmate (article 5.2.2). Here
    no pawn can move or take, and each King is shut in behind the wall: no mate is possible.

    Ruling: the reference recognises only the dead positions of too little material (the Kings alone, a
    King and one minor piece against a King, Bishops all on one colour) and plays on here. An arbiter
    would declare the draw.

    Alternative: searching for a possible mate in every position, which detects this one and every
    other dead position, at a cost no turn should pay.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . p . p . p . p 5
      4 p P p P p P p P 4
      3 P . P . P . P . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ke1-d2 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . p . p . p . p 5
      4 p P p P p P p P 4
      3 P . P . P . P . 3
      2 . . . K . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.king
