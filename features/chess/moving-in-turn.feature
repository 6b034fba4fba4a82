@chess.MOVES
Feature: Article 1.2. The players move in turn
  White moves first, then the players take turns, one move each. The position says whose move it is
  (the FEN's side to move). Through the adapter interface a turn is the one move of the player to
  move: the other player's list of moves is empty and nobody registers first. The player who is not
  to move has no legal move, and a move given for that player, or a second move in the same turn, is
  refused.

  Background:
    Given the ruleset "chess"

  @id:chess-alternate-001 @nothing-to-cite @chess.SETUP @chess.MOVES.pawn
  Scenario: From the initial position White moves first, and then it is Black's move
    The pawn steps two squares from its first square; the position now has Black to move.

    Given the start position
    When White plays e2-e4 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.pawn

  @id:chess-alternate-002
  Scenario: A move of the player who is not to move is refused
    White is to move, so Black may not move, whatever the move.

    Given the start position
    When Black plays e7-e5 and White does not move
    Then the turn is rejected because Black's move e7-e5 is illegal under chess.MOVES.out-of-turn

  @id:chess-alternate-003
  Scenario: A second move in the same turn is refused
    A turn is one move: the pawn's second step belongs to a later turn.

    Given the start position
    When White plays e2-e4, then e4-e5
    Then the turn is rejected because White's move e4-e5 is illegal under chess.MOVES.out-of-turn

  @id:chess-alternate-004 @chess.SETUP
  Scenario: Only the player to move has legal moves
    In the initial position White has the twenty moves of the pawns and Knights; Black has none until
    White has moved.

    Given the start position
    Then White has 20 legal moves
    And Black has no legal move
