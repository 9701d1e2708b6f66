import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { media } from '../../db/schema/index.js';

export type MediaRow = typeof media.$inferSelect;

export class MediaRepository extends Repository<MediaRepository> {
  protected bind(db: Database) {
    return new MediaRepository(db);
  }

  async insertMedia(row: typeof media.$inferInsert): Promise<void> {
    await this.db.insert(media).values(row);
  }

  /** The media rows among `ids` that are not deleted. */
  async findLiveMedia(ids: string[]): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(media)
      .where(and(inArray(media.id, ids), isNull(media.deletedAt)));
  }

  /** Marks live media deleted and answers the rows it marked (their store keys). */
  async markDeleted(ids: string[], at: Date): Promise<MediaRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .update(media)
      .set({ deletedAt: at })
      .where(and(inArray(media.id, ids), isNull(media.deletedAt)))
      .returning();
  }

  /** Which of the given media ids the user uploaded. */
  async listIdsUploadedBy(userId: string, schoolId: string, ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: media.id })
      .from(media)
      .where(and(eq(media.uploaderUserId, userId), eq(media.schoolId, schoolId), inArray(media.id, ids)));
    return rows.map((r) => r.id);
  }
}
