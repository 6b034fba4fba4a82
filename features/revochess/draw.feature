@revochess.draw
Feature: Draws: repetition and too little material; no stalemate
  The game is drawn when the same position comes back for the third time, counted between whole
  turns with the player to move, and when neither player has the material to win as in orthodox
  chess. There is no stalemate: a King may always be moved into attack, and a player simply plays
  on. There is no fifty-move rule either.

  Background:
    Given the ruleset "revochess"

  @id:revochess-draw-001 @ruling
  Scenario: The start position for the third time is a draw
    Text: "threefold repetition" is a draw, with no word on what a position is when a turn has two
    moves.

    Ruling: positions are counted between whole turns: the board, whose turn it is and who has
    castled. Both players bring a Knight out and back twice, and the start position with White to
    move stands for the third time.

    Alternative: counting the position after every single move, halfway through a turn too. A player
    cannot stop after the first move, so the game never rests there.

    Given the start position
    When the game is played
      """
      1. Nc3 Nb1 .Nc6 Nb8
      2. Nc3 Nb1 .Nc6 Nb8
      """
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      to move: White
      """
    And there are no events
    And the game is drawn by repetition

  @id:revochess-draw-002 @ruling @nothing-to-cite
  Scenario: The same board with the other player to move is another position
    Text: as for revochess-draw-001, the text does not say what counts as the same position.

    Ruling: whose turn it is belongs to the position. The start board is seen four times here, but
    twice with White to move and twice with Black to move, so the game goes on.

    Alternative: comparing the board alone, which would draw the game already. Orthodox chess counts
    the player to move too.

    Given the start position
    When the game is played
      """
      1. Nc3 Nb1 .Nc6 Nb8
      2. Nc3 Nb1 .
      """
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P P P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on

  @id:revochess-draw-003 @ruling
  Scenario: The last pawn falls and King against King is a draw
    Text: "insufficient material" draws. Yet a King may walk into attack here, so a careless player
    could still lose his King with any material left.

    Ruling: the orthodox list applies: King against King, King and one Bishop or Knight against
    King, and Bishops all on squares of one colour. With sensible play neither side can force a
    capture.

    Alternative: playing on until a King is actually taken. The text names the draw, and nothing can
    be forced.

    Given the position "8/8/4k3/8/8/8/p7/K7 w - - 0 40"
    When White plays Ka1xa2, then Ka2-b3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . k . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . K . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | a2     |
    And the game is drawn by insufficient material

  @id:revochess-draw-004
  Scenario: King and Bishop against King is a draw
    Given the position "8/8/4k3/8/8/8/p7/1B5K w - - 0 40"
    When White plays Bb1xa2, then Kh1-g2
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . k . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 B . . . . . K . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | a2     |
    And the game is drawn by insufficient material

  @id:revochess-draw-005
  Scenario: Bishops all on dark squares are a draw
    Given the position "4kb2/8/7p/8/8/8/8/2B3K1 w - - 0 40"
    When White plays Bc1xh6, then Kg1-h2
    Then the board is
      """
        a b c d e f g h
      8 . . . . k b . . 8
      7 . . . . . . . . 7
      6 . . . . . . . B 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . K 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | h6     |
    And the game is drawn by insufficient material

  @id:revochess-draw-006 @nothing-to-cite
  Scenario: Bishops on squares of both colours play on
    Given the position "4k1b1/8/7p/8/8/8/8/2B3K1 w - - 0 40"
    When White plays Bc1xh6, then Kg1-h2
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . b . 8
      7 . . . . . . . . 7
      6 . . . . . . . B 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . . K 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | h6     |
    And the game goes on

  @id:revochess-draw-007 @ruling @nothing-to-cite
  Scenario: A hundred and fifty turns without a capture or a pawn move do not draw
    Text: the draws listed are repetition and too little material, and no other.

    Ruling: there is no fifty-move rule. The position's count of turns without a capture or a pawn
    move stands at 150, and the game goes on.

    Alternative: keeping the orthodox rule as part of chess the text did not mention. The text gives
    its list of draws, and the rule is not in it.

    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 150 90"
    When White plays Ra1-a7, then Ke1-f2
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 R . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . K . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on

  @id:revochess-draw-008 @ruling @revochess.no-check @nothing-to-cite
  Scenario: A King that orthodox chess would call stalemated just moves on
    Text: stalemate is "not recognized", and the game goes on until a King is taken.

    Ruling: after White's turn the Black King on h8 is not attacked and every square around it is;
    the game goes on. In its turn the King steps to g8, into attack, and then takes the Queen.

    Alternative: the orthodox draw by stalemate, which the text rules out.

    Given the position "7k/8/8/3Q4/8/8/7P/6K1 w - - 0 40"
    When White plays h2-h3, then Qd5-f7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . Q . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    When Black plays Kh8-g8, then Kg8xf7
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . k . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . . . 2
      1 . . . . . . K . 1
        a b c d e f g h
      to move: White
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Queen | f7     |
    And the game goes on

  @id:revochess-draw-009 @nothing-to-cite
  Scenario: A Knight against a Bishop plays on
    Two minor pieces, one on each side, are not on the list of draws: with King and Knight against
    King and Bishop the game goes on.

    Given the position "4k3/8/b7/8/7p/5N2/8/6K1 w - - 0 40"
    When White plays Nf3xh4, then Kg1-g2
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . . . 7
      6 b . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . N 4
      3 . . . . . . . . 3
      2 . . . . . . K . 2
      1 . . . . . . . . 1
        a b c d e f g h
      to move: Black
      """
    And the events are
      | event    | side  | piece | square |
      | captured | Black | Pawn  | h4     |
    And the game goes on
