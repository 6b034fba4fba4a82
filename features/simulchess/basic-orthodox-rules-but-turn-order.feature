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
    together, so no one learns anything from the rejection.

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
    Then the turn is rejected because White's move Ra1-a5 is illegal

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
  Scenario: The orthodox draws apply: a collision that leaves two bare Kings
    Text: the text names only checkmate, King capture and King collision as endings, but says
    all orthodox rules "apply except for turn order".

    Ruling: the orthodox draws stand, with a turn in place of a move: insufficient material, the
    same position for the third time, and fifty turns without a capture or a pawn move. Here the
    Knight and the Rook collide on e5 and both are removed, leaving two bare Kings.

    Alternative: no draws but the King collision. Then a game of two bare Kings could only end
    by one King walking into the other, which the text's own general clause rules out.

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
    And the game is drawn by insufficient material

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

  @id:simulchess-basic-007
  Scenario: Fifty turns without a capture or a pawn move are a draw
    Given the position "4k3/8/8/8/8/8/5PPP/R5K1 w - - 49 90"
    When White plays Ra1-b1 and Black plays Ke8-d7
    Then the position is "8/3k4/8/8/8/8/5PPP/1R4K1 w - - 50 91"
    And there are no events
    And the game is drawn by the fifty-turn rule

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
    Then the turn is rejected because White's move Ra1xa2 is illegal

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

  @id:simulchess-basic-015
  Scenario: A pawn may not step forward onto a piece
    A pawn takes only diagonally: the Black Knight on e3 stops White's pawn on e2, and the turn is
    rejected.

    Given the position "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 20"
    When White plays e2-e3 and Black plays Ke8-d7
    Then the turn is rejected because White's move e2-e3 is illegal

  @id:simulchess-basic-016
  Scenario: A pawn's two-square step may not jump a piece
    The Black Knight on e3 stands on the square the step would cross.

    Given the position "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 20"
    When White plays e2-e4 and Black plays Ke8-d7
    Then the turn is rejected because White's move e2-e4 is illegal

  @id:simulchess-basic-017
  Scenario: A Knight moves only by its jump
    Two squares straight up the file is no Knight's move, though nothing stands in the way.

    Given the position "4k3/8/8/8/8/8/8/1N2K3 w - - 0 20"
    When White plays Nb1-b3 and Black plays Ke8-d7
    Then the turn is rejected because White's move Nb1-b3 is illegal
