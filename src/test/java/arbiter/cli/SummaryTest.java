package arbiter.cli;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.api.Description;
import arbiter.report.RunTallies;
import arbiter.suite.ClauseCatalogue;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The summary's first line says who was tested, in words: no empty brackets for a language not given. */
class SummaryTest {

    private static String firstLine(String language) {
        Description d = new Description("terse", "1.2", language, "", List.of("xymyx"));
        return Summary.text(d, null, List.of(), new RunTallies(ClauseCatalogue.parse(""))).lines().findFirst().orElseThrow();
    }

    @Test
    void theLanguageIsShownWhenGivenAndLeftOutWhenNot() {
        assertThat(firstLine("Rust")).isEqualTo("Arbiter conformance: terse 1.2 (Rust)");
        assertThat(firstLine("")).isEqualTo("Arbiter conformance: terse 1.2");
    }
}
