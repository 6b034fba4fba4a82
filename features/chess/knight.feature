@chess.MOVES.knight
Feature: Article 3.6. The Knight
  The Knight moves to one of the nearest squares that are not on its rank, file or diagonal: two
  squares one way and one square to the side. It goes there whatever stands between.

  Background:
    Given the ruleset "chess"

  @id:chess-knight-001
  Scenario: A Knight leaps over the pawns in the initial position
    Given the start position
    When White plays Nb1-c3 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 P P P P P P P P 2
      1 R . B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by chess.MOVES.knight

  @id:chess-knight-002
  Scenario: A Knight may not move along a file
    Given the start position
    When White plays Nb1-b3 and Black does not move
    Then the turn is rejected because White's move Nb1-b3 is illegal under chess.MOVES.not-its-move

  @id:chess-knight-003
  Scenario: A Knight in the corner has two squares
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
      1 N . . . K . . . 1
        a b c d e f g h
      to move: White
      """
    Then White may play Na1-b3
    And White may play Na1-c2
    And White may not play Na1-b2
