@zeitgeist.1
Feature: Rule 1. A pawn that cannot move as a pawn bounces back
  A pawn goes straight forward or captures diagonally forward. When its diagonal move finds
  nothing on the square to capture, or its straight move finds there a piece that stayed put, it
  goes back to the square it started from. A piece stayed put when it did not move this turn or
  when it bounced back. Only the straight move is stopped by a stationary piece: a diagonal move
  onto an occupied square is a capture, which the later rules settle. A diagonal move is found empty
  only once the piece it went for can no longer come back: a piece sent back to its square stayed
  put, and the pawn takes it there. En passant is the one diagonal move onto an empty square that
  stands, against a pawn whose two-square step was the turn before and which ends the turn on its
  square.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-rule1-001
  Scenario: A pawn capturing an empty square bounces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-002
  Scenario: A pawn pushed into a stationary pawn bounces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4-e5 and Black plays g7-g6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p . p 7
      6 . . . . . . p . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | e5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-003
  Scenario: A pawn's capture bounces when the Knight it goes for moves away
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . n . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays Nd5-b4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . n . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-004
  Scenario: A pawn steps onto a square the Knight leaves
    The Knight has left e5, so nothing stationary stands there and the pawn's step stands.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . n . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4-e5 and Black plays Ne5-c6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . n . . . . . 6
      5 . . . . P . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-005 @zeitgeist.4 @ruling
  Scenario: A pawn capturing diagonally takes a Knight that arrives on the square
    Text: rule 4 asks which pieces "captured into the space" but never defines the words; rule 1
    calls a pawn's diagonal move a capture even when the square is empty.

    Ruling: a move captures into its square when it is written as a capture: a pawn's diagonal move,
    or a move onto a square that held an enemy piece when the turn began. The pawn captured into d5;
    the Knight came to an empty square and did not. The pawn finds the Knight there, so rule 1 does
    not send it back, and by rule 4 the Knight is removed. The pawn then stays: the piece it
    captured counts as found on the square.

    Alternative: counting as a capture only a move onto a square an enemy held before the turn. Then
    neither piece captured, both would go back, and a pawn could never take a piece arriving on its
    diagonal.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays Nb6-d5
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
      | event    | side  | piece  | square |
      | captured | Black | Knight | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule1-006 @zeitgeist.5 @ruling
  Scenario: A pawn capturing into its own stationary pawn's square is not sent back
    Text: rule 1 sends back a pawn that "moves into a stationary piece's space", yet the text's own
    example for rule 5 has a pawn capture into the square where its own stationary pawn stands, and
    that pawn wins.

    Ruling: rule 1's stationary piece stops only a straight move. A diagonal move onto an occupied
    square is a capture and goes on to rules 3 to 5: here d4 holds three pieces, the Knight is
    outnumbered and the stationary pawn is removed, and the c-pawn stays on d4.

    Alternative: applying rule 1 to diagonal moves too, which would send the c-pawn back and leave
    the text's own example impossible.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . n . . . . . . 5
      4 . . . P . . . . 4
      3 . . P . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
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
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | destroyed | Black | Knight | d4     |
      | destroyed | White | Pawn   | d4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.5

  @id:zeitgeist-rule1-007 @zeitgeist.4
  Scenario: A pawn pushed onto its own stationary pawn bounces, and the Knight takes that pawn
    The straight step is stopped by rule 1, so d4 holds only the stationary pawn and the Knight,
    which captured into it: the pawn is taken.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . n . . . . . . 5
      4 . . . P . . . . 4
      3 . . . P . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays d3-d4 and Black plays Nb5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . n . . . . 4
      3 . . . P . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | bounced  | White | Pawn  | d4     |
      | captured | White | Pawn  | d4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule1-008
  Scenario: A pawn takes en passant after a two-square step of the turn before
    Given the position "6k1/5ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 20"
    When White plays e5xd6 and Black plays h7-h6
    Then the position is "6k1/5pp1/3P3p/8/8/8/5PPP/6K1 w - - 0 21"
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-009 @ruling
  Scenario: An en passant capture bounces when the pawn it goes for moves on
    Text: rule 1 excepts en passant from the bounce of a pawn capturing an empty square, without
    saying what happens when the pawn to be taken moves in the same turn.

    Ruling: the exception holds only while the pawn that made the two-square step is on its square
    once the moves are settled: it did not move, or it was sent back there (zeitgeist-rule1-015).
    Here it moved on to d4 and stays there, so d6 is an empty square captured for nothing, and
    White's pawn bounces.

    Alternative: letting the pawn land on d6 and take nothing, as a failed capture does in
    SimulChess. Zeitgeist has no failed captures: rule 1 sends back every pawn capture that finds
    nothing.

    Given the position "6k1/5ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 20"
    When White plays e5xd6 and Black plays d5-d4
    Then the position is "6k1/5ppp/8/4P3/3p4/8/5PPP/6K1 w - - 0 21"
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | d6     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-010 @ruling
  Scenario: A two-square step of the same turn cannot be taken en passant
    Text: en passant is kept from orthodox chess, where it answers a two-square step the opponent
    has already made.

    Ruling: only a step made the turn before can be taken. White could not know of Black's step when
    writing, so e5xd6 is a capture of an empty square and bounces, and Black's pawn reaches d5 and
    may be taken en passant next turn.

    Alternative: letting the capture take the pawn that passes d6 in the same turn. Nothing stood on
    d6 when the moves were written, and moving pieces never meet in passing in Zeitgeist.

    Given the position "6k1/3p1ppp/8/4P3/8/8/5PPP/6K1 w - - 0 20"
    When White plays e5xd6 and Black plays d7-d5
    Then the position is "6k1/5ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 21"
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | d6     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2 and zeitgeist.1

  @id:zeitgeist-rule1-011 @ruling
  Scenario: A two-square step older than the last turn cannot be taken en passant
    Text: the text keeps en passant without saying how long it may be claimed.

    Ruling: as in orthodox chess, only in the turn right after the two-square step; the position
    here records no en passant square, so e5xd6 captures an empty square and bounces.

    Alternative: allowing it later, which no chess rule does.

    Given the position "6k1/5ppp/8/3pP3/8/8/5PPP/6K1 w - - 0 20"
    When White plays e5xd6 and Black plays h7-h6
    Then the position is "6k1/5pp1/7p/3pP3/8/8/5PPP/6K1 w - - 0 21"
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | d6     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-012
  Scenario: A pawn stepping diagonally onto the square the other side's pawn passed takes nothing
    Last turn White's pawn went from g6 to g7 while Black's went from g7 to g5, so g6 is open to
    White for en passant, not to Black. Black's pawn on f7 goes to g6: there is nothing there to
    take, and it is no en passant of Black's, so it bounces; White's pawn on g7 is not touched.

    Given the position "4k3/5pP1/8/6p1/8/8/8/4K3 w - g6 0 1"
    When White plays Ke1-e2 and Black plays f7xg6
    Then the position is "4k3/5pP1/8/6p1/8/8/4K3/8 w - - 1 2"
    And the events are
      | event   | side  | piece | square |
      | bounced | Black | Pawn  | g6     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-013 @zeitgeist.3 @zeitgeist.4 @ruling
  Scenario: A pawn takes a Queen that is sent back to her square
    Text: a pawn bounces when it "captures an empty space", and a piece that "was forced to bounce"
    counts as stationary "for the rest of the turn".

    Ruling: a pawn's diagonal move is found empty only once the piece it goes for can no longer come
    back. The Queen goes onto her own pawn on e6 and is sent back to d5 (rule 3), where she stands
    as a piece that stayed put; the pawn has captured into d5 and takes her there (rule 4), as a
    Knight, Bishop, Rook or King taking on d5 would.

    Alternative: finding d5 empty at the instant the Queen leaves it and sending the pawn back for
    good, as this specification once did. Every piece could then escape a pawn by writing a move
    bound to bounce, while any other capturer would still take it; and the pawn's capture does not
    find nothing: it finds the Queen, back for the rest of the turn.

    Given the position "7k/8/4p3/3q4/4P3/8/8/6K1 w - - 0 1"
    When White plays e4xd5 and Black plays Qd5-e6
    Then the position is "7k/8/4p3/3P4/8/8/8/6K1 w - - 0 2"
    And the events are
      | event    | side  | piece | square |
      | bounced  | Black | Queen | e6     |
      | captured | Black | Queen | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.3, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule1-014 @zeitgeist.2 @zeitgeist.4
  Scenario: A pawn takes a Bishop whose path its own pawn blocks
    The Bishop's way to a8 crosses b7, where Black's own pawn stands still, so the Bishop is sent
    back to d5 (rule 2). Back there it stayed put, and White's pawn, which captured into d5, takes
    it (zeitgeist-rule1-013).

    Given the position "6k1/1p6/8/3b4/4P3/8/8/6K1 w - - 0 1"
    When White plays e4xd5 and Black plays Bd5-a8
    Then the position is "6k1/1p6/8/3P4/8/8/8/6K1 w - - 0 2"
    And the events are
      | event    | side  | piece  | square |
      | bounced  | Black | Bishop | a8     |
      | captured | Black | Bishop | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule1-015 @ruling
  Scenario: En passant takes a pawn that is sent back to its square
    Text: en passant is the exception to the bounce of a pawn capturing an empty space, and a piece
    forced to bounce is stationary "for the rest of the turn".

    Ruling: Black's pawn writes d5xe4 onto an empty square and is sent back to d5; there it is the
    pawn that made the two-square step, standing on its square, and White's capture en passant
    takes it. The en passant capture is judged, like any diagonal move, once nothing more can come
    back (zeitgeist-rule1-013).

    Alternative: sending White's pawn back because the pawn it goes for was away when the moves were
    made, as this specification once did. That is the reading zeitgeist-rule1-009 keeps for a pawn
    that moves on and stays away; a pawn that is sent back has not escaped, as the text's own
    definition of a stationary piece says.

    Given the position "6k1/8/8/3pP3/8/8/8/6K1 w - d6 0 1"
    When White plays e5xd6 and Black plays d5xe4
    Then the position is "6k1/8/3P4/8/8/8/8/6K1 w - - 0 2"
    And the events are
      | event    | side  | piece | square |
      | bounced  | Black | Pawn  | e4     |
      | captured | Black | Pawn  | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-016 @ruling
  Scenario: Two pawns that take each other are both sent back
    Text: a pawn bounces when it "captures an empty space"; here each pawn's target is the square
    the other one leaves.

    Ruling: both moves are judged on one board once nothing else can change: each pawn finds its
    square empty, and both go back. A bounce is final, so back on their squares they do not then
    take each other; no pawn moved, nothing was taken, and the count of turns without a capture or
    a pawn move goes on.

    Alternative: letting each pawn take the other as it comes back, which would remove both for
    captures that, when made, found nothing; or letting the two pawns pass and stand on each
    other's squares, as XYMYX's classic edition does, which rule 1 forbids to a capture that finds
    nothing.

    Given the position "6k1/5ppp/8/3p4/4P3/8/5PPP/6K1 w - - 0 10"
    When White plays e4xd5 and Black plays d5xe4
    Then the position is "6k1/5ppp/8/3p4/4P3/8/5PPP/6K1 w - - 1 11"
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | d5     |
      | bounced | Black | Pawn  | e4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-017
  Scenario: Two facing pawns pushed at once change places
    A pawn's straight move is stopped only by a piece that stays put. Each pawn moves onto the
    square the other one leaves, so neither finds a stationary piece there, and they stand on each
    other's squares.

    Given the position "6k1/5ppp/8/4p3/4P3/8/5PPP/6K1 w - - 0 10"
    When White plays e4-e5 and Black plays e5-e4
    Then the position is "6k1/5ppp/8/4P3/4p3/8/5PPP/6K1 w - - 0 11"
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.1

  @id:zeitgeist-rule1-018 @zeitgeist.4 @ruling
  Scenario: En passant takes its pawn and the Bishop that lands on the en passant square
    Text: en passant is kept as the capture of an empty space that stands, and rule 4 settles a
    square that two pieces of different colours reach.

    Ruling: White's move is an en passant capture, made while the pawn it takes stands on d5, so
    that pawn is taken. The Bishop lands on d6 beside a pawn that captured into the square, and rule
    4 removes the one that did not capture: the Bishop. One move takes two pieces.

    Alternative: calling d6 no longer empty, so that the move is a plain capture of the Bishop and
    the pawn on d5 survives. Whether a move is en passant is settled by the move and the board it is
    written on, not by what else reaches its square; and the Bishop is not the piece White wrote
    the capture against.

    Given the position "5bk1/8/8/3pP3/8/8/8/6K1 w - d6 0 1"
    When White plays e5xd6 and Black plays Bf8-d6
    Then the position is "6k1/8/3P4/8/8/8/8/6K1 w - - 0 2"
    And the events are
      | event    | side  | piece  | square |
      | captured | Black | Bishop | d6     |
      | captured | Black | Pawn   | d5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.1 and zeitgeist.4

  @id:zeitgeist-rule1-019 @zeitgeist.2 @ruling
  Scenario: A pawn sent back for an empty square blocks the Bishop that left it, and nothing is taken
    Text: a pawn that captures an empty space bounces, a bounced piece is stationary for the rest of
    the turn, and only a Knight may pass a stationary piece; the text does not say what happens
    when a bounce brings back the very piece the pawn went for.

    Ruling: the Bishop leaves d5 across e4 for f3, so the pawn's capture finds d5 empty once nothing
    else is sent home, and the pawn goes back to e4. There it stands in the Bishop's path, and the
    Bishop goes back to d5 too. A bounce is final: the pawn does not then take the Bishop it sent
    home. The Knight on f3 is not taken, since pieces are removed only when nothing more is sent
    home (zeitgeist-rule2-013), and by then the Bishop is on d5.

    Alternative: letting the Bishop take the Knight before the pawn's bounce turns it back, which
    leaves a capture made by a piece that ends the turn at home; or letting the pawn take the
    Bishop once it is back, which undoes the bounce that brought it there.

    Given the position "6k1/5ppp/8/3b4/4P3/5N2/5PPP/6K1 w - - 0 10"
    When White plays e4xd5 and Black plays Bd5xf3
    Then the position is "6k1/5ppp/8/3b4/4P3/5N2/5PPP/6K1 w - - 1 11"
    And the events are
      | event   | side  | piece  | square |
      | bounced | White | Pawn   | d5     |
      | bounced | Black | Bishop | f3     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2 and zeitgeist.1
