@xymyx-classic.GAME
Feature: The sample game of the text
  The text ends with a game of four turns that the "bottom" player, White, wins by checkmate.
  Played from the orthodox start, it shows the edition's own rules at work: on the first turn
  each player takes one of his own pawns, Black's Rook then runs down the a-file and along the
  second rank taking White pawns, and on the fourth turn White's Queen takes the e7 pawn and
  mates. The text writes every move with a hyphen, captures included, and Arbiter reads it as
  written. The current edition has no sample game.

  Background:
    Given the ruleset "xymyx-classic"

  @id:xymyx-classic-game-001 @nothing-to-cite @xymyx-classic.R3
  Scenario: Turn 1 of the sample game: each player takes one of his own pawns
    White's Queen absorbs the pawn on e2 and Black's Rook the pawn on a7. Black's Rook has left
    its corner, so Black can no longer castle with it.

    Given the start position
    When White plays Qd1-e2 and Black plays Ra8-a7
    Then the board is
      """
        a b c d e f g h
      8 . n b q k b n r 8
      7 r p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P Q P P P 2
      1 R N B . K B N R 1
        a b c d e f g h
      castling: KQk
      """
    And the events are
      | event    | side  | piece | square |
      | absorbed | White | Pawn  | e2     |
      | absorbed | Black | Pawn  | a7     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1, xymyx-classic.R3 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-game-002 @nothing-to-cite
  Scenario: Turn 2 of the sample game: Black's Rook takes the pawn on a2
    Given the start position
    When the game is played
      """
      1. Qd1-e2   Ra8-a7
      2. Nb1-c3   Ra7-a2
      """
    Then the board is
      """
        a b c d e f g h
      8 . n b q k b n r 8
      7 . p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . N . . . . . 3
      2 r P P P Q P P P 2
      1 R . B . K B N R 1
        a b c d e f g h
      castling: KQk
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | a2     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-game-003 @nothing-to-cite
  Scenario: Turn 3 of the sample game: the Knight reaches d5 and the Rook takes the pawn on b2
    Given the start position
    When the game is played
      """
      1. Qd1-e2   Ra8-a7
      2. Nb1-c3   Ra7-a2
      3. Nc3-d5   Ra2-b2
      """
    Then the board is
      """
        a b c d e f g h
      8 . n b q k b n r 8
      7 . p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . r P P Q P P P 2
      1 R . B . K B N R 1
        a b c d e f g h
      castling: KQk
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | b2     |
    And the game goes on
    And the turn is decided by xymyx-classic.R1

  @id:xymyx-classic-game-004 @nothing-to-cite @xymyx-classic.R4 @xymyx-classic.N1
  Scenario: The whole sample game: White's Queen takes on e7 and mates
    On the fourth turn the Queen takes the e7 pawn and checks the Black King, which is walled in
    by its own Queen, Bishop and pawns. Every one of those squares is covered by the White Queen,
    and the King may not take her: she gives check, and the Knight on d5 guards her anyway. The
    Queen is frozen, and Black's last Rook move changes nothing.

    Given the start position
    When the game is played
      """
      1. Qd1-e2   Ra8-a7
      2. Nb1-c3   Ra7-a2
      3. Nc3-d5   Ra2-b2
      4. Qe2-e7   Rb2-b1
      """
    Then White wins by checkmate
    And the board is
      """
        a b c d e f g h
      8 . n b q k b n r 8
      7 . p p p Q p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . P P . P P P 2
      1 R r B . K B N R 1
        a b c d e f g h
      castling: KQk
      frozen: e7
      """
    And the events are
      | event     | side  | piece | square |
      | captured  | Black | Pawn  | e7     |
      | check     | Black | King  | e8     |
      | checkmate | Black | King  | e8     |
      | frozen    | White | Queen | e7     |
    And the turn is decided by xymyx-classic.R1, xymyx-classic.N1, xymyx-classic.R4 and xymyx-classic.ORTHODOX

  @id:xymyx-classic-game-005 @xymyx-classic.N1
  Scenario: In the final position of the sample game Black has no legal move
    The Black King may not take the checking Queen, and it may not take one of its own pieces
    on d7, d8, f7 or f8 either, since the Queen covers all four squares. No other Black piece
    may move while the King is in check.

    Given the board
      """
        a b c d e f g h
      8 . n b q k b n r 8
      7 . p p p Q p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . P P . P P P 2
      1 R r B . K B N R 1
        a b c d e f g h
      castling: KQk
      frozen: e7
      """
    Then Black has no legal move
    And Black may not play Ke8xe7
    And Black may not play Ke8xd8
