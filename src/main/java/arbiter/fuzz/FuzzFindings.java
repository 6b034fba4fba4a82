package arbiter.fuzz;

import arbiter.report.FileWriting;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The out folder of {@code arbiter fuzz}: {@code findings.json} (what was run, the counts per
 * ruleset, every finding with its scenario) and one {@code fuzz-<ruleset>.feature} per ruleset
 * with findings. Runs on several machines merge into one folder, each finding once by its cause.
 *
 * @param expected   the implementation taken as right, as "name version"
 * @param other      the implementation compared with it
 * @param reference  whether the one taken as right is the reference
 * @param runs       each run merged in: its seed, shard and turns
 * @param turns      turns compared in all
 * @param rulesets   the counts per ruleset
 * @param findings   the distinct findings
 */
record FuzzFindings(String expected, String other, boolean reference, List<Run> runs, long turns, List<Tally> rulesets,
        List<Entry> findings) {

    /** One run: the seed, which shard of how many, and the turns it compared. */
    record Run(long seed, int shard, int shards, long turns) {

        @Override
        public String toString() {
            return "seed " + seed + ", shard " + shard + "/" + shards;
        }
    }

    /** One ruleset's counts; {@code findings} counts distinct findings of this run (merging counts them again). */
    record Tally(String ruleset, long turns, long differing, long findings, long unsupported, long errors, double seconds) {
    }

    /**
     * One finding: its short hash, its cause (what makes two findings one: the kind of difference), its first shrunk turn, the
     * seed and case it was met in, both answers as compared, its scenario (null when none could be written), and every
     * variant of the cause met, each with its own shrunk turn (the first one included).
     */
    record Entry(String hash, String cause, String ruleset, String position, List<String> white, List<String> black, String first,
            long seed, long caseNumber, String expectedAnswer, String otherAnswer, String scenario, List<Variant> variants) {

        Entry {
            variants = variants == null ? List.of() : List.copyOf(variants);
        }
    }

    /** A variant of a finding's cause (what the answers disagree on in full, squares left out) and its shrunk turn. */
    record Variant(String variant, String position, List<String> white, List<String> black, String first, long seed, long caseNumber,
            String expectedAnswer, String otherAnswer) {
    }

    static final String FILE = "findings.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    /**
     * Writes findings.json and a feature file per ruleset with a scenario; returns the feature files' names. What cannot be
     * written is said with the folder, the file and the reason.
     */
    List<String> write(Path dir) throws IOException {
        try {
            return written(dir);
        } catch (IOException e) {
            throw new IOException("cannot write the findings into " + dir + ": " + FileWriting.describe(e, dir)
                    + "; the same --seed, --shard and --turns meet them again", e);
        }
    }

    private List<String> written(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(FILE), JSON.writeValueAsString(this) + "\n", StandardCharsets.UTF_8);
        Map<String, List<String>> byRuleset = new LinkedHashMap<>();
        rulesets.forEach(t -> byRuleset.put(t.ruleset(), new ArrayList<>()));
        for (Entry e : findings) {
            if (e.scenario() != null) {
                byRuleset.computeIfAbsent(e.ruleset(), r -> new ArrayList<>()).add(e.scenario());
            }
        }
        List<String> written = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : byRuleset.entrySet()) {
            if (!e.getValue().isEmpty()) {
                String name = "fuzz-" + e.getKey() + ".feature";
                Files.writeString(dir.resolve(name), FindingScenarios.feature(e.getKey(), caption(), e.getValue()), StandardCharsets.UTF_8);
                written.add(name);
            }
        }
        return written;
    }

    /** What the feature files say about where their scenarios come from. */
    String caption() {
        return "Findings of arbiter fuzz (" + String.join("; ", runs.stream().map(Run::toString).toList()) + "): " + other + " answered otherwise than " + expected + ".\n"
                + "Each scenario expects " + expected + "'s answer"
                + (reference ? "." : ": the first implementation named, not the reference, is taken as right.");
    }

    /** Reads the findings.json of a folder, saying which when it cannot. */
    static FuzzFindings read(Path dir) {
        Path file = dir.resolve(FILE);
        try {
            return JSON.readValue(Files.readString(file, StandardCharsets.UTF_8), FuzzFindings.class);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException("--merge: cannot read " + file + ": " + FindingScenarios.line(e.getMessage()).lines()
                    .findFirst().orElse(""));
        }
    }

    /** {@code kept} with the variants of {@code more} it lacks. */
    private static Entry withVariantsOf(Entry kept, Entry more) {
        Map<String, Variant> variants = new LinkedHashMap<>();
        kept.variants().forEach(v -> variants.putIfAbsent(v.variant(), v));
        more.variants().forEach(v -> variants.putIfAbsent(v.variant(), v));
        return new Entry(kept.hash(), kept.cause(), kept.ruleset(), kept.position(), kept.white(), kept.black(), kept.first(),
                kept.seed(), kept.caseNumber(), kept.expectedAnswer(), kept.otherAnswer(), kept.scenario(), List.copyOf(variants.values()));
    }

    /** The runs merged: counts added per ruleset, each finding once by its cause, the first met kept with every variant of all. */
    static FuzzFindings merge(List<FuzzFindings> all) {
        Map<String, Tally> tallies = new LinkedHashMap<>();
        Map<String, Entry> entries = new TreeMap<>();
        List<Run> runs = new ArrayList<>();
        long turns = 0;
        for (FuzzFindings f : all) {
            runs.addAll(f.runs());
            turns += f.turns();
            f.rulesets().forEach(t -> tallies.merge(t.ruleset(), t, (a, b) -> new Tally(a.ruleset(), a.turns() + b.turns(),
                    a.differing() + b.differing(), 0, a.unsupported() + b.unsupported(), a.errors() + b.errors(), a.seconds() + b.seconds())));
            f.findings().forEach(e -> entries.merge(e.cause(), e, FuzzFindings::withVariantsOf));
        }
        List<Tally> counted = tallies.values().stream().map(t -> new Tally(t.ruleset(), t.turns(), t.differing(),
                entries.values().stream().filter(e -> e.ruleset().equals(t.ruleset())).count(), t.unsupported(), t.errors(),
                t.seconds())).toList();
        FuzzFindings first = all.get(0);
        return new FuzzFindings(first.expected(), first.other(), first.reference(), runs, turns, counted, List.copyOf(entries.values()));
    }
}
