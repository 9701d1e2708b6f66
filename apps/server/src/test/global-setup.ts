import { failRunIfLogsLeak } from './logs/log-scan.js';
import { openRunLogDir, removeRunLogDir } from './logs/run-logs.js';
import { prepareTestDatabaseTemplate } from './test-database.js';

/**
 * The server project's run-wide setup.
 *
 * The database template: every test file starts from one migrated copy (test-database.ts) instead
 * of running every migration again.
 *
 * The log folder: every test app of every worker writes its log there (test-app.ts), and after
 * the last file the teardown scans it. A forbidden value (a child's name, a demo phone number, a
 * sign-in code, a token) makes the teardown throw, which fails the run; the folder is then kept
 * for reading, and removed when clean.
 */
export default async function serverRun() {
  const dir = openRunLogDir('server');
  process.env.CUE_TEST_LOG_DIR = dir;
  const removeTemplate = await prepareTestDatabaseTemplate();
  return async () => {
    await removeTemplate();
    failRunIfLogsLeak(dir, 'server');
    await removeRunLogDir(dir);
  };
}
