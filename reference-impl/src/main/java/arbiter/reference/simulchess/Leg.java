package arbiter.reference.simulchess;

import arbiter.board.Square;

/** What becomes of one journey as the steps decide it: where it stops, and whether it is still on the board. */
final class Leg {

    final Journey journey;
    Square stop;
    boolean cancelled;
    boolean removed;

    Leg(Journey journey) {
        this.journey = journey;
        this.stop = journey.to();
    }

    /** Whether the piece left its starting square. */
    boolean moved() {
        return !cancelled && !stop.equals(journey.from());
    }
}
