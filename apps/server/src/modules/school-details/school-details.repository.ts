import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { schools } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

const detailColumns = {
  id: schools.id,
  name: schools.name,
  address: schools.address,
  logoMediaId: schools.logoMediaId,
  timeZone: schools.timeZone,
  editorDirection: schools.editorDirection,
  academicYear: schools.academicYear,
};

export type SchoolDetailsRow = { [K in keyof typeof detailColumns]: (typeof schools.$inferSelect)[K] };
export type SchoolDetailsUpdate = Omit<SchoolDetailsRow, 'id'>;

/** The school row's descriptive fields (name, address, logo, time zone, direction, year). */
export class SchoolDetailsRepository extends Repository<SchoolDetailsRepository> {
  protected bind(db: Database) {
    return new SchoolDetailsRepository(db);
  }

  async findDetails(schoolId: string): Promise<SchoolDetailsRow | null> {
    const [row] = await this.db.select(detailColumns).from(schools).where(eq(schools.id, schoolId));
    return row ?? null;
  }

  async updateDetails(schoolId: string, values: SchoolDetailsUpdate): Promise<SchoolDetailsRow> {
    const [row] = await this.db
      .update(schools)
      .set(values)
      .where(eq(schools.id, schoolId))
      .returning(detailColumns);
    return row!;
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
