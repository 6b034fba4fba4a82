package arbiter.reference.simulchess;

import arbiter.board.Square;

/**
 * What becomes of one journey as the steps decide it: where it stops, whether it stayed home
 * (its capture cancelled, its castling prevented, or two Kings met), and whether its piece left
 * the board before the execution step (destroyed in an interception, or lost in a collision).
 */
final class Leg {

    final Journey journey;
    Square stop;
    boolean stayed;
    boolean removed;

    Leg(Journey journey) {
        this.journey = journey;
        this.stop = journey.to();
    }

    /** Whether the piece left its starting square and is still on the board. */
    boolean lands() {
        return !stayed && !removed;
    }

    /** Keeps the piece on its starting square. */
    void stayHome() {
        stayed = true;
        stop = journey.from();
    }

    /** Whether the piece reached the square it was going to. */
    boolean arrived() {
        return lands() && stop.equals(journey.to());
    }
}
