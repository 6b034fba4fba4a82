@revochess.opening
Feature: The first turn: no King and no Queen
  In each player's first turn, the King and the Queen stay where they are. Every other piece may
  move. From the second turn on, they move freely.

  Background:
    Given the ruleset "revochess"

  @id:revochess-opening-001
  Scenario: White may not move the King in the first turn
    Given the start position
    When White plays e2-e4, then Ke1-e2
    Then the turn is rejected because White's move Ke1-e2 is illegal under revochess.opening

  @id:revochess-opening-002
  Scenario: White may not move the Queen in the first turn
    Given the start position
    When White plays e2-e4, then Qd1-h5
    Then the turn is rejected because White's move Qd1-h5 is illegal under revochess.opening

  @id:revochess-opening-003 @ruling @revochess.castling
  Scenario: Castling is a King move, so not in the first turn
    Text: in the first turn the King may not move; castling, with any Rook and over any pieces, is
    described apart and counts as "one move".

    Ruling: castling moves the King, so the first turn's ban covers it. The swap of the King with
    the h1 Rook, though nothing else would stop it, is refused.

    Alternative: treating castling as a move of its own kind that the ban does not reach. The ban is
    about the King leaving its square, which a swap does.

    Given the start position
    When White plays e2-e4, then 0-h1
    Then the turn is rejected because White's move 0-h1 is illegal under revochess.opening

  @id:revochess-opening-004
  Scenario: Black may not move the Queen in Black's first turn either
    Given the position "rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 0 1"
    When Black plays e7-e5, then Qd8-h4
    Then the turn is rejected because Black's move Qd8-h4 is illegal under revochess.opening

  @id:revochess-opening-005 @nothing-to-cite
  Scenario: In the second turn the Queen and the King may move
    Given the position "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 2"
    When White plays Qd1-e2, then Ke1-d1
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b n r 8
      7 p p p p . p p p 7
      6 . . n . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P P Q P P P 2
      1 R N B K . B . R 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
