package arbiter.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/** The campaign itself: it catches what escapes, shrinks its input, spots a hang, and repeats itself from a seed. */
class CampaignTest {

    private static FuzzTarget target(UnaryOperator<String> feed, String... inputs) {
        return new FuzzTarget() {
            @Override
            public String name() {
                return "stub";
            }

            @Override
            public String input(RandomGenerator random) {
                return inputs[random.nextInt(inputs.length)];
            }

            @Override
            public String feed(String input) {
                return feed.apply(input);
            }
        };
    }

    @Test
    void anExceptionEscapesWithItsInputAndAShorterOne() throws InterruptedException {
        Tally tally = new Campaign(1, Duration.ofMinutes(1)).run(target(in -> {
            if (in.contains("x")) {
                throw new IllegalStateException("boom");
            }
            return in.isEmpty() ? null : "refused";
        }, "aaaxaaa", "bbb", ""), 300);
        assertThat(tally.inputs()).isEqualTo(300);
        assertThat(tally.read() + tally.refused() + tally.escaped()).isEqualTo(300);
        assertThat(tally.read()).isPositive();
        assertThat(tally.distinctMessages()).isEqualTo(1);
        assertThat(tally.escapes()).singleElement().satisfies(e -> {
            assertThat(e.what()).isEqualTo("java.lang.IllegalStateException: boom");
            assertThat(e.input()).isEqualTo("aaaxaaa");
            assertThat(e.shrunk()).isEqualTo("x");
        });
    }

    @Test
    void aRefusalOfSeveralLinesOrBlankOrOverlongEscapes() throws InterruptedException {
        Tally tally = new Campaign(1, Duration.ofMinutes(1)).run(target(in -> switch (in) {
            case "two" -> "first\nsecond";
            case "blank" -> " ";
            case "long" -> "x".repeat(Campaign.CLEAR_LENGTH + 1);
            default -> "a clear refusal";
        }, "two", "blank", "long", "ok"), 200);
        assertThat(tally.escapes()).extracting(Tally.Escape::input).containsExactlyInAnyOrder("two", "blank", "long");
        assertThat(tally.escapes()).allSatisfy(e -> assertThat(e.what()).startsWith("unclear refusal"));
    }

    @Test
    void anInputWithoutAnAnswerIsAHang() throws InterruptedException {
        CountDownLatch never = new CountDownLatch(1);
        try {
            // a limit no quick input comes near on a busy machine (a garbage collection, a descheduled thread)
            Tally tally = new Campaign(1, Duration.ofSeconds(3)).run(target(in -> {
                if (in.equals("stuck")) {
                    try {
                        never.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return null;
            }, "fine", "stuck"), 1000);
            assertThat(tally.hung()).isTrue();
            assertThat(tally.inputs()).isLessThan(1000);
            assertThat(tally.escapes()).singleElement().satisfies(e -> {
                assertThat(e.what()).isEqualTo("no answer within 3000 ms");
                assertThat(e.input()).isEqualTo("stuck");
            });
        } finally {
            never.countDown();
        }
    }

    @Test
    void theSameSeedGivesTheSameInputs() throws InterruptedException {
        assertThat(inputs(7)).isEqualTo(inputs(7)).isNotEqualTo(inputs(8));
    }

    private static List<String> inputs(long seed) throws InterruptedException {
        List<String> seen = new ArrayList<>();
        FuzzTarget fen = BoardTargets.fen();
        new Campaign(seed, Duration.ofMinutes(1)).run(new FuzzTarget() {
            @Override
            public String name() {
                return fen.name();
            }

            @Override
            public String input(RandomGenerator random) {
                return fen.input(random);
            }

            @Override
            public String feed(String input) {
                seen.add(input);
                return fen.feed(input);
            }
        }, 200);
        return seen;
    }
}
