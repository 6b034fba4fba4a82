package arbiter.report;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class BadgeFileNameTest {

    @Test
    void aRulesetIdIsItsOwnName() {
        assertThat(Badges.fileName("xymyx-classic")).isEqualTo("badge-xymyx-classic.json");
    }

    @Test
    void aRulesetNameNeverLeavesTheFolderNorBreaksTheName() {
        assertThat(Badges.fileName("a/b")).isEqualTo("badge-a_b.json");
        assertThat(Badges.fileName("../x")).isEqualTo("badge-.._x.json");
        assertThat(Badges.fileName("é\u0000:*")).isEqualTo("badge-____.json");
        assertThat(Badges.fileName("")).isEqualTo("badge-.json");
    }
}
