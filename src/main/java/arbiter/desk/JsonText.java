package arbiter.desk;

import arbiter.fuzz.Escaped;
import java.util.List;

/** A JSON object written by hand, field by field: the page's answers, with no JSON library in the browser's script. */
final class JsonText {

    private final StringBuilder out = new StringBuilder("{");

    JsonText put(String key, String value) {
        return key(key).append(value == null ? "null" : quote(value));
    }

    JsonText put(String key, boolean value) {
        key(key).append(value);
        return this;
    }

    JsonText put(String key, List<String> values) {
        key(key).append('[');
        for (int i = 0; i < values.size(); i++) {
            out.append(i == 0 ? "" : ",").append(quote(values.get(i)));
        }
        out.append(']');
        return this;
    }

    /** {@code values} as an array of objects, each already written. */
    JsonText putObjects(String key, List<JsonText> values) {
        key(key).append('[');
        for (int i = 0; i < values.size(); i++) {
            out.append(i == 0 ? "" : ",").append(values.get(i));
        }
        out.append(']');
        return this;
    }

    private JsonText key(String key) {
        out.append(out.length() == 1 ? "" : ",").append(quote(key)).append(':');
        return this;
    }

    private JsonText append(Object o) {
        out.append(o);
        return this;
    }

    /** A JSON string: every character outside printable ASCII escaped as Java escapes it, which JSON reads alike. */
    static String quote(String s) {
        return "\"" + Escaped.of(s) + "\"";
    }

    @Override
    public String toString() {
        return out + "}";
    }
}
