package arbiter.resolve;

import arbiter.suite.ClauseCatalogue;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether a ruleset keeps a registration order, as the clause catalogue of the specification
 * says ({@link ClauseCatalogue#keepsRegistrationOrder}): the same answer the suite goes by, so that
 * {@code resolve} asks a turn as {@code conform} does (no {@code first} in SimulChess, Zeitgeist
 * and RevoChess).
 */
public final class RegistrationOrder {

    private RegistrationOrder() {
    }

    /** @param features the feature directory given, or null for ./features if present, else the copy inside the jar */
    public static boolean kept(String features, String ruleset) {
        String root = features != null ? features : Files.isDirectory(Path.of("features")) ? "features" : "classpath:features";
        return ClauseCatalogue.forFeatures(root).keepsRegistrationOrder(ruleset);
    }
}
