@chess.SETUP
Feature: Article 2.3. The initial position
  Each player has a King, a Queen, two Rooks, two Bishops, two Knights and eight pawns. White's
  pieces stand on the first rank, Rooks in the corners, then Knights, then Bishops, the Queen on d1
  (a square of her own colour) and the King on e1, with the pawns on the second rank; Black's stand
  in the same way on the eighth and seventh ranks, the Queen on d8 facing White's. Both players may
  still castle on either side, and White moves first.

  Background:
    Given the ruleset "chess"

  @id:chess-start-001
  Scenario: In the initial position White has the moves of the pawns and the Knights
    Given the start position
    Then White's legal moves are a2-a3, a2-a4, b2-b3, b2-b4, c2-c3, c2-c4, d2-d3, d2-d4, e2-e3, e2-e4, f2-f3, f2-f4, g2-g3, g2-g4, h2-h3, h2-h4, Nb1-a3, Nb1-c3, Ng1-f3, Ng1-h3

  @id:chess-start-002 @chess.MOVES
  Scenario: In the initial position Black waits for White's first move
    Given the start position
    Then Black has no legal move

  @id:chess-start-003 @chess.MOVES.no-jumping @chess.CASTLING
  Scenario: In the initial position no piece but a Knight can leave the first rank
    The Rooks, Bishops and Queen are shut in by their own pawns, and the King has pieces on both
    sides, so it can neither step nor castle yet.

    Given the start position
    Then White may not play Ra1-a3
    And White may not play Bc1-e3
    And White may not play Qd1-d3
    And White may not play Ke1-e2
    And White may not play O-O
