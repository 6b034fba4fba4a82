package arbiter.report;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * How the writing of one output of a run went.
 *
 * @param what    the output (report.json, junit.xml, badges, allure-results, report.html, summary.txt)
 * @param problem what could not be written and why, or null when it was written whole
 * @param millis  how long it took, or -1 when it was not tried
 */
record Written(String what, String problem, long millis) {

    /** The outputs another thread writes, once it is done; what it threw, thrown here. */
    static List<Written> await(Future<List<Written>> writing) {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return writing.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
