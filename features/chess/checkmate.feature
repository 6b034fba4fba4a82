@chess.CHECKMATE
Feature: Article 5.1.1. Checkmate
  A player whose King is in check and who has no legal move is checkmated: the player who gave the
  mate wins, and the game ends at once. The mated King is reported with a check event and a checkmate
  event.

  Background:
    Given the ruleset "chess"

  @id:chess-checkmate-001 @chess.MOVES.rook @chess.CHECK
  Scenario: A Rook mates on the back rank
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . . . K . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ra1-a8 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | g8     |
      | checkmate | Black | King  | g8     |
    And White wins by checkmate
    And the turn is decided by chess.MOVES.rook, chess.CHECK and chess.CHECKMATE

  @id:chess-checkmate-002 @chess.MOVES.knight @chess.CHECK
  Scenario: A Knight mates a King smothered by its own pieces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . r k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . N . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: White
      """
    When White plays Ng5-f7 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . r k 8
      7 . . . . . N p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
    And White wins by checkmate
    And the turn is decided by chess.MOVES.knight, chess.CHECK and chess.CHECKMATE

  @id:chess-checkmate-003 @chess.EN-PASSANT @chess.CHECK
  Scenario: Taking en passant mates with the Bishop behind
    The Black pawn has just come from d7 to d5, closing the Bishop's diagonal. Taking it en passant
    opens the line to g8; the Knight covers f8 and h8, and nothing can come between.

    Given the position "6k1/6pp/6N1/3pP3/8/8/B7/6K1 w - d6 0 30"
    When White plays e5xd6 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . P . . N . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 B . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event     | side  | piece | square |
      | captured  | Black | Pawn  | d5     |
      | check     | Black | King  | g8     |
      | checkmate | Black | King  | g8     |
    And White wins by checkmate
    And the turn is decided by chess.MOVES.pawn, chess.EN-PASSANT, chess.CHECK and chess.CHECKMATE

  @id:chess-checkmate-004 @chess.CASTLING @chess.CHECK
  Scenario: Castling mates with the Rook on d1
    The Rook lands on the open d-file; the Black Rooks and pawns wall their King in.

    Given the board
      """
        a b c d e f g h
      8 . . r k r . . . 8
      7 . . p . p . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      castling: Q
      to move: White
      """
    When White plays O-O-O and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . r k r . . . 8
      7 . . p . p . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . K R . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | d8     |
      | checkmate | Black | King  | d8     |
    And White wins by checkmate
    And the turn is decided by chess.CASTLING, chess.CHECK and chess.CHECKMATE
