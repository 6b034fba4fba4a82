package arbiter.rulebook;

/** The names of the editions the rulebook knows, for its title page. */
final class Editions {

    private Editions() {
    }

    static String name(String ruleset) {
        return switch (ruleset) {
            case "xymyx" -> "XYMYX, current edition";
            case "xymyx-classic" -> "XYMYX, classic edition";
            case "simulchess" -> "SimulChess";
            case "zeitgeist" -> "Zeitgeist";
            case "revochess" -> "RevoChess";
            default -> ruleset;
        };
    }

    /** The edition alone: "Current edition"; "" for a ruleset with one edition. */
    static String edition(String ruleset) {
        String name = name(ruleset);
        int comma = name.indexOf(", ");
        return comma < 0 ? "" : Character.toUpperCase(name.charAt(comma + 2)) + name.substring(comma + 3);
    }

    /** The game's name without the edition: "XYMYX". */
    static String game(String ruleset) {
        String name = name(ruleset);
        int comma = name.indexOf(',');
        return comma < 0 ? name : name.substring(0, comma);
    }
}
