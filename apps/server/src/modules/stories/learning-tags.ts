import { badInput } from '../../lib/app-error.js';

/** A repository bound to the write's transaction that can lock the school's tags (lockSchoolTags). */
export interface LearningTagLookup {
  schoolTags(schoolId: string, ids: string[]): Promise<{ id: string; active: boolean }[]>;
}

/**
 * Checks a record's learning tags (a story's or an observation's) are the school's tags still in
 * use, or already on the record, inside the record's transaction: the tags stay locked until it
 * commits, so a tag set edit running at the same moment neither deletes one under it (a foreign
 * key failure) nor misses the new link. A 400 names `fieldOf(index)` of the first tag at fault.
 */
export async function checkLearningTags(
  tx: LearningTagLookup,
  schoolId: string,
  tagIds: string[],
  keptTagIds: string[],
  fieldOf: (index: number) => string,
): Promise<void> {
  const found = new Map((await tx.schoolTags(schoolId, tagIds)).map((tag) => [tag.id, tag]));
  const kept = new Set(keptTagIds);
  // A tag archived since it was put on the record stays on it (decision 048); new ones must be live.
  tagIds.forEach((id, index) => {
    const tag = found.get(id);
    if (!tag || !(tag.active || kept.has(id))) {
      throw badInput(fieldOf(index), "is not one of the school's story tags");
    }
  });
}
