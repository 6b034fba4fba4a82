package arbiter.report;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * How the files of a run reach the disk: {@link #DISK}, or, in a test, a stream that fails part way
 * as a full disk does. Reports are written {@link #whole} or not at all, so a failed write never
 * leaves a truncated file behind that looks like a report.
 */
@FunctionalInterface
public interface FileWriting {

    FileWriting DISK = file -> Files.newOutputStream(file);

    /** A new stream writing {@code file} (created, or replaced). */
    OutputStream open(Path file) throws IOException;

    /**
     * Writes {@code file} whole: into {@code <file>.part} beside it, moved into place once complete. On
     * failure the part is removed, {@code file} is left as it was, and the exception says which file
     * and why ({@link #reason}).
     */
    default void whole(Path file, Body body) throws IOException {
        Path part = file.resolveSibling(file.getFileName() + ".part");
        try {
            try (OutputStream out = new BufferedOutputStream(open(part), 1 << 16)) {
                body.write(out);
            }
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(part);
            } catch (IOException ignored) {
                // the part cannot be removed either; the message names the file that failed
            }
            throw new IOException(file + ": " + reason(e), e);
        }
    }

    /**
     * Writes a small file whose bytes are all at hand in one write, in place: without the part and the move
     * of {@link #whole}, which cost as much as the writing itself when a run writes a hundred thousand
     * such files (Allure's). On failure the file is removed, never left cut short (a file of that name
     * from before goes with it), and the exception says which file and why.
     */
    default void small(Path file, byte[] bytes) throws IOException {
        try (OutputStream out = open(file)) {
            out.write(bytes);
        } catch (IOException e) {
            try {
                Files.deleteIfExists(file);
            } catch (IOException ignored) {
                // the file cannot be removed either; the message names the file that failed
            }
            throw new IOException(file + ": " + reason(e), e);
        }
    }

    /** Creates a folder and its parents; the exception says which folder and why. */
    default void directory(Path dir) throws IOException {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IOException(dir + ": " + reason(e), e);
        }
    }

    /**
     * What went wrong and where, in words: the file or folder the system names, if any, and {@link #reason}: never a bare path,
     * which a {@link FileSystemException} gives as its message. The file is left out when it is {@code named}, which the
     * message names already.
     */
    static String describe(IOException e, Path named) {
        String reason = reason(e);
        boolean another = e instanceof FileSystemException f && f.getFile() != null && !reason.startsWith(f.getFile())
                && !Path.of(f.getFile()).equals(named);
        return another ? ((FileSystemException) e).getFile() + ": " + reason : reason;
    }

    /** What went wrong, in words: the system's reason ("No space left on device"), not only a path. */
    static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (e instanceof FileAlreadyExistsException) {
            return "a file of that name is in the way";
        }
        if (e instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** What goes into a file. */
    @FunctionalInterface
    interface Body {
        void write(OutputStream out) throws IOException;
    }
}
