@revochess.setup
Feature: The orthodox board and pieces
  The game starts from the orthodox position, and every piece moves and captures as in orthodox
  chess, pawns promoting on the last rank.

  Background:
    Given the ruleset "revochess"

  @id:revochess-setup-001
  Scenario: White has twenty first moves
    From the orthodox start only pawns and Knights can move: sixteen pawn steps and four Knight
    jumps. The King and Queen, barred in the first turn anyway, have no square to go to.

    Given the start position
    Then White has 20 legal moves

  @id:revochess-setup-002
  Scenario: A Bishop may not jump over its own pawn
    Given the start position
    When White plays Bf1-c4, then e2-e4
    Then the turn is rejected because White's move Bf1-c4 is illegal under revochess.setup.blocked

  @id:revochess-setup-003 @nothing-to-cite
  Scenario: A Knight jumps twice in one turn
    Given the start position
    When White plays Ng1-f3, then Nf3-g5
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . N . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-setup-004 @ruling @revochess.dual-move
  Scenario: A pawn promotes with the first move and the new Queen moves with the second
    Text: the pieces move as in orthodox chess, which promotes a pawn on the last rank. The text
    does not say whether a piece born on the first move may make the second.

    Ruling: it may. The second move is made on the board the first left, where the new Queen already
    stands, and she takes the Rook on a8.

    Alternative: keeping the new piece still until the next turn. Nothing in the text holds a piece
    back.

    Given the position "r5k1/4P1pp/8/8/8/8/5PPP/6K1 w - - 0 30"
    When White plays e7-e8=Q, then Qe8xa8
    Then the board is
      """
        a b c d e f g h
      8 Q . . . . . k . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | promoted | White | Queen | e8     |
      | captured | Black | Rook  | a8     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-setup-005
  Scenario: A Black pawn moves up and promotes to a Knight
    Given the position "6k1/6pp/8/8/8/8/1p6/6K1 b - - 0 40"
    When Black plays h7-h6, then b2-b1=N
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . n . . . . K . 1
        a b c d e f g h
      to move: White
      """
    And the events are
      | event    | side  | piece  | square |
      | promoted | Black | Knight | b1     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-setup-006
  Scenario: A pawn that stepped once may not then step two squares
    Only a pawn still on its starting square may step two squares. The pawn on e3 has already left
    e2, so the second move is refused, though the first alone was legal.

    Given the start position
    When White plays e2-e3, then e3-e5
    Then the turn is rejected because White's move e3-e5 is illegal under revochess.setup.not-its-move

  @id:revochess-setup-007
  Scenario: A pawn takes diagonally forward and a Rook along its file
    Pieces take as they do in orthodox chess: the pawn on e4 takes the pawn on d5, and the Rook on
    a1 runs up the open file to take the pawn on a7.

    Given the position "r3k3/p7/8/3p4/4P3/8/8/R3K3 w - - 0 20"
    When White plays e4xd5, then Ra1xa7
    Then the board is
      """
        a b c d e f g h
      8 r . . . k . . . 8
      7 R . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . P . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | d5     |
      | captured | Black | Pawn  | a7     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-setup-008
  Scenario: A King steps one square at a time
    The King moves as in orthodox chess, one square in any direction. Two squares up the open file
    are too far, though nothing stands between and no check holds the King back.

    Given the position "4k3/8/8/8/8/8/4P3/4K3 w - - 0 20"
    When White plays e2-e4, then Ke1-e3
    Then the turn is rejected because White's move Ke1-e3 is illegal under revochess.setup.not-its-move

  @id:revochess-setup-009
  Scenario: A pawn that reaches the last rank without naming its new piece is refused
    Given the position "4k3/1P6/8/8/8/8/8/4K3 w - - 0 40"
    When White plays b7b8, then Ke1-e2
    Then the turn is rejected because White's move b7b8 is illegal under revochess.setup.promotion-unnamed

  @id:revochess-setup-010
  Scenario: A move from a square that holds none of the player's pieces is refused
    Given the position "4k3/8/8/8/8/8/P7/4K3 w - - 0 40"
    When White plays a3a4, then Ke1-e2
    Then the turn is rejected because White's move a3a4 is illegal under revochess.setup.no-piece

  @id:revochess-setup-011
  Scenario: A Rook may not take a pawn of its own
    Given the position "4k3/8/8/8/8/8/P7/R3K3 w - - 0 40"
    When White plays a1a2, then Ke1-e2
    Then the turn is rejected because White's move a1a2 is illegal under revochess.setup.own-piece
