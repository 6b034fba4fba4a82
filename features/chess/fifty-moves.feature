@chess.FIFTY-MOVES
Feature: Article 9.3. Fifty moves: a draw that may be claimed
  When each player has made fifty moves without a pawn move and without a capture, the player to move
  may claim a draw. The halfmove clock of the position counts those moves one player's move at a
  time, so the claim opens when it reaches 100. As with repetition (article 9.2), a claim is not part
  of a turn: the game goes on, and the turn cites the claim it opens.

  Background:
    Given the ruleset "chess"

  @id:chess-fifty-001 @ruling @chess.MOVES.rook
  Scenario: The hundredth half-move without a pawn move or capture opens the claim
    Text: a draw may be claimed when the last fifty moves of each player were made without a pawn move
    and without a capture (article 9.3).

    Ruling: the position's halfmove clock counts one player's moves, as the FEN's does, so fifty moves
    of each player are 100. When a move brings it to 100 or more, the turn cites chess.FIFTY-MOVES.claim and the game
    goes on.

    Alternative: counting turns of both players, 50, as the halfmove field of some programs is misread;
    or ending the game at once, which the Laws keep for seventy-five moves.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"
    When White plays Ra1-a2 and Black does not move
    Then the position is "4k3/8/8/8/8/8/R7/4K3 b - - 100 80"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.rook and chess.FIFTY-MOVES.claim

  @id:chess-fifty-002 @nothing-to-cite @chess.MOVES.pawn
  Scenario: A pawn move restarts the count
    Given the position "4k3/8/8/8/8/8/P7/4K3 w - - 99 80"
    When White plays a2-a3 and Black does not move
    Then the position is "4k3/8/8/8/8/P7/8/4K3 b - - 0 80"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.pawn

  @id:chess-fifty-003 @chess.MOVES.king
  Scenario: The claim stays open while the count goes on
    Given the position "4k3/8/8/8/8/8/8/R3K3 b - - 120 90"
    When Black plays Ke8-d7 and White does not move
    Then the position is "8/3k4/8/8/8/8/8/R3K3 w - - 121 91"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.king and chess.FIFTY-MOVES.claim
