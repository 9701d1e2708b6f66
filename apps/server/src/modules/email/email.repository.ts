import type { Database } from '../../db/client.js';
import { emailLog } from '../../db/schema/index.js';

export type EmailLogEntry = Omit<typeof emailLog.$inferInsert, 'id' | 'createdAt'> & { at: Date };

/**
 * Records a send (or a failed one) with whatever database handle the caller holds, so the log
 * row commits together with the job that sent it.
 */
export async function insertEmailLog(db: Database, { at, ...entry }: EmailLogEntry): Promise<void> {
  await db.insert(emailLog).values({ ...entry, createdAt: at });
}
