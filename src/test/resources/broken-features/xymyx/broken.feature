@xymyx.R2
Feature: Scenarios with mistakes in them, to show how the suite reports them

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-r2-001
  Scenario: A sound scenario still passes beside the broken ones
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "3k4/8/8/8/R7/8/8/4K3 w - - 0 2"

  @id:xymyx-r2-002
  Scenario: A diagram with a stray letter
    Given the board
      """
        a b c d e f g h
      8 . . . k . . . . 8
      7 . . . . . . . . 7
      6 . n . . . . . . 6
      5 . . . . x . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
      """
    When White plays Ra1-a4 and Black plays Nb6-a4

  @id:xymyx-r2-003
  Scenario: A malformed FEN
    Given the position "3k4/8/1n6/8/8/8/R3K3 w - - 0 1"

  @id:xymyx-r2-004
  Scenario: A move whose piece letter is wrong
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Qa1-a4 and Black plays Nb6-a4

  @id:xymyx-r2-005
  Scenario: An impossible position with two White Kings and a pawn on the last rank
    Given the position "3k3P/8/1n6/8/8/8/8/R3K2K w - - 0 1"

  @id:xymyx-r2-006
  Scenario: An events table with an unknown event
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the events are
      | event    | side  | piece  | square |
      | exploded | Black | Knight | a4     |

  @id:xymyx-r2-007
  Scenario: A sentence the scenario language does not have
    Given the board is empty

  @id:xymyx-r2-008
  Scenario: A game whose second turn is malformed
    Given the start position
    When the game is played
      """
      1. e2-e4   e7-e5
      2. Ng1-f3
      """

  @id:xymyx-r2-009
  Scenario: An events row with an empty cell
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the events are
      | event     | side  | piece | square |
      | collision | White |       | a4     |

  @id:xymyx-r2-010
  Scenario: A rejection under a clause the catalogue does not have
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-b2 and Black plays Nb6-a4
    Then the turn is rejected because White's move Ra1-b2 is illegal under xymyx.C9

  @id:xymyx-r2-011
  Scenario: A rejection under a clause of another ruleset
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-b2 and Black plays Nb6-a4
    Then the turn is rejected because White's move Ra1-b2 is illegal under xymyx-classic.R1
