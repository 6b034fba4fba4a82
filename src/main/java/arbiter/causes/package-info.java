/**
 * Why a scenario did not pass: the cause it shares with failures alike and the line that says what differed in it
 * ({@link arbiter.causes.FailureCause}), and the failures grouped by cause ({@link arbiter.causes.FailureCauses}). It reads
 * only a scenario's result and the board, so the report, the junit.xml and the terminal's summary all say the same causes.
 */
package arbiter.causes;
