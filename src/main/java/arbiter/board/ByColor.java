package arbiter.board;

import java.util.function.Function;

/** One value per side: the two moves of a turn, who is in check, and so on. */
public record ByColor<T>(T white, T black) {

    public static <T> ByColor<T> of(Function<Color, T> value) {
        return new ByColor<>(value.apply(Color.WHITE), value.apply(Color.BLACK));
    }

    public T get(Color color) {
        return color == Color.WHITE ? white : black;
    }
}
