@chess.REPETITION
Feature: Article 9.2. Threefold repetition: a draw that may be claimed
  When the same position stands for the third time, the player to move may claim a draw. Positions
  are the same when the same player is to move, the same pieces stand on the same squares and the
  same moves are possible: the same rights to castle, and the same en passant capture. The draw is a
  claim, and a claim is not part of a turn: the protocol has no action for it, so a turn after which
  a claim is possible reports the game going on and cites the claim it opens. Only the fifth
  occurrence draws the game by itself (article 9.6.1).

  Background:
    Given the ruleset "chess"

  @id:chess-threefold-001 @ruling @chess.MOVES.knight
  Scenario: The initial position stands for the third time, and the game goes on
    Text: the game is drawn upon a correct claim by the player to move when the same position stands
    for the third time (article 9.2); it is not drawn by itself.

    Ruling: the turn reports the game going on and cites chess.REPETITION.claim, the claim it opens. Whether the
    player claims is outside the turn's resolution.

    Alternative: ending the game as a draw at the third occurrence, as some programs do, which the Laws
    leave to a claim.

    Given the start position
    When the game is played
      """
      1. Ng1-f3 --
      2. -- Ng8-f6
      3. Nf3-g1 --
      4. -- Nf6-g8
      5. Ng1-f3 --
      6. -- Ng8-f6
      7. Nf3-g1 --
      8. -- Nf6-g8
      """
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.knight and chess.REPETITION.claim

  @id:chess-threefold-002 @nothing-to-cite @chess.MOVES.knight
  Scenario: The second occurrence opens no claim
    Given the start position
    When the game is played
      """
      1. Ng1-f3 --
      2. -- Ng8-f6
      3. Nf3-g1 --
      4. -- Nf6-g8
      """
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 4 3"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.knight

  @id:chess-threefold-003 @ruling @chess.MOVES.knight
  Scenario: An en passant square that no pawn can use does not make a position different
    Text: positions are the same when, among other things, the same moves are possible; a position
    where a pawn could have been taken en passant differs from one where it cannot (article 9.2).

    Ruling: the en passant square counts only when taking en passant is a legal move. After 1. e4 the
    position names e3, but no Black pawn can take, so it is the same as the later ones without it: the
    third occurrence. The history's positions are read as given, each one earlier position of the game,
    and the position before the turn counts too.

    Alternative: comparing the en passant fields as written, which would make this only the second
    occurrence.

    Given the position "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
    When the game is played
      """
      1. -- Ng8-f6
      2. Ng1-f3 --
      3. -- Nf6-g8
      4. Nf3-g1 --
      5. -- Ng8-f6
      6. Ng1-f3 --
      7. -- Nf6-g8
      8. Nf3-g1 --
      """
    Then the position is "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 8 5"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.knight and chess.REPETITION.claim

  @id:chess-threefold-004 @nothing-to-cite @chess.MOVES.knight @chess.EN-PASSANT
  Scenario: A position where en passant was possible differs from the same board later
    At the start White could take the d5 pawn en passant. After the Knights have gone out and back
    twice, the board is the same but en passant is gone: this is only the second occurrence of that
    position.

    Given the position "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3"
    When the game is played
      """
      1. Ng1-f3 --
      2. -- Ng8-f6
      3. Nf3-g1 --
      4. -- Nf6-g8
      5. Ng1-f3 --
      6. -- Ng8-f6
      7. Nf3-g1 --
      8. -- Nf6-g8
      """
    Then the position is "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq - 8 7"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.knight
