import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { StoryKind, StoryStatus } from '@cue/contracts';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classEnrollments,
  classes,
  observations,
  parentLinks,
  stories,
  storyChildren,
  storyComments,
  storyObservations,
  storyTagLinks,
  storyTagSets,
  storyTags,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { listUnusedFamilyImages, replaceAttachments } from '../class-media/media-attachments.repository.js';
import type { TaggedChildConsent } from '../class-media/media-consent.policy.js';
import {
  claimReceipt,
  findReceipt,
  type Receipt,
  type ReceiptOwner,
} from '../request-receipts/request-receipts.repository.js';
import { lockSchoolTags } from './learning-tags.repository.js';

export type StoryInsert = typeof stories.$inferInsert & { id: string };
/** A story with the names its screens show. */
export type StoryRow = typeof stories.$inferSelect & {
  className: string;
  authorFirstName: string;
  authorLastName: string;
};
export type StoryCommentRow = typeof storyComments.$inferSelect & {
  authorFirstName: string;
  authorLastName: string;
};
export interface StoryTagRef {
  id: string;
  name: string;
  setName: string;
}
/** A published story as another module's evidence reads it. */
export interface StoryEvidenceRow {
  id: string;
  storyDate: string;
  title: string;
  plainText: string;
  /** Of the children asked about, those it is about. */
  childIds: string[];
}
export interface StoryObservationRef {
  id: string;
  title: string;
  observedOn: string;
  childFirstName: string;
  childLastName: string;
}

/** Which stories a list selects; every list is limited to some classes. */
export interface StoryQuery {
  classIds: string[];
  statuses: StoryStatus[];
  /** Only this author's stories (drafts are their author's own). */
  authorUserId?: string | undefined;
  childId?: string | undefined;
  tagId?: string | undefined;
  kind?: StoryKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  search?: string | undefined;
}

/** A case-insensitive "contains" pattern: the caller's % and _ are letters, not wildcards. */
const containsPattern = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(query: StoryQuery): SQL | undefined {
  return and(
    inArray(stories.classId, query.classIds),
    inArray(stories.status, query.statuses),
    query.authorUserId ? eq(stories.authorUserId, query.authorUserId) : undefined,
    query.kind ? eq(stories.kind, query.kind) : undefined,
    query.from ? gte(stories.storyDate, query.from) : undefined,
    query.to ? lte(stories.storyDate, query.to) : undefined,
    query.search
      ? sql`(${stories.title} || ' ' || ${stories.plainText}) ilike ${containsPattern(query.search)}`
      : undefined,
    query.childId
      ? sql`exists (select 1 from ${storyChildren} where ${storyChildren.storyId} = ${stories.id} and ${storyChildren.childId} = ${query.childId})`
      : undefined,
    query.tagId
      ? sql`exists (select 1 from ${storyTagLinks} where ${storyTagLinks.storyId} = ${stories.id} and ${storyTagLinks.tagId} = ${query.tagId})`
      : undefined,
  );
}

/** Learning stories, their children, tags, observations, photos and comments: the stories module's Drizzle door. */
export class StoriesRepository extends Repository<StoriesRepository> {
  protected bind(db: Database) {
    return new StoriesRepository(db);
  }

  private selectStories() {
    return this.db
      .select({
        story: stories,
        className: classes.name,
        authorFirstName: users.firstName,
        authorLastName: users.lastName,
      })
      .from(stories)
      .innerJoin(classes, eq(classes.id, stories.classId))
      .innerJoin(users, eq(users.id, stories.authorUserId));
  }

  private static flatten(
    rows: {
      story: typeof stories.$inferSelect;
      className: string;
      authorFirstName: string;
      authorLastName: string;
    }[],
  ): StoryRow[] {
    return rows.map(({ story, ...names }) => ({ ...story, ...names }));
  }

  /** One page, newest story date first, and how many match in all. */
  async listStories(
    query: StoryQuery,
    page: { limit: number; offset: number },
  ): Promise<{ rows: StoryRow[]; total: number }> {
    if (query.classIds.length === 0) return { rows: [], total: 0 };
    const where = whereOf(query);
    const rows = await this.selectStories()
      .where(where)
      .orderBy(desc(stories.storyDate), desc(stories.updatedAt), desc(stories.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(stories).where(where);
    return { rows: StoriesRepository.flatten(rows), total: total?.n ?? 0 };
  }

  /** A child's published stories (teacher and home), newest first. */
  async listChildStories(
    childId: string,
    page: { limit: number; offset: number },
  ): Promise<{ rows: StoryRow[]; total: number }> {
    const where = and(
      eq(stories.status, 'published'),
      exists(
        this.db
          .select({ one: sql`1` })
          .from(storyChildren)
          .where(and(eq(storyChildren.storyId, stories.id), eq(storyChildren.childId, childId))),
      ),
    );
    const rows = await this.selectStories()
      .where(where)
      .orderBy(desc(stories.storyDate), desc(stories.publishedAt), desc(stories.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await this.db.select({ n: count() }).from(stories).where(where);
    return { rows: StoriesRepository.flatten(rows), total: total?.n ?? 0 };
  }

  /**
   * Published stories of a class about any of `childIds`, dated between two days (inclusive),
   * oldest first, each with those of the children it is about.
   */
  async listPublishedAbout(
    classId: string,
    childIds: readonly string[],
    from: string,
    to: string,
  ): Promise<StoryEvidenceRow[]> {
    if (childIds.length === 0) return [];
    const rows = await this.db
      .select({
        id: stories.id,
        storyDate: stories.storyDate,
        title: stories.title,
        plainText: stories.plainText,
        childId: storyChildren.childId,
      })
      .from(stories)
      .innerJoin(storyChildren, eq(storyChildren.storyId, stories.id))
      .where(
        and(
          eq(stories.classId, classId),
          eq(stories.status, 'published'),
          inArray(storyChildren.childId, [...childIds]),
          gte(stories.storyDate, from),
          lte(stories.storyDate, to),
        ),
      )
      .orderBy(asc(stories.storyDate), asc(stories.id));
    const byId = new Map<string, StoryEvidenceRow>();
    for (const { childId, ...story } of rows) {
      const entry = byId.get(story.id) ?? { ...story, childIds: [] };
      entry.childIds.push(childId);
      byId.set(story.id, entry);
    }
    return [...byId.values()];
  }

  async findStory(id: string): Promise<StoryRow | null> {
    const rows = await this.selectStories().where(eq(stories.id, id));
    return StoriesRepository.flatten(rows)[0] ?? null;
  }

  /** Locks the story's row for a write (two saves of one story take turns). */
  async lockStory(id: string): Promise<typeof stories.$inferSelect | null> {
    const [row] = await this.db.select().from(stories).where(eq(stories.id, id)).for('update');
    return row ?? null;
  }

  async insertStory(row: StoryInsert): Promise<void> {
    await this.db.insert(stories).values(row);
  }

  async updateStory(id: string, patch: Partial<typeof stories.$inferInsert>): Promise<void> {
    await this.db.update(stories).set(patch).where(eq(stories.id, id));
  }

  /** The story goes with its photos' attachments (the files stay in the class library). */
  async deleteStory(id: string, schoolId: string): Promise<void> {
    await replaceAttachments(this.db, { kind: 'story', id, schoolId }, []);
    await this.db.delete(stories).where(eq(stories.id, id));
  }

  async replaceChildren(storyId: string, schoolId: string, childIds: string[]): Promise<void> {
    await this.db.delete(storyChildren).where(eq(storyChildren.storyId, storyId));
    if (childIds.length === 0) return;
    await this.db.insert(storyChildren).values(childIds.map((childId) => ({ storyId, childId, schoolId })));
  }

  async replaceTags(storyId: string, schoolId: string, tagIds: string[]): Promise<void> {
    await this.db.delete(storyTagLinks).where(eq(storyTagLinks.storyId, storyId));
    if (tagIds.length === 0) return;
    await this.db.insert(storyTagLinks).values(tagIds.map((tagId) => ({ storyId, tagId, schoolId })));
  }

  async replaceObservations(storyId: string, schoolId: string, observationIds: string[]): Promise<void> {
    await this.db.delete(storyObservations).where(eq(storyObservations.storyId, storyId));
    if (observationIds.length === 0) return;
    await this.db
      .insert(storyObservations)
      .values(
        observationIds.map((observationId, position) => ({ storyId, observationId, schoolId, position })),
      );
  }

  /** Makes `mediaIds` (in order) the story's photos and videos. */
  async replaceMedia(storyId: string, schoolId: string, mediaIds: string[]): Promise<void> {
    await replaceAttachments(this.db, { kind: 'story', id: storyId, schoolId }, mediaIds);
  }

  /** Of `ids`, the parent's own uploaded images nothing uses yet (call inside the write's transaction). */
  unusedFamilyImages(parentUserId: string, ids: string[]): Promise<string[]> {
    return listUnusedFamilyImages(this.db, parentUserId, ids);
  }

  /** Each story's children, with their photo consent as it is now. */
  async childrenOf(storyIds: string[]): Promise<Map<string, TaggedChildConsent[]>> {
    const byStory = new Map<string, TaggedChildConsent[]>(storyIds.map((id) => [id, []]));
    if (storyIds.length === 0) return byStory;
    const rows = await this.db
      .select({
        storyId: storyChildren.storyId,
        childId: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        photoConsent: children.photoConsent,
      })
      .from(storyChildren)
      .innerJoin(children, eq(children.id, storyChildren.childId))
      .where(inArray(storyChildren.storyId, storyIds))
      .orderBy(asc(children.firstName), asc(children.lastName));
    for (const { storyId, ...child } of rows) byStory.get(storyId)?.push(child);
    return byStory;
  }

  /** Children by id with their photo consent (for the publish check before they are stored). */
  async consentOf(childIds: string[]): Promise<TaggedChildConsent[]> {
    if (childIds.length === 0) return [];
    return this.db
      .select({
        childId: children.id,
        firstName: children.firstName,
        lastName: children.lastName,
        photoConsent: children.photoConsent,
      })
      .from(children)
      .where(inArray(children.id, childIds))
      .orderBy(asc(children.firstName), asc(children.lastName));
  }

  async tagsOf(storyIds: string[]): Promise<Map<string, StoryTagRef[]>> {
    const byStory = new Map<string, StoryTagRef[]>(storyIds.map((id) => [id, []]));
    if (storyIds.length === 0) return byStory;
    const rows = await this.db
      .select({
        storyId: storyTagLinks.storyId,
        id: storyTags.id,
        name: storyTags.name,
        setName: storyTagSets.name,
      })
      .from(storyTagLinks)
      .innerJoin(storyTags, eq(storyTags.id, storyTagLinks.tagId))
      .innerJoin(storyTagSets, eq(storyTagSets.id, storyTags.setId))
      .where(inArray(storyTagLinks.storyId, storyIds))
      .orderBy(asc(storyTagSets.createdAt), asc(storyTags.position));
    for (const { storyId, ...tag } of rows) byStory.get(storyId)?.push(tag);
    return byStory;
  }

  async observationsOf(storyIds: string[]): Promise<Map<string, StoryObservationRef[]>> {
    const byStory = new Map<string, StoryObservationRef[]>(storyIds.map((id) => [id, []]));
    if (storyIds.length === 0) return byStory;
    const rows = await this.db
      .select({
        storyId: storyObservations.storyId,
        id: observations.id,
        title: observations.title,
        observedOn: observations.observedOn,
        childFirstName: children.firstName,
        childLastName: children.lastName,
      })
      .from(storyObservations)
      .innerJoin(observations, eq(observations.id, storyObservations.observationId))
      .innerJoin(children, eq(children.id, observations.childId))
      .where(inArray(storyObservations.storyId, storyIds))
      .orderBy(asc(storyObservations.position));
    for (const { storyId, ...observation } of rows) byStory.get(storyId)?.push(observation);
    return byStory;
  }

  /** Observations among `ids` with their class and child (to check they belong to the story). */
  async findObservations(ids: string[]): Promise<{ id: string; classId: string; childId: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ id: observations.id, classId: observations.classId, childId: observations.childId })
      .from(observations)
      .where(inArray(observations.id, ids));
  }

  /** The school's tags among `ids`, locked for this transaction (lockSchoolTags). */
  schoolTags(schoolId: string, ids: string[]): Promise<{ id: string; active: boolean }[]> {
    return lockSchoolTags(this.db, schoolId, ids);
  }

  async insertComment(row: typeof storyComments.$inferInsert): Promise<void> {
    await this.db.insert(storyComments).values(row);
  }

  async findComment(id: string): Promise<typeof storyComments.$inferSelect | null> {
    const [row] = await this.db.select().from(storyComments).where(eq(storyComments.id, id));
    return row ?? null;
  }

  async deleteComment(id: string): Promise<void> {
    await this.db.delete(storyComments).where(eq(storyComments.id, id));
  }

  /** Each story's comments, oldest first (the service keeps what the reader may see). */
  async commentsOf(storyIds: string[]): Promise<Map<string, StoryCommentRow[]>> {
    const byStory = new Map<string, StoryCommentRow[]>(storyIds.map((id) => [id, []]));
    if (storyIds.length === 0) return byStory;
    const rows = await this.db
      .select({ comment: storyComments, authorFirstName: users.firstName, authorLastName: users.lastName })
      .from(storyComments)
      .innerJoin(users, eq(users.id, storyComments.authorUserId))
      .where(inArray(storyComments.storyId, storyIds))
      .orderBy(asc(storyComments.createdAt), asc(storyComments.id));
    for (const { comment, ...names } of rows) byStory.get(comment.storyId)?.push({ ...comment, ...names });
    return byStory;
  }

  /** The parents of each child (their user ids), for events only they receive. */
  async parentsOf(childIds: string[]): Promise<Map<string, string[]>> {
    const byChild = new Map<string, string[]>(childIds.map((id) => [id, []]));
    if (childIds.length === 0) return byChild;
    const rows = await this.db
      .select({ childId: parentLinks.childId, userId: parentLinks.parentUserId })
      .from(parentLinks)
      .where(inArray(parentLinks.childId, childIds));
    for (const row of rows) byChild.get(row.childId)?.push(row.userId);
    return byChild;
  }

  /** A child's school and current class (the first they joined); null when in no class. */
  async currentClassOf(childId: string): Promise<{ schoolId: string; classId: string } | null> {
    const [row] = await this.db
      .select({ schoolId: classEnrollments.schoolId, classId: classEnrollments.classId })
      .from(classEnrollments)
      .innerJoin(classes, eq(classes.id, classEnrollments.classId))
      .where(and(eq(classEnrollments.childId, childId), isNull(classes.archivedAt)))
      .orderBy(asc(classEnrollments.createdAt), asc(classEnrollments.id))
      .limit(1);
    return row ?? null;
  }

  /** The school a child belongs to (the caller has already checked the child is theirs). */
  async findChildSchoolId(childId: string): Promise<string> {
    const [row] = await this.db
      .select({ schoolId: children.schoolId })
      .from(children)
      .where(eq(children.id, childId));
    if (!row) throw new Error(`child ${childId} vanished`);
    return row.schoolId;
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }

  findReceipt(owner: ReceiptOwner): Promise<Receipt | null> {
    return findReceipt(this.db, owner);
  }

  /** Stores the key with the story (in its transaction), or answers the first request's receipt. */
  claimReceipt(owner: ReceiptOwner, receipt: Receipt & { at: Date }): Promise<Receipt | null> {
    return claimReceipt(this.db, owner, receipt);
  }
}
