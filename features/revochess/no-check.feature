@revochess.no-check
Feature: No check
  Check does not exist. A King may move onto an attacked square or stay on one, a piece that
  shields its King may move away, and the two Kings may stand side by side. The only danger is
  real: a King that is taken loses the game, and a King may itself take the other King.

  Background:
    Given the ruleset "revochess"

  @id:revochess-nocheck-001 @ruling @nothing-to-cite
  Scenario: A King steps onto a square a Rook attacks
    Text: the King may go "even into" attacked squares.

    Ruling: the move is legal and nothing is reported: there is no check to announce. The Rook on a2
    may take the King in Black's turn.

    Alternative: the orthodox ban on moving into check, which the text lifts in so many words.

    Given the position "4k3/8/8/8/8/8/r6P/4K3 w - - 0 20"
    When White plays h2-h3, then Ke1-e2
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 r . . . K . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-nocheck-002 @ruling @nothing-to-cite
  Scenario: A player leaves his attacked King where it is and moves a pawn twice
    Text: players may "ignore check".

    Ruling: a King attacked at the start of the turn need not be moved or shielded. White pushes the
    a-pawn twice and the Rook on e4 still attacks the King on e1.

    Alternative: forcing the player to answer the attack. The text rules it out.

    Given the position "4k3/8/8/8/4r3/8/P7/4K3 w - - 0 20"
    When White plays a2-a3, then a3-a4
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 P . . . r . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-nocheck-003 @ruling @nothing-to-cite
  Scenario: A pinned Bishop moves and opens the file to its King
    Text: players may "play pinned pieces".

    Ruling: the Bishop on e2 may leave the e-file although the Rook on e8 then attacks the King.

    Alternative: the orthodox pin. The text lifts it.

    Given the position "4r2k/8/8/8/8/8/P3B3/4K3 w - - 0 20"
    When White plays Be2-b5, then a2-a3
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . . k 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-nocheck-004 @ruling @nothing-to-cite
  Scenario: The Kings may stand side by side
    Text: check is ignored and Kings may take each other; nothing keeps them apart.

    Ruling: White's King may step next to Black's. Each now attacks the other, and the one whose
    turn comes first may take.

    Alternative: keeping the orthodox rule that Kings never touch. Without check there is nothing it
    could rest on.

    Given the position "8/8/4k3/8/4K3/8/P7/8 w - - 0 30"
    When White plays Ke4-e5, then a2-a3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . k . . . 6
      5 . . . . K . . . 5
      4 . . . . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-nocheck-005 @ruling @revochess.victory @nothing-to-cite
  Scenario: A King takes the other King
    Text: "Kings can capture" each other.

    Ruling: the King on e5 takes the King beside it, and White wins there and then, with no second
    move.

    Alternative: none; the text says it outright. The scenario shows the turn of one move that such
    a capture ends.

    Given the position "8/8/4k3/4K3/8/8/P7/8 w - - 0 30"
    When White plays Ke5xe6 and Black does not move
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

  @id:revochess-nocheck-006
  Scenario: A position that counts turns in check is refused
    With no check there is nothing to count: a position that says Black's King has been in check
    for a turn is not one a game of RevoChess can stand in.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 5 checks=b1"
    Then the position is refused
