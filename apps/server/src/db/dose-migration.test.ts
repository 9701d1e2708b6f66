import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Runs one generated migration file, statement by statement, as drizzle's migrator does. */
async function apply(db: PGlite, file: string): Promise<void> {
  const sql = await readFile(folder + file, 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('migration 0010 on a school that already has doses', () => {
  it('keeps a dose recorded twice for one scheduled time (two staff at once) as an extra dose, so the one-dose index can be made', async () => {
    const db = new PGlite();
    const files = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
    const before = files.filter((name) => name < '0010');
    for (const file of before) await apply(db, file);

    // Doses as the race left them before the index: rows only, so the school around them is not needed.
    await db.exec(`SET session_replication_role = replica`);
    const dose = (id: string, time: string | null, createdAt: string) =>
      db.query(
        `INSERT INTO medication_doses (id, school_id, request_id, given_at, given_on, scheduled_time, dose, given_by_user_id, created_at)
         VALUES ($1, 's1', 'r1', $2, '2026-11-20', $3, '5 ml', 'u1', $2)`,
        [id, createdAt, time],
      );
    await dose('d1', '08:00', '2026-11-20T02:30:00Z');
    await dose('d2', '08:00', '2026-11-20T02:30:01Z');
    await dose('d3', '13:00', '2026-11-20T07:30:00Z');
    await db.exec(`SET session_replication_role = origin`);

    for (const file of files.filter((name) => name >= '0010')) await apply(db, file);

    const { rows } = await db.query<{ id: string; scheduled_time: string | null }>(
      `SELECT trim(id) AS id, scheduled_time FROM medication_doses ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: 'd1', scheduled_time: '08:00' },
      { id: 'd2', scheduled_time: null },
      { id: 'd3', scheduled_time: '13:00' },
    ]);
    await expect(dose('d4', '08:00', '2026-11-20T02:31:00Z')).rejects.toThrow(
      /medication_doses_request_day_time/,
    );
    await db.close();
  });
});
