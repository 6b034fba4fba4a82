Feature: Turns of a ruleset that keeps no registration order
  The catalogue beside this folder says SimulChess keeps no registration order.

  Background:
    Given the ruleset "simulchess"

  @id:order-001 @simulchess.basic
  Scenario: One move each, the order left open, is asked once without a first player
    Given the position "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1"
    When White plays e2-e4 and Black plays e7-e5
    Then the game goes on

  @id:order-002 @simulchess.basic
  Scenario: A sentence that gives an order is an error of the scenario
    Given the position "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1"
    When White plays e2-e4 first, then Black plays e7-e5
    Then the game goes on
