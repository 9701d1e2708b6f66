import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { auditLog, firstRunTokens, schools, staffMemberships, users } from '../db/schema/index.js';
import { systemClock } from '../lib/clock.js';
import { prepareFirstRunLink, SetupLinkFile } from '../modules/platform/first-run-link.js';
import { PlatformRepository } from '../modules/platform/platform.repository.js';
import { runSetupCommand } from './setup-command.js';

const args = [
  '--organization',
  'Little Oaks Trust',
  '--school',
  'Little Oaks Indiranagar',
  '--admin-name',
  'Lata Menon',
  '--admin-phone',
  '9123456780',
  '--time-zone',
  'Asia/Dubai',
];

/** `npm run setup` on an embedded database in a temporary DATA_DIR, as an operator would run it. */
describe('npm run setup', () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  /** Opens the command's database between runs (the embedded database has one user at a time). */
  const withDatabase = async <T>(
    work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
  ) => {
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  };
  const snapshot = () =>
    withDatabase(async (db) => ({
      schools: await db.select().from(schools),
      users: (await db.select({ n: count() }).from(users))[0]!.n,
      memberships: (await db.select({ n: count() }).from(staffMemberships))[0]!.n,
      audit: (await db.select({ n: count() }).from(auditLog))[0]!.n,
    }));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'cue-setup-'));
    env = { NODE_ENV: 'test', DATA_DIR: dataDir };
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a bad time zone naming the option, touching nothing', async () => {
    const result = await runSetupCommand([...args, '--time-zone', 'Moon/Base'], env);
    expect(result.code).toBe(2);
    expect(result.output).toContain('--time-zone: must be a time zone');
  });

  it('sets up the school of an empty install and kills its setup link', async () => {
    const link = await withDatabase((db) =>
      prepareFirstRunLink({
        repository: new PlatformRepository(db),
        file: new SetupLinkFile(dataDir),
        clock: systemClock,
        port: 3000,
      }),
    );
    expect(link).not.toBeNull();

    const result = await runSetupCommand(args, env);
    expect(result).toMatchObject({ code: 0 });
    expect(result.output).toContain('Set up Little Oaks Indiranagar (Little Oaks Trust)');
    await expect(stat(join(dataDir, 'setup-link.txt'))).rejects.toThrow();
    const tokens = await withDatabase((db) => db.select().from(firstRunTokens));
    expect(tokens.every((row) => row.usedAt !== null)).toBe(true);
    const after = await snapshot();
    expect(after.schools).toHaveLength(1);
    expect(after.schools[0]).toMatchObject({ name: 'Little Oaks Indiranagar', timeZone: 'Asia/Dubai' });
  });

  it('says there is nothing to do the second time, changing nothing', async () => {
    const before = await snapshot();
    const result = await runSetupCommand(args, env);
    expect(result).toEqual({
      code: 0,
      output: 'Nothing to do: Little Oaks Indiranagar (Little Oaks Trust) is already set up with that admin.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses another school without --add, and adds it with --add', async () => {
    const other = [...args.slice(0, 2), '--school', 'Little Oaks Koramangala', ...args.slice(4)];
    const before = await snapshot();
    const refused = await runSetupCommand(other, env);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already has a school');
    expect(await snapshot()).toEqual(before);

    const added = await runSetupCommand([...other, '--add'], env);
    expect(added.code).toBe(0);
    const after = await snapshot();
    expect(after.schools.map((s) => s.name).sort()).toEqual([
      'Little Oaks Indiranagar',
      'Little Oaks Koramangala',
    ]);
    // The same person (one account) runs both schools.
    expect(after.users).toBe(before.users);
    expect(after.memberships).toBe(before.memberships + 1);
  });
});
