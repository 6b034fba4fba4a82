package arbiter.api;

import java.util.List;
import java.util.Objects;

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

    /** @throws NullPointerException when a field the contract says is never null is null, naming it */
    public Description {
        Objects.requireNonNull(name, "an implementation's name is never null");
        Objects.requireNonNull(version, "an implementation's version is never null");
        Objects.requireNonNull(language, "an implementation's language is never null");
        Objects.requireNonNull(homepage, "an implementation's homepage is never null (it may be empty)");
        Objects.requireNonNull(rulesets, "an implementation's list of rulesets is never null");
        rulesets = List.copyOf(rulesets);
    }

    /** Whether the implementation declares a ruleset. */
    public boolean supports(String ruleset) {
        return rulesets.contains(ruleset);
    }
}
