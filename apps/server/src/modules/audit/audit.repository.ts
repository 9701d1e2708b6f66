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
