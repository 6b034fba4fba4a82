@zeitgeist.2
Feature: Rule 2. Blocked movement and bounced pieces
  A piece other than a Knight may not pass a piece that stays where it is this turn: it goes back
  to its square. Pieces that are themselves moving this turn are no obstacle. A piece that went
  back counts as standing still until the turn is settled, so it can block another piece or be
  taken. Castling keeps every orthodox condition: a King may not castle out of check, through an
  attacked square or onto one; this is judged on the board before the turn, and King and Rook are
  one move.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-rule2-001
  Scenario: A Rook passing a stationary enemy pawn bounces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 p . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Rook  | a8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-002
  Scenario: A Rook passes a square the Knight leaves
    The Knight moved this turn, so it does not block the Rook, which reaches a8.

    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 n . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays Na4-b6
    Then the board is
      """
        a b c d e f g h
      8 R . . . . r k . 8
      7 . . . . . p p p 7
      6 . n . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-003
  Scenario: Only the Knight jumps stationary pieces: the Bishop bounces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . . . . 3
      2 . . . P . P P P 2
      1 . . . . . . N K 1
        a b c d e f g h
      """
    When White plays Ng1-f3 and Black plays Bb4-e1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . N . . 3
      2 . . . P . P P P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece  | square |
      | bounced | Black | Bishop | e1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-004 @zeitgeist.1 @ruling
  Scenario: A pawn that bounces blocks a Bishop, which bounces too
    Text: rule 2 says a piece that bounces counts as stationary "for the rest of the turn", but not
    whether it can then block a piece that had already passed its square.

    Ruling: it can. Black's pawn leaves d4, captures an empty square and is sent back by rule 1;
    standing on d4 again, it is in the path of the Bishop, which rule 2 then sends back too. Rules 1
    and 2 are applied again and again until no piece bounces.

    Alternative: judging each path once, against the board as the moves left it, so that the Bishop
    would take on g7. That reading gives the words "for the rest of the turn" nothing to do.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . B . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bb2xg7 and Black plays d4xe3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . B . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece  | square |
      | bounced | Black | Pawn   | e3     |
      | bounced | White | Bishop | g7     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2 and zeitgeist.1

  @id:zeitgeist-rule2-005
  Scenario: A pawn's two-square step through a stationary Knight bounces
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . N . . . 3
      2 . . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays h7-h5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . . 6
      5 . . . . . . . p 5
      4 . . . . . . . . 4
      3 . . . . N . . . 3
      2 . . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-006
  Scenario: A pawn's two-square step passes a square the Knight leaves
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 . . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays Ne3-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . n . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-007 @nothing-to-cite
  Scenario: Two Rooks whose paths cross both arrive
    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 r . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1-d8 and Black plays Ra5-h5
    Then the board is
      """
        a b c d e f g h
      8 . . . R . r k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . r 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity

  @id:zeitgeist-rule2-008 @nothing-to-cite @ruling
  Scenario: White castles while a Bishop moves to attack the square the King crosses
    Text: the text keeps the orthodox rule that a King may not cross an attacked square when
    castling, but the square crossed may come under attack by the move written at the same time.

    Ruling: castling may be written only when it is legal in the orthodox sense on the board before
    the turn, and it is judged there alone. Here f1 is not attacked when the moves are written, so
    White castles, though the Bishop now bears on f1.

    Alternative: calling the castling off after the moves are shown, as SimulChess does. Zeitgeist
    sends pieces back only for the reasons of rules 1 to 4, and an attacked square is none of them.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . b . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O and Black plays Bd7-b5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . b . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-009 @ruling
  Scenario: Castling through a square attacked before the turn is rejected
    Text: rule 2 keeps the orthodox ban on castling across an attacked square, without saying when
    the attack is judged.

    Ruling: castling is the one move that must be legal in the orthodox sense when written: the
    Bishop on b5 attacks f1, so White may not write O-O and the turn is rejected.

    Alternative: letting castling be written like any other move and sending it back. No rule of the
    text would send it back, so the orthodox rule has to be kept at the writing.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . b . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O and Black plays h7-h6
    Then the turn is rejected because White's move O-O is illegal under zeitgeist.2.through-check

  @id:zeitgeist-rule2-010 @nothing-to-cite @ruling
  Scenario: Castling stands while a Knight captures on the square the Rook leaves
    Text: King and Rook move together in castling, and the text does not say how the bounce rules
    treat the pair.

    Ruling: castling is one move of two pieces: if either piece bounced, both would go back and the
    castling rights would stay. A castling that was legal before the turn cannot in fact be sent
    back: no stationary piece stands between King and Rook, and no enemy piece can land where they
    land, those squares being unattacked. Here the Knight's capture on h1 finds the Rook gone, and
    both moves stand.

    Alternative: treating King and Rook as two moves, one of which could stand alone. That would
    leave a King and Rook in a position no castling produces.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . n . . 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O and Black plays Nf2xh1
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . . . . 2
      1 . . . . . R K n 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-011 @zeitgeist.3 @ruling
  Scenario: Castling rights are kept when the King or Rook bounces
    Text: the orthodox rights to castle are lost when the King or the Rook moves; the text does not
    say whether a move that bounces counts.

    Ruling: a piece that bounced never left its square, so the rights stay: White keeps the right to
    castle with the h1 Rook and Black with the a8 Rook.

    Alternative: losing the rights with the attempt. Nothing on the board would show the attempt,
    and the position after is the position before.

    Given the board
      """
        a b c d e f g h
      8 r . . . k . . . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . P P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: Kq
      """
    When White plays Ke1-e2 and Black plays Ra8-a1
    Then the board is
      """
        a b c d e f g h
      8 r . . . k . . . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . P P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: Kq
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | Black | Rook  | a1     |
      | bounced | White | King  | e2     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2 and zeitgeist.3

  @id:zeitgeist-rule2-012 @zeitgeist.3 @ruling
  Scenario: A Knight sent back by rule 3 blocks a Bishop, which rule 2 then sends back
    Text: the rules are numbered 1 to 5 but the text does not say in which order they apply, nor
    whether they apply more than once.

    Ruling: rules 1 and 2 are applied until no piece bounces, then rules 3 to 5 to every square
    holding more than one piece; when one of those sends a piece back, everything starts again from
    rule 2, until a round changes nothing. The Knight, bounced by rule 3, stands on f2 again, in the
    Bishop's path, so the Bishop goes back to a7 too.

    Alternative: one pass through the rules in order. The Bishop would then stay on g1, though the
    Knight standing in its path is back on its square.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 b . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . N P P 2
      1 . . . R . . . K 1
        a b c d e f g h
      """
    When White plays Nf2-d1 and Black plays Ba7-g1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 b . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . N P P 2
      1 . . . R . . . K 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece  | square |
      | bounced | White | Knight | d1     |
      | bounced | Black | Bishop | g1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2 and zeitgeist.3

  @id:zeitgeist-rule2-013 @zeitgeist.3 @ruling
  Scenario: A Knight sent back by rule 3 blocks a Bishop going for the King, and the King is not taken
    Text: rules 3 to 5 settle each crowded square, and a bounce they cause can block a piece that
    has just captured on another square in the same pass: here the Knight goes back to f2 by rule 3
    while the Bishop stands on g1 with the King. The text does not say which comes first.

    Ruling: the bounces come first. When a pass of rules 3 to 5 sends any piece back, only the
    bounces are made and the settling starts again from rule 2; pieces are removed only by a pass
    that sends nobody back. So the Knight returns to f2, the Bishop, blocked by it, goes back to a7,
    and g1 holds the King alone: nothing is captured.

    Alternative: making the removals of the pass together with its bounces. The King would then be
    taken by a Bishop that the next round sends back to a7, a capture by a piece that never arrived.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 b . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . N P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Nf2-d1 and Black plays Ba7xg1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 b . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . N P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece  | square |
      | bounced | White | Knight | d1     |
      | bounced | Black | Bishop | g1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.2 and zeitgeist.3

  @id:zeitgeist-rule2-014 @nothing-to-cite
  Scenario: Two Rooks taking each other on an open file change places
    Each Rook passes the other, which is moving, and lands on a square the other has left: no square
    holds two pieces, and both moves stand. Each Rook now gives check along the back rank.

    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa8 and Black plays Ra8xa1
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 r . . . . . K . 1
        a b c d e f g h
      in check: White 1, Black 1
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | g1     |
      | check | Black | King  | g8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule2-015
  Scenario: A pawn's two-square step passes a square where a Knight lands
    The Knight is moving this turn, so it does not block the pawn, and the two end on different
    squares.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . n . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . P P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e2-e4 and Black plays Nd5-e3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . n . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.2

  @id:zeitgeist-rule2-016
  Scenario: A King that has lost its right may not castle: the turn is rejected
    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      """
    When White plays Ke1-g1 and Black plays a7-a6
    Then the turn is rejected because White's move Ke1-g1 is illegal under zeitgeist.2.castling-right

  @id:zeitgeist-rule2-017 @ruling
  Scenario: A King in check may not castle: the turn is rejected
    Text: rule 2 bars castling "through check", "as in normal chess", and names no other condition;
    elsewhere a player whose King is in check may write any move.

    Ruling: castling keeps all three orthodox conditions, judged on the board before the turn
    (zeitgeist-rule2-009): no castling out of check, through it or into it. The Rook on e8 checks
    the King, so White may not write O-O and the turn is rejected; every other move of the King, or
    of any piece, may still be written.

    Alternative: allowing any castling that crosses no attacked square, since only "through" is
    named and a King in check is otherwise free. But the text gives that ban as orthodox chess's
    own and keeps "most of the standard" rules; it changes nothing else of castling, so the
    orthodox conditions stand together, and the ban on crossing is named only because rule 2 is
    about paths.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O and Black plays h7-h6
    Then the turn is rejected because White's move O-O is illegal under zeitgeist.2.out-of-check

  @id:zeitgeist-rule2-018 @ruling
  Scenario: A King may not castle onto an attacked square: the turn is rejected
    Text: rule 2 names only castling "through check", and a King's ordinary step may go onto an
    attacked square.

    Ruling: castling onto an attacked square is refused like castling across one
    (zeitgeist-rule2-017): the Bishop on a7 attacks g1, so O-O may not be written, though f1, the
    square the King crosses, is safe. The King could still step to f1 or f2 with an ordinary move,
    attacked or not.

    Alternative: allowing it, since a King's ordinary step into attack is allowed. Castling is the
    one move the text ties to orthodox chess by name, and orthodox castling never lands on an
    attacked square; the freedom to step into attack belongs to the King's ordinary moves, which
    the text does not tie to orthodox chess.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 b . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O and Black plays h7-h6
    Then the turn is rejected because White's move O-O is illegal under zeitgeist.2.into-check

  @id:zeitgeist-rule2-019
  Scenario: Castling on the Queen's side without its right is refused, though the King's side right is kept
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O-O and Black plays Ke8-d7
    Then the turn is rejected because White's move O-O-O is illegal under zeitgeist.2.castling-right
