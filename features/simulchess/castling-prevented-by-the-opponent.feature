@simulchess.castling
Feature: Castling, and castling prevented by the opponent's move
  Castling needs everything orthodox chess asks: neither King nor Rook has moved, the squares
  between are empty, and the King is not in check and does not pass or land on an attacked
  square. When the opponent's move of the same turn would make it illegal, the castling is not
  carried out.

  Background:
    Given the ruleset "simulchess"

  @id:simulchess-castling-001 @ruling
  Scenario: A Bishop move that attacks the King's crossing square stops the castling
    Text: castling "is rejected" if the opponent's move "would prevent" it, without saying which
    moves prevent it, nor what the rejection costs the castling player.

    Ruling: a move prevents castling when, once played, it would make the castling illegal by
    orthodox rules: it checks the King, attacks or occupies a square the King crosses or lands
    on, or takes the Rook. Here the Bishop's step to c4 attacks f1. The castling alone is called
    off, and reported as prevented: White's King and Rook stay and White keeps the right to
    castle; Black's move is carried out. The turn is not played again, since Black's move has
    been seen. This is why the text's word "rejected" is read here otherwise than for an illegal
    move, which rejects the whole turn (simulchess-basic-001): an illegal move is known from the
    position alone, before the moves are revealed, so submitting again reveals nothing; a
    prevented castling is known only once both moves are revealed.

    Alternative: the whole turn rejected and both players moving again, as for an illegal move.
    White would then choose again knowing Black's move, which the simultaneous rules never
    allow.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . b . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    When White plays O-O and Black plays Bd5-c4
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . b . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    And the events are
      | event              | side  | piece | square |
      | castling prevented | White | King  | g1     |
    And the game goes on
    And the turn is decided by simulchess.castling and simulchess.basic

  @id:simulchess-castling-002
  Scenario: Castling goes ahead when the opponent's move leaves it legal
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . b . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    When White plays O-O and Black plays a7-a6
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 . . . . . p p p 7
      6 p . . . . . . . 6
      5 . . . b . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . . R K . 1
        a b c d e f g h
      """
    And there are no events
    And the game goes on
    And the turn is decided by simulchess.basic and simulchess.castling

  @id:simulchess-castling-003 @ruling
  Scenario: Castling out of check is still illegal
    Text: a King may "remain in" a position where it could be taken, yet castling "follows
    normal chess rules".

    Ruling: the orthodox conditions of castling all stand: a King in check may not castle, nor
    castle through or into an attacked square, although it may stay in check or step into attack
    by an ordinary move. Castling out of check is illegal when submitted, so the turn is
    rejected as any turn with an illegal move.

    Alternative: dropping the check conditions of castling along with the rest of King safety.
    The text singles castling out as following normal rules, and its own castling rule speaks of
    castling being prevented, which only the check conditions make possible.

    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    When White plays O-O and Black plays a7-a6
    Then the turn is rejected because White's move O-O is illegal under simulchess.castling

  @id:simulchess-castling-004
  Scenario: A Rook move that checks the King stops the castling
    Given the board
      """
        a b c d e f g h
      8 . . . r . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    When White plays O-O and Black plays Rd8-e8
    Then the board is
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    And the events are
      | event              | side  | piece | square |
      | castling prevented | White | King  | g1     |
      | check              | White | King  | e1     |
    And the game goes on
    And the turn is decided by simulchess.castling, simulchess.basic and simulchess.king-capture

  @id:simulchess-castling-005
  Scenario: A capture of the castling Rook stops the castling
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . b . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P . . . . P . P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    When White plays O-O and Black plays Bc6xh1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . P . 3
      2 P . . . . P . P 2
      1 . . . . K . . b 1
        a b c d e f g h
      """
    And the events are
      | event              | side  | piece | square |
      | castling prevented | White | King  | g1     |
      | captured           | White | Rook  | h1     |
    And the game goes on
    And the turn is decided by simulchess.castling and simulchess.basic

  @id:simulchess-castling-006 @ruling
  Scenario: A Knight landing on the square the Rook crosses in a long castling stops the castling
    Text: castling is subject to "the conflict resolution rules" and is rejected when the
    opponent's move "would prevent" it. In the long castling the Rook crosses b1, which may be
    attacked but must be empty; the text does not say whether a piece landing there intercepts
    the Rook or prevents the castling.

    Ruling: it prevents the castling, as in simulchess-castling-001: once the Knight stands on
    b1 the castling is no longer legal, so it is called off. White's King and Rook stay, White
    keeps the right to castle, and the Knight lands on b1. This is the one way a castling path
    can be landed on, since a piece that can reach f1, g1, c1 or d1 already attacks that square
    and bars the castling before the turn.

    Alternative: treating the King and the Rook as slow pieces, so that the Rook stops on b1,
    the Knight is destroyed and the King goes to c1: a castling half made, which the text's own
    castling rule, rejecting it, rules out.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 n . . . . . . . 3
      2 P P P . . P P P 2
      1 R . . . K . . . 1
        a b c d e f g h
        castling: Q
      """
    When White plays O-O-O and Black plays Na3-b1
    Then the board is
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P P P . . P P P 2
      1 R n . . K . . . 1
        a b c d e f g h
        castling: Q
      """
    And the events are
      | event              | side  | piece | square |
      | castling prevented | White | King  | c1     |
    And the game goes on
    And the turn is decided by simulchess.castling and simulchess.basic

  @id:simulchess-castling-007
  Scenario: Castling through an attacked square is illegal, and the turn is rejected
    The Bishop already stands on c4 before the turn and attacks f1, the square the King crosses.
    Unlike simulchess-castling-001, where the Bishop only arrives there in the turn, the castling
    is illegal when it is registered, so the whole turn is rejected.

    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . p p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . b . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
        castling: K
      """
    When White plays O-O and Black plays a7-a6
    Then the turn is rejected because White's move O-O is illegal under simulchess.castling

  @id:simulchess-castling-008
  Scenario: A King that has lost its right may not castle: the turn is rejected
    Given the board
      """
        a b c d e f g h
      8 . . . . r . k . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . . . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 . . . . K . . R 1
        a b c d e f g h
      """
    When White plays Ke1-g1 and Black plays a7-a6
    Then the turn is rejected because White's move Ke1-g1 is illegal under simulchess.castling.castling-right

  @id:simulchess-castling-009
  Scenario: A King may castle away from an attacked square but not across it
    Given the board
      """
        a b c d e f g h
      8 . . . . . . k . 8
      7 p . . . . . p p 7
      6 . . . . . . . . 6
      5 . . . . . . . . 5
      4 . . . . . . b . 4
      3 . . . . . . . . 3
      2 P . . . . P P P 2
      1 R . . . K . . R 1
        a b c d e f g h
        castling: KQ
      """
    Then White may play O-O
    And White may not play O-O-O

  @id:simulchess-castling-010 @ruling
  Scenario: Two long castlings that prevent each other are both called off
    Text: a castling is rejected if the opponent's move "would prevent" it; the text does not
    consider two castlings that each prevent the other.

    Ruling: each castling is judged against the other player's move as registered, so both are
    called off. White's Rook would land on d1 and attack d8, a square Black's King crosses, and
    Black's Rook would land on d8 and attack d1, a square White's King crosses. Both Kings and
    Rooks stay, both players keep the right to castle, and the turn counts as one without a
    capture or a pawn move.

    Alternative: both castlings carried out, since a castling called off no longer prevents the
    other; or one of them, by the order of registration. The first argues in a circle the text
    gives no way out of, the second uses an order the text never has. Judging every move against
    the moves as registered is what base attacks and interceptions do too
    (simulchess-baseattack-003, simulchess-interception-005).

    Given the position "r3k3/ppp2ppp/8/8/8/8/PPP2PPP/R3K3 w Qq - 0 20"
    When White plays O-O-O and Black plays O-O-O
    Then the position is "r3k3/ppp2ppp/8/8/8/8/PPP2PPP/R3K3 w Qq - 1 21"
    And the events are
      | event              | side  | piece | square |
      | castling prevented | White | King  | c1     |
      | castling prevented | Black | King  | c8     |
    And the game goes on
    And the turn is decided by simulchess.castling
