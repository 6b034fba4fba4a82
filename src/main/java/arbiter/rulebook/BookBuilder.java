package arbiter.rulebook;

import arbiter.api.Implementation;
import arbiter.board.Fen;
import arbiter.report.SuiteVersion;
import arbiter.rulebook.spec.Paragraphs;
import arbiter.rulebook.spec.Refusal;
import arbiter.rulebook.spec.SourceNotes;
import arbiter.rulebook.spec.Spec;
import arbiter.rulebook.spec.SpecFeature;
import arbiter.rulebook.spec.SpecReader;
import arbiter.rulebook.spec.SpecScenario;
import arbiter.suite.ClauseCatalogue;
import arbiter.suite.ScenarioResult;
import arbiter.suite.SuiteRun;
import arbiter.suite.Target;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Builds rulebooks from a features folder: parses the feature files with the Gherkin parser, runs
 * every scenario against the reference through the adapter interface, refuses a book any of whose
 * scenarios did not pass ({@link RulebookRefusedException}), and replays each example through the
 * reference to draw it and say what happened.
 */
public final class BookBuilder {

    /**
     * The clause, in any ruleset, of the sample game its text plays through (xymyx-classic.GAME); its longest game is the book's.
     * A game written in its text's own notation has a notation clause instead ({@link NotationChapter#CLAUSE}), whose longest
     * game is shown in the notation chapter.
     */
    static final String SAMPLE_GAME_CLAUSE = ".GAME";

    private final Implementation reference;

    /** A builder that runs against the built-in reference. */
    public BookBuilder() {
        this(Target.find(Target.REFERENCE));
    }

    /** A builder that runs against {@code reference} (the book's examples are what it answers). */
    public BookBuilder(Implementation reference) {
        this.reference = reference;
    }

    /**
     * The books of {@code rulesets}, in that order, from the features under {@code root}.
     *
     * @throws RulebookRefusedException when a scenario a book would print did not pass
     */
    public List<Book> build(Path root, List<String> rulesets) {
        return build(root, rulesets, SuiteRun.run(root.toString(), null, reference));
    }

    /**
     * As {@link #build(Path, List)}, with the reference's results of every scenario under {@code root} already at hand
     * (a run of the whole specification against the reference need not run it twice).
     *
     * @throws RulebookRefusedException when a scenario a book would print did not pass
     */
    public List<Book> build(Path root, List<String> rulesets, List<ScenarioResult> results) {
        Spec spec = new Spec(SpecReader.read(root), ClauseCatalogue.forFeatures(root.toString()), results);
        for (String ruleset : rulesets) {
            Refusal.check(ruleset, spec);
        }
        Replay replay = new Replay(reference);
        String version = SuiteVersion.version();
        String commit = SuiteVersion.commit(root);
        return rulesets.stream().map(r -> book(r, spec, replay, version, commit, SourceNotes.read(root, r))).toList();
    }

    private Book book(String ruleset, Spec spec, Replay replay, String version, String commit, List<SourceNote> notes) {
        List<BookClause> clauses = new ArrayList<>();
        int number = 0;
        for (String clause : spec.catalogue().idsOf(ruleset)) {
            SpecFeature feature = spec.featureOf(ruleset, clause);
            List<Example> examples = new ArrayList<>();
            List<PerftRow> perft = new ArrayList<>();
            if (feature != null) {
                for (SpecScenario s : feature.scenarios()) {
                    if (PerftRow.expectsPerft(s)) {
                        perft.addAll(PerftRow.of(s));
                    } else if (!s.contrast()) {
                        examples.add(example(++number, s, replay, spec));
                    }
                }
            }
            clauses.add(new BookClause(clause, spec.catalogue().title(clause), feature == null ? clause : feature.name(),
                    feature == null ? List.of() : Paragraphs.of(feature.description()),
                    feature == null ? "" : feature.file(), examples, perft));
        }
        List<Ruling> rulings = new ArrayList<>();
        Example game = null;
        for (BookClause c : clauses) {
            for (Example e : c.examples()) {
                if (e.ruling()) {
                    List<String> all = Paragraphs.of(spec.scenario(e.id()).description());
                    rulings.add(new Ruling(e, Paragraphs.labelledText(all, Paragraphs.TEXT),
                            Paragraphs.labelledText(all, Paragraphs.RULING), Paragraphs.labelledText(all, Paragraphs.ALTERNATIVE)));
                }
                boolean sample = e.play().game() && (c.id().endsWith(SAMPLE_GAME_CLAUSE) || c.id().endsWith(NotationChapter.CLAUSE));
                if (sample && (game == null || e.play().turns().size() > game.play().turns().size())) {
                    game = e;
                }
            }
        }
        return new Book(ruleset, Editions.name(ruleset), version, commit, clauses, rulings, contrasts(ruleset, spec, replay), game,
                notes);
    }

    private static Example example(int number, SpecScenario s, Replay replay, Spec spec) {
        Play play = replay.play(s);
        Agreement.check(s, play, spec.result(Spec.key(s, play.ruleset())));
        List<String> paragraphs = Paragraphs.withoutRuling(Paragraphs.of(s.description()));
        String id = s.outline() ? Spec.key(s, play.ruleset()) : s.id();
        return new Example(number, id, s.name(), paragraphs, s.tags(), play);
    }

    private static List<Contrast> contrasts(String ruleset, Spec spec, Replay replay) {
        Map<String, List<SpecScenario>> rows = new LinkedHashMap<>();
        spec.contrasts().forEach(s -> rows.computeIfAbsent(s.id(), k -> new ArrayList<>()).add(s));
        List<Contrast> out = new ArrayList<>();
        for (List<SpecScenario> outline : rows.values()) {
            List<Contrast.Row> played = new ArrayList<>();
            for (SpecScenario s : outline) {
                Play play = replay.play(s);
                Agreement.check(s, play, spec.result(Spec.key(s, play.ruleset())));
                played.add(new Contrast.Row(play.ruleset(), play));
            }
            SpecScenario first = outline.get(0);
            Contrast c = new Contrast(first.id(), first.name(), Paragraphs.of(first.description()), first.tags(), played);
            boolean own = !c.acrossGames() || first.id() != null && first.id().startsWith(ruleset + "-contrast-");
            if (own && played.stream().anyMatch(r -> r.ruleset().equals(ruleset))) {
                out.add(c);
            }
        }
        return out;
    }

    /** The replay and the suite run must have played the same last turn; anything else is a bug here. */
    static final class Agreement {

        private Agreement() {
        }

        static void check(SpecScenario s, Play play, ScenarioResult result) {
            if (result == null || result.detail().turn() == null || play.lastTurn() == null) {
                return;
            }
            var ran = result.detail().turn();
            PlayedTurn mine = play.lastTurn();
            boolean same = Fen.parse(ran.before()).equals(Fen.parse(mine.before())) && ran.white().equals(mine.whiteMoves())
                    && ran.black().equals(mine.blackMoves()) && Objects.equals(ran.first(), mine.orderWord());
            if (!same) {
                throw new IllegalStateException("the rulebook's replay of " + result.id() + " played " + mine.before() + " "
                        + mine.whiteMoves() + " " + mine.blackMoves() + " (first: " + mine.orderWord() + ") but the suite played "
                        + ran.before() + " " + ran.white() + " " + ran.black() + " (first: " + ran.first() + ")");
            }
        }
    }
}
