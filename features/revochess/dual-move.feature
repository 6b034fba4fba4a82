@revochess.dual-move
Feature: Two moves a turn, one player at a time
  A turn belongs to one player, who makes two moves in a row; then the other player does the same.
  The second move is made on the board the first one left, so it may move the same piece again or
  a piece the first move set free. Both moves must be made while there are moves to make: a turn
  has one move only when that move takes the enemy King, which ends the game there and then, or
  when it leaves the player no legal move at all; and a player who has no legal move when his turn
  comes plays none.

  Background:
    Given the ruleset "revochess"

  @id:revochess-dualmove-001
  Scenario: White moves two different pieces
    The text's first example: a pawn and then a Knight, both by White, in White's first turn.

    Given the start position
    When White plays e2-e3, then Ng1-f3
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . P N . . 3
      2 P P P P . P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-dualmove-002
  Scenario: White moves the same pawn twice
    The text shows "same piece twice" with the moves e4 and e5: the one pawn goes e2-e4 and then
    e4-e5 in a single turn.

    Given the start position
    When White plays e2-e4, then e4-e5
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . P . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K B N R 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-dualmove-003 @ruling
  Scenario: White may not play when it is Black's turn
    Text: each player has two moves "per turn", made one after the other. The text never says that
    both players move at the same moment, and its own sample line has Black recapturing on c6 right
    after White took there.

    Ruling: the players take turns, as in orthodox chess. White has just played, so the turn is
    Black's, and a turn given for White is refused.

    Alternative: both players write their two moves at once, as in the simultaneous games of this
    project. The sample line could not then have Black answer White's capture.

    Given the position "rnbqkbnr/pppppppp/8/8/4P3/5N2/PPPP1PPP/RNBQKB1R b - - 0 1"
    When White plays d2-d4, then Bf1-c4
    Then the turn is rejected because White's move d2-d4 is illegal under revochess.dual-move

  @id:revochess-dualmove-004 @ruling @revochess.notation @nothing-to-cite
  Scenario: The turn number counts White's turn and Black's answer together
    Text: the notation starts each line with a number, then White's two moves, then Black's two.
    Nothing says how a turn is counted.

    Ruling: a number covers White's turn and Black's turn after it, like the move number of orthodox
    chess and the last field of a FEN. After both players have made their first turn, it is White's
    move in turn 2.

    Alternative: counting every player's turn on its own (White's first is 1, Black's first is 2).
    The text puts both players on one numbered line.

    Given the start position
    When the game is played
      """
      1. e4 Nf3 .e6 Nc6
      """
    Then the position is "r1bqkbnr/pppp1ppp/2n1p3/8/4P3/5N2/PPPP1PPP/RNBQKB1R w - - 0 2"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-dualmove-005 @ruling
  Scenario: The second move may use a line the first one opened
    Text: the two moves are "executed consecutively", without a word on which board the second is
    judged.

    Ruling: on the board the first move left. The King's pawn steps forward, and the Bishop behind
    it goes out on the diagonal just opened.

    Alternative: judging both moves on the board before the turn, which would refuse the Bishop's
    move since the pawn stood in its way.

    Given the start position
    When White plays e2-e4, then Bf1-c4
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p p p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . B . P . . . 4
      3 . . . . . . . . 3
      2 P P P P . P P P 2
      1 R N B Q K . N R 1
        a b c d e f g h
      to move: Black
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-dualmove-006 @ruling
  Scenario: A turn of a single move is refused
    Text: each player makes two moves in every turn; it names no case where one is enough.

    Ruling: both moves are owed. A turn of one move is refused, unless that move takes the enemy
    King (which ends the game at once, see revochess-victory-002) or leaves no legal move to make
    (revochess-dualmove-012). Here White has many second moves.

    Alternative: letting a player stop after one move when he likes. The text makes the second move
    part of the turn, not a choice.

    Given the position "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w - - 4 4"
    When White plays d2-d3 and Black does not move
    Then the turn is rejected because White's move d2-d3 is illegal under revochess.dual-move

  @id:revochess-dualmove-007 @ruling @revochess.victory
  Scenario: A turn that goes on after taking the King is refused
    Text: the game ends when a King is taken. It does not say what becomes of the second move of a
    turn whose first move took the King.

    Ruling: the game is over the moment the King falls, so there is no second move to make, and a
    turn that names one is refused.

    Alternative: the capture ended the game, so the win stands and the move named after it is
    simply not played. But a turn is judged as a whole, as when its second move is illegal: the
    turn is refused before any of it is carried out, so no capture is undone, and the player gives
    the turn again with the capture alone. Playing only part of what was given would accept a turn
    that names a move no game can have. Or playing the second move anyway and ending the game after
    it: nothing is left to play for once the King is gone.

    Given the position "3k4/8/8/8/8/8/6PP/3R2K1 w - - 0 30"
    When White plays Rd1xd8, then Rd8-d7
    Then the turn is rejected because White's move Rd8-d7 is illegal under revochess.victory

  @id:revochess-dualmove-008 @ruling @revochess.no-check @nothing-to-cite
  Scenario: A King shut in by its own pieces stays, and the player moves other pieces
    Text: after ruling out stalemate, the text claims that the King "can always move".

    Ruling: that is not so. A King hemmed in by its own pieces has no move, here the King on h1
    behind its pawns and its Rook, with its one castling already spent. Its player simply makes his
    two moves with other pieces.

    Alternative: reading the claim as a rule, as if the King could then jump or swap out of the box.
    The text gives no such move, and the claim reads as a remark about moving into attack.

    Given the position "r5k1/5ppp/8/8/8/8/P5PP/6RK w - - 0 25 castled=w"
    When White plays a2-a4, then a4-a5
    Then the board is
      """
        a b c d e f g h
      8 r . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 P . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . R K 1
        a b c d e f g h
      to move: Black
      castled: White
      """
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-dualmove-009
  Scenario: Black moves a Knight twice and takes a pawn with the second move
    Given the position "r1bqkbnr/pppp1ppp/2n1p3/8/3PP3/5N2/PPP2PPP/RNBQKB1R b - - 0 2"
    When Black plays Nc6-b4, then Nb4xa2
    Then the board is
      """
        a b c d e f g h
      8 r . b q k b n r 8
      7 p p p p . p p p 7
      6 . . . . p . . . 6
      5 . . . . . . . . 5
      4 . . . P P . . . 4
      3 . . . . . N . . 3
      2 n P P . . P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: White
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | a2     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-dualmove-010
  Scenario: A Queen takes two pieces in one turn
    Both captures stand: the Queen takes the pawn on b7 with the first move and, from there, the
    Rook on a8 with the second.

    Given the position "r3k3/1p3ppp/8/8/8/5Q2/5PPP/6K1 w - - 0 25"
    When White plays Qf3xb7, then Qb7xa8
    Then the board is
      """
        a b c d e f g h
      8 Q . . . k . . . 8
      7 . . . . . p p p 7
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
      | captured | Black | Pawn  | b7     |
      | captured | Black | Rook  | a8     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-dualmove-011
  Scenario: The count of quiet turns goes up by one a turn and starts again at a capture
    The position's halfmove field counts turns, not moves, since the last pawn move or capture.
    White's two King moves add one to the seven quiet turns; Black's Rook takes the Queen with the
    second move of Black's turn, and the count starts again from nought.

    Given the position "r3k3/5ppp/8/8/8/Q7/5PPP/6K1 w - - 7 25"
    When White plays Kg1-f1, then Kf1-e1
    Then the position is "r3k3/5ppp/8/8/8/Q7/5PPP/4K3 b - - 8 25"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
    When Black plays Ke8-d7, then Ra8xa3
    Then the position is "8/3k1ppp/8/8/8/r7/5PPP/4K3 w - - 0 26"
    And the events are
      | event    | side  | piece | square |
      | captured | White | Queen | a3     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-dualmove-012 @ruling
  Scenario: A first move after which nothing can move is a whole turn
    Text: each player makes two moves a turn; it does not say what happens when the first leaves
    no second to make.

    Ruling: the turn ends with the one move. White's pieces are all walled in by their own pieces
    and by Black's pawns, and White has castled; the pawn on b5 alone can move. It steps to b6,
    where Black's pawn stops it, and White has no move left. The turn has that one move, and it is
    Black's turn.

    Alternative: refusing the turn, which would leave White nothing to play, since the step is
    White's only move. Where another first move would leave a second one, a player could be held to
    choose it; this book does not: each move is judged on the board it is made on, and the text
    makes no move illegal for what it leaves behind.

    Given the position "4k3/1p6/8/1P6/3p1p1p/2pPpPpP/2P1P1PR/6NK w - - 3 40 castled=w"
    When White plays b5-b6 and Black does not move
    Then the position is "4k3/1p6/1P6/8/3p1p1p/2pPpPpP/2P1P1PR/6NK b - - 0 40 castled=w"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-dualmove-013 @ruling @revochess.no-check @nothing-to-cite
  Scenario: A player with no legal move plays none, and the turn passes
    Text: the text says the King "can always move" and that the game goes on until a King is taken;
    it says nothing of a player who has no move at all.

    Ruling: that player plays no move, and the turn passes to the other player. Every White piece is
    walled in and White has castled, so White's turn has no move; the count of quiet turns goes up
    by one, and Black plays.

    Alternative: a draw as by stalemate, which the text rules out; a loss, when the game is lost
    only by the King's capture; or letting the King break out over its own pieces, a move the text
    does not give.

    Given the position "4k3/1p6/1P6/8/3p1p1p/2pPpPpP/2P1P1PR/6NK w - - 0 41 castled=w"
    When neither player moves
    Then the position is "4k3/1p6/1P6/8/3p1p1p/2pPpPpP/2P1P1PR/6NK b - - 1 41 castled=w"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
    When Black plays Ke8-d7, then Kd7-c6
    Then the position is "8/1p6/1Pk5/8/3p1p1p/2pPpPpP/2P1P1PR/6NK w - - 2 42 castled=w"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
