@chess.REPETITION.fivefold
Feature: Article 9.6.1. Fivefold repetition: an automatic draw
  When the same position (in the sense of article 9.2) has stood five times, not necessarily move
  after move, the game is drawn at once, without a claim. The count runs over the game's history:
  every position the game stood in before, and the one the turn leaves.

  Background:
    Given the ruleset "chess"

  @id:chess-fivefold-001 @chess.MOVES.knight
  Scenario: The initial position stands for the fifth time: drawn
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
      9. Ng1-f3 --
      10. -- Ng8-f6
      11. Nf3-g1 --
      12. -- Nf6-g8
      13. Ng1-f3 --
      14. -- Ng8-f6
      15. Nf3-g1 --
      16. -- Nf6-g8
      """
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9"
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by chess.MOVES.knight and chess.REPETITION.fivefold

  @id:chess-fivefold-002 @nothing-to-cite @chess.REPETITION.claim @chess.MOVES.knight
  Scenario: The fourth occurrence still only opens a claim
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
      9. Ng1-f3 --
      10. -- Ng8-f6
      11. Nf3-g1 --
      12. -- Nf6-g8
      """
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 12 7"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.knight and chess.REPETITION.claim

  @id:chess-fivefold-003 @nothing-to-cite @chess.REPETITION.claim @chess.MOVES.king @chess.CASTLING
  Scenario: The start with castling rights differs from the same board without them
    Both Kings step aside and back four times. The board is then the same as at the start for the fifth
    time, but the first time both sides could still castle: the position without castling rights has
    stood only four times.

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
    When the game is played
      """
      1. Ke1-f1 --
      2. -- Ke8-f8
      3. Kf1-e1 --
      4. -- Kf8-e8
      5. Ke1-f1 --
      6. -- Ke8-f8
      7. Kf1-e1 --
      8. -- Kf8-e8
      9. Ke1-f1 --
      10. -- Ke8-f8
      11. Kf1-e1 --
      12. -- Kf8-e8
      13. Ke1-f1 --
      14. -- Ke8-f8
      15. Kf1-e1 --
      16. -- Kf8-e8
      """
    Then the position is "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 16 9"
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.king and chess.REPETITION.claim
