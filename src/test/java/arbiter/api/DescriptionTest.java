package arbiter.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DescriptionTest {

    @Test
    void whatTheContractSaysIsNeverNullIsRefusedByName() {
        assertThatThrownBy(() -> new Description("x", null, "Java", "", List.of("xymyx")))
                .isInstanceOf(NullPointerException.class).hasMessage("an implementation's version is never null");
        assertThatThrownBy(() -> new Description(null, "1", "Java", "", List.of()))
                .hasMessage("an implementation's name is never null");
        assertThatThrownBy(() -> new Description("x", "1", "Java", null, List.of()))
                .hasMessage("an implementation's homepage is never null (it may be empty)");
    }

    @Test
    void itsRulesetsAreACopy() {
        List<String> rulesets = new ArrayList<>(List.of("xymyx"));
        Description d = new Description("x", "1", "Java", "", rulesets);
        rulesets.add("zeitgeist");
        assertThat(d.supports("xymyx")).isTrue();
        assertThat(d.supports("zeitgeist")).isFalse();
    }
}
