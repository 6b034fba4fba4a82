package arbiter.desk;

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

    static String quote(String s) {
        StringBuilder q = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> q.append("\\\"");
                case '\\' -> q.append("\\\\");
                case '\n' -> q.append("\\n");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        String hex = Integer.toHexString(c);
                        q.append("\\u").append("0000".substring(hex.length())).append(hex);
                    } else {
                        q.append(c);
                    }
                }
            }
        }
        return q.append('"').toString();
    }

    @Override
    public String toString() {
        return out + "}";
    }
}
