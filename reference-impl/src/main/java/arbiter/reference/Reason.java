package arbiter.reference;

/**
 * How a move breaks a rule, in a word of the reason vocabulary (docs/scenario-language.md lists it)
 * and in a sentence. A refusal names it as a finer id of the clause that refuses the move: a path
 * blocked under {@code xymyx.RA4} is refused under {@code xymyx.RA4.blocked}.
 *
 * @param code  the word, such as {@code blocked}
 * @param words the sentence, such as "the White Knight on b1 stands between a1 and c1"
 */
public record Reason(String code, String words) {

    /** The square holds none of the player's pieces. */
    public static Reason noPiece(String square, String player) {
        return new Reason("no-piece", square + " holds no " + player + " piece");
    }

    /** A King's two-square step that is no castling: no right, no Rook in place, or a square between them taken. */
    public static Reason castlingRight() {
        return new Reason("castling-right", "castling needs its right, its Rook in place and empty squares between King and Rook");
    }

    /** The refusal of the move under {@code clause} for this reason. */
    public Refusal under(String clause) {
        return new Refusal(clause + "." + code, words);
    }
}
