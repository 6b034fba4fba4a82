@xymyx.R2
Feature: Scenarios whose ids are missing or shared, to show how the suite reports them

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-r2-001
  Scenario: The only scenario with its id still passes
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "3k4/8/8/8/R7/8/8/4K3 w - - 0 2"

  Scenario: A scenario without an id
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "3k4/8/8/8/R7/8/8/4K3 w - - 0 2"

  @id:xymyx-r2-002
  Scenario: The first of three scenarios with one id
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "3k4/8/8/8/R7/8/8/4K3 w - - 0 2"

  @id:xymyx-r2-002
  Scenario: The second of three scenarios with one id
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "3k4/8/8/8/R7/8/8/4K3 w - - 0 2"

  Scenario Outline: An outline without an id
    Given the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-<to>
    Then the position is "<after>"

    Examples:
      | to | after                           |
      | a4 | 3k4/8/8/8/R7/8/8/4K3 w - - 0 2  |
      | c4 | 3k4/8/8/8/R1n5/8/8/4K3 w - - 1 2 |
