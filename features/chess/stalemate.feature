@chess.STALEMATE
Feature: Article 5.2.1. Stalemate
  A player to move who has no legal move and whose King is not in check is stalemated: the game is
  drawn at once, whatever material is left. A piece that can still move along the line it is pinned
  on is a legal move, so its player is not stalemated.

  Background:
    Given the ruleset "chess"

  @id:chess-stalemate-001 @chess.MOVES.queen
  Scenario: The Queen stalemates a King whose pawn is blocked
    Black still has a pawn, but it cannot move: White's pawn stands in front of it and nothing is there
    to take.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . Q . . p . 4
      3 . . . . . . P . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      to move: White
      """
    When White plays Qd4-b6 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 . Q . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . p . 4
      3 . . . . . . P . 3
      2 . . . . . . . . 2
      1 . . . . . . . K 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game is drawn by stalemate
    And the turn is decided by chess.MOVES.queen and chess.STALEMATE

  @id:chess-stalemate-002 @chess.MOVES.king
  Scenario: A pinned Knight cannot save Black from stalemate
    The Knight on a7 is pinned by the Rook on a1, and the King closes b7 and b8.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 n . . . . . . . 7
      6 . . . K . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . . . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Kd6-c7 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 n . K . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game is drawn by stalemate
    And the turn is decided by chess.MOVES.king and chess.STALEMATE

  @id:chess-stalemate-003 @nothing-to-cite @chess.MOVES.king @chess.MOVES.bishop
  Scenario: A pinned Bishop still moves along its diagonal, so the game goes on
    The Bishop on b7 is pinned by the Bishop on e4, and the King has no square; but the pinned Bishop
    may move along the diagonal, onto the pinning Bishop too.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . b . . . . . . 7
      6 . P . K . . . . 6
      5 . . . . . . . . 5
      4 . . . . B . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: White
      """
    When White plays Kd6-c7 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . b K . . . . . 7
      6 . P . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . B . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.king
    And Black's legal moves are Bb7-c6, Bb7-d5, Bb7xe4
