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
