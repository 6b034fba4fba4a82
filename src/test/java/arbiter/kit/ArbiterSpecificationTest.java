package arbiter.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * How the kit finds the implementation under test. Here the class path registers the reference and
 * the suite's fixtures, several implementations: the kit asks which, unless the property names one.
 */
class ArbiterSpecificationTest {

    @Test
    void withSeveralRegisteredAndNoneNamedItSaysWhichAndHowToChoose() {
        String before = System.clearProperty(ArbiterSpecification.IMPLEMENTATION);
        try {
            assertThatThrownBy(ArbiterSpecification::underTest).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("implementations are registered (").hasMessageContaining("fixture-forgets-freezing")
                    .hasMessageContaining("-Darbiter.implementation=NAME").hasMessageNotContaining("arbiter-reference,");
        } finally {
            restore(before);
        }
    }

    @Test
    void thePropertyNamesTheImplementation() {
        String before = System.setProperty(ArbiterSpecification.IMPLEMENTATION, " fixture-forgets-freezing ");
        try {
            assertThat(ArbiterSpecification.underTest().describe().name()).isEqualTo("fixture-forgets-freezing");
        } finally {
            restore(before);
        }
    }

    private static void restore(String before) {
        if (before == null) {
            System.clearProperty(ArbiterSpecification.IMPLEMENTATION);
        } else {
            System.setProperty(ArbiterSpecification.IMPLEMENTATION, before);
        }
    }
}
