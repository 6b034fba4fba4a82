package arbiter.suite;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clause ids of every ruleset, in the rulesets' own order, read from {@code features/clauses.md}
 * (lines of the form {@code - `xymyx.R2` title}), and whether each ruleset keeps a registration
 * order (a line {@code Registration order: none} under the ruleset's heading says it does not).
 */
public final class ClauseCatalogue {

    private static final Pattern ENTRY = Pattern.compile("^- `([a-z-]+)\\.([A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*)`\\s*(.*)$");
    private static final Pattern HEADING = Pattern.compile("^## ([a-z0-9-]+)\\s*$");
    private static final Pattern ORDER = Pattern.compile("^Registration order: (kept|none)\\b.*$");

    private final Map<String, String> titles;
    private final Set<String> withoutOrder;

    private ClauseCatalogue(Map<String, String> titles, Set<String> withoutOrder) {
        this.titles = titles;
        this.withoutOrder = withoutOrder;
    }

    private ClauseCatalogue(Map<String, String> titles) {
        this(titles, Set.of());
    }

    public static ClauseCatalogue parse(String text) {
        Map<String, String> titles = new LinkedHashMap<>();
        Set<String> withoutOrder = new HashSet<>();
        String ruleset = null;
        for (String line : text.split("\\R")) {
            Matcher m = ENTRY.matcher(line.trim());
            Matcher heading = HEADING.matcher(line.trim());
            Matcher order = ORDER.matcher(line.trim());
            if (m.matches()) {
                titles.put(m.group(1) + "." + m.group(2), m.group(3));
            } else if (heading.matches()) {
                ruleset = heading.group(1);
            } else if (order.matches() && ruleset != null && order.group(1).equals("none")) {
                withoutOrder.add(ruleset);
            }
        }
        return new ClauseCatalogue(titles, Set.copyOf(withoutOrder));
    }

    /**
     * Whether who registered first can matter in {@code ruleset}: true unless the catalogue says
     * {@code Registration order: none} under its heading (SimulChess, Zeitgeist and RevoChess, whose
     * moves count as made at the same instant or whose players take turns). A turn of a ruleset that
     * keeps no order is asked without a first player; a ruleset the catalogue does not know keeps one.
     */
    public boolean keepsRegistrationOrder(String ruleset) {
        return !withoutOrder.contains(ruleset);
    }

    /** The catalogue beside a features directory, or bundled in the jar for {@code classpath:features}. */
    public static ClauseCatalogue forFeatures(String features) {
        try {
            if (features.startsWith("classpath:")) {
                String resource = features.substring("classpath:".length()).replaceAll("/$", "") + "/clauses.md";
                try (InputStream in = ClauseCatalogue.class.getClassLoader().getResourceAsStream(resource)) {
                    return in == null ? new ClauseCatalogue(Map.of()) : parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
            Path dir = Path.of(features);
            Path file = (Files.isDirectory(dir) ? dir : dir.getParent()).resolve("clauses.md");
            for (Path p = file.getParent(); p != null && !Files.exists(file); p = p.getParent()) {
                file = p.resolve("clauses.md");
            }
            return Files.exists(file) ? parse(UserFile.read(file, "clause catalogue", FeatureFiles.LIMIT)) : new ClauseCatalogue(Map.of());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the clause catalogue: " + e.getMessage(), e);
        }
    }

    private static final Map<String, ClauseCatalogue> BESIDE_FEATURES = new ConcurrentHashMap<>();

    /**
     * The catalogue that governs one feature file: the nearest {@code clauses.md} in its folder or
     * above (in the jar's {@code features} for a bundled one), read once per folder.
     */
    public static ClauseCatalogue forFeatureFile(URI feature) {
        String folder;
        if ("classpath".equals(feature.getScheme())) {
            String path = feature.getSchemeSpecificPart().replaceFirst("^/+", "");
            folder = "classpath:" + (path.contains("/") ? path.substring(0, path.indexOf('/')) : path);
        } else if ("file".equals(feature.getScheme())) {
            folder = Path.of(feature).getParent().toString();
        } else {
            return new ClauseCatalogue(Map.of());
        }
        return BESIDE_FEATURES.computeIfAbsent(folder, ClauseCatalogue::forFeatures);
    }

    /** All clause ids, in catalogue order. */
    public List<String> ids() {
        return new ArrayList<>(titles.keySet());
    }

    /** The rulesets that have clauses, in catalogue order. */
    public List<String> rulesets() {
        return titles.keySet().stream().map(id -> id.substring(0, id.indexOf('.'))).distinct().toList();
    }

    /** The clause ids of one ruleset, in order. */
    public List<String> idsOf(String ruleset) {
        return ids().stream().filter(id -> id.startsWith(ruleset + ".")).toList();
    }

    public String title(String id) {
        return titles.getOrDefault(id, "");
    }

    public boolean contains(String id) {
        return titles.containsKey(id);
    }

    /** The catalogue id a tag belongs to: itself, or the id it refines ({@code xymyx.R2.equal}). */
    public String clauseOf(String tag) {
        for (String candidate = tag; ; candidate = candidate.substring(0, candidate.lastIndexOf('.'))) {
            if (titles.containsKey(candidate)) {
                return candidate;
            }
            if (candidate.indexOf('.') == candidate.lastIndexOf('.')) {
                return null;
            }
        }
    }
}
