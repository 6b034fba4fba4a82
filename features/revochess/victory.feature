@revochess.victory
Feature: Taking the King wins
  The game is won by taking the enemy King, and only so. A King that cannot escape is not lost
  until it is actually taken. The capture ends the game at once, even when it is the first move of
  the turn.

  Background:
    Given the ruleset "revochess"

  @id:revochess-victory-001
  Scenario: A Rook reaches the back rank and takes the King with the second move
    Given the position "4k3/8/8/8/8/8/6PP/R5K1 w - - 0 30"
    When White plays Ra1-a8, then Ra8xe8
    Then the board is
      """
        a b c d e f g h
      8 . . . . R . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | e8     |
    And White wins by king capture
    And the turn is decided by revochess.dual-move and revochess.victory

  @id:revochess-victory-002 @ruling @revochess.dual-move
  Scenario: A King taken with the first move ends the game at once
    Text: the game ends when a player "captures the opponent's king"; every turn has two moves.

    Ruling: the capture ends the game the moment it is made, so a turn whose first move takes the
    King is complete with that one move, and White wins.

    Alternative: asking for a second move after the capture. It could change nothing, and the text
    says the game has ended.

    Given the position "3k4/8/8/8/8/8/6PP/3Q2K1 w - - 0 30"
    When White plays Qd1xd8 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . Q . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | d8     |
    And White wins by king capture
    And the turn is decided by revochess.dual-move and revochess.victory

  @id:revochess-victory-003 @ruling @revochess.no-check @nothing-to-cite
  Scenario: A King with no way out is not lost until it is taken
    Text: the heading says "Checkmate = Capture", and the rule under it ends the game only when a
    King is taken.

    Ruling: there is no checkmate. The Rook on a8 attacks the King on h8, which has no square to go
    to that orthodox chess would allow; the game goes on. With two moves Black frees the King: the
    pawn steps forward and the King walks out to g7.

    Alternative: ending the game at an orthodox checkmate, as the heading might suggest. With two
    moves a turn and no check, such a King is often not lost at all.

    Given the position "7k/6pp/8/8/8/8/6PP/R5K1 w - - 0 30"
    When White plays h2-h3, then Ra1-a8
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
    When Black plays g7-g6, then Kh8-g7
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . . 8
      7 . . . . . . k p 7
      6 . . . . . . p . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: White
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-victory-004
  Scenario: A Black Knight takes the White King with the second move
    Given the position "6k1/5ppp/8/8/8/2n5/PP6/1K6 b - - 0 30"
    When Black plays h7-h6, then Nc3xb1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . . . . 2
      1 . n . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | White | King  | b1     |
    And Black wins by king capture
    And the turn is decided by revochess.dual-move and revochess.victory

  @id:revochess-victory-005 @revochess.no-check @nothing-to-cite
  Scenario: A King that stepped into attack is taken at once
    The turn after revochess-nocheck-001: the Rook takes the King that walked onto its rank.

    Given the position "4k3/8/8/8/8/7P/r3K3/8 b - - 0 20"
    When Black plays Ra2xe2 and White does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . r . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | White | King  | e2     |
    And Black wins by king capture
    And the turn is decided by revochess.dual-move and revochess.victory

  @id:revochess-victory-006 @revochess.no-check @nothing-to-cite
  Scenario: A King two squares away walks up and takes the other King
    With two moves a turn, a King is in danger from the enemy King two squares away: the first move
    brings the White King beside it, the second takes it.

    Given the position "8/8/4k3/8/4K3/8/P7/8 w - - 0 30"
    When White plays Ke4-e5, then Ke5xe6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . K . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | e6     |
    And White wins by king capture
    And the turn is decided by revochess.dual-move and revochess.victory
