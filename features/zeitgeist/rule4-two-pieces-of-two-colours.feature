@zeitgeist.4
Feature: Rule 4. Two pieces of different colours on a square
  When a square ends with one White and one Black piece, what counts is which of them captured
  into it, that is, was written as a capture: a pawn's diagonal move, or a move onto a square an
  enemy held when the turn began. If both did, both go; if only one did, it stays and the piece
  that did not goes; if neither did, the pieces that moved go back.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-rule4-001
  Scenario: A Rook takes a Knight that stays where it is
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . n . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1xd6 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . R . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Knight | d6     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.4

  @id:zeitgeist-rule4-002 @zeitgeist.1 @ruling
  Scenario: Two pawns capturing into one empty square are both removed
    Text: rule 4 removes both pieces when "both pieces captured into the space", without saying how
    two pieces can both capture into one square.

    Ruling: two pawns capturing diagonally into the same empty square have both captured into it.
    Each finds the other there, so rule 1 sends neither back, and both are removed.

    Alternative: sending both pawns back by rule 1, the square being empty when the moves were
    written. The rule speaks of the space after the moves, when it is not empty, and this is the
    plainest case the words "both captured" can mean.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . p . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays c6xd5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece | square |
      | destroyed | Black | Pawn  | d5     |
      | destroyed | White | Pawn  | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule4-003
  Scenario: A Rook and a Knight going to one empty square both go back
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece  | square |
      | bounced | Black | Knight | a4     |
      | bounced | White | Rook   | a4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.4

  @id:zeitgeist-rule4-004 @zeitgeist.1
  Scenario: A pawn capturing onto an empty square takes a Bishop that arrives there
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . p . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . B . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bf3-d5 and Black plays c6xd5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . p . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | captured | White | Bishop | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule4-005 @zeitgeist.2 @ruling
  Scenario: A Bishop that bounces home is taken there by a Knight
    Text: rule 2 makes a bounced piece stationary, and rule 4 settles a square holding two pieces of
    different colours; the text does not say that the two can meet.

    Ruling: the Bishop, stopped by its own pawn, is back on c1, where the Knight captured into the
    square: the Bishop did not, so it is removed. A piece that goes back goes back to a square that
    an enemy may have taken.

    Alternative: letting the bounced piece knock the capturer back, or forbidding the capture of a
    piece that tried to leave. Neither is in the text, and the Knight's move was a capture of a
    piece on its square.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . n 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . n . . . . . . 3
      2 . . . P . P P P 2
      1 . . B . . . K . 1
        a b c d e f g h
      """
    When White plays Bc1xh6 and Black plays Nb3xc1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . n 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . P . P P P 2
      1 . . n . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | bounced  | White | Bishop | h6     |
      | captured | White | Bishop | c1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2 and zeitgeist.4

  @id:zeitgeist-rule4-006
  Scenario: A King and a pawn going to one empty square both go back
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . p . . . 6
      5 . . . . . . . . 5
      4 . . . . K . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Ke4-e5 and Black plays e6-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . p . . . 6
      5 . . . . . . . . 5
      4 . . . . K . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | Black | Pawn  | e5     |
      | bounced | White | King  | e5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule4-007 @nothing-to-cite
  Scenario: Two Knights taking each other change squares
    Each Knight leaves the square the other goes to, so no square holds two pieces and both moves
    stand.

    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . p p p 7
      6 p . . n . . . . 6
      5 . . . . . . . . 5
      4 . . N . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    When White plays Nc4xd6 and Black plays Nd6xc4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . p p p 7
      6 p . . N . . . . 6
      5 . . . . . . . . 5
      4 . . n . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity

  @id:zeitgeist-rule4-008 @nothing-to-cite
  Scenario: A Bishop's capture finds the Knight gone and lands on the empty square
    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 p b . . . p p p 7
      6 . p . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    When White plays Ne4-c3 and Black plays Bb7xe4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 p . . . . p p p 7
      6 . p . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . b . . . 4
      3 . . N . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity
