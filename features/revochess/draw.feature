@revochess.draw
Feature: Draws: repetition only; no stalemate, no draw by material
  The game is drawn when the same position comes back for the third time, counted between whole
  turns with the player to move; a position of a player's first turn, when King and Queen may not
  move, is not the same as that board later. A draw must never end a game that taking the King can
  still decide from the position, and while both Kings stand, one can always walk up to the other
  and take it: so no material is too little, and King against King plays on. There is no stalemate:
  a King may always be moved into attack, and a player simply plays on. There is no fifty-move rule
  either.

  Background:
    Given the ruleset "revochess"

  @id:revochess-draw-001 @ruling
  Scenario: The start position counts towards a repetition only from the second turn on
    Text: "threefold repetition" is a draw, with no word on what a position is when a turn has two
    moves, and the first turn has rules of its own: King and Queen may not move in it.

    Ruling: positions are counted between whole turns, and two are the same when they offer the same
    game: the same board, the same player to move, the same castlings used, and both in a player's
    first turn or both later. The start board in the first turn offers no King or Queen move and no
    castling, so it is not the start board of turn 2. Both players bring a Knight out and back three
    times: the start position of turns 2 and 3 is the same, the game goes on, and it stands for the
    third time in turn 4, a draw.

    Alternative: comparing the board and the player to move alone, which draws the game already
    after two such turns, counting a position that offers other moves; orthodox chess too tells
    positions apart by the castlings they allow. Or counting the position after every single move,
    halfway through a turn: a player cannot stop after the first move, so the game never rests there.

    Given the start position
    When the game is played
      """
      1. Nc3 Nb1 .Nc6 Nb8
      2. Nc3 Nb1 .Nc6 Nb8
      """
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 4 3"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
    When White plays Nb1-c3, then Nc3-b1
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 5 3"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
    When Black plays Nb8-c6, then Nc6-b8
    Then the position is "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 6 4"
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by revochess.dual-move and revochess.draw

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
    And the turn is decided by revochess.dual-move

  @id:revochess-draw-003 @ruling @revochess.victory @nothing-to-cite
  Scenario: King against King plays on, and the next turn takes a King
    Text: "insufficient material" is a draw, with no list of what is too little. In orthodox chess
    it means material that can never give checkmate; here the game is won by taking the King, and
    "Kings can capture each other directly".

    Ruling: the principle for draws in a game won by taking the King: a draw rule must never end a
    game that taking the King can still decide from that position. While both Kings stand, any
    material can: a King may walk up to the other and take it, and nothing forbids stepping into
    attack. So no material is too little, and the draw never applies. White takes the last pawn,
    two bare Kings are left, and the game goes on; in its turn the Black King walks up to the White
    King and takes it.

    Alternative: the orthodox list (King against King, a King with one Bishop or Knight, Bishops all
    on one colour of square). It calls drawn a position that Black wins in the next turn, as here.
    Or calling material too little when careful players cannot force a capture, as two bare Kings
    kept apart: that judges the players, not the position, and such a game ends by repetition
    (revochess-draw-010). A board that pawns lock so that neither King can ever reach the other is
    dead, but not for want of material, which is all the text names; its Kings shuffle behind the
    wall until a position comes back a third time.

    Given the position "8/8/8/3k4/8/8/p7/K7 w - - 0 40"
    When White plays Ka1xa2, then Ka2-b3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . k . . . . 5
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
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup
    When Black plays Kd5-c4, then Kc4xb3
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . . . . . . . . 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . k . . . . . . 3
      2 . . . . . . . . 2
      1 . . . . . . . . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | king captured | White | King  | b3     |
    And Black wins by king capture
    And the turn is decided by revochess.dual-move and revochess.victory

  @id:revochess-draw-004 @nothing-to-cite
  Scenario: King and Bishop against King plays on
    As revochess-draw-003 rules, no material is too little while both Kings stand: the lone Bishop
    that orthodox chess would call a draw leaves the game going on.

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
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-draw-005 @nothing-to-cite
  Scenario: Bishops all on dark squares play on
    As revochess-draw-003 rules: Bishops that can never meet, a draw in orthodox chess, leave the
    game going on, since either King may still take the other.

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
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

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
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-draw-007 @ruling @nothing-to-cite
  Scenario: A hundred and fifty turns without a capture or a pawn move do not draw
    Text: the draws listed are repetition and too little material, and no other.

    Ruling: there is no fifty-move rule. The position's count of turns without a capture or a pawn
    move stands at 150, and the game goes on.

    Alternative: keeping the orthodox rule as part of chess the text did not mention, or adding it
    now that no material is too little (revochess-draw-003). The text gives its list of draws, and
    the rule is not in it; it would end games that taking the King can still decide, against the
    principle of revochess-draw-003; and a game that neither player can force ends as soon as the
    players go back and forth, by repetition (revochess-draw-010).

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
    And the turn is decided by revochess.dual-move

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
    And the turn is decided by revochess.dual-move
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
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-draw-009 @nothing-to-cite
  Scenario: A Knight against a Bishop plays on
    Two minor pieces, one on each side, are no draw in orthodox chess either: with King and Knight
    against King and Bishop the game goes on.

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
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-draw-010 @ruling
  Scenario: Two bare Kings that keep apart are drawn by repetition
    Text: the draws listed are "threefold repetition" and "insufficient material".

    Ruling: by the principle of revochess-draw-003 repetition is the draw that remains. It does not
    say the position cannot be decided; it ends a game that the players keep bringing back to the
    same place. Two bare Kings stay apart, each stepping out and back, and the position the game
    starts from here stands for the third time after two such rounds: a draw. A position where
    neither player has any move at all ends the same way, each turn played with no move.

    Alternative: playing on until a King is taken, which two careful players can put off for ever;
    or a fifty-turn rule, which the text does not name (revochess-draw-007).

    Given the position "8/8/4k3/8/8/8/8/K7 w - - 0 40"
    When the game is played
      """
      40. Ka2 Ka1 .Ke7 Ke6
      41. Ka2 Ka1 .Ke7 Ke6
      """
    Then the position is "8/8/4k3/8/8/8/8/K7 w - - 4 42"
    And there are no events
    And the game is drawn by repetition
    And the turn is decided by revochess.dual-move and revochess.draw
