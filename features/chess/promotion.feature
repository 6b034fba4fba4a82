@chess.PROMOTION
Feature: Article 3.7.5. Promotion
  A pawn that reaches the last rank is exchanged, as part of the same move, for a Queen, a Rook, a
  Bishop or a Knight of its colour, which the player chooses whatever pieces are still on the board.
  The new piece acts at once: it may give check from the square of promotion. A pawn's move to the
  last rank that names no new piece is refused, and only a pawn's move to the last rank names one.

  Background:
    Given the ruleset "chess"

  @id:chess-promotion-001 @chess.CHECK @chess.MOVES.capture
  Scenario: A pawn takes a Rook and becomes a Queen, who checks at once
    Given the board
      """
        a b c d e f g h
      8 r . . . k . . . 8
      7 . P . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays b7xa8=Q and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 Q . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | a8     |
      | promoted | White | Queen | a8     |
      | check    | Black | King  | e8     |
    And the game goes on
    And the turn is decided by chess.MOVES.pawn, chess.MOVES.capture, chess.PROMOTION and chess.CHECK

  @id:chess-promotion-002 @chess.CHECK @chess.MOVES.capture
  Scenario: A pawn takes a Rook and becomes a Rook, who checks at once
    Given the board
      """
        a b c d e f g h
      8 r . . . k . . . 8
      7 . P . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays b7xa8=R and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | a8     |
      | promoted | White | Rook  | a8     |
      | check    | Black | King  | e8     |
    And the game goes on
    And the turn is decided by chess.MOVES.pawn, chess.MOVES.capture, chess.PROMOTION and chess.CHECK

  @id:chess-promotion-003 @chess.MOVES.capture @chess.DEAD-POSITION
  Scenario: A pawn takes the last Black piece and becomes a Bishop: a dead position
    King and Bishop cannot mate a bare King, so the game is drawn at once (article 5.2.2).

    Given the board
      """
        a b c d e f g h
      8 . n . . k . . . 8
      7 P . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays a7xb8=B and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . B . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | b8     |
      | promoted | White | Bishop | b8     |
    And the game is drawn by insufficient material
    And the turn is decided by chess.MOVES.pawn, chess.MOVES.capture, chess.PROMOTION and chess.DEAD-POSITION

  @id:chess-promotion-004 @chess.CHECK @chess.MOVES.capture
  Scenario: A pawn takes a Rook and becomes a Knight, who checks the King on h7
    Given the board
      """
        a b c d e f g h
      8 . . . . . r . . 8
      7 . . . . P . . k 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays e7xf8=N and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . . N . . 8
      7 . . . . . . . k 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Rook   | f8     |
      | promoted | White | Knight | f8     |
      | check    | Black | King   | h7     |
    And the game goes on
    And the turn is decided by chess.MOVES.pawn, chess.MOVES.capture, chess.PROMOTION and chess.CHECK

  @id:chess-promotion-005
  Scenario: A pawn reaching the last rank must name its new piece
    The coordinate form b7a8 is sent as written, without a promotion letter.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . . 8
      7 . P . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays b7a8 and Black does not move
    Then the turn is rejected because White's move b7a8 is illegal under chess.PROMOTION.promotion-unnamed

  @id:chess-promotion-006 @chess.MOVES.pawn
  Scenario: A promotion letter on a pawn's two-square step from the start is refused
    Only a pawn's move to the last rank names a new piece; e2e4q is not e2e4 with a letter to ignore.

    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    When White plays e2e4q and Black does not move
    Then the turn is rejected because White's move e2e4q is illegal under chess.PROMOTION.promotion-early

  @id:chess-promotion-007 @chess.MOVES.knight
  Scenario: Only a pawn is promoted: a Knight's move written with a promotion letter is refused
    Given the position "4k3/8/8/8/8/8/8/1N2K3 w - - 0 40"
    When White plays b1c3q and Black does not move
    Then the turn is rejected because White's move b1c3q is illegal under chess.PROMOTION.promotion-not-pawn
