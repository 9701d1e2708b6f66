import { eq } from 'drizzle-orm';
import type { SchoolPermissions } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { schoolSettings } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

/** The school's module switches (school_settings.school_permissions): this module's Drizzle door. */
export class SchoolModulesRepository extends Repository<SchoolModulesRepository> {
  protected bind(db: Database) {
    return new SchoolModulesRepository(db);
  }

  /** The switches, locked for the rest of the transaction so two saves never lose one another's. */
  async lockSwitches(schoolId: string): Promise<SchoolPermissions | null> {
    const [row] = await this.db
      .select({ switches: schoolSettings.schoolPermissions })
      .from(schoolSettings)
      .where(eq(schoolSettings.schoolId, schoolId))
      .for('update');
    return row?.switches ?? null;
  }

  async writeSwitches(schoolId: string, switches: SchoolPermissions): Promise<void> {
    await this.db
      .update(schoolSettings)
      .set({ schoolPermissions: switches })
      .where(eq(schoolSettings.schoolId, schoolId));
  }

  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
