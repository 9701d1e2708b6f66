import {
  CreateStoryInputSchema,
  HomeStoryInputSchema,
  STORIES_PAGE_SIZE,
  UpdateStoryInputSchema,
  messages,
  type ClassStoriesQuerySchema,
  type CreateStoryInput,
  type HomeStoryInput,
  type Story,
  type StoryLibraryQuery,
  type StoryPage,
  type StoryStatus,
  type StoryStatusInput,
  type UpdateStoryInput,
} from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput, forbidden } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import { checkFamilyPhotos } from '../class-media/family-photos.js';
import type { ClassMediaRepository } from '../class-media/class-media.repository.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { StoriesEvents } from './stories.events.js';
import { mayDeleteStory, mayEditStory, mayWriteStories, statusChange } from './stories.policy.js';
import type { StoriesRepository, StoryEvidenceRow, StoryQuery, StoryRow } from './stories.repository.js';
import { checkPublishConsent, checkStoryContent, parseInput, storyText } from './story-content.js';
import { checkLearningTags } from './learning-tags.js';
import { storyNotFound, type StoryReader, type StoryReading } from './story-reading.js';

/** The request-receipt kind of a story made with a request key. */
const STORY_RECEIPT_KIND = 'story';

export interface StoriesServiceDeps {
  repository: StoriesRepository;
  schools: SchoolsService;
  events: StoriesEvents;
  clock: Clock;
  reading: StoryReading;
  library: ClassMediaRepository;
  attachments: MediaAttachments;
}

/** Page number from the PageNumber header (validated by the route): 1 when missing. */
const pageOf = (pageNumber: string | undefined) => {
  const page = pageNumber ? Number(pageNumber) : 1;
  return { page, limit: STORIES_PAGE_SIZE, offset: (page - 1) * STORIES_PAGE_SIZE };
};

const storyTagField = (index: number) => `story.tag_ids.${index}`;

const conflict = (message: string) => new AppError('CONFLICT', message);

const stepNames: Record<StoryStatus, string> = {
  draft: 'back to draft',
  in_review: 'for review',
  published: 'published',
};

/**
 * Learning stories (decision 048): staff of a class write stories about some of its children or
 * the whole class, autosave them with a version, send them for review, publish them to the
 * families of the children in them; families read, and write home stories about their own child.
 * Every call checks school, role, class, child and the story switch; every write is audited in
 * its transaction and announced after commit, ids only.
 */
export class StoriesService {
  constructor(private readonly deps: StoriesServiceDeps) {}

  /** stories/{classId}: the class's stories in one state (drafts: one's own), newest first. */
  async classStories(
    actor: Actor,
    classId: string,
    query: z.output<typeof ClassStoriesQuerySchema>,
    pageNumber: string | undefined,
  ): Promise<StoryPage> {
    const { access, roster } = await this.deps.schools.classForStaff(actor, classId);
    await this.deps.schools.requireModule(access.schoolId, 'story');
    if (query.student_id && !roster.some((child) => child.id === query.student_id)) {
      throw badInput('student_id', 'is not a student of this class');
    }
    const ownOnly = query.status === 'draft' || (query.status === 'in_review' && !access.isAdmin);
    return this.page(
      {
        classIds: [classId],
        statuses: [query.status],
        authorUserId: ownOnly ? access.userId : undefined,
        childId: query.student_id,
      },
      pageNumber,
      { kind: 'staff', access },
    );
  }

  /** story_library/: published stories of every class the staff member may see, filtered. */
  async library(actor: Actor, query: StoryLibraryQuery, pageNumber: string | undefined): Promise<StoryPage> {
    const access = await this.deps.schools.staffAccess(actor);
    await this.deps.schools.requireModule(access.schoolId, 'story');
    if (!mayWriteStories(access)) throw forbidden();
    let classIds = (await this.deps.schools.listStaffClasses(actor)).map((c) => c._id);
    if (query.class_id) {
      // Another school's class is 404, a class of one's school one does not teach 403.
      if (!classIds.includes(query.class_id)) await this.deps.schools.classForStaff(actor, query.class_id);
      classIds = [query.class_id];
    }
    return this.page(
      {
        classIds,
        statuses: ['published'],
        authorUserId: query.author_id,
        childId: query.student_id,
        tagId: query.tag_id,
        kind: query.kind,
        from: query.from,
        to: query.to,
        search: query.search || undefined,
      },
      pageNumber,
      { kind: 'staff', access },
    );
  }

  /** child_stories/{studentId}: a parent reads their child's published stories, teacher and home. */
  async childStories(actor: Actor, childId: string, pageNumber: string | undefined): Promise<StoryPage> {
    await this.deps.schools.childForParent(actor, childId);
    await this.deps.schools.requireModule(await this.deps.repository.findChildSchoolId(childId), 'story');
    const reader = await this.deps.reading.parentReader(actor);
    const { page, limit, offset } = pageOf(pageNumber);
    const { rows, total } = await this.deps.repository.listChildStories(childId, { limit, offset });
    return this.pageOf(rows, total, page, offset, reader);
  }

  /** story/{id}: the whole story, for its staff (drafts: the author) or a family of a child in it. */
  async getStory(actor: Actor, id: string): Promise<Story> {
    const { story, reader } = await this.deps.reading.forReader(actor, id);
    return this.deps.reading.full(story, reader);
  }

  /**
   * stories/{classId}: a new story, a draft unless `status` says otherwise. Cue's story card
   * saves through here (with a request key, so a command run again makes one story).
   */
  async createStory(
    actor: Actor,
    classId: string,
    input: CreateStoryInput,
    requestKey?: RequestKey,
  ): Promise<Story> {
    const { repository, schools, clock } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'story');
    if (!mayWriteStories(access)) throw forbidden();
    const reader: StoryReader = { kind: 'staff', access };
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: schoolClass.schoolId,
      requestKey: requestKey.value,
    };
    const receipt = owner && (await repository.findReceipt(owner));
    if (receipt) return this.replay(replayOf(receipt, STORY_RECEIPT_KIND, requestKey!).ids, reader);

    const { story: fields, status } = parseInput(CreateStoryInputSchema, input);
    const rosterIds = roster.map((child) => child.id);
    const content = await checkStoryContent(this.deps, { access, classId, roster: rosterIds }, fields);
    if (status === 'published') {
      await checkPublishConsent(repository, content.childIds, content.mediaIds.length, 'story.media_ids');
    }
    const now = clock.now();
    const id = newObjectId(now);
    const replayed = await repository.transaction(async (tx) => {
      if (owner) {
        const first = await tx.claimReceipt(owner, {
          kind: STORY_RECEIPT_KIND,
          outcome: { ids: [id] },
          at: now,
        });
        if (first) return replayOf(first, STORY_RECEIPT_KIND, requestKey!).ids;
      }
      await checkLearningTags(tx, schoolClass.schoolId, content.tagIds, [], storyTagField);
      await tx.insertStory({
        id,
        schoolId: schoolClass.schoolId,
        classId,
        kind: 'teacher',
        status,
        title: fields.title,
        storyDate: fields.story_date,
        wholeClass: fields.whole_class,
        story: fields.story,
        learning: fields.learning,
        nextSteps: fields.next_steps,
        ...storyText([fields.story, fields.learning, fields.next_steps]),
        authorUserId: access.userId,
        authorKind: 'staff',
        submittedAt: status === 'in_review' ? now : null,
        publishedAt: status === 'published' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await this.writeLinks(
        tx,
        id,
        schoolClass.schoolId,
        content,
        fields.whole_class && status !== 'published',
      );
      await tx.audit({
        at: now,
        schoolId: schoolClass.schoolId,
        actorUserId: access.userId,
        action: 'create_story',
        entity: 'story',
        entityId: id,
        details: { class_id: classId, status, student_ids: content.childIds, media_ids: content.mediaIds },
      });
      return null;
    });
    // Two runs of one key at once: the second answers the first's story.
    if (replayed) return this.replay(replayed, reader);
    await this.announce(id);
    return this.deps.reading.reread(id, reader);
  }

  /**
   * story/{id}: the editor's autosave. The version it last read must still be the story's (a 409
   * otherwise, so two tabs never overwrite each other); each save makes the next version.
   */
  async saveStory(actor: Actor, id: string, input: UpdateStoryInput): Promise<Story> {
    const { repository, clock } = this.deps;
    const { story, access, roster } = await this.deps.reading.forStaff(actor, id);
    if (!mayEditStory(access, story)) throw forbidden();
    const { story: fields, version } = parseInput(UpdateStoryInputSchema, input);
    const content = await checkStoryContent(this.deps, { access, classId: story.classId, roster }, fields);
    const published = story.status === 'published';
    const familiesBefore = await this.familiesOf(story);
    // A published whole-class story keeps the roster it was published to.
    const keptChildren =
      published && fields.whole_class && story.wholeClass
        ? ((await repository.childrenOf([id])).get(id) ?? []).map((child) => child.childId)
        : content.childIds;
    if (published)
      await checkPublishConsent(repository, keptChildren, content.mediaIds.length, 'story.media_ids');
    const now = clock.now();
    await repository.transaction(async (tx) => {
      const current = await tx.lockStory(id);
      if (!current) throw storyNotFound();
      if (current.version !== version) throw conflict(messages.storyChangedElsewhere);
      const existingTagIds = ((await tx.tagsOf([id])).get(id) ?? []).map((tag) => tag.id);
      await checkLearningTags(tx, story.schoolId, content.tagIds, existingTagIds, storyTagField);
      await tx.updateStory(id, {
        title: fields.title,
        storyDate: fields.story_date,
        wholeClass: fields.whole_class,
        story: fields.story,
        learning: fields.learning,
        nextSteps: fields.next_steps,
        ...storyText([fields.story, fields.learning, fields.next_steps]),
        version: current.version + 1,
        updatedAt: now,
      });
      await this.writeLinks(
        tx,
        id,
        story.schoolId,
        { ...content, childIds: keptChildren },
        fields.whole_class && !published,
      );
      await tx.audit({
        at: now,
        schoolId: story.schoolId,
        actorUserId: access.userId,
        action: 'update_story',
        entity: 'story',
        entityId: id,
        details: { class_id: story.classId, version: current.version + 1, media_ids: content.mediaIds },
      });
    });
    await this.announce(id, familiesBefore);
    return this.deps.reading.reread(id, { kind: 'staff', access });
  }

  /** story/{id}/status: submit for review, publish, withdraw, send back with a note, unpublish. */
  async setStatus(actor: Actor, id: string, input: StoryStatusInput): Promise<Story> {
    const { repository, clock } = this.deps;
    const { story, access, roster } = await this.deps.reading.forStaff(actor, id);
    const step = statusChange(access, story, input.status);
    if (step === 'forbidden') throw forbidden();
    if (step === 'illegal') {
      throw conflict(`A ${story.status.replace('_', ' ')} story cannot be ${stepNames[input.status]}`);
    }
    const publishing = input.status === 'published';
    // A whole-class story is about the children on the roster the day it is published.
    const childIds = story.wholeClass
      ? roster
      : ((await repository.childrenOf([id])).get(id) ?? []).map((child) => child.childId);
    if (publishing) {
      const media = (await this.deps.attachments.filesOf('story', [id], { kind: 'staff' })).get(id) ?? [];
      await checkPublishConsent(repository, childIds, media.length, 'status');
    }
    const familiesBefore = await this.familiesOf(story);
    const sentBack =
      input.status === 'draft' && story.status === 'in_review' && story.authorUserId !== access.userId;
    const now = clock.now();
    await repository.transaction(async (tx) => {
      const current = await tx.lockStory(id);
      // The photos and children checked above are those of this version: a save since is a 409.
      if (!current || current.version !== story.version) throw conflict(messages.storyChangedElsewhere);
      await tx.updateStory(id, {
        status: input.status,
        version: current.version + 1,
        updatedAt: now,
        ...(input.status === 'in_review' && { submittedAt: now, reviewNote: null }),
        ...(publishing && { publishedAt: now, reviewNote: null }),
        ...(input.status === 'draft' && {
          publishedAt: null,
          reviewNote: sentBack ? (input.note ?? null) : null,
        }),
      });
      if (publishing && story.wholeClass) await tx.replaceChildren(id, story.schoolId, childIds);
      await tx.audit({
        at: now,
        schoolId: story.schoolId,
        actorUserId: access.userId,
        action: 'story_status',
        entity: 'story',
        entityId: id,
        details: { class_id: story.classId, from: story.status, to: input.status },
      });
    });
    // Unpublishing tells the families too, so the story leaves their screens.
    await this.announce(id, familiesBefore);
    return this.deps.reading.reread(id, { kind: 'staff', access });
  }

  /** story/{id} DELETE: its author or an admin; a family deletes its own home story. */
  async deleteStory(actor: Actor, id: string): Promise<{ id: string }> {
    const { story, reader } = await this.deps.reading.forReader(actor, id);
    const allowed =
      reader.kind === 'staff'
        ? mayDeleteStory(reader.access, story)
        : story.kind === 'home' && story.authorUserId === actor.userId;
    if (!allowed) throw forbidden();
    const familyChildIds = await this.familiesOf(story);
    const now = this.deps.clock.now();
    await this.deps.repository.transaction(async (tx) => {
      await tx.deleteStory(id, story.schoolId);
      await tx.audit({
        at: now,
        schoolId: story.schoolId,
        actorUserId: actor.userId,
        action: 'delete_story',
        entity: 'story',
        entityId: id,
        details: { class_id: story.classId, kind: story.kind, status: story.status, title: story.title },
      });
    });
    await this.deps.events.storyChanged({
      id,
      schoolId: story.schoolId,
      classId: story.classId,
      familyChildIds,
    });
    return { id };
  }

  /**
   * home_stories/{studentId}: a parent's story about their own child, published at once to the
   * child's current class's staff and the child's family, with the family's own photos.
   */
  async createHomeStory(actor: Actor, childId: string, input: HomeStoryInput): Promise<Story> {
    const { repository, schools, clock } = this.deps;
    await schools.childForParent(actor, childId);
    const place = await repository.currentClassOf(childId);
    if (!place) throw badInput('studentId', 'is not in a class');
    await schools.requireModule(place.schoolId, 'story');
    const fields = parseInput(HomeStoryInputSchema, input);
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      const mediaIds = await checkFamilyPhotos(
        fields.media_ids,
        'media_ids',
        { attached: [], othersPhotos: [] },
        (ids) => tx.unusedFamilyImages(actor.userId, ids),
      );
      const empty = { type: 'doc' as const, content: [] };
      await tx.insertStory({
        id,
        schoolId: place.schoolId,
        classId: place.classId,
        kind: 'home',
        status: 'published',
        title: fields.title,
        storyDate: fields.story_date,
        story: fields.story,
        learning: empty,
        nextSteps: empty,
        ...storyText([fields.story]),
        authorUserId: actor.userId,
        authorKind: 'parent',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await tx.replaceChildren(id, place.schoolId, [childId]);
      await tx.replaceMedia(id, place.schoolId, mediaIds);
      await tx.audit({
        at: now,
        schoolId: place.schoolId,
        actorUserId: actor.userId,
        action: 'create_home_story',
        entity: 'story',
        entityId: id,
        details: { class_id: place.classId, student_id: childId, media_ids: mediaIds },
      });
    });
    await this.deps.events.storyChanged({
      id,
      schoolId: place.schoolId,
      classId: place.classId,
      familyChildIds: [childId],
    });
    return this.deps.reading.reread(id, await this.deps.reading.parentReader(actor));
  }

  /**
   * For the progress card (issue 17), which has already checked the actor may see the class (or
   * is the family of the child): the class's published stories about any of `childIds` dated
   * between two days (inclusive), oldest first — stories those children's families read.
   */
  async publishedStoriesAbout(
    classId: string,
    childIds: readonly string[],
    from: string,
    to: string,
  ): Promise<StoryEvidenceRow[]> {
    return this.deps.repository.listPublishedAbout(classId, childIds, from, to);
  }

  /** Children, tags, observations and photos of a story, as checked (whole-class drafts: none yet). */
  private async writeLinks(
    tx: StoriesRepository,
    id: string,
    schoolId: string,
    content: { childIds: string[]; mediaIds: string[]; tagIds: string[]; observationIds: string[] },
    childrenLater: boolean,
  ): Promise<void> {
    await tx.replaceChildren(id, schoolId, childrenLater ? [] : content.childIds);
    await tx.replaceTags(id, schoolId, content.tagIds);
    await tx.replaceObservations(id, schoolId, content.observationIds);
    await tx.replaceMedia(id, schoolId, content.mediaIds);
  }

  /** The children whose families hear of a story: those of a published one, else none. */
  private async familiesOf(story: { id: string; status: StoryStatus }): Promise<string[]> {
    if (story.status !== 'published') return [];
    return ((await this.deps.repository.childrenOf([story.id])).get(story.id) ?? []).map((c) => c.childId);
  }

  /** After commit: the class's staff, and the families of the story as it is now and was before. */
  private async announce(id: string, familiesBefore: string[] = []): Promise<void> {
    const now = await this.deps.repository.findStory(id);
    if (!now) return;
    const familyChildIds = new Set([...(await this.familiesOf(now)), ...familiesBefore]);
    await this.deps.events.storyChanged({
      id,
      schoolId: now.schoolId,
      classId: now.classId,
      familyChildIds: [...familyChildIds],
    });
  }

  private async replay(ids: string[], reader: StoryReader): Promise<Story> {
    const row = ids[0] ? await this.deps.repository.findStory(ids[0]) : null;
    // The story the key made was deleted since: the key is spent, nothing is made again.
    if (!row) throw storyNotFound();
    return this.deps.reading.full(row, reader);
  }

  private async page(
    query: StoryQuery,
    pageNumber: string | undefined,
    reader: StoryReader,
  ): Promise<StoryPage> {
    const { page, limit, offset } = pageOf(pageNumber);
    const { rows, total } = await this.deps.repository.listStories(query, { limit, offset });
    return this.pageOf(rows, total, page, offset, reader);
  }

  private async pageOf(
    rows: StoryRow[],
    total: number,
    page: number,
    offset: number,
    reader: StoryReader,
  ): Promise<StoryPage> {
    return {
      stories: await this.deps.reading.summaries(rows, reader),
      page_number: page,
      page_size: STORIES_PAGE_SIZE,
      total_count: total,
      has_more: offset + rows.length < total,
    };
  }
}
