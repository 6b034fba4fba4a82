package arbiter.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;

/**
 * The JSON every file of a run is written with: each string and key passes through {@link SafeText}
 * on its way out, so no writer can forget it, a lone surrogate can never break the UTF-8 encoding,
 * and {@code report.json}, {@code results.jsonl}, Allure results, badges and {@code compare.json} say what the terminal says.
 */
public final class SafeJson {

    /** Creates generators that write only safe text. */
    public static final JsonFactory FACTORY = JsonFactory.builder().addDecorator((factory, generator) -> new Safe(generator)).build();

    private SafeJson() {
    }

    static ObjectMapper mapper() {
        return new ObjectMapper(FACTORY);
    }

    private static final class Safe extends JsonGeneratorDelegate {

        Safe(JsonGenerator generator) {
            super(generator, false);
        }

        @Override
        public void writeString(String text) throws IOException {
            delegate.writeString(SafeText.of(text));
        }

        @Override
        public void writeString(char[] text, int offset, int length) throws IOException {
            writeString(new String(text, offset, length));
        }

        @Override
        public void writeFieldName(String name) throws IOException {
            delegate.writeFieldName(SafeText.of(name));
        }

        @Override
        public void writeArray(String[] array, int offset, int length) throws IOException {
            writeStartArray(array, length);
            for (int i = offset; i < offset + length; i++) {
                writeString(array[i]);
            }
            writeEndArray();
        }
    }
}
