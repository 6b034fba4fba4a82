package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The one-pass reader of common FENs reads each to exactly the position the checking reader makes
 * of it, and leaves to the checking reader (returning null) every text it does not read, so that
 * errors keep their words.
 */
class FenScanTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQ - 0 1",
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w kq e6 12 40",
        "4k3/8/8/8/8/8/8/R3K2R w HAha -",
        "R3k3/6p1/7p/8/8/8/5PPP/6K1 w - - 0 2 frozen=a8",
        "Q3k3/8/8/8/8/8/8/R3K3 b - - 3 9 frozen=a8,a1 checks=w2,b1 castled=wb",
    })
    void readsCommonFensAsTheCheckingReaderDoes(String fen) {
        Position scanned = FenScan.read(fen);
        assertThat(scanned).as(fen).isNotNull();
        assertSame(scanned, Fen.checkedParse(fen));
    }

    @ParameterizedTest
    @ValueSource(strings = {"4k3/8/8/8/8/8/8/4K3 w - e3,d6 0 1", "4k3/8/8/8/8/8/8/4K3 w - - frozen=a1"})
    void leavesRarerShapesToTheCheckingReader(String fen) {
        assertThat(FenScan.read(fen)).isNull();
        assertThat(Fen.parse(fen)).isEqualTo(Fen.checkedParse(fen));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 frozen=e1,e1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ",
        "4k3/8/8/8/8/8/8/4K3 w -  - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w - - 0",
        "4k3/8/8/8/8/8/8/4K3 w - - 00 1",
        "4k3/8/8/8/8/8/8/4K3 x - - 0 1",
        "4k3/8/8/8/8/8/8/4K3/ w - - 0 1",
        "4k3/8/8/8/8/8/8/4K22 w - - 0 1",
    })
    void refusesWithTheCheckingReadersWords(String fen) {
        Position scanned;
        try {
            scanned = FenScan.read(fen);
        } catch (NotationException e) {
            assertThatThrownBy(() -> Fen.checkedParse(fen)).hasMessage(e.getMessage());
            return;
        }
        if (scanned != null) {
            assertSame(scanned, Fen.checkedParse(fen));
        }
        assertThatThrownBy(() -> Fen.parse(fen)).isInstanceOf(NotationException.class);
    }

    /** Random edits of sound FENs: wherever the one-pass reader reads or refuses a text, the checking reader agrees. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void agreesWithTheCheckingReaderOnEditedFens(long seed) {
        String[] sound = {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 2 frozen=a1,h8 checks=w1", "4k3/8/8/8/8/8/8/4K3 b - - 7 30 castled=b"};
        String alphabet = "KQRBNPkqrbnp12345678/ -wbAHah069=,frozenchecksd\t";
        Random random = new Random(seed);
        int read = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder text = new StringBuilder(sound[random.nextInt(sound.length)]);
            for (int edits = random.nextInt(3); edits > 0; edits--) {
                int at = random.nextInt(text.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> text.insert(at, c);
                    case 1 -> text.deleteCharAt(at);
                    default -> text.setCharAt(at, c);
                }
            }
            String fen = text.toString();
            String checked;
            try {
                checked = Fen.format(Fen.checkedParse(fen)) + " " + Fen.checkedParse(fen).hashCode();
            } catch (NotationException e) {
                checked = "refused: " + e.getMessage();
            }
            String scanned;
            try {
                Position p = FenScan.read(fen);
                scanned = p == null ? checked : Fen.format(p) + " " + p.hashCode();
                read += p == null ? 0 : 1;
            } catch (NotationException e) {
                scanned = "refused: " + e.getMessage();
            }
            assertThat(scanned).as(fen).isEqualTo(checked);
        }
        assertThat(read).isGreaterThan(1_000);
    }

    private static void assertSame(Position scanned, Position checked) {
        assertThat(scanned).isEqualTo(checked);
        assertThat(scanned.hashCode()).isEqualTo(checked.hashCode());
        assertThat(Fen.format(scanned)).isEqualTo(Fen.format(checked));
    }
}
