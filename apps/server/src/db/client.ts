import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both drivers speak the same Drizzle PostgreSQL API; repositories see only this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** How long a request waits for a database connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 3_000;

// Resolves to apps/server/src/db/migrations from both src/db (tsx) and dist/db (compiled).
export const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/**
 * PostgreSQL server when a URL is given, else embedded PGlite: file-backed in `dataDir`,
 * or in memory when `dataDir` is null (tests).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  /**
   * A pooled connection broke outside a query (PostgreSQL restarted, a failover, an idle
   * connection killed). The pool drops that connection and opens new ones when asked, so this only
   * reports it; without a listener node would end the process on the 'error' event.
   */
  onConnectionError?: (error: unknown) => void;
  /** In memory only: start from this dump of a data folder (the tests' migrated template). */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the database is out of reach a request fails within seconds (answered 503 with
      // Retry-After) instead of queueing for a connection until the client gives up.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notice connections silently dropped by a firewall or failover.
      keepAlive: true,
    });
    const onConnectionError = options.onConnectionError ?? (() => {});
    // Every connection reports through its own listener, idle or checked out (between a
    // transaction's statements); the pool repeats idle connections' errors, already reported.
    pool.on('connect', (client) => client.on('error', onConnectionError));
    pool.on('error', () => {});
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir === null) {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  } else {
    // PGlite does not create missing parent folders.
    const dir = join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}
