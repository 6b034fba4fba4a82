@contrast
Feature: XYMYX, SimulChess and Zeitgeist side by side
  The three games all play one move per player per turn and differ in how they settle two moves
  that meet. XYMYX looks at where the pieces arrive and ranks them. SimulChess sorts the pieces
  into fast and slow ones and lets a slow piece be stopped on its way. Zeitgeist sends a piece
  back to its square whenever its move cannot stand, and removes pieces only for captures. Each
  outline here plays one position and one pair of moves under the three rulesets, one Examples
  row each. The XYMYX and SimulChess rows are what the reference gives today; the Zeitgeist rows
  are the draft rulings of this folder.

  @id:zeitgeist-contrast-001 @zeitgeist.4
  Scenario Outline: A Rook and a Knight go to the same empty square
    XYMYX ranks the pieces: the Rook outranks the Knight and stays on a4. In SimulChess two
    pieces that collide, neither a King, are both removed. In Zeitgeist neither move captured
    into the empty square, so both go back where they came from.

    Given the ruleset "<ruleset>"
    And the position "5rk1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 0 1"
    When White plays Ra1-a4 and Black plays Nb6-a4
    Then the position is "<after>"
    And the events are
      | event | side | piece  | square |
      | <e1>  | <s1> | <p1>   | a4     |
      | <e2>  | <s2> | <p2>   | <q2>   |
    And the game goes on

    Examples:
      | ruleset    | after                                           | e1        | s1    | p1     | e2        | s2    | p2     | q2 |
      | xymyx      | 5rk1/1pp2ppp/8/8/R7/8/1PP2PPP/6K1 w - - 0 2     | collision | Black | Knight |           |       |        |    |
      | simulchess | 5rk1/1pp2ppp/8/8/8/8/1PP2PPP/6K1 w - - 0 2      | collision | White | Rook   | collision | Black | Knight | a4 |
      | zeitgeist  | 5rk1/1pp2ppp/1n6/8/8/8/1PP2PPP/R5K1 w - - 1 2   | bounced   | White | Rook   | bounced   | Black | Knight | a4 |

  @id:zeitgeist-contrast-002 @zeitgeist.simultaneity
  Scenario Outline: A Bishop goes for a Knight that moves away
    All three games leave the same board: the Knight reaches c3 and the Bishop lands on the
    empty e4. XYMYX and SimulChess report the Bishop's failed capture. Zeitgeist has no such
    event: the Bishop's move is simply carried out, since nothing else ends on e4.

    Given the ruleset "<ruleset>"
    And the position "5rk1/pb3ppp/1p6/8/4N3/8/PPP2PPP/5RK1 w - - 0 1"
    When White plays Ne4-c3 and Black plays Bb7xe4
    Then the position is "5rk1/p4ppp/1p6/8/4b3/2N5/PPP2PPP/5RK1 w - - 1 2"
    And the events are
      | event | side  | piece  | square |
      | <e>   | <s>   | <p>    | <q>    |
    And the game goes on

    Examples:
      | ruleset    | e              | s     | p      | q  |
      | xymyx      | failed capture | Black | Bishop | e4 |
      | simulchess | failed capture | Black | Bishop | e4 |
      | zeitgeist  |                |       |        |    |

  @id:zeitgeist-contrast-003 @zeitgeist.2
  Scenario Outline: A Rook runs up the a-file while a Knight jumps onto it
    XYMYX looks only at where the pieces arrive, and they do not meet. In SimulChess the Knight
    landing on a4 stops the Rook there and is destroyed. In Zeitgeist a piece that moves in the
    same turn is no obstacle, so the Rook passes the Knight and reaches a8, as in XYMYX.

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
      | zeitgeist  | R4rk1/1pp2ppp/8/8/n7/8/1PP2PPP/6K1 w - - 1 2   |             |       |      |    |           |       |        |    |

  @id:zeitgeist-contrast-004 @zeitgeist.simultaneity
  Scenario Outline: Two Knights go for each other
    In XYMYX each Knight finds the other's square empty and the two change places, with two
    failed captures. In SimulChess each capture is called off because its Knight's square is
    attacked, and neither moves. In Zeitgeist each Knight ends alone on its square, so both
    moves stand and the Knights change places without any event.

    Given the ruleset "<ruleset>"
    And the position "5rk1/5ppp/p2n4/8/2N5/P7/5PPP/5RK1 w - - 0 1"
    When White plays Nc4xd6 and Black plays Nd6xc4
    Then the position is "<after>"
    And the events are
      | event | side  | piece  | square |
      | <e>   | <s1>  | <p>    | <q1>   |
      | <e>   | <s2>  | <p>    | <q2>   |
    And the game goes on

    Examples:
      | ruleset    | after                                            | e                 | s1    | p      | q1 | s2    | q2 |
      | xymyx      | 5rk1/5ppp/p2N4/8/2n5/P7/5PPP/5RK1 w - - 1 2      | failed capture    | White | Knight | d6 | Black | c4 |
      | simulchess | 5rk1/5ppp/p2n4/8/2N5/P7/5PPP/5RK1 w - - 1 2      | capture cancelled | White | Knight | d6 | Black | c4 |
      | zeitgeist  | 5rk1/5ppp/p2N4/8/2n5/P7/5PPP/5RK1 w - - 1 2      |                   |       |        |    |       |    |
