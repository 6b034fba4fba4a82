package arbiter;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The boundaries of the design: who may know whom. */
class ArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("arbiter");

    @Test
    void theAdapterInterfaceDependsOnNothingButTheJdk() {
        classes().that().resideInAPackage("arbiter.api..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("arbiter.api..", "java..")
                .check(MAIN);
    }

    @Test
    void theBoardModelDependsOnNothingButTheJdk() {
        classes().that().resideInAPackage("arbiter.board..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("arbiter.board..", "java..")
                .check(MAIN);
    }

    @Test
    void theReferenceKnowsOnlyTheAdapterInterfaceAndTheBoardModel() {
        classes().that().resideInAPackage("arbiter.reference..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("arbiter.reference..", "arbiter.api..", "arbiter.board..", "java..")
                .check(MAIN);
    }

    @Test
    void eachGameOfTheReferenceKnowsNoOtherGame() {
        slices().matching("arbiter.reference.(*)..").should().notDependOnEachOther().check(MAIN);
    }

    @Test
    void theSharedPartOfTheReferenceReachesAGameOnlyThroughTheRegistry() {
        noClasses().that().resideInAPackage("arbiter.reference")
                .and().doNotHaveFullyQualifiedName("arbiter.reference.Rulesets")
                .should().dependOnClassesThat().resideInAPackage("arbiter.reference.*..")
                .check(MAIN);
    }

    @Test
    void theSuiteNeverReachesIntoTheReference() {
        noClasses().that().resideInAnyPackage("arbiter.suite..", "arbiter.cli..")
                .should().dependOnClassesThat().resideInAPackage("arbiter.reference..")
                .check(MAIN);
    }

    @Test
    void aGameDescriptorKnowsOnlyTheAdapterInterfaceTheBoardAndTheGameContract() {
        classes().that().resideInAPackage("arbiter.game..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("arbiter.game..", "arbiter.api..", "arbiter.board..", "java..")
                .check(MAIN);
    }

    @Test
    void eachGameDescriptorKnowsNoOtherGame() {
        slices().matching("arbiter.game.(*)..").should().notDependOnEachOther().check(MAIN);
    }

    @Test
    void nothingReachesIntoAGamesPackageButItsOwnLayerAndTheRegistries() {
        noClasses().that().resideOutsideOfPackages("arbiter.game.*..", "arbiter.reference..", "arbiter.rulebook.*..")
                .should().dependOnClassesThat().resideInAnyPackage("arbiter.game.*..", "arbiter.reference.*..", "arbiter.rulebook.*..")
                .check(MAIN);
        noClasses().that().resideInAPackage("arbiter.game")
                .should().dependOnClassesThat().resideInAPackage("arbiter.game.*..")
                .check(MAIN);
    }
}
