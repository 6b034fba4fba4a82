package arbiter.game;

/** What the players do in one turn of a game: who moves, how many moves, and whether who registered first is kept. */
public enum TurnShape {

    /** One move each; who registered first is kept and may decide (XYMYX's two editions). */
    ONE_EACH_IN_ORDER("a legal move of each player, played once with each player registered first"),
    /** One move each, carried out at the same instant; no registration order. */
    ONE_EACH_AT_ONCE("a legal move of each player, played at the same instant"),
    /** One move each at the same instant, or now and then one player's move alone. */
    ONE_EACH_OR_ONE_ALONE("a legal move of each player, played at the same instant"),
    /** One move of the player whose turn it is, as in orthodox chess. */
    ONE_OF_THE_MOVER("a legal move of the player to move"),
    /** Two moves of the player whose turn it is, the second on the board the first left. */
    TWO_OF_THE_MOVER("a turn of two moves of the player to move, the second on the board the first left");

    private final String jointTurn;

    TurnShape(String jointTurn) {
        this.jointTurn = jointTurn;
    }

    /** One joint turn of perft, in words, for help texts and reports. */
    public String jointTurn() {
        return jointTurn;
    }

    /** Whether both players move in a turn (as opposed to the player whose turn it is). */
    public boolean bothMove() {
        return this != ONE_OF_THE_MOVER && this != TWO_OF_THE_MOVER;
    }

    /** Whether who registered first is part of a turn. */
    public boolean keepsOrder() {
        return this == ONE_EACH_IN_ORDER;
    }

    /** How many moves the player to move plays in a turn; 1 where both move. */
    public int moverMoves() {
        return this == TWO_OF_THE_MOVER ? 2 : 1;
    }
}
