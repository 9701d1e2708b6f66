import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { auditLog } from '../../db/schema/index.js';

export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'> & { at: Date };

export class AuditRepository extends Repository<AuditRepository> {
  protected bind(db: Database) {
    return new AuditRepository(db);
  }

  async append({ at, ...entry }: AuditEntry): Promise<void> {
    await this.db.insert(auditLog).values({ ...entry, createdAt: at });
  }
}

/**
 * Writes an audit row with whatever database handle a repository holds, so a record and the
 * audit of who changed it commit (or roll back) together inside one transaction.
 */
export async function insertAuditEntry(db: Database, { at, ...entry }: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, createdAt: at });
}
