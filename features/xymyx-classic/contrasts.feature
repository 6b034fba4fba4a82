@contrast
Feature: The two editions of XYMYX side by side
  XYMYX has two rule texts: the current edition (ruleset "xymyx") and the older classic edition
  (ruleset "xymyx-classic"). Each outline here plays one position and one set of moves under both
  editions, one Examples row per edition, so that what differs stands side by side: where the
  Black King and Queen start, which pieces are frozen after giving check and for which checks,
  whether an attacked Rook bars castling, and en passant. The last outlines show places where the
  two texts are worded differently and still agree: a King in check may never take the piece
  that checks it, a mate against a mate goes to the first to register, two pieces meeting on a
  square held by one of them, and the order of the pieces in a collision. Every outline starts
  from one position for both editions; only a "frozen:" line may differ, when it records what
  the turn just played froze in one edition and not in the other.

  @id:xymyx-classic-contrast-001 @nothing-to-cite @xymyx.C4 @xymyx-classic.SETUP
  Scenario Outline: A quiet first turn from the start position
    The current edition puts Black's King on d8 and Queen on e8; the classic edition starts from
    the orthodox position, with Black's Queen on d8 and King on e8. Everything else is the same.

    Given the ruleset "<ruleset>"
    And the start position
    When White plays Ng1-f3 and Black plays Nb8-c6
    Then the position is "<after>"
    And there are no events
    And the game goes on

    Examples:
      | ruleset       | after                                                          |
      | xymyx         | r1bkqbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 2   |
      | xymyx-classic | r1bqkbnr/pppppppp/2n5/8/8/5N2/PPPPPPPP/RNBQKB1R w KQkq - 1 2   |

  @id:xymyx-classic-contrast-003 @xymyx.R4 @xymyx.C2 @xymyx-classic.R4 @xymyx-classic.N1
  Scenario Outline: The turn after a Rook gave check
    White's Rook has just come to a8 and given check. The current edition froze it, so White
    keeps only his King and pawn moves; the classic edition did not, so it may go anywhere along
    its lines except onto the enemy King. In both, Black must answer the check with his King.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 R . . . k . . . 8
      7 . . . . . . p . 7
      6 . . . . . . . p 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: <frozen>
      """
    Then White <may> play Ra8-a1
    And White <may> play Ra8-d8
    And White has <count> legal moves
    And Black's legal moves are Ke8-d7, Ke8-e7, Ke8-f7

    Examples:
      | ruleset       | frozen | may     | count |
      | xymyx         | a8     | may not | 11    |
      | xymyx-classic | -      | may     | 21    |

  @id:xymyx-classic-contrast-005 @xymyx.C5 @xymyx-classic.ORTHODOX
  Scenario Outline: Castling with a Rook that an enemy Bishop attacks
    The Bishop on c6 attacks the Rook on h1 but none of the squares the King stands on, crosses
    or lands on. The current edition bars castling with an attacked Rook; the classic edition
    keeps the orthodox conditions, which only look at the King's squares. Castling with the safe
    a1 Rook is allowed in both.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 r . . . k . . r 8
      7 p p p . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P P P . . P . P 2
      1 R . . . K . . R 1
        a b c d e f g h
      castling: KQ
      """
    Then White <may> play O-O
    And White <may> play Ke1-g1
    And White may play O-O-O

    Examples:
      | ruleset       | may     |
      | xymyx         | may not |
      | xymyx-classic | may     |

  @id:xymyx-classic-contrast-006 @xymyx.C6 @xymyx-classic.ORTHODOX
  Scenario Outline: A Black pawn beside a White pawn that has just made its two-square step
    White's pawn has just come from e2 to e4, passing e3, which the Black pawn on d4 attacks; the
    position records e3 as the square passed over. The current edition has no en passant; the
    classic edition takes it from orthodox chess, so there Black may take on e3.

    Given the ruleset "<ruleset>"
    And the position "k7/7p/8/8/3pP3/8/8/6K1 w - e3 0 1"
    Then Black <may> play d4xe3
    And Black's legal moves are <moves>

    Examples:
      | ruleset       | may     | moves                                                    |
      | xymyx         | may not | Ka8-a7, Ka8-b7, Ka8-b8, d4-d3, h7-h6, h7-h5              |
      | xymyx-classic | may     | Ka8-a7, Ka8-b7, Ka8-b8, d4-d3, d4xe3, h7-h6, h7-h5       |

  @id:xymyx-classic-contrast-009 @nothing-to-cite @xymyx.C6 @xymyx-classic.ORTHODOX
  Scenario Outline: A pawn's two-square step passes a square an enemy pawn attacks
    The classic edition records the square the pawn passed over (e3) in the position, so that
    Black may take en passant in the next turn; the current edition keeps no trace of the step
    and allows no such capture.

    Given the ruleset "<ruleset>"
    And the position "k7/7p/8/8/3p4/8/4P3/6K1 w - - 0 1"
    When White plays e2-e4 and Black plays h7-h6
    Then the position is "<after>"
    And there are no events
    And the game goes on
    And Black <may> play d4xe3

    Examples:
      | ruleset       | after                                 | may     |
      | xymyx         | k7/8/7p/8/3pP3/8/8/6K1 w - - 0 2      | may not |
      | xymyx-classic | k7/8/7p/8/3pP3/8/8/6K1 w - e3 0 2     | may     |

  @id:xymyx-classic-contrast-011 @xymyx.R4 @xymyx.C5 @xymyx-classic.R4 @xymyx-classic.ORTHODOX
  Scenario Outline: Castling with the Rook that has just given a discovered check
    In the turn just played the Knight left the h-file for f5 and the Rook on h1 began to check
    the Black King on h7. The Rook has not moved, so White keeps the right to castle with it. The
    current edition froze the Rook, and a frozen Rook cannot castle; the classic edition never
    freezes a Rook, and nothing else stands in the way of castling.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . . . . . . 8
      7 . p . . . . p k 7
      6 p . . . . . . . 6
      5 . . . . . N . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P . 2
      1 . . . . K . . R 1
        a b c d e f g h
      castling: K
      frozen: <frozen>
      """
    Then White <may> play O-O
    And White <may> play Ke1-g1
    And White may play Ke1-f1
    And Black's legal moves are Kh7-g6, Kh7-g8

    Examples:
      | ruleset       | frozen | may     |
      | xymyx         | h1     | may not |
      | xymyx-classic | -      | may     |

  @id:xymyx-classic-contrast-007 @xymyx.R4 @xymyx.C2 @xymyx-classic.R4 @xymyx-classic.N1
  Scenario Outline: A Queen and a Rook give check and mate, and each edition freezes a different one
    The Rook takes on f8 and checks from beside the King, while Black's own pawn move opens the
    Queen's diagonal to his King. The Knight covers e7, the Rook d8 and f7, the Queen d7; nothing
    guards f8, but in neither edition may the King take a piece that checks it, so Black is
    mated in both. The editions part on the freeze. The classic edition freezes any Queen that
    checks, whoever opened her line, and never a Rook. The current edition freezes a Queen or
    Rook only for a check its own side delivered: the Rook, which moved to give it, and not the
    Queen, whose line Black opened himself.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . . k b . . 8
      7 . . . p . . p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    When White plays Rf1xf8 and Black plays d7-d6
    Then the board is
      """
        a b c d e f g h
      8 . . . . k R . . 8
      7 . . . . . . p p 7
      6 . . . p . . . . 6
      5 . . . N . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: <frozen>
      """
    And the events are
      | event     | side  | piece   | square   |
      | captured  | Black | Bishop  | f8       |
      | check     | Black | King    | e8       |
      | checkmate | Black | King    | e8       |
      | frozen    | White | <piece> | <square> |
    And White wins by checkmate

    Examples:
      | ruleset       | frozen | piece | square |
      | xymyx         | f8     | Rook  | f8     |
      | xymyx-classic | a4     | Queen | a4     |

  @id:xymyx-classic-contrast-013 @xymyx.R4 @xymyx.RA1 @xymyx-classic.R4 @xymyx-classic.U1
  Scenario Outline: A Rook steps off the Queen's diagonal to give check, and each edition freezes a different piece
    Black's Rook on d7 stood between White's Queen on a4 and the Black King. It goes to d1 and
    checks the White King, and by leaving d7 it opens the Queen's diagonal to its own King. Both
    Kings are in check, and each has a safe square to go to. The classic edition freezes the
    Queen, since Black is checked by her, whoever opened her line, and never freezes a Rook. The
    current edition freezes a piece only for a check its own side delivered: the Rook, which
    moved to give it, and not the Queen, whose line Black opened himself.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . r . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . . P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays h2-h3 and Black plays Rd7-d1
    Then the board is
      """
        a b c d e f g h
      8 . . . . k . . . 8
      7 . . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 Q . . . . . . . 4
      3 . . . . . . . P 3
      2 . . . . . . P . 2
      1 . . . r . . K . 1
        a b c d e f g h
      frozen: <frozen>
      """
    And the events are
      | event  | side   | piece   | square   |
      | check  | White  | King    | g1       |
      | check  | Black  | King    | e8       |
      | frozen | <side> | <piece> | <square> |
    And the game goes on

    Examples:
      | ruleset       | frozen | side  | piece | square |
      | xymyx         | d1     | Black | Rook  | d1     |
      | xymyx-classic | a4     | White | Queen | a4     |

  @id:xymyx-classic-contrast-002 @xymyx.R4 @xymyx.C2 @xymyx-classic.R4 @xymyx-classic.N1
  Scenario Outline: A Queen takes a Bishop next to the Black King and mates in both editions
    Nothing guards the Queen on f8, and in orthodox chess the King would simply take her. Neither
    edition allows it: the classic Note N1 forbids taking the piece that gives check, and the
    current Clarification 2 counts it among the defences that do not apply. The King's other
    squares are covered: h8 and f7 by the Queen, g7 by the Queen and the pawn on h6, h7 by the
    Bishop on d3. Black is mated in both editions, and the Queen is frozen in both.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . . . b k . 8
      7 p . . . . . p p 7
      6 . . . . . . . P 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . B . . . . 3
      2 . . . . . . P . 2
      1 . . . . . Q K . 1
        a b c d e f g h
      """
    When White plays Qf1xf8 and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . Q k . 8
      7 . . . . . . p p 7
      6 p . . . . . . P 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . B . . . . 3
      2 . . . . . . P . 2
      1 . . . . . . K . 1
        a b c d e f g h
      frozen: f8
      """
    And the events are
      | event     | side  | piece  | square |
      | captured  | Black | Bishop | f8     |
      | check     | Black | King   | g8     |
      | checkmate | Black | King   | g8     |
      | frozen    | White | Queen  | f8     |
    And White wins by checkmate

    Examples:
      | ruleset       |
      | xymyx         |
      | xymyx-classic |

  @id:xymyx-classic-contrast-004 @xymyx.C2 @xymyx-classic.N1
  Scenario Outline: A King in check stands next to the unguarded piece that checks it
    Nothing guards the Bishop on d2, yet in neither edition may the King take it: the classic
    edition forbids taking the checking piece at all, the King's capture included, and the
    current edition's Clarification 2 names capturing the attacking piece among the defences
    that do not apply. Only the four steps to safe squares remain.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . b . . . . 2
      1 . . . . K . . . 1
        a b c d e f g h
      """
    Then White may not play Ke1xd2
    And White's legal moves are Ke1-d1, Ke1-e2, Ke1-f1, Ke1-f2

    Examples:
      | ruleset       |
      | xymyx         |
      | xymyx-classic |

  @id:xymyx-classic-contrast-010 @xymyx.R4 @xymyx.C2 @xymyx.RA1 @xymyx-classic.R4 @xymyx-classic.N1 @xymyx-classic.U1
  Scenario Outline: A Queen's mate meets a Bishop's mate next to the White King, Black registering first
    White's Queen mates on the eighth rank: g8 is on her rank, the pawn on h6 covers g7 and the
    Bishop on f5 covers h7. Black's Bishop checks from b2, where nothing guards it; but in
    neither edition may the King take the piece that checks it, and the Knight on c3 covers a2
    and b1, so White is mated too. Both players made a move of mate, and both editions give the
    game to the one who registered first: Black. The Queen is frozen in both.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . . . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . P 6
      5 . . . . . B . . 5
      4 . . . . . . . . 4
      3 b . n . . . . . 3
      2 . . . . . . . . 2
      1 K . . Q . . . . 1
        a b c d e f g h
      """
    When Black plays Ba3-b2 first, then White plays Qd1-d8
    Then the board is
      """
        a b c d e f g h
      8 . . . Q . . . k 8
      7 . . . . . . p p 7
      6 . . . . . . . P 6
      5 . . . . . B . . 5
      4 . . . . . . . . 4
      3 . . n . . . . . 3
      2 . b . . . . . . 2
      1 K . . . . . . . 1
        a b c d e f g h
      frozen: d8
      """
    And the events are
      | event     | side  | piece | square |
      | check     | Black | King  | h8     |
      | checkmate | Black | King  | h8     |
      | check     | White | King  | a1     |
      | checkmate | White | King  | a1     |
      | frozen    | White | Queen | d8     |
    And Black wins by checkmate

    Examples:
      | ruleset       |
      | xymyx         |
      | xymyx-classic |

  @id:xymyx-classic-contrast-008 @xymyx.R3 @xymyx-classic.R3
  Scenario Outline: Both players move to a square held by one player's piece
    The editions agree although their texts put it differently: the current one says the piece
    that player moved there stays, the classic one that the player who held the square keeps it
    with the piece he moved, hierarchy apart (Arbiter's reading of the classic text). Either way
    the White pawn stays, the White Knight it absorbs is gone, and so is the Black Queen,
    although she outranks both.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . q . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . N . . . . 5
      4 . . . . P . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays Qd8xd5
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . P . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event    | side  | piece      | square |
      | absorbed | White | <absorbed> | d5     |
      | captured | Black | <captured> | d5     |
    And the game goes on

    Examples:
      | ruleset       | absorbed | captured |
      | xymyx         | Knight   | Queen    |
      | xymyx-classic | Knight   | Queen    |

  @id:xymyx-classic-contrast-012 @xymyx.R2 @xymyx-classic.R2
  Scenario Outline: A Bishop and a Knight arrive on the same empty square
    The editions agree: the current text ranks the Knight above the Bishop, and the classic text,
    which names no order, is read with the same one. The Knight stays in both.

    Given the ruleset "<ruleset>"
    And the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . n 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . B . . . K . 1
        a b c d e f g h
      """
    When White plays Bc1-f4 and Black plays Nh5-f4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . n . . 4
      3 . . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event     | side  | piece   | square |
      | collision | White | <loser> | f4     |
    And the game goes on

    Examples:
      | ruleset       | loser  |
      | xymyx         | Bishop |
      | xymyx-classic | Bishop |
