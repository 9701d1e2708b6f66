import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/client.js';
import { seedDemoSchool } from '../db/seed/demo-school.js';
import { ensureGlobalUnits } from '../modules/units/global-units/ensure-global-units.js';
import { runLogFile } from './logs/run-logs.js';
import { startSmsGateway, type SmsGateway } from './sms-gateway.js';
import { TestClock } from './test-clock.js';
import { testSecrets } from './test-secrets.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: TestClock;
  sms: SmsGateway;
  /** Every line the server logged, to check nothing secret was written. */
  logs: string[];
  /** This app's private media folder (a fresh temporary folder, removed on close). */
  mediaDir: string;
  close(): Promise<void>;
}

const clocks = new WeakMap<FastifyInstance, TestClock>();

/** The hand-moved clock of an app made by createTestApp. */
export function clockOf(app: FastifyInstance): TestClock {
  const clock = clocks.get(app);
  if (!clock) throw new Error('Not an app from createTestApp');
  return clock;
}

/**
 * The real server on a fresh database with the demo school, a hand-moved clock, and the webhook
 * SMS provider pointed at a loopback gateway. Demo numbers keep their fixed test code unless
 * `testOtps` says otherwise.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    smsFailWith?: number;
    /**
     * Another server process on the same database (as after a restart, or a second process
     * behind a load balancer): shares the database and the clock; closing it leaves both open.
     */
    sameDatabaseAs?: TestApp;
    /** false: an empty install, as in production before the first run. */
    demoSchool?: boolean;
    /** Where the hand-moved clock starts (e.g. the real time, for a service that checks it: S3). */
    clockStart?: Date;
  } = {},
): Promise<TestApp> {
  const sms = await startSmsGateway(
    options.smsFailWith === undefined ? {} : { failWith: options.smsFailWith },
  );
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    // Debug: the most the server ever logs is what the log scan reads.
    LOG_LEVEL: 'debug',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: sms.url,
    SMS_WEBHOOK_SECRET: sms.secret,
    AUTH_TEST_OTP:
      '9000000001:123456,9000000002:123456,9000000003:123456,9000000004:123456,9000000005:123456,9000000006:123456',
    ...options.env,
  });
  const shared = options.sameDatabaseAs;
  const database = shared ? { db: shared.db, close: async () => {} } : await openTestDatabase();
  const clock = shared?.clock ?? new TestClock(options.clockStart);
  // Product data every install has, as main.ts ensures it at start.
  if (!shared) await ensureGlobalUnits(database.db, clock.now());
  // The demo school's earlier days are dated back from the test clock's today.
  if (!shared && options.demoSchool !== false) await seedDemoSchool(database.db, clock.now());
  const logs: string[] = [];
  // In a test run every line also goes to the run-wide folder the global teardown scans.
  const logFile = runLogFile('server');
  const runLog = logFile ? createWriteStream(logFile, { flags: 'a' }) : null;
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      // Not waiting for the file keeps `logs` current the moment the server has logged.
      runLog?.write(chunk);
      done();
    },
  });
  const mediaDir = await mkdtemp(join(tmpdir(), 'cue-media-'));
  const app = await buildApp({
    config,
    secrets: testSecrets,
    db: database.db,
    clock,
    webDistDir: null,
    mediaDir,
    logStream,
  });
  await app.ready();
  clocks.set(app, clock);
  return {
    app,
    db: database.db,
    clock,
    sms,
    logs,
    mediaDir,
    close: async () => {
      await app.close();
      await database.close();
      await sms.close();
      await rm(mediaDir, { recursive: true, force: true });
      if (runLog) await new Promise((resolve) => runLog.end(resolve));
    },
  };
}
