@chess.EN-PASSANT
Feature: Article 3.7.4. En passant
  A pawn that has just stepped two squares from its first square, landing beside an enemy pawn on the
  same rank, may be taken by that pawn as if it had stepped only one: the taking pawn goes to the
  square passed over, and the pawn taken leaves the board from the square it landed on. This is
  allowed only in the move right after the two-square step; the position's en passant field names the
  square passed over. Like every move, it must not leave the taker's own King in check.

  Background:
    Given the ruleset "chess"

  @id:chess-enpassant-001
  Scenario: White takes en passant right after Black's two-square step
    Black's pawn has just come from d7 to d5, beside the pawn on e5: the en passant field names d6.

    Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
    When White plays e5xd6 and Black does not move
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 . . . P . . . . 6
      5 . . . . . . . . 5
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
    And the game goes on
    And the turn is decided by chess.MOVES.pawn and chess.EN-PASSANT

  @id:chess-enpassant-002
  Scenario: Black takes en passant in the opening
    White's pawn has just come from e2 to e4, beside the pawn on d4.

    Given the position "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3"
    When Black plays d4xe3 and White does not move
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . p . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      castling: KQkq
      to move: White
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by chess.MOVES.pawn and chess.EN-PASSANT

  @id:chess-enpassant-003
  Scenario: En passant is lost once a move has passed
    The same board, but the two-square step was not the last move: the en passant field is empty.

    Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 5"
    When White plays e5xd6 and Black does not move
    Then the turn is rejected because White's move e5xd6 is illegal under chess.EN-PASSANT.not-just-stepped

  @id:chess-enpassant-004 @chess.CHECK
  Scenario: En passant may not expose the King along the rank
    Both pawns leave the fifth rank at once, and the Rook on h5 would then attack the King on a5.

    Given the position "4k3/8/8/KPp4r/8/8/8/8 w - c6 0 2"
    When White plays b5xc6 and Black does not move
    Then the turn is rejected because White's move b5xc6 is illegal under chess.CHECK

  @id:chess-enpassant-005
  Scenario: The en passant capture is among the legal moves
    Given the position "4k3/7p/8/3pP3/8/8/8/7K w - d6 0 18"
    Then White's legal moves are Kh1-g1, Kh1-g2, Kh1-h2, e5-e6, e5xd6
