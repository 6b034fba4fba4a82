@xymyx.R2
Feature: A scenario sharing an id with another file, one with two ids, and outlines over rulesets

  @id:xymyx-r2-002
  Scenario: The third of three scenarios with one id, in another file
    Given the ruleset "xymyx"
    And the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "3k4/8/8/8/R7/8/8/4K3 w - - 0 2"

  @id:xymyx-r2-003 @id:xymyx-r2-004
  Scenario: A scenario with two ids
    Given the ruleset "xymyx"
    And the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "3k4/8/8/8/R7/8/8/4K3 w - - 0 2"

  @id:xymyx-r2-005 @nothing-to-cite
  Scenario Outline: An outline whose rows share its id, one row per ruleset, as they should
    Given the ruleset "<ruleset>"
    And the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a2 and Black plays Nb6-c4
    Then the position is "3k4/8/8/8/2n5/8/R7/4K3 w - - 1 2"

    Examples:
      | ruleset       |
      | xymyx         |
      | xymyx-classic |

  @id:xymyx-r2-006
  Scenario Outline: An outline with two rows of one ruleset, which its id cannot tell apart
    Given the ruleset "xymyx"
    And the position "3k4/8/1n6/8/8/8/8/R3K3 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-<to>
    Then the position is "<after>"

    Examples:
      | to | after                            |
      | a4 | 3k4/8/8/8/R7/8/8/4K3 w - - 0 2   |
      | c4 | 3k4/8/8/8/R1n5/8/8/4K3 w - - 1 2 |
