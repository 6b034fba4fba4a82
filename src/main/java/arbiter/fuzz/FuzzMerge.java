package arbiter.fuzz;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** {@code arbiter fuzz --merge DIR... --out DIR}: the findings of several runs (shards, seeds, machines) as one folder. */
public final class FuzzMerge {

    private FuzzMerge() {
    }

    /** @return 0 when the merged runs found nothing, 1 when they found something */
    public static int run(List<Path> folders, Path out, PrintWriter w) throws IOException {
        List<FuzzFindings> all = new ArrayList<>();
        for (Path folder : folders) {
            FuzzFindings f = FuzzFindings.read(folder);
            if (!all.isEmpty() && (!all.get(0).expected().equals(f.expected()) || !all.get(0).other().equals(f.other()))) {
                throw new IllegalArgumentException("--merge: " + folder + " compared " + f.other() + " with " + f.expected() + ", not "
                        + all.get(0).other() + " with " + all.get(0).expected() + " as " + folders.get(0) + " did");
            }
            all.add(f);
        }
        FuzzFindings merged = FuzzFindings.merge(all);
        List<String> files = merged.write(out);
        w.printf("merged %d runs (%,d turns): %d distinct %s in %s%s%n", all.size(), merged.turns(), merged.findings().size(),
                merged.findings().size() == 1 ? "finding" : "findings", out, files.isEmpty() ? "" : ": " + String.join(", ", files));
        return merged.findings().isEmpty() ? 0 : 1;
    }
}
