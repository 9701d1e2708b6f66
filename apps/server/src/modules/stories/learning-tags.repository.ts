import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storyTagSets, storyTags } from '../../db/schema/index.js';

/*
 * The school's learning tags as the records that carry them see them (stories and observations,
 * decision 048), as a function over a database or transaction (like replaceAttachments): each
 * module's repository calls it inside its own write's transaction, where the lock must be held.
 */

/**
 * The ids among `ids` that are the school's tags, each with whether it is still in a set (not
 * archived). Inside a write's transaction the tags are locked until it commits, so a tag set
 * edit cannot delete one the record is being linked to (it waits, then counts the new link).
 */
export async function lockSchoolTags(
  db: Database,
  schoolId: string,
  ids: string[],
): Promise<{ id: string; active: boolean }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: storyTags.id,
      active: sql<boolean>`(${storyTags.archivedAt} is null and ${storyTagSets.archivedAt} is null)`,
    })
    .from(storyTags)
    .innerJoin(storyTagSets, eq(storyTagSets.id, storyTags.setId))
    .where(and(inArray(storyTags.id, ids), eq(storyTags.schoolId, schoolId)))
    .for('key share', { of: storyTags });
}
