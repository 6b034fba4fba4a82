package arbiter.desk;

import static org.assertj.core.api.Assertions.assertThat;

import arbiter.cli.ArbiterCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the browser tests of the desk share: the books they open, the turns they ask, and the command line's answers. */
final class DeskPages {

    private static final Pattern FEN_LINE = Pattern.compile("(?m)^  (\\S+/\\S+/\\S+ [wb] .*)$");

    /** Turns asked at the desk so far: each address differs, so that each one changes the page. */
    private static int asked;

    private DeskPages() {
    }

    /**
     * A turn as the page and the command line take it.
     *
     * @param fen   the position as FEN; "" for the ruleset's start
     * @param white White's moves as typed, "" when not given
     * @param black Black's moves likewise
     * @param first white, black, none, or "" when not said
     */
    record Seed(String ruleset, String fen, String white, String black, String first) {
    }

    /**
     * What {@code arbiter resolve} did.
     *
     * @param message its one-line message without the "arbiter: " it starts with; "" when there was none
     */
    record Cli(int status, String out, String message) {
    }

    /** Every ruleset's HTML book and the desk, written by {@code arbiter rulebook} into {@code dir}/books. */
    static Path books(Path dir) {
        Path books = dir.resolve("books");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), "rulebook", "--out",
                books.toString(), "--format", "html");
        assertThat(status).as("arbiter rulebook: %s", err).isZero();
        assertThat(out.toString()).contains("desk: ");
        return books;
    }

    /** The turns a book's examples replay, read from the page (the attributes its script starts a replay from). */
    @SuppressWarnings("unchecked")
    static List<Seed> examples(DeskBrowser browser, Path books, String ruleset) {
        browser.open(books.resolve("rulebook-" + ruleset + ".html"));
        List<List<String>> rows = (List<List<String>>) browser.js("""
                return Array.prototype.map.call(document.querySelectorAll('.example[data-ruleset]'), function (e) {
                  return ['data-fen', 'data-white', 'data-black', 'data-first'].map(function (a) { return e.getAttribute(a); });
                }).filter(function (r) { return r[1] || r[2]; });""");
        List<Seed> out = new ArrayList<>();
        rows.forEach(r -> out.add(new Seed(ruleset, r.get(0), r.get(1), r.get(2), r.get(3))));
        assertThat(out).as("examples with moves in the book of %s", ruleset).isNotEmpty();
        return out;
    }

    /**
     * Sets the open desk's address to the turn, waits for the page to settle it, and reads what it shows:
     * the text {@code arbiter resolve} prints, the scenario, the message of a mistake ("" for none).
     */
    @SuppressWarnings("unchecked")
    static List<String> atDesk(DeskBrowser browser, Seed t) {
        asked++;
        String hash = "ruleset=" + encode(t.ruleset()) + "&fen=" + encode(t.fen()) + "&white=" + encode(t.white()) + "&black="
                + encode(t.black()) + "&first=" + encode(t.first()) + "&n=" + asked + (t.white().isEmpty() && t.black().isEmpty() ? "&play" : "");
        return (List<String>) browser.jsAsync("""
                var done = arguments[arguments.length - 1];
                window.addEventListener('hashchange', function h() {
                  window.removeEventListener('hashchange', h);
                  if (location.hash.indexOf('&play') >= 0) { window.arbiterDesk.play(); }
                  var q = function (s) { var e = document.querySelector(s); return e ? e.textContent : ''; };
                  done([q('.ap-text pre'), q('.ap-gherkin'), q('.ap-error')]);
                });
                location.hash = arguments[0];""", hash);
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** Runs {@code arbiter resolve} in this JVM for the turn, as text or as a scenario. */
    static Cli resolve(Seed t, boolean gherkin) {
        List<String> args = new ArrayList<>(List.of("resolve", "--ruleset", t.ruleset()));
        args.addAll(t.fen().isEmpty() ? List.of("--start") : List.of("--fen", t.fen()));
        if (!t.white().isEmpty()) {
            args.addAll(List.of("--white", t.white()));
        }
        if (!t.black().isEmpty()) {
            args.addAll(List.of("--black", t.black()));
        }
        if (!t.first().isEmpty()) {
            args.addAll(List.of("--first", t.first()));
        }
        if (gherkin) {
            args.add("--gherkin");
        }
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = ArbiterCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
        String message = err.toString().strip();
        return new Cli(status, out.toString(), message.startsWith("arbiter: ") ? message.substring("arbiter: ".length()) : message);
    }

    /** The position after the turn in {@code arbiter resolve}'s text, or null when the turn was rejected. */
    static String fenAfter(String text) {
        int after = text.indexOf("After the turn:");
        if (after < 0) {
            return null;
        }
        Matcher m = FEN_LINE.matcher(text.substring(after));
        return m.find() ? m.group(1) : null;
    }
}
