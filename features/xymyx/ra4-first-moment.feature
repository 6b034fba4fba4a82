@xymyx.RA4
Feature: Rarity 4. Every move is judged on the board before the turn
  A turn has two moments: the board as it stands when both players choose their moves, and the
  board after both moves have been carried out. Whether a move is legal depends only on the
  first of these. A move that is legal there is carried out whatever the opponent does at the
  same time, even if its King ends up attacked or its capture finds nothing; a move that is
  illegal there is rejected, even if the opponent's move would have made it possible. In
  particular, a King may only step to a square that is not attacked before the turn, and no
  move may ever end on the square where the enemy King stands.

  Background:
    Given the ruleset "xymyx"

  @id:xymyx-ra4-001 @xymyx.R4
  Scenario: A King steps to a square safe before the turn and is checked there by the other move
    Given the board
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Ke1-f1 and Black plays Ra8-f8
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . . . . . K . . 1
        a b c d e f g h
      frozen: f8
      """
    And the events are
      | event  | side  | piece | square |
      | check  | White | King  | f1     |
      | frozen | Black | Rook  | f8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA4 and xymyx.R4

  @id:xymyx-ra4-002
  Scenario: A King may not step to an attacked square even though the attacker moves away
    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays Ke1-f1 and Black plays Rf8-a8
    Then the turn is rejected because White's move Ke1-f1 is illegal under xymyx.RA4

  @id:xymyx-ra4-003
  Scenario: A pawn may not capture on an empty square, even though an enemy piece arrives there
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p p 7
      6 . . n . . . . . 6
      5 . . . . . . . . 5
      4 . . . P . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays d4xe5 and Black plays Nc6-e5
    Then the turn is rejected because White's move d4xe5 is illegal under xymyx.RA4.nothing-to-take

  @id:xymyx-ra4-004
  Scenario: A Rook may not move through a piece, even though that piece moves away
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . n . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . R . . K . 1
        a b c d e f g h
      """
    When White plays Rd1-d7 and Black plays Nd4-e6
    Then the turn is rejected because White's move Rd1-d7 is illegal under xymyx.RA4.blocked

  @id:xymyx-ra4-005 @nothing-to-cite @xymyx.C1 @xymyx.C3
  Scenario: A capture that is legal before the turn is carried out and fails when its target leaves
    Before the turn the Bishop may take the Knight, so the move stands. The Knight leaves the
    line to its King (there are no pinned pieces), the capture finds nothing, and the Bishop
    checks the King from c6.

    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p p . . . p p p 7
      6 . . n . . . . . 6
      5 . B . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays Bb5xc6 and Black plays Nc6-e5
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 p p . . . p p p 7
      6 . . B . . . . . 6
      5 . . . . n . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece  | square |
      | failed capture | White | Bishop | c6     |
      | check          | Black | King   | e8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C3 and xymyx.C2

  @id:xymyx-ra4-006 @ruling
  Scenario: A piece may not move onto the enemy King's square, even when the King steps away
    Text: The rules never describe a King being taken: the only answer to a check is a King
    move to a square that is not attacked, and the game is won by checkmate. They do not say
    whether a piece may still be sent to the square where the enemy King stands.

    Ruling: Such a move is never legal. Judged on the board before the turn it would take the
    King, so it is rejected, even if the King moves away in the same turn.

    Alternative: Taking the King could be allowed and win the game, as in some other
    simultaneous variants; or the move could be allowed and simply fail as a capture
    (Clarification 3) when the King steps away.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . k 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . B . . . . . K 1
        a b c d e f g h
      """
    When White plays Bb1xh7 and Black plays Kh7-h8
    Then the turn is rejected because White's move Bb1xh7 is illegal under xymyx.RA4

  @id:xymyx-ra4-007
  Scenario: The Bishop that gives check has every move except onto the King's square
    Given the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 p . . . . . . k 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . B . . . . . K 1
        a b c d e f g h
      """
    Then White's legal moves are Bb1-a2, Bb1-c2, Bb1-d3, Bb1-e4, Bb1-f5, Bb1-g6, Kh1-g1, Kh1-g2, Kh1-h2

  @id:xymyx-ra4-008 @xymyx.C2
  Scenario: A King in check must move even though the checking Bishop leaves in the same turn
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . b . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . . P P 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    When White plays c2-c3 and Black plays Bb4-d6
    Then the turn is rejected because White's move c2-c3 is illegal under xymyx.C2

  @id:xymyx-ra4-009 @xymyx.C5 @xymyx.R4
  Scenario: White castles legally and the opponent's Rook checks the King on its new square
    Given the board
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 p r . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P . P 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      """
    When White plays O-O and Black plays Rb7-g7
    Then the board is
      """
        a b c d e f g h
      8 k . . . . . . . 8
      7 p . . . . . r . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P . P 2
      1 . . . . . R K . 1
        a b c d e f g h
      frozen: g7
      """
    And the events are
      | event  | side  | piece | square |
      | check  | White | King  | g1     |
      | frozen | Black | Rook  | g7     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C5, xymyx.C2, xymyx.RA4 and xymyx.R4

  @id:xymyx-ra4-010 @xymyx.R4
  Scenario: A King takes an unprotected pawn and is checked there by a Rook arriving at once
    Given the board
      """
        a b c d e f g h
      8 r . . . . . . . 8
      7 . . . . . . k p 7
      6 . . . . . . . . 6
      5 . . . p K . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    When White plays Ke5xd5 and Black plays Ra8-d8
    Then the board is
      """
        a b c d e f g h
      8 . . . r . . . . 8
      7 . . . . . . k p 7
      6 . . . . . . . . 6
      5 . . . K . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . . . 1
        a b c d e f g h
      frozen: d8
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
      | check    | White | King  | d5     |
      | frozen   | Black | Rook  | d8     |
    And the game goes on
    And the turn is decided by xymyx.R1, xymyx.C2, xymyx.RA4 and xymyx.R4

  @id:xymyx-ra4-011
  Scenario: A move from a square that holds none of the player's pieces is refused
    A move is judged on the board as the turn starts; White registers a move from b1, where he has
    no piece, so the turn is rejected.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 5"
    When White plays b1b5 and Black plays Ke8-e7
    Then the turn is rejected because White's move b1b5 is illegal under xymyx.RA4.no-piece

  @id:xymyx-ra4-012
  Scenario: A Rook may not pass the pawn on the one square between it and where it goes
    Given the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . . . . 2
      1 R . . . K . . . 1
        a b c d e f g h
      """
    When White plays Ra1-a3 and Black plays Ke8-d7
    Then the turn is rejected because White's move Ra1-a3 is illegal under xymyx.RA4.blocked
