@xymyx.R2
Feature: A file that is not Gherkin at all

  Scenario: This never runs
    Given the ruleset "xymyx"
  This line is not Gherkin
