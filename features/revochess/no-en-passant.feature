@revochess.no-en-passant
Feature: No en passant
  A pawn that steps two squares can never be taken in passing: the square it crossed is just an
  empty square, and a pawn may move onto it diagonally no more than onto any other empty square.

  Background:
    Given the ruleset "revochess"

  @id:revochess-noenpassant-001 @ruling
  Scenario: A pawn may not take en passant right after the two-square step
    Text: en passant is "not used" in this game.

    Ruling: the capture is gone altogether, even on the turn right after the two-square step, when
    orthodox chess would allow it. Black's pawn on d4 may not move to e3, which is empty.

    Alternative: none that the text leaves open; the scenario shows the moment where orthodox chess
    would differ.

    Given the position "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b - - 0 3"
    When Black plays d4xe3, then Ng8-f6
    Then the turn is rejected because Black's move d4xe3 is illegal under revochess.no-en-passant

  @id:revochess-noenpassant-002 @nothing-to-cite
  Scenario: A two-square step leaves no en passant square in the position
    The pawn crosses e3 next to Black's pawn on d4, and the position after the turn names no square
    to take on.

    Given the position "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w - - 0 3"
    When White plays e2-e4, then Ng1-f3
    Then the position is "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b - - 0 3"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move

  @id:revochess-noenpassant-003 @nothing-to-cite
  Scenario: The pawn that could not take in passing goes straight on and takes next to it
    Given the position "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b - - 0 3"
    When Black plays d4-d3, then d3xc2
    Then the board is
      """
        a b c d e f g h
      8 r n b q k b n r 8
      7 p p p . p p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . P . . . 4
      3 . . . . . N . . 3
      2 P P p P . P P P 2
      1 R N B Q K B . R 1
        a b c d e f g h
      to move: White
      """
    And the events are
      | event    | side  | piece | square |
      | captured | White | Pawn  | c2     |
    And the game goes on
    And the turn is decided by revochess.dual-move and revochess.setup

  @id:revochess-noenpassant-004 @revochess.dual-move @nothing-to-cite
  Scenario: A two-square step as the second move leaves no en passant square, and it is not taken in passing
    White's second move is the pawn's two-square step past Black's pawn on d4. Orthodox chess would
    record e3 as the en passant square and let the pawn take there; here the position after the
    turn names none, and Black's pawn may not move to e3.

    Given the position "rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w - - 0 3"
    When White plays Ng1-f3, then e2-e4
    Then the position is "rnbqkbnr/ppp1pppp/8/8/3pP3/5N2/PPPP1PPP/RNBQKB1R b - - 0 3"
    And there are no events
    And the game goes on
    And the turn is decided by revochess.dual-move
    When Black plays d4xe3, then Ng8-f6
    Then the turn is rejected because Black's move d4xe3 is illegal under revochess.no-en-passant
