package arbiter.suite;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Reading a file a user named (a feature file, a diagram, an expectations list): only a regular
 * file, checked before it is opened so that a named pipe never blocks; only up to a limit, so that
 * {@code /dev/zero} or a huge file cannot exhaust memory; and only as strict UTF-8. Each refusal is
 * one line naming the file and what is wrong with it.
 */
public final class UserFile {

    /** One mebibyte, the unit of the limits. */
    public static final long MIB = 1024 * 1024;

    private UserFile() {
    }

    /** A file that cannot be read, with the reason in words that follow its name. */
    public static final class Refused extends IllegalArgumentException {

        private static final long serialVersionUID = 1L;
        private final String reason;

        Refused(Path file, String what, String reason) {
            super("cannot read the " + what + " " + file + ": " + reason);
            this.reason = reason;
        }

        /** What is wrong, e.g. "it is a directory, not a file". */
        public String reason() {
            return reason;
        }
    }

    /**
     * The text of {@code file}.
     *
     * @param what  what the file is, for the message: "diagram file"
     * @param limit the most bytes it may have
     * @throws Refused when it is missing, not a regular file, unreadable, over the limit or not UTF-8
     */
    public static String read(Path file, String what, long limit) {
        String problem = problem(file);
        if (problem == null) {
            problem = tooLarge(file, what, limit);
        }
        if (problem != null) {
            throw new Refused(file, what, problem);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes((int) Math.min(limit + 1, Integer.MAX_VALUE - 8));
        } catch (NoSuchFileException e) {
            throw new Refused(file, what, "there is no such file");
        } catch (AccessDeniedException e) {
            throw new Refused(file, what, "permission denied");
        } catch (IOException e) {
            throw new Refused(file, what, e.getMessage());
        }
        if (bytes.length > limit) {
            throw new Refused(file, what, "it is over " + size(limit) + ", the limit for " + what + "s");
        }
        return decode(file, what, bytes);
    }

    /**
     * Why {@code file} cannot be opened as a regular file, or null when it can: a missing file, a
     * dangling symbolic link, a directory, a named pipe, a device or a socket. Opens nothing.
     */
    public static String problem(Path file) {
        if (Files.isRegularFile(file)) {
            return null;
        }
        if (Files.isSymbolicLink(file) && !Files.exists(file)) {
            try {
                return "it is a symbolic link to " + Files.readSymbolicLink(file) + ", which does not exist";
            } catch (IOException e) {
                return "it is a symbolic link to a file that does not exist";
            }
        }
        if (!Files.exists(file)) {
            return "there is no such file";
        }
        if (Files.isDirectory(file)) {
            return "it is a directory, not a file";
        }
        return "it is " + kind(file) + ", not a regular file";
    }

    private static String kind(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode");
            switch (mode & 0170000) {
                case 0010000: return "a named pipe (FIFO)";
                case 0020000: return "a character device";
                case 0060000: return "a block device";
                case 0140000: return "a socket";
                default: break;
            }
        } catch (IOException | RuntimeException e) {
            // no unix attributes here: the general words below
        }
        return "a named pipe, a device or a socket";
    }

    private static String tooLarge(Path file, String what, long limit) {
        try {
            long size = Files.size(file);
            return size > limit ? "it is " + size(size) + ", over the " + size(limit) + " limit for " + what + "s" : null;
        } catch (IOException e) {
            return null;
        }
    }

    private static String size(long bytes) {
        return bytes % MIB == 0 ? bytes / MIB + " MiB" : String.format(Locale.ROOT, "%.1f MiB", bytes / (double) MIB);
    }

    private static String decode(Path file, String what, byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int line = 1;
            for (int i = 0; i < in.position(); i++) {
                line += bytes[i] == '\n' ? 1 : 0;
            }
            throw new Refused(file, what, String.format(Locale.ROOT, "line %d is not valid UTF-8 (byte 0x%02X)", line,
                    bytes[in.position()] & 0xff));
        }
        decoder.flush(out);
        return out.flip().toString();
    }
}
