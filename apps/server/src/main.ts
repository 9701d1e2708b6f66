import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { demoAccounts, DEMO_OTP } from './db/seed/demo-accounts.js';
import { seedDemoSchool } from './db/seed/demo-school.js';
import { systemClock } from './lib/clock.js';
import { logSafeError } from './lib/log-safe-error.js';
import { resolveSecrets } from './lib/secrets.js';
import { ensureGlobalUnits } from './modules/units/global-units/ensure-global-units.js';
import { prepareFirstRunLink, SetupLinkFile } from './modules/platform/first-run-link.js';
import { PlatformRepository } from './modules/platform/platform.repository.js';

const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * How long SIGTERM waits for in-flight requests, a running job and socket handlers before the
 * process exits anyway (an orchestrator's own grace period is usually 30 s).
 */
const SHUTDOWN_GRACE_MS = 10_000;

/** Reads config, migrates, seeds the demo school on first start, listens; prints a setup link when there is no school. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataDir = resolve(config.dataDir);
  const secrets = await resolveSecrets(dataDir, config.configuredSecrets);
  // Reported through the app's log once it exists; a broken connection is replaced, not fatal.
  let log: ((error: unknown) => void) | null = null;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir,
    onConnectionError: (error) => log?.(error),
  });
  await database.migrate();
  // The global unit library is product data: upserted at every start (quick when unchanged).
  await ensureGlobalUnits(database.db, systemClock.now());
  const seeded = config.seedDemoSchool && (await seedDemoSchool(database.db));

  const app = await buildApp({
    config,
    secrets,
    db: database.db,
    clock: systemClock,
    webDistDir,
    mediaDir: join(dataDir, 'media'),
  });
  log = (error) =>
    app.log.warn({ err: logSafeError(error) }, 'database connection lost; reconnecting on demand');
  // Graceful shutdown (docs/decisions/016): from the signal on, readiness and any new request on
  // an open connection answer 503 and no new connection is accepted; in-flight requests finish,
  // sockets are closed so clients reconnect elsewhere, the job runner finishes its job, then the
  // pool and Redis close. Past the grace period the process exits anyway.
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      app.log.warn(`shutdown took longer than ${SHUTDOWN_GRACE_MS} ms; exiting now`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // An install with no school (production, or SEED_DEMO_SCHOOL=false) starts with a one-time
  // setup link, printed here and kept in DATA_DIR/setup-link.txt only (decision 032).
  const address = app.server.address();
  const setupLink = await prepareFirstRunLink({
    repository: new PlatformRepository(database.db),
    file: new SetupLinkFile(dataDir),
    clock: systemClock,
    port: typeof address === 'object' && address ? address.port : config.port,
  });
  const where = database.driver === 'pglite' ? `embedded PostgreSQL in ${dataDir}` : 'PostgreSQL server';
  const lines = [
    '',
    `  Cue is running at http://localhost:${config.port}`,
    `  Database: ${where}${seeded ? ' (demo school created)' : ''}`,
    `  API docs: http://localhost:${config.port}/api/docs`,
  ];
  const demoNumbers = demoAccounts.filter((a) => config.testOtps.get(a.phone) === DEMO_OTP);
  if (demoNumbers.length > 0) {
    lines.push(`  Demo sign-in (no SMS provider configured): phone number below, OTP ${DEMO_OTP}`);
    for (const a of demoNumbers) lines.push(`    ${a.phone}  ${a.name.padEnd(14)} ${a.who}`);
  } else {
    lines.push(`  OTPs are sent through the ${config.sms.provider} SMS provider.`);
  }
  if (setupLink) lines.push('', `  Set up your school: ${setupLink}`);
  console.warn(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
