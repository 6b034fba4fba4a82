@simulchess.base-attack
Feature: Base attacks: a fast piece whose own square is attacked
  When the opponent's move of the same turn goes for the square a pawn or a Knight starts from,
  that piece cannot capture: its capture is called off and it stays where it was, where the
  attacking move may take it. A pawn or Knight that was not trying to capture is not held back:
  it leaves its square and lands where it was going. A slow piece is never held back this way.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-baseattack-001 @nothing-to-cite @ruling
  Scenario: The square is attacked only by a move of this turn, not by a piece standing guard
    Text: the text cancels a fast piece's capture "if base is attacked" and gives as its only
    example a Bishop that takes on the Knight's square. It does not say whether a piece that
    merely guards the square before the turn attacks it.

    Ruling: a base is attacked when the opponent's move of this turn ends on it (takes the piece
    there, or goes to the square). Here the Black Knight on e3 stands where the White pawn on f2
    guards it, and the pawn does not move: the Knight's capture of the Queen on d1 stands. The
    Queen is slow and still takes the Rook on d8.

    Alternative: any square guarded before the turn counts as attacked. Then a pawn or Knight
    could hardly ever capture near the enemy's pieces, the fourth worked example would depend on
    where the pawns happen to stand, and the rule would not be a conflict between the two
    submitted moves, which is what the text's resolution order is about.

    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . n . . . 3
      2 P P . . . P P P 2
      1 . . . Q . R K . 1
        a b c d e f g h
      """
    When White plays Qd1xd8 and Black plays Ne3xd1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p p . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P . . . P P P 2
      1 . . . n . R K . 1
        a b c d e f g h
      """
    And the events are
      | event         | side  | piece | square |
      | captured      | White | Queen | d1     |
      | chain capture | Black | Rook  | d8     |
    And the game goes on
    And the turn is decided by simulchess.basic and simulchess.chain-capture

  @id:simulchess-baseattack-002 @ruling
  Scenario: A Knight that is not capturing escapes from the attacked square
    Text: the text says escapes "succeed" when the base is attacked, but not what becomes of the
    attacking move, whose target has left.

    Ruling: the Knight lands on c3 as it would in a quiet turn. The Bishop still travels to e4,
    now empty, and stands there; nothing is taken, which is a failed capture. The Knight on c3
    and the Bishop on e4 are no obstacle to each other.

    Alternative: the attacker could be sent back, or the Knight caught on its way out. The text
    keeps only the capture attempt of the fast piece in question and names escapes as
    succeeding, and the Bishop's own move is legal and unobstructed, so it is carried out.

    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 p b . . . p p p 7
      6 . p . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . N . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    When White plays Ne4-c3 and Black plays Bb7xe4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 p . . . . p p p 7
      6 . p . . . n . . 6
      5 . . . . . . . . 5
      4 . . . . b . . . 4
      3 . . N . . . . . 3
      2 P P P . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And the events are
      | event          | side  | piece  | square |
      | failed capture | Black | Bishop | e4     |
    And the game goes on
    And the turn is decided by simulchess.base-attack and simulchess.basic

  @id:simulchess-baseattack-003 @ruling
  Scenario: Two Knights going for each other both stay where they are
    Text: the text cancels a fast piece's capture when its base is attacked; it does not look at
    two fast pieces attacking each other.

    Ruling: each Knight's move attacks the other's square, so both captures are called off and
    both Knights stay. Nothing is taken; the turn passes with no change on the board.

    Alternative: the first registered capture could stand, or both Knights be taken. The text
    has no order of registration, and its rule reads the same for both pieces, so both are
    cancelled.

    Given the board
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . p p p 7
      6 p . . n . . . . 6
      5 . . . . . . . . 5
      4 . . N . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    When White plays Nc4xd6 and Black plays Nd6xc4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . r k . 8
      7 . . . . . p p p 7
      6 p . . n . . . . 6
      5 . . . . . . . . 5
      4 . . N . . . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And the events are
      | event             | side  | piece  | square |
      | capture cancelled | White | Knight | d6     |
      | capture cancelled | Black | Knight | c4     |
    And the game goes on
    And the turn is decided by simulchess.base-attack and simulchess.resolution-order

  @id:simulchess-baseattack-004
  Scenario: A pawn taking a Bishop that takes the pawn: the Bishop wins
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 p . . . . . . . 6
      5 . . . b . . . . 5
      4 . . . . P . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    When White plays e4xd5 and Black plays Bd5xe4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 p . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . b . . . 4
      3 P . . . . . . . 3
      2 . . . . . P P P 2
      1 . . . . . . K . 1
        a b c d e f g h
      """
    And the events are
      | event             | side  | piece | square |
      | capture cancelled | White | Pawn  | d5     |
      | captured          | White | Pawn  | e4     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.resolution-order and simulchess.basic

  @id:simulchess-baseattack-005 @simulchess.resolution-order
  Scenario: A promoting capture whose square is attacked is cancelled: the pawn never promotes
    The pawn on b7 goes to take the Bishop on c8 and promote, but the Rook's move takes the
    pawn's own square. The capture is cancelled in step 1, so the pawn stays on b7, still a pawn,
    and the Rook takes it there; the Bishop on c8 stays.

    Given the position "2b5/1P3pkp/6p1/8/8/8/1r3PPP/6K1 w - - 0 40"
    When White plays b7xc8=Q and Black plays Rb2xb7
    Then the position is "2b5/1r3pkp/6p1/8/8/8/5PPP/6K1 w - - 0 41"
    And the events are
      | event             | side  | piece | square |
      | capture cancelled | White | Pawn  | c8     |
      | captured          | White | Pawn  | b7     |
    And the game goes on
    And the turn is decided by simulchess.base-attack, simulchess.resolution-order and simulchess.basic
