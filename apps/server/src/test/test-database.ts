import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../db/client.js';

/**
 * The run's migrated template, set by the server project's global setup: a PGlite data folder dump
 * (a file) or, with DATABASE_URL, a database name on that server. Workers inherit it.
 */
const TEMPLATE_ENV = 'CUE_TEST_DATABASE_TEMPLATE';

/**
 * Migrates one empty database for the whole run, so each test file copies it (PGlite: about
 * 0.6 s against 3.5 s of migrations; PostgreSQL: CREATE DATABASE … TEMPLATE) instead of migrating
 * its own. Answers how to remove it at the end of the run.
 */
export async function prepareTestDatabaseTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dir = await mkdtemp(join(tmpdir(), 'cue-pglite-'));
    const file = join(dir, 'migrated.tar');
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await client.close();
    process.env[TEMPLATE_ENV] = file;
    return () => rm(dir, { recursive: true, force: true });
  }
  const name = `cue_template_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  // Every connection to it is closed before it is copied: PostgreSQL copies only an idle template.
  const handle = await openDatabase({ databaseUrl: databaseOn(serverUrl, name), dataDir: null });
  await handle.migrate();
  await handle.close();
  process.env[TEMPLATE_ENV] = name;
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or — when
 * DATABASE_URL is set (CI) — a new database on that PostgreSQL server, dropped afterwards,
 * so test files can run in parallel without seeing each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env[TEMPLATE_ENV];
  if (!serverUrl) {
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    const handle = await openDatabase({ dataDir: null, loadDataDir });
    // From the template this only confirms every migration is recorded as applied.
    await handle.migrate();
    return handle;
  }
  const name = `cue_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const handle = await openDatabase({ databaseUrl: databaseOn(serverUrl, name), dataDir: null });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

function databaseOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
