@contrast
Feature: XYMYX and SimulChess side by side
  XYMYX and SimulChess both play one move per player per turn, but they settle conflicts
  differently. XYMYX looks only at where the pieces arrive. SimulChess looks at where a pawn or
  Knight starts, and at the squares a slow piece passes on its way. Each outline here plays one
  position and one pair of moves under both rulesets, one Examples row per ruleset, so that
  where the two games part and where they agree stand side by side. The XYMYX rows are what the
  reference gives today. The SimulChess rows are the draft rulings of this folder.

  @id:simulchess-contrast-001 @simulchess.EXAMPLES @simulchess.base-attack @xymyx.R1 @xymyx.C3
  Scenario Outline: A Knight takes on f6 while a Bishop takes the Knight's square
    In XYMYX the Knight's capture stands, and the Bishop finds e4 empty. In SimulChess the
    Bishop's move attacks the Knight's square, so the Knight's capture is called off and the
    Bishop takes the Knight where it stands.

    Given the ruleset "<ruleset>"
    And the position "5r1k/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1"
    When White plays Ne4xf6 and Black plays Bb7xe4
    Then the position is "<after>"
    And the events are
      | event | side | piece | square |
      | <e1>  | <s1> | <p1>  | <q1>   |
      | <e2>  | <s2> | <p2>  | <q2>   |
    And the game goes on

    Examples:
      | ruleset    | after                                             | e1                | s1    | p1     | q1 | e2             | s2    | p2     | q2 |
      | xymyx      | 5r1k/p4ppp/1p3N2/8/4b3/8/PPP2PPP/5RK1 w - - 0 2   | captured          | Black | Knight | f6 | failed capture | Black | Bishop | e4 |
      | simulchess | 5r1k/p4ppp/1p3n2/8/4b3/8/PPP2PPP/5RK1 w - - 0 2   | capture cancelled | White | Knight | f6 | captured       | White | Knight | e4 |

  @id:simulchess-contrast-002 @simulchess.base-attack @xymyx.C3
  Scenario Outline: Two Knights go for each other
    In XYMYX each Knight finds the other's square empty, and the two change places. In SimulChess
    each Knight's move attacks the other's square, so both captures are called off and neither
    Knight moves.

    Given the ruleset "<ruleset>"
    And the position "5rk1/5ppp/p2n4/8/2N5/P7/5PPP/5RK1 w - - 0 1"
    When White plays Nc4xd6 and Black plays Nd6xc4
    Then the position is "<after>"
    And the events are
      | event | side  | piece  | square |
      | <e>   | White | Knight | d6     |
      | <e>   | Black | Knight | c4     |
    And the game goes on

    Examples:
      | ruleset    | after                                            | e                 |
      | xymyx      | 5rk1/5ppp/p2N4/8/2n5/P7/5PPP/5RK1 w - - 1 2      | failed capture    |
      | simulchess | 5rk1/5ppp/p2n4/8/2N5/P7/5PPP/5RK1 w - - 1 2      | capture cancelled |

  @id:simulchess-contrast-003 @simulchess.base-attack @xymyx.C3
  Scenario Outline: A Knight leaves its square as a Bishop goes for it: the two games agree
    A Knight that is not capturing leaves its square in both games. The Bishop lands on the
    empty square and takes nothing.

    Given the ruleset "<ruleset>"
    And the position "5rk1/pb3ppp/1p3n2/8/4N3/8/PPP2PPP/5RK1 w - - 0 1"
    When White plays Ne4-c3 and Black plays Bb7xe4
    Then the position is "5rk1/p4ppp/1p3n2/8/4b3/2N5/PPP2PPP/5RK1 w - - 1 2"
    And the events are
      | event          | side  | piece  | square |
      | failed capture | Black | Bishop | e4     |
    And the game goes on

    Examples:
      | ruleset    |
      | xymyx      |
      | simulchess |

  @id:simulchess-contrast-004 @simulchess.EXAMPLES @simulchess.interception @xymyx.R1
  Scenario Outline: A Rook runs up the a-file while a Knight jumps onto it
    XYMYX looks only at where the pieces arrive: the Rook reaches a8, the Knight a4, and they do
    not meet. In SimulChess the Rook travels, and the Knight landing on a4 stops it there; the
    Knight is destroyed.

    Given the ruleset "<ruleset>"
    And the position "5rk1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1"
    When White plays Ra1-a8 and Black plays Nb6-a4
    Then the position is "<after>"
    And the events are
      | event | side | piece | square |
      | <e1>  | <s1> | <p1>  | <q1>   |
      | <e2>  | <s2> | <p2>  | <q2>   |
    And the game goes on

    Examples:
      | ruleset    | after                                          | e1          | s1    | p1   | q1 | e2        | s2    | p2     | q2 |
      | xymyx      | R4rk1/1pp2ppp/8/8/n7/8/1PP2PPP/6K1 w - - 1 2   |             |       |      |    |           |       |        |    |
      | simulchess | 5rk1/1pp2ppp/8/8/R7/8/1PP2PPP/6K1 w - - 0 2    | intercepted | White | Rook | a4 | destroyed | Black | Knight | a4 |

  @id:simulchess-contrast-005 @simulchess.EXAMPLES @simulchess.chain-capture @xymyx.C3
  Scenario Outline: A Queen takes a Rook while a Knight takes the Queen's square
    In XYMYX the Queen has left d1 when the Knight arrives, so the Knight's capture fails; the
    Queen takes the Rook, checks the King and is frozen. In SimulChess the Queen is slow: she is
    taken on d1, yet still takes the Rook on d8, a chain capture, and both leave the board.

    Given the ruleset "<ruleset>"
    And the position "3r2k1/pp3ppp/8/8/8/1Pn5/P4PPP/3Q1RK1 w - - 0 1"
    When White plays Qd1xd8 and Black plays Nc3xd1
    Then the position is "<after>"
    And the events are
      | event | side | piece | square |
      | <e1>  | <s1> | <p1>  | <q1>   |
      | <e2>  | <s2> | <p2>  | <q2>   |
      | <e3>  | <s3> | <p3>  | <q3>   |
      | <e4>  | <s4> | <p4>  | <q4>   |
    And the game goes on

    Examples:
      | ruleset    | after                                                   | e1       | s1    | p1    | q1 | e2             | s2    | p2     | q2 | e3    | s3    | p3   | q3 | e4     | s4    | p4    | q4 |
      | xymyx      | 3Q2k1/pp3ppp/8/8/8/1P6/P4PPP/3n1RK1 w - - 0 2 frozen=d8 | captured | Black | Rook  | d8 | failed capture | Black | Knight | d1 | check | Black | King | g8 | frozen | White | Queen | d8 |
      | simulchess | 6k1/pp3ppp/8/8/8/1P6/P4PPP/3n1RK1 w - - 0 2             | captured | White | Queen | d1 | chain capture  | Black | Rook   | d8 |       |       |      |    |        |       |       |    |
