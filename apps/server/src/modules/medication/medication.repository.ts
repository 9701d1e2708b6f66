import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { medicationDoses, medicationRequests } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import {
  listAttachments,
  listUnusedFamilyImages,
  replaceAttachments,
} from '../class-media/media-attachments.repository.js';
import {
  childNamesOf,
  findCareChild,
  listSchoolStaff,
  namesOf,
  type CareChild,
} from './care-people.repository.js';

export type MedicationRequestRow = typeof medicationRequests.$inferSelect;
export type MedicationRequestInsert = typeof medicationRequests.$inferInsert;
export type MedicationDoseRow = typeof medicationDoses.$inferSelect;
export type MedicationDoseInsert = typeof medicationDoses.$inferInsert;

/** Medication requests and doses: the only Drizzle door of the module. */
export class MedicationRepository extends Repository<MedicationRepository> {
  protected bind(db: Database) {
    return new MedicationRepository(db);
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

  async findRequest(id: string): Promise<MedicationRequestRow | null> {
    const [row] = await this.db.select().from(medicationRequests).where(eq(medicationRequests.id, id));
    return row ?? null;
  }

  /** Requests of these children ending on or after `endingFrom` (all when omitted), newest first. */
  async listRequests(childIds: string[], endingFrom?: string): Promise<MedicationRequestRow[]> {
    if (childIds.length === 0) return [];
    return this.db
      .select()
      .from(medicationRequests)
      .where(
        and(
          inArray(medicationRequests.childId, childIds),
          endingFrom ? gte(medicationRequests.endDate, endingFrom) : undefined,
        ),
      )
      .orderBy(desc(medicationRequests.createdAt), desc(medicationRequests.id));
  }

  /** Doses of each request, newest first. */
  async dosesOf(requestIds: string[]): Promise<Map<string, MedicationDoseRow[]>> {
    const doses = new Map<string, MedicationDoseRow[]>(requestIds.map((id) => [id, []]));
    if (requestIds.length === 0) return doses;
    const rows = await this.db
      .select()
      .from(medicationDoses)
      .where(inArray(medicationDoses.requestId, requestIds))
      .orderBy(desc(medicationDoses.givenAt));
    for (const row of rows) doses.get(row.requestId)?.push(row);
    return doses;
  }

  async insertRequest(row: MedicationRequestInsert): Promise<void> {
    await this.db.insert(medicationRequests).values(row);
  }

  /** Marks the request acknowledged unless it already is; false when it was. */
  async acknowledge(id: string, userId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(medicationRequests)
      .set({ acknowledgedByUserId: userId, acknowledgedAt: at })
      .where(and(eq(medicationRequests.id, id), isNull(medicationRequests.acknowledgedAt)))
      .returning({ id: medicationRequests.id });
    return rows.length > 0;
  }

  async insertDose(row: MedicationDoseInsert): Promise<void> {
    await this.db.insert(medicationDoses).values(row);
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  /**
   * The ids among `ids` that are live images the parent uploaded as a parent and nothing uses
   * yet: the one rule for a parent's own uploads (homework, chat and prescriptions share it).
   */
  ownFamilyImages(parentUserId: string, ids: string[]): Promise<string[]> {
    return listUnusedFamilyImages(this.db, parentUserId, ids);
  }

  async attachPhotos(requestId: string, schoolId: string, mediaIds: string[]): Promise<void> {
    await replaceAttachments(this.db, { kind: 'medication_request', id: requestId, schoolId }, mediaIds);
  }

  photosOf(requestIds: string[]): Promise<Map<string, string[]>> {
    return listAttachments(this.db, 'medication_request', requestIds);
  }
}
