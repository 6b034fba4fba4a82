package arbiter.cli;

import arbiter.report.SafeText;
import arbiter.selection.ScenarioList;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code arbiter list}: the rulesets, their clauses with titles and their scenarios, selected as {@code conform} selects them. */
@Command(name = "list", mixinStandardHelpOptions = true, resourceBundle = ArbiterCommand.HELP_TEXTS,
        description = {"List the rulesets, each with its clauses (id, how many scenarios exercise it, title) and its scenarios"
                + " (stable id and name), chosen by the same filters as conform. A filtered list shows only the selected"
                + " scenarios and the clauses they touch.",
                "Exit status: 0 when something was listed; 2 when a filter selects nothing or an option is wrong."},
        footerHeading = "%nExamples:%n")
final class ListCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ArgGroup(validate = false, exclusive = false, heading = ScenarioFilters.HEADING)
    ScenarioFilters filters = new ScenarioFilters();

    @Option(names = "--json", description = "Print the list as JSON: {\"rulesets\": [{\"id\", \"clauses\": [{\"id\", \"title\","
            + " \"scenarios\"}], \"scenarios\": [{\"id\", \"name\", \"clauses\"}]}]}.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        String root = filters.root();
        List<ScenarioList.Ruleset> list = ScenarioList.of(root, filters.rulesets, filters.choose(root).expression());
        String text = json ? new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(Map.of("rulesets", list)) + "\n"
                : ScenarioList.text(list);
        spec.commandLine().getOut().print(SafeText.of(text));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
