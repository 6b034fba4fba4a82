@zeitgeist.7
Feature: Rule 7. Check, and how the game is lost
  A King that stands attacked after a turn is in check, and it is announced. A player loses when
  the King is taken, or when it ends two turns in a row in check, by the same piece or not. Both
  players may lose in the same turn. Two orthodox draws remain, counted in turns: the same position
  for the third time, and fifty turns with no capture and no pawn move. No material is too little
  to decide the game, since two Kings side by side put each other in check.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-rule7-001
  Scenario: A Rook gives check, and the check is announced
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1-d8 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . R . . k . 8
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
      | event | side  | piece | square |
      | check | Black | King  | g8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-002
  Scenario: A Queen takes a King that stays in check
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . Q . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: Black 1
      """
    When White plays Qd5xg8 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . Q . 8
      7 . . . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | g8     |
    And White wins by king capture
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.4 and zeitgeist.7

  @id:zeitgeist-rule7-003
  Scenario: A King that steps out of the capture but stays in check loses by two turns in check
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . Q . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: Black 1
      """
    When White plays Qd5xg8 and Black plays Kg8-h8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . Q k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: Black 2
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | h8     |
    And White wins by two turns in check
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-004 @ruling
  Scenario: Two turns in check by different pieces lose the game
    Text: a King left in check after "two consecutive" turns loses the game; the text does not say
    whether it must be the same check.

    Ruling: any check counts. The King is looked at after every turn; in check, its count goes up by
    one, out of check it goes back to nothing, and a count of two loses. Black escapes the Rook only
    to stand in the Bishop's line.

    Alternative: counting only a check by the same piece or along the same line. The rule is about
    the King being in check, not about who gives it.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . B . R . . K . 1
        a b c d e f g h
      """
    When the game is played
      """
      1. Rd1-d8    h7-h6
      2. Bb1-e4    Kg8-h7
      """
    Then the board is
      """
        a b c d e f g h
      8 . . . R . . . . 8
      7 p . . . . p p k 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . B . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: Black 2
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | h7     |
    And White wins by two turns in check
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-005
  Scenario: A King that leaves check starts counting again
    Given the board
      """
        a b c d e f g h
      8 . . . R . . k . 8
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
    When White plays Kg1-f1 and Black plays Kg8-h7
    Then the board is
      """
        a b c d e f g h
      8 . . . R . . . . 8
      7 . . . . . p p k 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . K . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-006 @zeitgeist.3
  Scenario: A King whose escape bounces stays in check and loses
    Given the board
      """
        a b c d e f g h
      8 . . . R . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: Black 1
      """
    When White plays Kg1-f1 and Black plays Kg8-h7
    Then the board is
      """
        a b c d e f g h
      8 . . . R . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . K . . 1
        a b c d e f g h
      in check: Black 2
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | Black | King  | h7     |
      | check   | Black | King  | g8     |
    And White wins by two turns in check
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.3 and zeitgeist.7

  @id:zeitgeist-rule7-007 @ruling
  Scenario: Both Kings in check for the second turn: both players lose
    Text: the text allows a loss for "both players" together.

    Ruling: when both Kings end their second turn in a row in check, both players lose, by two turns
    in check. Neither check is older than the other, since both are judged after the same turn.

    Alternative: a draw, as orthodox chess would call an outcome shared by both. The text says lose,
    and a loss for both is a result Arbiter can report as it stands.

    Given the board
      """
        a b c d e f g h
      8 . . . R . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . r . . K . 1
        a b c d e f g h
      in check: White 1, Black 1
      """
    When White plays h2-h3 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . R . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . P P . 2
      1 . . . r . . K . 1
        a b c d e f g h
      in check: White 2, Black 2
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | g1     |
      | check | Black | King  | g8     |
    And both players lose by two turns in check
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-008 @ruling
  Scenario: Both Kings captured in the same turn: both players lose
    Text: a player whose King is captured loses, and "both players" may lose at once.

    Ruling: both players lose, by King capture.

    Alternative: a draw, as SimulChess rules for two Kings taken together; Zeitgeist's text speaks
    of both losing, not of a draw.

    Given the board
      """
        a b c d e f g h
      8 . . . R . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . r . . K . 1
        a b c d e f g h
      in check: White 1, Black 1
      """
    When White plays Rd8xg8 and Black plays Rd1xg1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . R . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . r . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | g8     |
      | king captured | White | King  | g1     |
    And both players lose by king capture
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.4 and zeitgeist.7

  @id:zeitgeist-rule7-009 @nothing-to-cite @ruling
  Scenario: A capture that leaves King and Knight against King: the game goes on
    Text: the text keeps "most" of the standard rules and names no way to draw; a game ends when a
    King is captured or is "put in check for two consecutive turns".

    Ruling: a draw may never end a game that the game's own ways of winning can still decide.
    Orthodox chess calls material insufficient when no series of legal moves can mate; Zeitgeist
    has no mate, and while both Kings stand each player can still lose: a King that ends two turns
    in a row in check loses, and two Kings side by side check each other (zeitgeist-rule7-015). So
    no material is too little, and King and Knight against King play on; the draws by repetition
    and by fifty turns still end a game that goes nowhere.

    Alternative: keeping orthodox chess's list of dead material (Kings alone, a King and one minor
    piece, Bishops all on one colour), as this specification once did. It drew games the rules could
    still decide: a lone Knight checks a King on two turns in a row and wins (zeitgeist-rule7-014).

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . n . . . . . 3
      2 . . . . . . . . 2
      1 . Q . . . . K . 1
        a b c d e f g h
      """
    When White plays Kg1-g2 and Black plays Nc3xb1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . K . 2
      1 . n . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Queen | b1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.4

  @id:zeitgeist-rule7-010 @ruling
  Scenario: The same position for the third time is a draw
    Text: repetition is not mentioned.

    Ruling: the orthodox draw by threefold repetition stands: a position that stands for the third
    time, with the same castling rights, en passant squares and counts of turns in check, ends the
    game drawn.

    Alternative: no draw by repetition. The text keeps the orthodox rules it does not change.

    Given the board
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
    When the game is played
      """
      1. Kg1-h1    Kg8-h8
      2. Kh1-g1    Kh8-g8
      3. Kg1-h1    Kg8-h8
      4. Kh1-g1    Kh8-g8
      """
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
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-011 @ruling
  Scenario: Fifty turns without a capture or a pawn move are a draw
    Text: the fifty-move rule is not mentioned.

    Ruling: it stands, counted in turns: fifty turns in a row with no pawn move and no piece removed
    draw the game.

    Alternative: counting a hundred turns, one for each orthodox half-move. In Zeitgeist both
    players move in each turn, so fifty turns are fifty moves of each player, as in orthodox chess.

    Given the position "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 49 90"
    When White plays Ra1-b1 and Black plays Kg8-h8
    Then the position is "7k/5ppp/8/8/8/8/5PPP/1R4K1 w - - 50 91"
    And there are no events
    And the game is drawn by the fifty-turn rule
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-012
  Scenario: A King in check takes the Rook that checks it
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . r K . 1
        a b c d e f g h
      in check: White 1
      """
    When White plays Kg1xf1 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . K . . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Rook  | f1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.4 and zeitgeist.7

  @id:zeitgeist-rule7-013
  Scenario: Both Kings leave check in the same turn, and both counts start again
    Given the board
      """
        a b c d e f g h
      8 R . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 r . . . . . K . 1
        a b c d e f g h
      in check: White 1, Black 1
      """
    When White plays Kg1-f2 and Black plays Kg8-f7
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . . . 8
      7 . . . . . k p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . K P P 2
      1 r . . . . . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-014 @zeitgeist.4 @ruling
  Scenario: King and Knight against a lone King win by two checks in a row
    Text: a player whose King is "put in check for two consecutive turns" loses; the text names no
    material too small to win (zeitgeist-rule7-009).

    Ruling: the turn that takes Black's last pawn leaves King and Knight against King with Black's
    King in check, and the game goes on; the next turn the Knight checks the King on the square it
    steps to, and White wins. The same material that orthodox chess calls dead decides this game.

    Alternative: a draw as soon as King and Knight stand against King, which this specification once
    ruled, here at the end of the first turn. The text's second way of losing needs no mate, and a
    lone Knight can give it.

    Given the position "7k/8/8/6p1/8/5N2/8/4K3 w - - 0 30"
    When White plays Nf3xg5 and Black plays Kh8-h7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . k 7
      6 . . . . . . . . 6
      5 . . . . . . N . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      in check: Black 1
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | g5     |
      | check    | Black | King  | h7     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity, zeitgeist.4 and zeitgeist.7
    When White plays Ng5-f7 and Black plays Kh7-h8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . N . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      in check: Black 2
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | h8     |
    And White wins by two turns in check
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-015 @ruling
  Scenario: Two bare Kings that stay side by side both lose
    Text: the text ends the game by a King captured or in check two turns running, and says both
    players may lose at once; it names no draw for two bare Kings.

    Ruling: two bare Kings play on (zeitgeist-rule7-009). Kings side by side attack each other, so
    both are in check; when they end a second turn in a row side by side, both players lose. A game
    of two Kings is still decided by the rules, so it is no dead position.

    Alternative: a draw as soon as only the Kings are left, as orthodox chess has it and as this
    specification once ruled. Orthodox Kings can never stand side by side; here they can, and the
    text's double loss is the result. A game of Kings that keep apart ends by the fifty-turn rule or
    by repetition.

    Given the position "8/8/8/3k4/8/8/3K4/8 w - - 0 40"
    When White plays Kd2-d3 and Black plays Kd5-d4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . k . . . . 4
      3 . . . K . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      in check: White 1, Black 1
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | d3     |
      | check | Black | King  | d4     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7
    When White plays Kd3-c3 and Black plays Kd4-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . k . . . . . 4
      3 . . K . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      in check: White 2, Black 2
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | c3     |
      | check | Black | King  | c4     |
    And both players lose by two turns in check
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-rule7-016
  Scenario: A position whose King has been in check two turns running is refused
    A King that ended two turns in a row in check has already lost, so no game of Zeitgeist goes on
    from a position that counts two turns in check for it.

    Given the position "6k1/5ppp/8/8/8/8/5PPP/3r2K1 w - - 0 20 checks=w2"
    Then the position is refused
