@xymyx-classic.SETUP
Feature: Setup. The game starts from the ordinary chess position
  The classic edition sets the pieces up exactly as in orthodox chess: White's Queen on d1 and
  King on e1, Black's Queen on d8 and King on e8, so the two Queens face each other on the
  d-file. This is where it differs from the current edition, which swaps Black's King and Queen
  (King d8, Queen e8) so that every Queen starts on its King's left. Because a player may take
  his own pieces, each side has more moves at the start than the twenty of orthodox chess.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-setup-001 @nothing-to-cite
  Scenario: After a quiet first turn Black's Queen is still on d8 and his King on e8
    Given the start position
    When White plays Ng1-f3 and Black plays Nb8-c6
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b n r 8
      7 p p p p p p p p 7
      6 . . n . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . N . . 3
      2 P P P P P P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      castling: KQkq
      """
    And there are no events
    And the game goes on
    And the position is "r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 2"
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-setup-002 @xymyx-classic.R3
  Scenario: Each player has 39 legal moves at the start
    Twenty are the orthodox first moves. The other nineteen take a piece of one's own side: one
    for each Knight, two for each Bishop and each Rook, four for the Queen and five for the King.
    For Black these are Ra8xa7, Ra8xb8, Nb8xd7, Bc8xb7, Bc8xd7, Qd8xc8, Qd8xc7, Qd8xd7, Qd8xe7,
    Ke8xd8, Ke8xd7, Ke8xe7, Ke8xf7, Ke8xf8, Bf8xe7, Bf8xg7, Ng8xe7, Rh8xh7 and Rh8xg8.

    Given the start position
    Then White has 39 legal moves
    And Black has 39 legal moves

  @id:xymyx-classic-setup-003 @xymyx-classic.R3
  Scenario: At the start Black's Queen stands on d8 beside her King on e8
    The Queen may take one of her own neighbours, but never her own King, and her diagonals are
    still closed by her own pawns.

    Given the start position
    Then Black may play Qd8xd7
    And Black may play Qd8xc8
    And Black may not play Qd8xe8
    And Black may not play Qd8-a5
    And Black may not play Qd8-h4
    And White may play Qd1xd2
    And White may not play Qd1xe1

  @id:xymyx-classic-setup-004 @nothing-to-cite
  Scenario: A first turn in which both players push their King's pawn two squares
    Both pawns leave from the e-file, in front of the Kings on e1 and e8.

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
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-setup-005
  Scenario: Once the e-pawns have moved, both Queens may come out toward the King's side
    This is the board after both players pushed their e-pawns on the first turn. The Queens
    stand on the same file, so their open diagonals mirror each other: d1 to h5 and d8 to h4.

    Given the board
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
    Then White may play Qd1-h5
    And Black may play Qd8-h4
    And White may not play Qd1-a4
    And Black may not play Qd8-a5

  @id:xymyx-classic-setup-006 @nothing-to-cite @xymyx-classic.ORTHODOX
  Scenario: Both players castle on the King's side, the Black King going from e8 to g8
    Black's King starts on e8, so short castling takes it to g8 and the Rook from h8 to f8,
    exactly as in orthodox chess.

    Given the board
      """
        a b c d e f g h
      8 r n b q k . . r 8
      7 p p p p . p p p 7
      6 . . . . . n . . 6
      5 . . b . p . . . 5
      4 . . B . P . . . 4
      3 . . . . . N . . 3
      2 P P P P . P P P 2
      1 R N B Q K . . R 1
        a b c d e f g h
      castling: KQkq
      """
    When White plays O-O and Black plays O-O
    Then the board is
      """
        a b c d e f g h
      8 r n b q . r k . 8
      7 p p p p . p p p 7
      6 . . . . . n . . 6
      5 . . b . p . . . 5
      4 . . B . P . . . 4
      3 . . . . . N . . 3
      2 P P P P . P P P 2
      1 R N B Q . R K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by xymyx-classic.R1 and xymyx-classic.ORTHODOX
