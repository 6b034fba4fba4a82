package arbiter.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Orthodox movement, attacks, castling, en passant and promotion proven against the published
 * perft table (initial position, Kiwipete, positions 3 to 6). The rows up to about four million
 * nodes run here, about 10^7 nodes in all; {@code ./arbiter bench} runs deeper ones.
 */
class PerftTest {

    private static final long MAX_NODES_IN_TESTS = 4_100_000;
    private static final long MAX_NODES_PLAYED = 500_000;

    static Stream<Arguments> table() throws IOException {
        return rows(MAX_NODES_IN_TESTS);
    }

    static Stream<Arguments> smallRows() throws IOException {
        return rows(MAX_NODES_PLAYED);
    }

    private static Stream<Arguments> rows(long maxNodes) throws IOException {
        try (InputStream in = PerftTest.class.getResourceAsStream("/perft.csv")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return Arrays.stream(text.split("\\R")).skip(1).filter(line -> !line.isBlank())
                    .map(line -> line.split(","))
                    .filter(row -> Long.parseLong(row[2]) <= maxNodes)
                    .map(row -> Arguments.of(row[0], Integer.parseInt(row[1]), Long.parseLong(row[2])))
                    .toList().stream();
        }
    }

    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @MethodSource("table")
    void countsTheLeavesOfThePublishedTable(String fen, int depth, long nodes) {
        assertThat(Orthodox.perft(Fen.parse(fen), depth)).isEqualTo(nodes);
    }

    @ParameterizedTest(name = "{0} depth {1} = {2}, every leaf played")
    @MethodSource("smallRows")
    void countsTheSameWhenEveryLeafIsPlayed(String fen, int depth, long nodes) {
        assertThat(Orthodox.perftPlayingLeaves(Fen.parse(fen), depth)).isEqualTo(nodes);
    }
}
