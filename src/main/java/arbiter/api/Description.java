package arbiter.api;

import java.util.List;

/**
 * What an implementation says of itself.
 *
 * @param name     a short name, such as {@code "arbiter-reference"}; never null
 * @param version  its version; never null
 * @param language the language it is written in, such as {@code "Java"}; never null
 * @param homepage where to read about it; may be empty, never null
 * @param rulesets the ids of the rulesets it implements, such as {@code ["xymyx"]}; never null
 * @since 0.1
 */
public record Description(String name, String version, String language, String homepage, List<String> rulesets) {

    public Description {
        rulesets = List.copyOf(rulesets);
    }

    /** Whether the implementation declares a ruleset. */
    public boolean supports(String ruleset) {
        return rulesets.contains(ruleset);
    }
}
