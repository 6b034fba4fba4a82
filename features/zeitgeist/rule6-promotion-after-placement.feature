@zeitgeist.6
Feature: Rule 6. Promotion after the pieces are placed
  Only when every square is settled does a pawn that stands on the far rank become another piece,
  the one its player named when writing the move. Both players' choices are part of their written
  moves, so they are revealed together. A pawn that was sent back never reached the far rank and
  does not promote.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-rule6-001 @zeitgeist.7 @ruling
  Scenario: A pawn reaching the last rank must promote, and gives check as a Queen
    Text: rule 6 says a pawn on the far rank "may promote".

    Ruling: promotion is obligatory, as in orthodox chess: a pawn never stays a pawn on the last
    rank, and a move to the last rank names its new piece. The new Queen is on the board when the
    Kings are looked at, so her check is announced and counted.

    Alternative: taking "may promote" at its word, as a choice whether to promote at all. The words
    allow that reading, but a pawn left on the far rank could never move again, as pawns move only
    forward, and the text's next sentence has every promoting player write a promotion down. So
    "may" is read as the permission that arises once the pawn stands there, which orthodox chess
    makes a duty; a move to the last rank that names no piece is refused.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 P . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays a7-a8=Q and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 Q . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: Black 1
      """
    And the events are
      | event    | side  | piece | square |
      | promoted | White | Queen | a8     |
      | check    | Black | King  | g8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.6 and zeitgeist.7

  @id:zeitgeist-rule6-002 @ruling
  Scenario: Both players promote in the same turn, each to the piece written
    Text: when both players promote in one turn, the text has the promotions written and then
    "revealed simultaneously".

    Ruling: each player writes the new piece with the move itself (a7-a8=N), so the choice is made
    before anything is shown and the moves and promotions are revealed together.

    Alternative: the text's own order, read literally: once "all placements" are resolved, each
    promoting player writes the new piece down, and both are shown together. That is a second
    secret writing inside the turn, which no other rule of the text has, and it would let a player
    choose knowing how the turn went (which pieces survived, whether the pawn's square was
    contested), though the two choices are still hidden from each other. The piece written with the
    move is still "written down and then revealed simultaneously", and it keeps a turn to one
    writing each; a pawn that is sent back does not promote (zeitgeist-rule6-003), whatever it
    names.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 P . . . . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . K P P p 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays a7-a8=N and Black plays h2-h1=R
    Then the board is
      """
        a b c d e f g h
      8 N . . . k . . . 8
      7 . . . . . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . K P P . 2
      1 . . . . . . . r 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece  | square |
      | promoted | White | Knight | a8     |
      | promoted | Black | Rook   | h1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.6

  @id:zeitgeist-rule6-003 @zeitgeist.1 @ruling
  Scenario: A pawn sent back from the last rank does not promote
    Text: rule 6 promotes a pawn that "has reached" the far rank after the placements are resolved.

    Ruling: a pawn that bounced is back on its square and has reached nothing: it stays a pawn. Here
    the Rook on e8 stopped it.

    Alternative: promoting the pawn for having been written to the last rank. The rule looks at
    where the pawn is after the placements, not at where it was going.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . P p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e7-e8=Q and Black plays Kg8-h8
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . . k 8
      7 . . . . P p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | e8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.6

  @id:zeitgeist-rule6-004
  Scenario: A pawn capturing a Rook on the last rank promotes to the piece written
    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . P . . . p p k 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays b7xa8=R and Black plays g7-g6
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . . 8
      7 . . . . . p . k 7
      6 . . . . . . p p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | a8     |
      | promoted | White | Rook  | a8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.4 and zeitgeist.6

  @id:zeitgeist-rule6-005 @zeitgeist.4
  Scenario: A pawn and a Rook going to one empty square on the last rank both go back
    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . . . . P p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e7-e8=Q and Black plays Ra8-e8
    Then the board is
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . . . . P p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | Black | Rook  | e8     |
      | bounced | White | Pawn  | e8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1, zeitgeist.4 and zeitgeist.6

  @id:zeitgeist-rule6-006 @zeitgeist.4
  Scenario: A pawn capturing diagonally takes a Rook arriving on the last rank and promotes
    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . . . P . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays d7xe8=N and Black plays Ra8-e8
    Then the board is
      """
        a b c d e f g h
      8 . . . . N . k . 8
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
      | event    | side  | piece  | square |
      | captured | Black | Rook   | e8     |
      | promoted | White | Knight | e8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1, zeitgeist.4 and zeitgeist.6

  @id:zeitgeist-rule6-007
  Scenario: Only a pawn is promoted: a Knight's move written with a promotion letter is refused
    Given the position "4k3/8/8/8/8/8/8/1N2K3 w - - 0 40"
    When White plays b1c3q and Black plays Ke8-d7
    Then the turn is rejected because White's move b1c3q is illegal under zeitgeist.6.promotion-not-pawn
