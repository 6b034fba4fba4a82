package arbiter.perft;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class WithoutCountersTest {

    @Test
    void theHalfmoveAndFullmoveFieldsGoAndTheStateBeyondTheBoardStays() {
        assertThat(JointPerft.withoutCounters("4k3/8/8/8/8/8/8/4K3 w - - 12 40")).isEqualTo("4k3/8/8/8/8/8/8/4K3 w - -");
        assertThat(JointPerft.withoutCounters("4k3/8/8/8/8/8/8/R3K3 w Q - 0 3 frozen=a1 checks=w1"))
                .isEqualTo("4k3/8/8/8/8/8/8/R3K3 w Q - frozen=a1 checks=w1");
    }

    @Test
    void aShorterTextKeepsWhatItHasBeforeTheCounters() {
        assertThat(JointPerft.withoutCounters("4k3/8/8/8/8/8/8/4K3 w - - 7")).isEqualTo("4k3/8/8/8/8/8/8/4K3 w - -");
        assertThat(JointPerft.withoutCounters("4k3/8/8/8/8/8/8/4K3 w")).isEqualTo("4k3/8/8/8/8/8/8/4K3 w");
    }
}
