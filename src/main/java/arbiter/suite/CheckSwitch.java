package arbiter.suite;

import java.util.Arrays;

/** A check a system property turns on: {@code check} for everything, or a comma-separated list of the names it covers. */
final class CheckSwitch {

    private CheckSwitch() {
    }

    /** Whether the property {@code property} turns the check on for {@code name}. */
    static boolean on(String property, String name) {
        String value = System.getProperty(property, "");
        return value.equals("check") || Arrays.asList(value.split(",")).contains(name);
    }
}
