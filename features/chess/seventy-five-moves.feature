@chess.FIFTY-MOVES.seventy-five
Feature: Article 9.6.2. Seventy-five moves: an automatic draw
  When each player has made seventy-five moves without a pawn move and without a capture, 150 on the
  halfmove clock, the game is drawn at once, without a claim; but if the last of those moves
  checkmates, the checkmate stands and wins.

  Background:
    Given the ruleset "chess"

  @id:chess-seventyfive-001 @chess.MOVES.rook
  Scenario: The hundred and fiftieth half-move draws the game
    The Rook's move is the seventy-fifth move of each player without a pawn move or a capture: the
    game is drawn at once, for that reason of its own, and nobody has to claim it.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 149 100"
    When White plays Ra1-a2 and Black does not move
    Then the position is "4k3/8/8/8/8/8/R7/4K3 b - - 150 100"
    And there are no events
    And the game is drawn by seventy five moves
    And the turn is decided by chess.MOVES.rook and chess.FIFTY-MOVES.seventy-five

  @id:chess-seventyfive-002 @chess.CHECKMATE @chess.MOVES.rook @chess.CHECK
  Scenario: A checkmate on the hundred and fiftieth half-move wins
    Given the position "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"
    When White plays Ra1-a8 and Black does not move
    Then the position is "R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100"
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | g8     |
      | checkmate | Black | King  | g8     |
    And White wins by checkmate
    And the turn is decided by chess.MOVES.rook, chess.CHECK, chess.CHECKMATE and chess.FIFTY-MOVES.seventy-five
