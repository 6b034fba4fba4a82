@zeitgeist.simultaneity
Feature: Simultaneity: both moves written in secret and shown together
  Each turn both players write one move without seeing the other's, and both moves are shown and
  carried out together; nobody moves first. A move follows its piece's pattern of movement from
  where the piece stands, and nothing else is asked of it: it may pass through pieces, land on a
  piece of its own side, or send a pawn diagonally onto an empty square, and whatever cannot stand
  is sorted out by the bounce rules. The King's safety is not a condition either: a King may step
  into check or stay in it, a pinned piece may move, there is no stalemate and no checkmate ends
  the game. Castling is the one move that must be legal in the orthodox sense on the board before
  the turn.

  Background:
    Given the ruleset "zeitgeist"

  @id:zeitgeist-simultaneity-001
  Scenario: Both moves are carried out together
    Two moves that do not meet are both carried out, and neither player moved first.

    Given the start position
    When White plays e2-e4 and Black plays e7-e5
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      """
    And there are no events
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity

  @id:zeitgeist-simultaneity-002 @ruling
  Scenario: A King may step into check
    Text: the text keeps "most" of the standard rules and names check only to have it announced; its
    ending rules punish a King left in check for two turns in a row.

    Ruling: the rule that a King may not move into check is one of the orthodox rules dropped. The
    White King may step onto the file of the Black Rook; the turn stands, the check is announced and
    counted, and White must get out of it next turn.

    Alternative: keeping the orthodox rule would make the two-turn rule almost idle, since a King
    could then only be in check by the opponent's move, and the text's warning that a King may be
    captured would be pointless.

    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . . . . 2
      1 . . K . . . . . 1
        a b c d e f g h
      """
    When White plays Kc1-d1 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 . . . . . p p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . . . . 2
      1 . . . K . . . . 1
        a b c d e f g h
      in check: White 1
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | d1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-simultaneity-003 @ruling
  Scenario: A pinned Bishop may move and leave its King in check
    Text: the text does not say whether a piece shielding its King from attack may move away.

    Ruling: there are no pins. The Bishop leaves e2, the Rook on e7 gives check, and the game goes
    on with the check counted against White.

    Alternative: orthodox pins could be kept. But a King may stand in check in Zeitgeist (zeitgeist-
    simultaneity-002), and a pin only protects the King from check.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . r p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . B P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Be2-b5 and Black plays h7-h6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . r p p . 7
      6 . . . . . . . p 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      in check: White 1
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | e1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-simultaneity-004 @ruling
  Scenario: A player with no orthodox move is not stalemated
    Text: stalemate is not mentioned; the text keeps "most" of the orthodox rules without listing
    them.

    Ruling: there is no stalemate. White, not in check and without an orthodox move, still writes a
    move (here the King steps beside the Black Queen) and the game goes on, with the check counted.

    Alternative: a draw by stalemate, as in orthodox chess. But stalemate means having no legal
    move, and a player who may step into check always has one.

    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 p . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . p 3
      2 . . . . . q . P 2
      1 . . . . . . . K 1
        a b c d e f g h
      """
    When White plays Kh1-g1 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 . . . . . . . . 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . p 3
      2 . . . . . q . P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: White 1
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | g1     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-simultaneity-005 @ruling
  Scenario: An orthodox checkmate does not end the game
    Text: the text says a player loses when the King is captured or is in check for two turns in a
    row; it never speaks of checkmate.

    Ruling: checkmate ends nothing. Black's King has no orthodox escape from the Rook's check, but
    the game goes on: the check is counted, and Black loses only if the King is captured or still in
    check after the next turn.

    Alternative: ending the game at once by checkmate. The text gives its own two ways to lose, and
    in a game of simultaneous moves an orthodox mate can still be answered, for example by capturing
    the checking piece while it moves.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays b7-b6
    Then the board is
      """
        a b c d e f g h
      8 R . . . . . k . 8
      7 . . . . . p p p 7
      6 . p . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      in check: Black 1
      """
    And the events are
      | event | side  | piece | square |
      | check | Black | King  | g8     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.7

  @id:zeitgeist-simultaneity-006 @zeitgeist.1 @zeitgeist.2 @ruling
  Scenario: A Rook may be written through its own pawn and a pawn onto an empty diagonal
    Text: the text lets a player write "his or her next move", and its rules 1 and 2 say what
    happens to a pawn capturing an empty square and to a piece moving through a stationary one; such
    moves must therefore be writable.

    Ruling: a move may be written whenever it follows the piece's pattern of movement from its
    square, whatever stands on the way or on the target. Ra1-a8 through White's own pawn and e5xd4
    onto an empty square are both accepted, and both bounce back.

    Alternative: rejecting the turn as in orthodox chess. That would leave rules 1 and 2 nothing to
    judge but moves the opponent's move made impossible.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a8 and Black plays e5xd4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece | square |
      | bounced | White | Rook  | a8     |
      | bounced | Black | Pawn  | d4     |
    And the game goes on
    And the turn is decided by zeitgeist.1, zeitgeist.2 and zeitgeist.simultaneity

  @id:zeitgeist-simultaneity-007 @zeitgeist.3 @ruling
  Scenario: A Knight may be written onto its own pawn and a King onto its own pawn
    Text: rule 3 settles a square holding two pieces of one colour, which only a move onto one's own
    piece can bring about.

    Ruling: a move onto a piece of one's own side may be written, the King's included; rule 3 then
    sends the mover back.

    Alternative: forbidding such moves, which would leave rule 3 with nothing to do.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . P . P P P 2
      1 . N . . . . K . 1
        a b c d e f g h
      """
    When White plays Nb1-d2 and Black plays Kg8-g7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . P . P P P 2
      1 . N . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event   | side  | piece  | square |
      | bounced | Black | King   | g7     |
      | bounced | White | Knight | d2     |
    And the game goes on
    And the turn is decided by zeitgeist.3 and zeitgeist.simultaneity

  @id:zeitgeist-simultaneity-008
  Scenario: Two captures of stationary pieces both stand
    Each move takes a piece that stays where it is; the two do not meet, and both captures stand.

    Given the board
      """
        a b c d e f g h
      8 . . b . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . p . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . P 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3xe5 and Black plays Bc8xh3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . N . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . b 3
      2 . . . . . P P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | h3     |
      | captured | Black | Pawn  | e5     |
    And the game goes on
    And the turn is decided by zeitgeist.simultaneity and zeitgeist.4

  @id:zeitgeist-simultaneity-009
  Scenario: A Rook may be written through its own pawn, but only along its lines
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    Then White may play Ra1-a8
    And White may not play Ra1-b2

  @id:zeitgeist-simultaneity-010
  Scenario: A move that does not follow its piece's pattern is rejected
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-b2 and Black plays a7-a6
    Then the turn is rejected because White's move Ra1-b2 is illegal under zeitgeist.simultaneity.not-its-move

  @id:zeitgeist-simultaneity-011
  Scenario: A written move from a square that holds none of the player's pieces is refused
    White writes a move from b1, where he has no piece: there is nothing to move, and the turn is
    rejected.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 5"
    When White plays b1b5 and Black plays Ke8-e7
    Then the turn is rejected because White's move b1b5 is illegal under zeitgeist.simultaneity.no-piece

  @id:zeitgeist-simultaneity-012
  Scenario: What may be written: every square on a piece's lines, a pawn's diagonals and its own pieces' squares included
    Each piece may be written to any square of its own lines, whatever stands there: the King onto
    its own Knight and pawn, the pawn to both diagonals with nothing to take. Rules 1 to 5 then
    settle what becomes of the move.

    Given the position "7k/8/8/8/8/8/1P6/KN3B2 w - - 0 30"
    Then White's legal moves are Ka1xb1, Ka1-a2, Ka1xb2, Nb1-a3, Nb1-c3, Nb1-d2, Bf1-e2, Bf1-d3, Bf1-c4, Bf1-b5, Bf1-a6, Bf1-g2, Bf1-h3, b2-b3, b2-b4, b2-a3 and b2-c3
