package arbiter.differential;

import java.util.List;

/**
 * What a differential run does.
 *
 * @param rulesets   the rulesets, in the order they are reported; each case draws one at random
 * @param seed       the seed: the same seed, shard and limits give the same turns and findings
 * @param shard      which share of the cases this run takes, from 1 to {@code shards}
 * @param shards     how many shares the cases are split into (runs on several machines)
 * @param turns      the most turns to compare; {@link Long#MAX_VALUE} for no limit
 * @param seconds    the most seconds to run; 0 for no limit
 */
public record FuzzPlan(List<String> rulesets, long seed, int shard, int shards, long turns, double seconds) {

    public FuzzPlan {
        rulesets = List.copyOf(rulesets);
        if (shard < 1 || shard > shards) {
            throw new IllegalArgumentException("shard " + shard + "/" + shards + ": the shard is a number from 1 to " + shards);
        }
    }
}
