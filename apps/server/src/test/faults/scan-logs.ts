import { failRunIfLogsLeak } from '../logs/log-scan.js';
import { openRunLogDir, removeRunLogDir } from '../logs/run-logs.js';

/**
 * The fault tests' servers are child processes, so their output is scanned like every other test
 * server's log (../logs): each process writes it to the run's `faults` folder, and the teardown
 * fails the run if it holds a child's name, a demo phone number, a code or a token. Its own
 * variable, since the server project's global setup sets CUE_TEST_LOG_DIR in the same process.
 */
export default function faultServerLogs() {
  const dir = openRunLogDir('faults');
  process.env.CUE_FAULT_LOG_DIR = dir;
  return async () => {
    failRunIfLogsLeak(dir, 'faults');
    await removeRunLogDir(dir);
  };
}
