@chess.MOVES.legal
Feature: Article 3.10. Legal moves and illegal positions
  A move is legal when it meets every requirement of articles 3.1 to 3.9, and a move that fails one
  is refused. A move from a square that holds none of the player's pieces is no move at all. A
  position that no series of legal moves can reach is not played from: the reference refuses the
  player not to move standing in check, an en passant square no two-square step of the last move
  left, a castling right without the King on its first square or the Rook in its corner, and a
  halfmove clock that means the game is already drawn (article 9.6.2).

  Background:
    Given the ruleset "chess"

  @id:chess-legal-001
  Scenario: A move from an empty square is refused
    The coordinate form is sent as written.

    Given the start position
    When White plays b3b4 and Black does not move
    Then the turn is rejected because White's move b3b4 is illegal under chess.MOVES.no-piece

  @id:chess-legal-002
  Scenario: The player not to move may not stand in check
    The Rook on e1 attacks the Black King with White to move.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . R K . . 1
        a b c d e f g h
      to move: White
      """
    Then the position is refused

  @id:chess-legal-003
  Scenario: An en passant square needs the pawn that just passed over it
    Given the position "4k3/8/8/8/8/8/8/4K3 w - d6 0 1"
    Then the position is refused

  @id:chess-legal-004 @chess.CASTLING
  Scenario: A castling right needs the King on e1
    The right Q names the Rook on a1, but the King stands on d1.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . K . . . . 1
        a b c d e f g h
      castling: Q
      to move: White
      """
    Then the position is refused

  @id:chess-legal-005 @chess.FIFTY-MOVES.seventy-five
  Scenario: A halfmove clock of 150 means the game is already drawn
    Seventy-five moves of each player without a pawn move or capture end the game, so no game stands at
    150 waiting for a move.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 150 120"
    Then the position is refused

  @id:chess-legal-006 @chess.EN-PASSANT
  Scenario: One move makes at most one en passant square
    The protocol's FEN can hold two en passant squares, for the games in which both players step
    two squares in one turn; in chess only the last move can make one.

    Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - e3,d6 0 2"
    Then the position is refused
