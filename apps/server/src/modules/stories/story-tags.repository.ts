import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import { observationTagLinks, storyTagLinks, storyTagSets, storyTags } from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type StoryTagSetRow = typeof storyTagSets.$inferSelect;
export type StoryTagRow = typeof storyTags.$inferSelect;

/** A school's story tag sets and their tags: the tag-set area's Drizzle door. */
export class StoryTagsRepository extends Repository<StoryTagsRepository> {
  protected bind(db: Database) {
    return new StoryTagsRepository(db);
  }

  /** The school's sets in use, oldest first, each with its tags in order (archived ones too). */
  async listSets(schoolId: string): Promise<{ set: StoryTagSetRow; tags: StoryTagRow[] }[]> {
    const sets = await this.db
      .select()
      .from(storyTagSets)
      .where(and(eq(storyTagSets.schoolId, schoolId), isNull(storyTagSets.archivedAt)))
      .orderBy(asc(storyTagSets.createdAt), asc(storyTagSets.id));
    const tags = await this.tagsOf(sets.map((set) => set.id));
    return sets.map((set) => ({ set, tags: tags.filter((tag) => tag.setId === set.id) }));
  }

  async findSet(id: string): Promise<StoryTagSetRow | null> {
    const [row] = await this.db.select().from(storyTagSets).where(eq(storyTagSets.id, id));
    return row ?? null;
  }

  async tagsOf(setIds: string[]): Promise<StoryTagRow[]> {
    if (setIds.length === 0) return [];
    return this.db
      .select()
      .from(storyTags)
      .where(inArray(storyTags.setId, setIds))
      .orderBy(asc(storyTags.position), asc(storyTags.id));
  }

  async insertSet(row: typeof storyTagSets.$inferInsert): Promise<void> {
    await this.db.insert(storyTagSets).values(row);
  }

  async updateSet(id: string, patch: Partial<typeof storyTagSets.$inferInsert>): Promise<void> {
    await this.db.update(storyTagSets).set(patch).where(eq(storyTagSets.id, id));
  }

  async deleteSet(id: string): Promise<void> {
    await this.db.delete(storyTagSets).where(eq(storyTagSets.id, id));
  }

  async insertTags(rows: (typeof storyTags.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await this.db.insert(storyTags).values(rows);
  }

  async updateTag(id: string, patch: Partial<typeof storyTags.$inferInsert>): Promise<void> {
    await this.db.update(storyTags).set(patch).where(eq(storyTags.id, id));
  }

  async deleteTags(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(storyTags).where(inArray(storyTags.id, ids));
  }

  /**
   * Of `ids`, the tags some story or observation carries (kept, archived, rather than deleted).
   * Call inside the edit's transaction: the tags are locked first, so a story or observation
   * being saved with one of them commits before this reads (and the tag is kept), or waits and
   * finds it gone.
   */
  async usedTagIds(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    await this.db
      .select({ id: storyTags.id })
      .from(storyTags)
      .where(inArray(storyTags.id, ids))
      .for('update');
    const rows = await this.db
      .select({ id: storyTagLinks.tagId })
      .from(storyTagLinks)
      .where(inArray(storyTagLinks.tagId, ids))
      .union(
        this.db
          .select({ id: observationTagLinks.tagId })
          .from(observationTagLinks)
          .where(inArray(observationTagLinks.tagId, ids)),
      );
    return rows.map((row) => row.id);
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
