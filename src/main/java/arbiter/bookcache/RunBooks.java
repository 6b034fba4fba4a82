package arbiter.bookcache;

import arbiter.desk.DeskFiles;
import arbiter.rulebook.Anchors;
import arbiter.rulebook.Book;
import arbiter.rulebook.BookBuilder;
import arbiter.rulebook.FeaturesFolder;
import arbiter.rulebook.RulebookRefusedException;
import arbiter.rulebook.files.RulebookFiles;
import arbiter.suite.RulesetOrder;
import arbiter.suite.ScenarioResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rulebooks a {@code conform} run writes beside its report, so that the report's links to
 * them work: the book of every ruleset the run's scenarios belong to, cite a clause of, or contrast
 * with. A book is made from the specification and the reference, whatever implementation was tested, so a book built
 * once is reused ({@link RulebookCache}).
 */
public final class RunBooks {

    private RunBooks() {
    }

    /** The formats to write: those asked for, else HTML for a run of whole rulesets and none for a filtered one. */
    public static List<String> formats(boolean none, List<String> asked, boolean filtered) {
        if (none) {
            return List.of();
        }
        if (asked != null && !asked.isEmpty()) {
            return RulebookFiles.formats(asked);
        }
        return filtered ? List.of() : List.of("html");
    }

    /** The rulesets the report links to, among those with features. */
    static Set<String> linked(Iterable<ScenarioResult> results, List<String> available) {
        Set<String> out = new TreeSet<>(RulesetOrder.CATALOGUE);
        for (ScenarioResult r : results) {
            out.add(r.ruleset());
            if (r.id() != null && r.id().contains("-contrast-")) {
                out.add(r.id().substring(0, r.id().indexOf("-contrast-")));
            }
            for (String tag : r.tags()) {
                if (tag.startsWith("@") && !tag.contains(":") && tag.indexOf('.') > 1) {
                    out.add(tag.substring(1, tag.indexOf('.')));
                }
            }
        }
        out.retainAll(available);
        return out;
    }

    /**
     * Writes the books and says so in a line; a book the specification cannot make (a scenario that
     * fails against the reference) is not written, and the line says why. A book kept in {@code cache} from
     * an earlier run of the same specification is reused; one that is not is built and kept there.
     *
     * @param reference the reference's results of every scenario under {@code root}, or null to run them
     * @param cache     where built books are kept, or null to build them afresh and keep none
     */
    public static String write(String root, Path dir, Iterable<ScenarioResult> results, List<String> formats, List<ScenarioResult> reference,
            RulebookCache cache) {
        long start = System.nanoTime();
        List<String> rulesets;
        boolean built;
        try {
            Path features = FeaturesFolder.resolve(root);
            rulesets = new ArrayList<>(linked(results, FeaturesFolder.rulesets(features)));
            if (rulesets.isEmpty()) {
                return "rulebook: none (the run touched no ruleset with features)";
            }
            Path kept = kept(cache, features);
            List<String> missing = kept == null ? rulesets
                    : rulesets.stream().filter(r -> formats.stream().anyMatch(f -> !Files.isRegularFile(kept.resolve(Anchors.bookFile(r, f))))).toList();
            built = !missing.isEmpty();
            if (built) {
                build(features, missing, formats, reference, kept == null ? dir : cache.scratch(), kept);
            }
            if (kept != null) {
                for (String r : rulesets) {
                    for (String f : formats) {
                        RulebookCache.place(kept.resolve(Anchors.bookFile(r, f)), dir);
                    }
                }
            }
            if (formats.contains("html")) {
                DeskFiles.write(dir, root);
            }
        } catch (RulebookRefusedException e) {
            return "rulebook: not written, so the report does not link to it: " + e.getMessage();
        } catch (IOException | RuntimeException e) {
            return "rulebook: could not be written, so the report does not link to it: " + e.getMessage();
        }
        return String.format(Locale.ROOT, "rulebook: %s (%s) beside the report, in %.1f s%s", String.join(", ", rulesets),
                String.join(", ", formats), (System.nanoTime() - start) / 1e9,
                built ? "" : " (as built before from the same specification, kept in " + cache.root() + ")");
    }

    /** The cache's folder for the books of {@code features}, or null (build afresh) when there is no cache or it cannot be made. */
    private static Path kept(RulebookCache cache, Path features) {
        try {
            return cache == null ? null : cache.folderFor(features);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Builds the books of {@code rulesets} into {@code into}; with {@code kept}, moves them from there into the cache. */
    private static void build(Path features, List<String> rulesets, List<String> formats, List<ScenarioResult> reference, Path into,
            Path kept) throws IOException {
        try {
            BookBuilder builder = new BookBuilder();
            List<Book> books = reference == null ? builder.build(features, rulesets) : builder.build(features, rulesets, reference);
            for (Book book : books) {
                for (Path file : RulebookFiles.write(book, into, formats)) {
                    if (kept != null) {
                        RulebookCache.keep(file, kept);
                    }
                }
            }
        } finally {
            if (kept != null) {
                RulebookCache.deleteQuietly(into);
            }
        }
    }
}
