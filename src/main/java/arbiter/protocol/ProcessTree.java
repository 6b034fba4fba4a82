package arbiter.protocol;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * An adapter process and every process started under it, including those that outlived it: a
 * process whose parent exits is handed to init, out of reach of {@link ProcessHandle#descendants()}.
 * So the adapter is started with {@value #MARK} in its environment, a token of its own that every
 * process under it inherits, and where {@code /proc} shows environments (Linux) the processes that
 * bear it are found there too; elsewhere only the living descendants are.
 */
final class ProcessTree {

    /** The environment variable that marks the processes of one adapter start. */
    static final String MARK = "ARBITER_ADAPTER_RUN";

    private static final Path PROC = Path.of("/proc");

    private final String token = UUID.randomUUID().toString();
    private final byte[] entry = (MARK + "=" + token + "\0").getBytes(StandardCharsets.US_ASCII);

    /** Marks the processes {@code builder} starts as members of this tree. */
    ProcessBuilder mark(ProcessBuilder builder) {
        builder.environment().put(MARK, token);
        return builder;
    }

    /** The living members: {@code root}, its descendants, and every process that bears the mark. */
    List<ProcessHandle> members(ProcessHandle root) {
        Map<Long, ProcessHandle> found = new LinkedHashMap<>();
        Stream.concat(Stream.of(root), root.descendants()).forEach(h -> found.put(h.pid(), h));
        for (ProcessHandle marked : marked()) {
            found.put(marked.pid(), marked);
            marked.descendants().forEach(h -> found.put(h.pid(), h));
        }
        found.remove(ProcessHandle.current().pid());
        return found.values().stream().filter(ProcessTree::running).toList();
    }

    /**
     * Ends every member: asks each to terminate, waits up to {@code grace} for them all, then kills
     * those still running and waits (a little) for them to be gone.
     */
    void end(ProcessHandle root, Duration grace) {
        List<ProcessHandle> members = members(root);
        if (members.isEmpty()) {
            return;
        }
        members.forEach(ProcessHandle::destroy);
        awaitExit(members, grace);
        List<ProcessHandle> left = members.stream().filter(ProcessTree::running).toList();
        left.forEach(ProcessHandle::destroyForcibly);
        awaitExit(left, grace);
    }

    /**
     * Waits up to {@code wait} for every process to be gone. Polled: {@link ProcessHandle#onExit()}
     * notices the end of a process that is not Arbiter's own child only when init has reaped it.
     */
    private static void awaitExit(List<ProcessHandle> processes, Duration wait) {
        long deadline = System.nanoTime() + wait.toNanos();
        try {
            while (processes.stream().anyMatch(ProcessTree::running) && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Whether the process still runs: alive, and on Linux not a zombie either (an ended process
     * that init has yet to reap, which {@link ProcessHandle#isAlive()} counts as alive, and which
     * some inits reap only seconds later).
     */
    static boolean running(ProcessHandle process) {
        if (!process.isAlive()) {
            return false;
        }
        try {
            String stat = Files.readString(PROC.resolve(Long.toString(process.pid())).resolve("stat"), StandardCharsets.US_ASCII);
            int afterName = stat.lastIndexOf(')');
            return afterName < 0 || afterName + 2 >= stat.length() || "ZX".indexOf(stat.charAt(afterName + 2)) < 0;
        } catch (IOException | RuntimeException e) {
            return process.isAlive();
        }
    }

    private List<ProcessHandle> marked() {
        if (!Files.isDirectory(PROC)) {
            return List.of();
        }
        try (Stream<Path> entries = Files.list(PROC)) {
            return entries.map(p -> p.getFileName().toString()).filter(name -> name.chars().allMatch(Character::isDigit))
                    .filter(this::bearsMark).map(Long::parseLong).map(ProcessHandle::of).flatMap(java.util.Optional::stream)
                    .toList();
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private boolean bearsMark(String pid) {
        try {
            byte[] environment = Files.readAllBytes(PROC.resolve(pid).resolve("environ"));
            return indexOf(environment, entry) >= 0;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** Where {@code entry} (a whole NUL-ended variable) starts in {@code environment}, or -1. */
    private static int indexOf(byte[] environment, byte[] entry) {
        outer:
        for (int i = 0; i + entry.length <= environment.length; i++) {
            if (i > 0 && environment[i - 1] != 0) {
                continue;
            }
            for (int j = 0; j < entry.length; j++) {
                if (environment[i + j] != entry[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }
}
