import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { incidents } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  childNamesOf,
  findCareChild,
  listSchoolStaff,
  namesOf,
  type CareChild,
} from '../medication/care-people.repository.js';

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentInsert = typeof incidents.$inferInsert;
export type IncidentChanges = Partial<
  Pick<
    IncidentRow,
    | 'happenedAt'
    | 'location'
    | 'description'
    | 'firstAid'
    | 'staffUserIds'
    | 'parentInformedHow'
    | 'parentInformedAt'
    | 'updatedAt'
  >
>;

/** Incidents: the only Drizzle door of the module. */
export class IncidentsRepository extends Repository<IncidentsRepository> {
  protected bind(db: Database) {
    return new IncidentsRepository(db);
  }

  findCareChild(childId: string): Promise<CareChild | null> {
    return findCareChild(this.db, childId);
  }

  listSchoolStaff(schoolId: string) {
    return listSchoolStaff(this.db, schoolId);
  }

  namesOf(userIds: string[]) {
    return namesOf(this.db, userIds);
  }

  childNamesOf(childIds: string[]) {
    return childNamesOf(this.db, childIds);
  }

  async findIncident(id: string): Promise<IncidentRow | null> {
    const [row] = await this.db.select().from(incidents).where(eq(incidents.id, id));
    return row ?? null;
  }

  /** Incidents recorded in a class, newest first. */
  listOfClass(classId: string): Promise<IncidentRow[]> {
    return this.db
      .select()
      .from(incidents)
      .where(eq(incidents.classId, classId))
      .orderBy(desc(incidents.happenedAt), desc(incidents.id));
  }

  /** A child's incidents, newest first. */
  listOfChildren(childIds: string[]): Promise<IncidentRow[]> {
    if (childIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(incidents)
      .where(inArray(incidents.childId, childIds))
      .orderBy(desc(incidents.happenedAt), desc(incidents.id));
  }

  async insert(row: IncidentInsert): Promise<void> {
    await this.db.insert(incidents).values(row);
  }

  /**
   * Both only while the family has not acknowledged it, decided by the row itself (a parent may
   * acknowledge between a teacher's check and her change): false when it was acknowledged first.
   */
  async update(id: string, changes: IncidentChanges): Promise<boolean> {
    const rows = await this.db
      .update(incidents)
      .set(changes)
      .where(and(eq(incidents.id, id), isNull(incidents.acknowledgedAt)))
      .returning({ id: incidents.id });
    return rows.length > 0;
  }

  async acknowledge(id: string, userId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(incidents)
      .set({ acknowledgedByUserId: userId, acknowledgedAt: at })
      .where(and(eq(incidents.id, id), isNull(incidents.acknowledgedAt)))
      .returning({ id: incidents.id });
    return rows.length > 0;
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
