Feature: Every turn sentence, game form and outcome of the scenario language, played against a stub
  The stub records each turn it is asked and answers by carrying the moves out plainly, the
  player who did not move to move next; where a scenario needs another answer the test scripts it.

  Background:
    Given the ruleset "xymyx"

  @id:turns-001
  Scenario: One move each, the order left open
    Given the position "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1"
    When White plays e2-e4 and Black plays e7-e5
    Then the board is
      """
      8 . . . . k . . .
      7 . . . . . . . .
      6 . . . . . . . .
      5 . . . . p . . .
      4 . . . . P . . .
      3 . . . . . . . .
      2 . . . . . . . .
      1 . . . . K . . .
      """

  @id:turns-002
  Scenario: One move each, Black registered first
    Given the position "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
    When Black plays Ke8-d8 first, then White plays Ke1-d1
    Then the game goes on

  @id:turns-003
  Scenario: One move each at the same instant
    Given the position "3k4/8/8/8/8/8/8/3K4 w - - 0 1"
    When White plays Kd1-e1 and Black plays Kd8-e8 at the same instant
    Then the game goes on

  @id:turns-004
  Scenario: White moves alone, in short algebraic, and Black is to move after
    Given the position "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"
    When White plays e4 and Black does not move
    Then the board is
      """
      8 . . . . k . . .
      7 p p p p p p p p
      6 . . . . . . . .
      5 . . . . . . . .
      4 . . . . P . . .
      3 . . . . . . . .
      2 P P P P . P P P
      1 . . . . K . . .
      to move: Black
      """

  @id:turns-005
  Scenario: Black plays two moves, the second read where the first leaves the Knight
    Given the position "rn2k3/8/8/8/8/8/8/4K3 w - - 0 1"
    When Black plays Nc6, then Nd4
    Then the game goes on

  @id:turns-006
  Scenario: White castles RevoChess's way, then moves the Rook that took the King's square
    Given the position "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
    When White plays 0-h1, then Re2
    Then the board is
      """
      8 . . . . k . . .
      7 . . . . . . . .
      6 . . . . . . . .
      5 . . . . . . . .
      4 . . . . . . . .
      3 . . . . . . . .
      2 . . . . R . . .
      1 . . . . . . . K
      to move: Black
      """

  @id:turns-007
  Scenario: Short moves that name the file or the rank of the piece
    Given the position "4k3/8/8/R7/8/5N2/8/RN5K w - - 0 1"
    When White plays Nbd2, then R1a3
    Then the game goes on

  @id:turns-008
  Scenario: A pawn takes in short algebraic, then steps on
    Given the position "4k3/8/2p5/3P4/8/8/8/4K3 w - - 0 1"
    When White plays dxc6, then c7
    Then the game goes on

  @id:turns-009
  Scenario: A promotion in short algebraic
    Given the position "3k4/4P3/8/8/8/8/8/4K3 w - - 0 1"
    When White plays e8=Q and Black plays Kc7
    Then the game goes on

  @id:turns-010
  Scenario: Three turns in a row, each carrying the positions before the turns before it
    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a2 and Black does not move
    And White plays Ra2-a3 and Black does not move
    And Black plays Ke8-d8 and White does not move
    Then the game goes on

  @id:turns-011
  Scenario: A game of two moves a turn, RevoChess's notation, ending after White's half
    Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    When the game is played
      """
      1. Ra2 0-h1 .Ra7 Rh6
      2. Kg1 Rb2 .
      """
    Then the board is
      """
      8 . . . . k . . .
      7 r . . . . . . .
      6 . . . . . . . r
      5 . . . . . . . .
      4 . . . . . . . .
      3 . . . . . . . .
      2 . R . . . . . .
      1 . . . . R . K .
      to move: Black
      """

  @id:turns-012
  Scenario: A simultaneous game with players who do not move and a move registered first
    Given the position "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    When the game is played
      """
      1. e2-e4   --
      2. --      e7-e5
      3. Ng1-f3* Nb8-c6
      4. Bf1-c4  Ng8-f6
      """
    Then the game goes on

  @id:turns-013
  Scenario: Both players lose, with every new event
    Given the position "7k/8/8/8/8/8/8/K7 w - - 0 1"
    When White plays Ka1-b1 and Black plays Kh8-g8 at the same instant
    Then both players lose by two turns in check
    And the events are
      | event             | side  | piece  | square |
      | bounced           | White | Rook   | a4     |
      | intercepted       | Black | Bishop | c5     |
      | capture cancelled | White | Knight | d6     |
      | chain capture     | Black | Pawn   | e4     |
      | destroyed         | White | Queen  | f5     |
      | castled           | Black | King   | g8     |
      | king captured     | White | King   | b1     |

  @id:turns-014
  Scenario: A win by king capture
    Given the position "k7/8/8/8/8/8/8/7K w - - 0 1"
    When White plays Kh1-g1 and Black plays Ka8-b8
    Then White wins by king capture

  @id:turns-015
  Scenario: A draw by king collision
    Given the position "8/8/8/3k4/8/3K4/8/8 w - - 0 1"
    When White plays Kd3-d4 and Black plays Kd5-d4 at the same instant
    Then the game is drawn by king collision

  @id:turns-016
  Scenario: A draw by repetition, judged on the game's history
    Given the position "1k6/8/8/8/8/8/8/1K6 w - - 0 1"
    When the game is played
      """
      1. Kb1-a1  Kb8-a8
      2. Ka1-b1  Ka8-b8
      3. Kb1-a1  Kb8-a8
      """
    Then the game is drawn by repetition

  @id:turns-017
  Scenario: A diagram that says whose move it is is compared on it
    Given the position "4k3/8/8/8/8/8/8/1K5R w - - 0 1"
    When White plays Rh1-h2 and Black does not move
    Then the board is
      """
      8 . . . . k . . .
      7 . . . . . . . .
      6 . . . . . . . .
      5 . . . . . . . .
      4 . . . . . . . .
      3 . . . . . . . .
      2 . . . . . . . R
      1 . K . . . . . .
      to move: White
      """

  @id:turns-018
  Scenario: A diagram that does not say whose move it is is not compared on it
    Given the position "4k3/8/8/8/8/8/8/1K4R1 w - - 0 1"
    When White plays Rg1-g2 and Black does not move
    Then the board is
      """
      8 . . . . k . . .
      7 . . . . . . . .
      6 . . . . . . . .
      5 . . . . . . . .
      4 . . . . . . . .
      3 . . . . . . . .
      2 . . . . . . R .
      1 . K . . . . . .
      """

  @id:turns-019
  Scenario: The sentence leaves the order open, but the answer depends on it
    Given the position "4k3/8/8/8/8/8/8/2K4R w - - 0 1"
    When White plays Rh1-h2 and Black plays Ke8-d8
    Then the game goes on

  @id:turns-020
  Scenario: An ambiguous short move
    Given the position "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
    When White plays Nd2 and Black does not move
    Then the game goes on

  @id:turns-021
  Scenario: An impossible short move
    Given the position "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
    When White plays Nd5 and Black does not move
    Then the game goes on

  @id:turns-022
  Scenario: Both moves of one player in a sentence for one move each
    Given the position "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
    When White plays Nb1-d2 and White plays Nf3-d4
    Then the game goes on

  @id:turns-023
  Scenario: A sentence that is no turn
    Given the position "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
    When White plays Nb1-d2 or Nf3-d4
    Then the game goes on

  @id:turns-024
  Scenario: An impossible short move in a game is named by its line
    Given the position "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
    When the game is played
      """
      1. Nbd2 --
      2. Nc5  --
      """
    Then the game goes on

  @id:turns-025
  Scenario: Two turns of one move each in a row
    Given the position "4k3/8/8/8/8/8/8/R6K w - - 0 1"
    When White plays Ra1-a2 and Black plays Ke8-d8
    And White plays Ra2-a3 first, then Black plays Kd8-c8
    Then the game goes on

  @id:turns-026
  Scenario: Neither player moves
    Given the position "6k1/8/8/8/8/8/8/K7 w - - 0 1"
    When neither player moves
    Then the game goes on

  @id:turns-027
  Scenario: A position the implementation refuses
    Given the position "5k2/8/8/8/8/8/8/K7 w - - 0 1"
    Then the position is refused

  @id:turns-028
  Scenario: A position the implementation answers for, said to be refused
    Given the position "4k3/8/8/8/8/8/8/K7 w - - 0 1"
    Then the position is refused

  @id:turns-029
  Scenario: A refusal said after a turn
    Given the position "3k4/8/8/8/8/8/8/K7 w - - 0 1"
    When White plays Ka1-a2 and Black does not move
    Then the position is refused

  @id:turns-030
  Scenario: A position with a field version 1 cannot carry, said to be refused
    Given the position "2k5/8/8/8/8/8/8/K7 w - - 0 1 checks=w1"
    Then the position is refused

  @id:turns-031
  Scenario: An expected event version 1 has no word for, after a turn version 1 can say
    Given the position "6k1/8/8/8/8/8/8/K6R w - - 0 1"
    When White plays Ka1-a2 and Black plays Kg8-h8
    Then the board is
      """
      8 . . . . . . . k
      7 . . . . . . . .
      6 . . . . . . . .
      5 . . . . . . . .
      4 . . . . . . . .
      3 . . . . . . . .
      2 K . . . . . . .
      1 . . . . . . . R
      """
    And the events are
      | event         | side  | piece | square |
      | chain capture | Black | King  | h8     |
    And the game goes on

  @id:turns-032
  Scenario: An expected double loss, after a turn version 1 can say
    Given the position "5k2/8/8/8/8/8/8/1K6 w - - 0 1"
    When White plays Kb1-c1 first, then Black plays Kf8-g8
    Then both players lose by king capture

  @id:turns-033
  Scenario: An expected board with turns in check, after a turn version 1 can say
    Given the position "4k3/8/8/8/8/8/8/1K6 w - - 0 1"
    When White plays Kb1-c1 first, then Black plays Ke8-d8
    Then the board is
      """
      8 . . . k . . . .
      7 . . . . . . . .
      6 . . . . . . . .
      5 . . . . . . . .
      4 . . . . . . . .
      3 . . . . . . . .
      2 . . . . . . . .
      1 . . K . . . . .
      in check: White 1
      """
