@revochess.notation
Feature: The turn notation
  A game is written one numbered line at a time: the turn number with a dot, White's two moves,
  then a dot and Black's two moves. Moves are in short algebraic notation; castling is written 0-
  followed by the square of the Rook the King swaps with. The text's table of examples is played
  here from the start, turn by turn; the third line of its format guide cannot be played (see the
  source notes).

  Background:
    Given the ruleset "revochess"

  @id:revochess-notation-001 @nothing-to-cite
  Scenario: The first line of the table: pawn and Knight for each player
    Given the start position
    When the game is played
      """
      1. e4 Nf3 .e6 Nc6
      """
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b n r 8
      7 p p p p . p p p 7
      6 . . n . p . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P P . P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: White
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-notation-002 @nothing-to-cite
  Scenario: The second line: the d-pawn runs to d5, Queen and Bishop come out
    White's two moves are the same pawn twice, d2-d4 and d4-d5. In Black's second turn the first
    turn's ban is over, so the Queen may go to f6.

    Given the start position
    When the game is played
      """
      1. e4 Nf3 .e6 Nc6
      2. d4 d5 .Qf6 Be7
      """
    Then the board is
      """
        a b c d e f g h
      8 r . b . k . n r 8
      7 p p p p b p p p 7
      6 . . n . p q . . 6
      5 . . . P . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P . . P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: White
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-notation-003 @revochess.castling @nothing-to-cite
  Scenario: The third line, turn by turn: both players castle and trade on c6
    White's King swaps with the h1 Rook over the Bishop and the pawn on d5 takes the Knight on c6;
    Black's d-pawn takes back and Black's King swaps with the a8 Rook over the Bishop on c8.

    Given the start position
    When the game is played
      """
      1. e4 Nf3 .e6 Nc6
      2. d4 d5 .Qf6 Be7
      """
    Then the board is
      """
        a b c d e f g h
      8 r . b . k . n r 8
      7 p p p p b p p p 7
      6 . . n . p q . . 6
      5 . . . P . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P . . P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: White
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
    When White plays 0-h1, then dxc6
    Then the board is
      """
        a b c d e f g h
      8 r . b . k . n r 8
      7 p p p p b p p p 7
      6 . . P . p q . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P . . P P P 2
      1 R N B Q R B . K 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And the events are
      | event    | side  | piece  | square |
      | castled  | White | King   | h1     |
      | captured | Black | Knight | c6     |
    And the game goes on
    And the turn is decided by revochess.dual-move, revochess.setup and revochess.castling
    When Black plays dxc6, then 0-a8
    Then the board is
      """
        a b c d e f g h
      8 k . b . r . n r 8
      7 p p p . b p p p 7
      6 . . p . p q . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P . . P P P 2
      1 R N B Q R B . K 1
        a b c d e f g h
      to move: White
      castled: White, Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | c6     |
      | castled  | Black | King  | a8     |
    And the game goes on
    And the turn is decided by revochess.dual-move, revochess.setup and revochess.castling

  @id:revochess-notation-004 @revochess.castling @nothing-to-cite
  Scenario: The whole table as one game
    The three lines written as the table writes them, without a space after the turn number.

    Given the start position
    When the game is played
      """
      1.e4 Nf3 .e6 Nc6
      2.d4 d5 .Qf6 Be7
      3. 0-h1 dxc6 .dxc6 0-a8
      """
    Then the board is
      """
        a b c d e f g h
      8 k . b . r . n r 8
      7 p p p . b p p p 7
      6 . . p . p q . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P . . P P P 2
      1 R N B Q R B . K 1
        a b c d e f g h
      to move: White
      castled: White, Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | c6     |
      | castled  | Black | King  | a8     |
    And the game goes on
    And the turn is decided by revochess.dual-move, revochess.setup and revochess.castling

  @id:revochess-notation-005 @nothing-to-cite
  Scenario: The third line of the format guide cannot be played
    The guide's first two lines are those of the table. Its third gives White the moves 0-h1 and d5,
    but after the second line White's d-pawn already stands on d5 and no White pawn can move there.
    No short move can be read as d5 on this board, so the third line cannot even be written down
    as a turn: the board after the second line shows why, move by move. White's 0-h1 is playable
    (King e1 and Rook h1 in line); d5 is not, the d-pawn already stands there and no other White
    pawn reaches it. Black's Bxc1 is not: the Bishop on c8 is shut in by its own pawns and the one
    on e7 has no diagonal to c1. Nor is 0-c6: the square holds Black's Knight, not a Rook.

    Given the start position
    When the game is played
      """
      1. e4 Nf3 .e6 Nc6
      2. d4 d5 .Qf6 Be7
      """
    Then the board is
      """
        a b c d e f g h
      8 r . b . k . n r 8
      7 p p p p b p p p 7
      6 . . n . p q . . 6
      5 . . . P . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P P . . P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: White
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-notation-006 @revochess.castling @nothing-to-cite
  Scenario: 0-c6 names a Rook on c6 in line with its King
    The guide's castling examples include 0-c6, a Rook in the middle of the board. With Black's King
    on c8 and Rook on c6, the two change places along the c-file, and the King steps on.

    Given the position "2k5/8/2r5/8/8/8/6PP/6K1 b - - 0 30"
    When Black plays 0-c6, then Kc6-d6
    Then the board is
      """
        a b c d e f g h
      8 . . r . . . . . 8
      7 . . . . . . . . 7
      6 . . . k . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: White
      castled: Black
      """
    And the events are
      | event   | side  | piece | square |
      | castled | Black | King  | c6     |
    And the game goes on
    And the turn is decided by revochess.castling and revochess.dual-move
