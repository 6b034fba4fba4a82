@simulchess.basic
Feature: Basic rules: orthodox moves, played at the same time
  Both players choose a move in secret and the two are resolved together. Each piece moves as in
  orthodox chess, castling and en passant included. Only the King's safety is set aside: a King
  may step into attack or stay there, so a pinned piece may move. A move that orthodox chess
  forbids for any other reason is illegal, and a turn with an illegal move is rejected.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-basic-001 @ruling
  Scenario: A Rook may not jump its own pawn: the turn is rejected
    Text: an illegal move "is rejected"; the text does not say whether the other player's move
    is still played, nor whether the offender may choose again.

    Ruling: the whole turn is rejected and nothing is played; both players submit again. A move
    that is illegal in the position is known to be so before the two moves are revealed
    together, so no one learns anything from the rejection. The text uses the same word for a
    castling that the other move prevents, which is known only once both moves are revealed;
    there the castling alone is called off (simulchess-castling-001), since submitting again
    would let its player choose knowing the other move.

    Alternative: the offender loses his move and the opponent's move is played alone. That would
    punish a slip with a free move for the opponent, which the text does not say, and the text's
    word for the move is rejected, not lost.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1-a5 and Black plays a7-a6
    Then the turn is rejected because White's move Ra1-a5 is illegal under simulchess.basic.blocked

  @id:simulchess-basic-002 @ruling
  Scenario: A King may step into attack
    Text: "all standard chess rules apply", but players "can move into or remain in" positions
    where their King could be captured.

    Ruling: the King's own safety is the one orthodox condition that does not apply: the White
    King may step to f1 or f2, both attacked by the Rook on f8.

    Alternative: keeping orthodox King safety and reading the exception only as leaving a King
    that is already in check. The text names moving into such positions as well as staying in
    them.

    Given the board
      """
        a b c d e f g h
      8 . . . . . r . k 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    Then White may play Kg1-f1
    And White may play Kg1-f2
    And White may play Kg1-h1

  @id:simulchess-basic-003 @ruling
  Scenario: A pinned piece may move
    Text: the text allows a King to be left where it could be captured, and says nothing of
    pins.

    Ruling: a pin binds only in orthodox chess, because a move may not expose the King. Here the
    Knight on d2 stands between the Bishop on b4 and the White King, and may move all the same;
    the King may then be taken.

    Alternative: forbidding pinned pieces to move while letting the King walk into attack. Both
    are the same orthodox condition, which the text sets aside.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . . . . 3
      2 P . . N . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    Then White may play Nd2-f3
    And White may play Nd2-b3

  @id:simulchess-basic-004 @simulchess.collision @ruling
  Scenario: Two bare Kings left by a collision play on: no draw for want of material
    Text: the text ends the game by a checkmate at the start of a turn, a King capture or two
    Kings colliding, says the game "continues until" a checkmate or a King capture, and keeps
    all orthodox rules "except for turn order", among them the orthodox draws.

    Ruling: a draw rule must never end a game that the game's own ways of winning can still
    decide from the position. Orthodox insufficient material means that no legal play can mate;
    here a King is also won by capture and may stand next to the other, so material that
    orthodox chess calls dead still wins: King and Bishop take a lone King
    (simulchess-basic-018), King and Knight mate it (simulchess-checkmate-006), and even a bare
    King is taken in a one-sided turn (simulchess-basic-020). So no position is drawn for want of
    material: here the Knight and the Rook collide on e5, and the two bare Kings play on. The
    orthodox draws that end a game for want of progress stay, counted in turns: the same
    position a third time (simulchess-basic-006), and fifty turns without a capture, a removal
    or a pawn move (simulchess-basic-007, simulchess-basic-021), which also ends a game of two
    bare Kings (simulchess-basic-023).

    Alternative: the orthodox draw by insufficient material, which ended this game. It would
    call dead positions that the text's own wins still decide, as the scenarios named show.
    Dropping repetition and the fifty turns too would leave a game of two bare Kings no end but
    one King walking into the other.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Nf3-e5 and Black plays Re8-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Knight | e5     |
      | collision | Black | Rook   | e5     |
    And the game goes on
    And the turn is decided by simulchess.collision, simulchess.resolution-order and simulchess.basic

  @id:simulchess-basic-005 @ruling
  Scenario: An en passant capture whose pawn moves on is a failed capture
    Text: the text keeps "all standard chess rules", en passant among them, but does not say
    what becomes of an en passant capture when the pawn it goes for moves in the same turn.

    Ruling: en passant is a capture like any other: White's pawn steps from e5 to d6 as its
    capture says, and since the Black pawn has gone on to d4 nothing is taken. This is a failed
    capture, reported on d6, the square the pawn went to.

    Alternative: the capturing pawn could stay on e5, having nothing to take. A pawn that
    escapes is not held back in SimulChess, and the same holds for the one whose target escapes:
    its move is carried out.

    Given the position "6k1/5ppp/8/3pP3/8/8/5PPP/6K1 w - d6 0 20"
    When White plays e5xd6 and Black plays d5-d4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . P . . . . 6
      5 . . . . . . . . 5
      4 . . . p . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Pawn  | d6     |
    And the game goes on
    And the turn is decided by simulchess.base-attack and simulchess.basic

  @id:simulchess-basic-006
  Scenario: The same position for the third time is a draw
    Given the board
      """
        a b c d e f g h
      8 . . . k . . . r 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      """
    When the game is played
      """
      1. Ra1-a2  Rh8-h7
      2. Ra2-a1  Rh7-h8
      3. Ra1-a2  Rh8-h7
      4. Ra2-a1  Rh7-h8
      """
    Then the board is
      """
        a b c d e f g h
      8 . . . k . . . r 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      """
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by simulchess.basic

  @id:simulchess-basic-007
  Scenario: Fifty turns without a capture or a pawn move are a draw
    Given the position "4k3/8/8/8/8/8/5PPP/R5K1 w - - 49 90"
    When White plays Ra1-b1 and Black plays Ke8-d7
    Then the position is "8/3k4/8/8/8/8/5PPP/1R4K1 w - - 50 91"
    And there are no events
    And the game is drawn by the fifty-turn rule
    And the turn is decided by simulchess.basic

  @id:simulchess-basic-008 @ruling
  Scenario: A Rook's capture fails when the Bishop it goes for moves away
    Text: a moving piece captures "a stationary piece" by moving to its square. The text lets a
    slow piece be taken on its own square only "while attempting to capture", and says nothing
    of a slow piece that simply leaves while the other move goes for its square.

    Ruling: the Bishop is not stationary, so it escapes to b4, and the Rook lands on the empty
    d6: a failed capture. A slow piece is taken on a square it is leaving only in a chain capture,
    when it was itself capturing (simulchess-chaincapture-001); otherwise the capture of a piece
    that moves away fails in SimulChess as in orthodox chess, and the same holds for a King that
    steps out of the way (simulchess-kingcapture-002).

    Alternative: as slow pieces travel square by square, the Bishop could be caught before it is
    gone. The text uses that picture only for a slow piece that was capturing, and a quiet move
    that could be caught on its square would make every slow piece's escape a gamble the text
    never describes.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p p . . . p p p 7
      6 . . . b . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1xd6 and Black plays Bd6-b4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p p . . . p p p 7
      6 . . . R . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece | square |
      | failed capture | White | Rook  | d6     |
    And the game goes on
    And the turn is decided by simulchess.basic

  @id:simulchess-basic-009 @ruling
  Scenario: Two pawns' two-square steps in one turn may both be taken en passant
    Text: "all standard chess rules apply", en passant among them, which is open to the
    opponent's next move after a pawn's two-square step. The text does not consider both
    players making such a step in the same turn.

    Ruling: each step opens en passant to the other player in the next turn, so the position
    records both squares passed over, e3 for Black and d6 for White (see
    simulchess-basic-010 for both captures made).

    Alternative: only one square, or none, since orthodox FEN has room for one. That would take
    a right from a player for no reason of the game; the XYMYX classic edition, which also has
    en passant in simultaneous turns, records both squares the same way.

    Given the position "6k1/3p3p/8/2P5/5p2/8/4P2P/6K1 w - - 0 1"
    When White plays e2-e4 and Black plays d7-d5
    Then the position is "6k1/7p/8/2Pp4/4Pp2/8/7P/6K1 w - e3,d6 0 2"
    And there are no events
    And the game goes on
    And the turn is decided by simulchess.basic

  @id:simulchess-basic-010
  Scenario: Both players take en passant in the same turn
    Given the position "6k1/7p/8/2Pp4/4Pp2/8/7P/6K1 w - e3,d6 0 2"
    When White plays c5xd6 and Black plays f4xe3
    Then the position is "6k1/7p/3P4/8/8/4p3/7P/6K1 w - - 0 3"
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
      | captured | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by simulchess.basic

  @id:simulchess-basic-011
  Scenario: A pinned Knight that moves leaves its King in check, and the game goes on
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . . . . 3
      2 P . . N . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Nd2-f3 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . N . . 3
      2 P . . . . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    And the events are
      | event | side  | piece | square |
      | check | White | King  | e1     |
    And the game goes on
    And the turn is decided by simulchess.basic and simulchess.king-capture

  @id:simulchess-basic-012
  Scenario: From the start each player has the twenty orthodox first moves
    Given the start position
    Then White has 20 legal moves
    And Black has 20 legal moves

  @id:simulchess-basic-013
  Scenario: A piece may not take one of its own: the turn is rejected
    Given the board
      """
        a b c d e f g h
      8 . . . . . r . k 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . P P 2
      1 R . . . . . K . 1
        a b c d e f g h
      """
    When White plays Ra1xa2 and Black plays a7-a6
    Then the turn is rejected because White's move Ra1xa2 is illegal under simulchess.basic.own-piece

  @id:simulchess-basic-014 @simulchess.base-attack
  Scenario: A turn in which both captures are called off counts towards the fifty turns
    Nothing is taken and no pawn moves, so the turn counts like any quiet one: it is the fiftieth.

    Given the position "6k1/5ppp/8/3n4/8/4N3/5PPP/6K1 w - - 49 80"
    When White plays Ne3xd5 and Black plays Nd5xe3
    Then the position is "6k1/5ppp/8/3n4/8/4N3/5PPP/6K1 w - - 50 81"
    And the events are
      | event             | side  | piece  | square |
      | capture cancelled | White | Knight | d5     |
      | capture cancelled | Black | Knight | e3     |
    And the game is drawn by the fifty-turn rule
    And the turn is decided by simulchess.base-attack, simulchess.resolution-order and simulchess.basic

  @id:simulchess-basic-015
  Scenario: A pawn may not step forward onto a piece
    A pawn takes only diagonally: the Black Knight on e3 stops White's pawn on e2, and the turn is
    rejected.

    Given the position "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 20"
    When White plays e2-e3 and Black plays Ke8-d7
    Then the turn is rejected because White's move e2-e3 is illegal under simulchess.basic.occupied

  @id:simulchess-basic-016
  Scenario: A pawn's two-square step may not jump a piece
    The Black Knight on e3 stands on the square the step would cross.

    Given the position "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 20"
    When White plays e2-e4 and Black plays Ke8-d7
    Then the turn is rejected because White's move e2-e4 is illegal under simulchess.basic.blocked

  @id:simulchess-basic-017
  Scenario: A Knight moves only by its jump
    Two squares straight up the file is no Knight's move, though nothing stands in the way.

    Given the position "4k3/8/8/8/8/8/8/1N2K3 w - - 0 20"
    When White plays Nb1-b3 and Black plays Ke8-d7
    Then the turn is rejected because White's move Nb1-b3 is illegal under simulchess.basic.not-its-move

  @id:simulchess-basic-018 @simulchess.chain-capture @simulchess.king-capture
  Scenario: King and Bishop against a lone King: the Bishop and the King take each other, and White wins
    Orthodox chess calls King and Bishop against King a dead draw (simulchess-basic-004). Here
    the Bishop takes the Black King on b7 while the King takes the Bishop on c6, the square the
    Bishop leaves: a slow piece taken while capturing still takes its target, so the King is
    captured and White wins.

    Given the position "8/1k6/2B5/8/8/8/8/4K3 w - - 10 60"
    When White plays Bc6xb7 and Black plays Kb7xc6
    Then the position is "8/8/8/8/8/8/8/4K3 w - - 0 61"
    And the events are
      | event         | side  | piece  | square |
      | king captured | Black | King   | b7     |
      | chain capture | White | Bishop | c6     |
    And White wins by king capture
    And the turn is decided by simulchess.basic, simulchess.chain-capture and simulchess.king-capture

  @id:simulchess-basic-019 @ruling
  Scenario: An en passant square a piece lands on is not recorded, so the position repeats
    Text: "all standard chess rules apply", en passant and the draw by repetition among them,
    where a position counts as the same only if the same captures, en passant included, are
    open. The text does not consider a piece landing, in the same turn, on the square a pawn's
    two-square step passes.

    Ruling: a two-square step opens en passant on the square the pawn passed only if that
    square is empty after the turn. White's pawn goes from e2 to e4 while Black's Knight lands
    on e3, which the fast pawn passes all the same (simulchess-fastslow-001). An en passant
    capture lands on an empty square, so with the Knight there Black's pawn on d4 can never take
    on e3, and no en passant square is recorded. The position after the first turn is then the
    same as after the third and the fifth, and the fifth draws by repetition.

    Alternative: recording e3 as after any two-square step. The first position would then differ
    from the later ones by a capture no one can make, and the repetition would go uncounted.

    Given the position "4k2r/8/8/8/3p2n1/8/4P3/R3K3 w - - 0 30"
    When the game is played
      """
      1. e2-e4   Ng4-e3
      2. Ra1-a2  Rh8-h7
      3. Ra2-a1  Rh7-h8
      4. Ra1-a2  Rh8-h7
      5. Ra2-a1  Rh7-h8
      """
    Then the position is "4k2r/8/8/8/3pP3/4n3/8/R3K3 w - - 4 35"
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by simulchess.basic

  @id:simulchess-basic-020 @simulchess.one-sided @simulchess.king-capture
  Scenario: Two bare Kings side by side: one takes the other in a one-sided turn
    Even two bare Kings can still be decided (simulchess-basic-004): White's King takes the
    Black King next to it, and Black, who does not move this turn, does not step away.

    Given the position "8/8/8/3k4/4K3/8/8/8 w - - 10 60"
    When White plays Ke4xd5 and Black does not move
    Then the position is "8/8/8/3K4/8/8/8/8 w - - 0 61"
    And the events are
      | event         | side  | piece | square |
      | king captured | Black | King  | d5     |
    And White wins by king capture
    And the turn is decided by simulchess.one-sided, simulchess.basic and simulchess.king-capture

  @id:simulchess-basic-021 @simulchess.collision @ruling
  Scenario: A collision that removes two pieces restarts the fifty-turn count
    Text: the orthodox count, kept by "all standard chess rules", restarts on a capture or a pawn
    move; a collision and an interception remove pieces without capturing them, and the text
    says nothing of the count.

    Ruling: every piece that leaves the board restarts the count, however it leaves: taken,
    destroyed in an interception (simulchess-basic-022) or removed in a collision. Here the
    Knight and the Rook collide on e5 in what would be the fiftieth turn, and the count starts
    again instead of the game ending.

    Alternative: restarting only on a capture in the strict sense. The count measures turns in
    which the game goes nowhere, and a position that has lost two pieces can never come back,
    which is as much a step forward as a capture.

    Given the position "4r1k1/p4ppp/8/8/8/5N2/P4PPP/6K1 w - - 49 80"
    When White plays Nf3-e5 and Black plays Re8-e5
    Then the position is "6k1/p4ppp/8/8/8/8/P4PPP/6K1 w - - 0 81"
    And the events are
      | event     | side  | piece  | square |
      | collision | White | Knight | e5     |
      | collision | Black | Rook   | e5     |
    And the game goes on
    And the turn is decided by simulchess.collision, simulchess.resolution-order and simulchess.basic

  @id:simulchess-basic-022 @simulchess.interception
  Scenario: An interception that destroys a Rook restarts the fifty-turn count
    The Rook lands in the Bishop's path on e3 in what would be the fiftieth turn and is
    destroyed: a piece has left the board, so the count starts again (simulchess-basic-021).

    Given the position "4r1k1/p4ppp/8/8/8/8/P4PPP/2B3K1 w - - 49 80"
    When White plays Bc1-h6 and Black plays Re8-e3
    Then the position is "6k1/p4ppp/8/8/8/4B3/P4PPP/6K1 w - - 0 81"
    And the events are
      | event       | side  | piece  | square |
      | intercepted | White | Bishop | e3     |
      | destroyed   | Black | Rook   | e3     |
    And the game goes on
    And the turn is decided by simulchess.interception, simulchess.resolution-order and simulchess.basic

  @id:simulchess-basic-023
  Scenario: Two bare Kings are drawn by the fifty-turn rule
    With no draw for want of material (simulchess-basic-004), a game of two bare Kings in which
    neither King is taken ends after fifty turns without a capture, a removal or a pawn move.

    Given the position "8/8/8/3k4/8/8/8/4K3 w - - 49 90"
    When White plays Ke1-e2 and Black plays Kd5-d6
    Then the position is "8/8/3k4/8/8/8/4K3/8 w - - 50 91"
    And there are no events
    And the game is drawn by the fifty-turn rule
    And the turn is decided by simulchess.basic

  @id:simulchess-basic-024
  Scenario: A position with a frozen piece is refused
    SimulChess freezes no piece, so a position that says White's Rook on a1 is frozen is not one a
    game of SimulChess can stand in.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1 frozen=a1"
    Then the position is refused

  @id:simulchess-basic-025
  Scenario: A move from a square that holds none of the player's pieces is refused
    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 5"
    When White plays b1b5 and Black plays Ke8-e7
    Then the turn is rejected because White's move b1b5 is illegal under simulchess.basic.no-piece

  @id:simulchess-basic-026
  Scenario: A piece may not take a piece of its own side: the turn is rejected
    SimulChess keeps orthodox chess's moves, in which no piece lands on a square of its own side.

    Given the position "4k3/8/8/8/8/8/P7/R3K3 w - - 0 5"
    When White plays a1a2 and Black plays Ke8-e7
    Then the turn is rejected because White's move a1a2 is illegal under simulchess.basic.own-piece

  @id:simulchess-basic-027
  Scenario: A promotion letter on a pawn's step short of the last rank is refused
    Given the position "4k3/8/8/8/8/8/1P6/4K3 w - - 0 40"
    When White plays b2b3q and Black plays Ke8-d7
    Then the turn is rejected because White's move b2b3q is illegal under simulchess.basic.promotion-early
