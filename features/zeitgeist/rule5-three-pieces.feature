@zeitgeist.5
Feature: Rule 5. Three pieces on one square
  A square can end with three pieces: one that stayed and one moving piece of each side. Every
  piece outnumbered by the other side's pieces there is removed, and so is every piece that stood
  still, so the moving piece of the side with two pieces survives alone. A King is removed like
  any other piece, and its side loses.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-rule5-001 @zeitgeist.7 @ruling
  Scenario: A King that stands still is removed with the Knight attacking it
    Text: rule 5 removes "all outnumbered and stationary pieces" and does not except the King.

    Ruling: the King is removed like any piece. White defends d4 by capturing into the King's own
    square; the Knight is outnumbered and goes, but the King stood still and goes too, and White
    loses by the capture of the King.

    Alternative: sparing the King as the piece the defence was for. The text names no exception, and
    it warns that both players may lose at once, which shows Kings may go in unusual ways.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . n . . . . . . 5
      4 . . . K . . . . 4
      3 . . P . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      in check: White 1
      """
    When White plays c3xd4 and Black plays Nb5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece  | square |
      | destroyed     | Black | Knight | d4     |
      | king captured | White | King   | d4     |
    And Black wins by king capture
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1, zeitgeist.5 and zeitgeist.7

  @id:zeitgeist-rule5-002 @zeitgeist.7 @ruling
  Scenario: A King outnumbered on a square is removed
    Text: rule 5 removes every outnumbered piece, and the text does not except the King.

    Ruling: the White King takes the stationary pawn while the Knight comes to the same square: two
    Black pieces against the King, so the King is removed, the pawn that stood still too, and Black
    wins by the capture of the King.

    Alternative: letting the King survive as the capturer, or sending it back. Rule 5 has no place
    for either.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . n . . . . . 6
      5 . . . . p . . . 5
      4 . . . . K . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Ke4xe5 and Black plays Nc6-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . n . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | destroyed     | Black | Pawn  | e5     |
      | king captured | White | King  | e5     |
    And Black wins by king capture
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.5 and zeitgeist.7

  @id:zeitgeist-rule5-003
  Scenario: A Rook moving onto its own pawn as a Knight takes it stays, and the pawn is lost
    Without the Knight, rule 3 would send the Rook back; with it, the square holds three pieces and
    rule 5 decides.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . n . . . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1-d4 and Black plays Nb5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . R . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Knight | d4     |
      | destroyed | White | Pawn   | d4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.5

  @id:zeitgeist-rule5-004
  Scenario: A Queen that stands still is lost when her Bishop defends her square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . b . . . 6
      5 . . . q . . . . 5
      4 . . . . . N . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf4xd5 and Black plays Be6-d5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . b . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Queen  | d5     |
      | destroyed | White | Knight | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.5

  @id:zeitgeist-rule5-005 @zeitgeist.1
  Scenario: Two pawns capture into a Knight's square: the Knight's own pawn stays
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . p . . . . . 6
      5 . . . N . . . . 5
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
      5 . . . P . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Pawn   | d5     |
      | destroyed | White | Knight | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.5

  @id:zeitgeist-rule5-006
  Scenario: A King defends its pawn by stepping onto it and survives the Bishop
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . B . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bc4xf7 and Black plays Kg8-f7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . k p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Pawn   | f7     |
      | destroyed | White | Bishop | f7     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.5
