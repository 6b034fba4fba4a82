package arbiter.rulebook.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arbiter.rulebook.spec.Precedents.Precedent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The scenarios that cover a settled turn, found by the clauses the reference traced. */
class PrecedentsTest {

    @TempDir
    Path root;

    private Precedents spec() throws Exception {
        Files.createDirectories(root.resolve("x"));
        Files.createDirectories(root.resolve("y"));
        Files.writeString(root.resolve("x/r2.feature"), """
                @x.R2
                Feature: Collisions
                  Background:
                    Given the ruleset "x"

                  @id:x-r2-001
                  Scenario: Plain collision
                    Given the start position

                  @id:x-r2-007 @x.R1
                  Scenario: Collision with the order
                    Given the start position

                  @id:x-r2-002 @ruling
                  Scenario: A gap of the text
                    Given the start position
                """);
        Files.writeString(root.resolve("x/r1.feature"), """
                @x.R1
                Feature: Simultaneity
                  @id:x-r1-001
                  Scenario: Both moves
                    Given the start position
                """);
        Files.writeString(root.resolve("y/r2.feature"), """
                @y.R2
                Feature: Elsewhere
                  @id:x-r2-009
                  Scenario: Another game's scenario with the stem
                    Given the start position
                """);
        return Precedents.read(root);
    }

    @Test
    void theSameClauseSetComesFirstAndScenariosOfOtherClausesOrRulesetsNot() throws Exception {
        List<Precedent> found = spec().closest("x", List.of("x.R2"));
        assertThat(found).extracting(Precedent::id).containsExactly("x-r2-001", "x-r2-002", "x-r2-007");
        assertThat(found.get(2).clauses()).containsExactly("x.R2", "x.R1");
    }

    @Test
    void decisiveClausesRankBeforeTheWholeTrace() throws Exception {
        Precedents spec = spec();
        assertThat(spec.closest("x", List.of("x.R1", "x.R2"))).extracting(Precedent::id)
                .containsExactly("x-r2-007", "x-r1-001", "x-r2-001", "x-r2-002");
        assertThat(spec.closest("x", List.of("x.R2"), List.of("x.R1", "x.R2"))).extracting(Precedent::id)
                .containsExactly("x-r2-001", "x-r2-002", "x-r2-007");
    }

    @Test
    void rulingsAndExamplesAreApartWithTheirAnchorsInTheRulebook() throws Exception {
        Precedents spec = spec();
        assertThat(spec.rulings("x", List.of("x.R2"))).extracting(Precedent::id, Precedent::anchor)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("x-r2-002", "rulebook-x.html#ruling-x-r2-002"));
        assertThat(spec.examples("x", List.of("x.R2"), 1)).extracting(Precedent::anchor)
                .containsExactly("rulebook-x.html#example-x-r2-001");
    }

    @Test
    void oneRulesetsFolderAloneGivesTheSameAnswersForIt() throws Exception {
        spec();
        Precedents alone = Precedents.read(root, "x");
        assertThat(alone.closest("x", List.of("x.R2"))).isEqualTo(spec().closest("x", List.of("x.R2")));
        assertThat(alone.closest("x", List.of("x.R2")).get(0).file()).isEqualTo("x/r2.feature");
        assertThat(Precedents.read(root, "nowhere").closest("nowhere", List.of("x.R2"))).isEmpty();
    }

    @Test
    void theNextIdFollowsTheHighestOfItsStemInAnyFolder() throws Exception {
        Precedents spec = spec();
        Precedent closest = spec.closest("x", List.of("x.R2")).get(0);
        assertThat(spec.nextId("x", closest)).isEqualTo("x-r2-010");
        assertThat(spec.nextId("x", spec.closest("x", List.of("x.R1")).get(0))).isEqualTo("x-r1-002");
        assertThat(spec.nextId("z", null)).isEqualTo("z-resolved-001");
    }

    @Test
    void theIndexThePageReadsGivesTheSameAnswersAsTheFeatureFiles() throws Exception {
        spec();
        Precedents files = Precedents.read(root, "x");
        Precedents index = Precedents.parse("x", files.index("x"));
        for (List<String> trace : List.of(List.of("x.R2"), List.of("x.R1"), List.of("x.R1", "x.R2"))) {
            assertThat(index.closest("x", trace)).isEqualTo(files.closest("x", trace)).isNotEmpty();
            Precedent home = files.closest("x", trace).get(0);
            assertThat(index.nextId("x", home)).isEqualTo(files.nextId("x", home));
        }
        assertThat(index.nextId("x", null)).isEqualTo(files.nextId("x", null));
    }

    @Test
    void anIndexThatIsNotOneIsRefusedSayingWhere() {
        assertThatThrownBy(() -> Precedents.parse("x", "P\tx-1\t0\tf\tx.R1\tT\n"))
                .hasMessageStartingWith("not an index of precedents");
        assertThatThrownBy(() -> Precedents.parse("x", "# arbiter precedents 1\nQ\tx\n"))
                .hasMessage("index of precedents, line 2: not a P or I line");
    }
}
