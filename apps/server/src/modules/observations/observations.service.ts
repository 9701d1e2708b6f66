import {
  DEFAULT_OBSERVATION_TITLE,
  OBSERVATIONS_PAGE_SIZE,
  isIsoDateTime,
  observationDayOf,
  classFramework,
  type AnecdoteType,
  type EditObservationInput,
  type JournalPost,
  type Observation,
  type ObservationFilters,
  type ObservationPage,
  type SaveObservationsInput,
  type ShareObservationsInput,
} from '@cue/contracts';
import { AppError, badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import { assertDateWithin, pastWindow } from '../../lib/date-window.js';
import { schoolToday } from '../../lib/school-time.js';
import type { Actor } from '../auth/session.service.js';
import { replayOf, type RequestKey } from '../request-receipts/request-key.js';
import type { RequestOutcome } from '../request-receipts/request-receipts.repository.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { checkLearningTags } from '../stories/learning-tags.js';
import { assertCompetencies, presentCompetencies } from '../curriculum/curriculum.service.js';
import type { MediaAttachments } from '../class-media/media-attachments.js';
import { staffViewer } from '../class-media/media-consent.policy.js';
import type { JournalEvents } from '../journal/journal.events.js';
import type { ObservationEvents } from './observations.events.js';
import { mayChangeObservation, mayShareToJournal } from './observations.policy.js';
import { presentJournalPost, presentObservation } from './observations.presenter.js';
import type {
  JournalPostInsert,
  ObservationEvidenceRow,
  ObservationInsert,
  ObservationQuery,
  ObservationRow,
  ObservationsRepository,
} from './observations.repository.js';

export interface ObservationsServiceDeps {
  repository: ObservationsRepository;
  schools: SchoolsService;
  events: ObservationEvents;
  /** Journal posts shared from observations are announced as the journal module does. */
  journalEvents: JournalEvents;
  clock: Clock;
  /** Attached files: which may be attached (photo consent), and which each reader sees. */
  attachments: MediaAttachments;
}

/** An observation as the progress card reads it: its child, day, words and competency codes. */
export type ObservationEvidence = ObservationEvidenceRow & { competencies: string[] };

const observationNotFound = () => notFound('Observation not found');

/** The kind of create a request key of this module is used for. */
const RECEIPT_KIND = 'observations';

/** A title as stored: the spec's default when missing or blank. */
const titleOf = (title: string | undefined) => title?.trim() || DEFAULT_OBSERVATION_TITLE;

/** Page number from the PageNumber header (validated by the route): 1 when missing. */
const pageOf = (pageNumber: string | undefined) => {
  const page = pageNumber ? Number(pageNumber) : 1;
  return { page, limit: OBSERVATIONS_PAGE_SIZE, offset: (page - 1) * OBSERVATIONS_PAGE_SIZE };
};

/**
 * Observations (the spec's anecdotes): staff record what children did, list them by child or day,
 * edit and delete them, and share them to the children's journals, which parents read. Every
 * change is validated whole before anything is written, audited in its transaction, and
 * announced over the socket after commit.
 */
export class ObservationsService {
  constructor(private readonly deps: ObservationsServiceDeps) {}

  /** fetch_anecdote/{classId} and fetch_report_type_anecdote/{classId}: one page, newest first. */
  async listObservations(
    actor: Actor,
    classId: string,
    filters: ObservationFilters | undefined,
    pageNumber: string | undefined,
  ): Promise<ObservationPage> {
    const { access, roster } = await this.deps.schools.classForStaff(actor, classId);
    await this.deps.schools.requireModule(access.schoolId, 'anecdote');
    if (filters?.student_id && !roster.some((child) => child.id === filters.student_id)) {
      throw badInput('student_id', 'is not a student of this class');
    }
    const { page, limit, offset } = pageOf(pageNumber);
    const { rows, total } = await this.deps.repository.listObservations(queryOf(classId, filters), {
      limit,
      offset,
    });
    return {
      observation_entries: await this.presentRows(access, rows),
      page_number: page,
      page_size: limit,
      total_count: total,
      has_more: offset + rows.length < total,
    };
  }

  /**
   * anecdote/{classId}: a new record per entry (a group observation gives one per child). With a
   * request key used before, the observations that request recorded, and nothing new.
   */
  async recordObservations(
    actor: Actor,
    classId: string,
    input: SaveObservationsInput,
    requestKey?: RequestKey,
  ): Promise<Observation[]> {
    input.observation_entries.forEach((entry, index) => {
      if (entry._id) {
        throw badInput(
          `observation_entries.${index}._id`,
          'is already saved; use create_bulk_anecdote/ or edit_anecdote/ to change it',
        );
      }
    });
    return this.saveObservations(actor, classId, input, requestKey);
  }

  /**
   * create_bulk_anecdote/{classId}: entries without `_id` are recorded, entries with one update
   * that observation of the class (its author's or, for admins, anyone's). A request key is
   * stored with the records in one transaction: the same key again answers them and saves nothing.
   */
  async saveObservations(
    actor: Actor,
    classId: string,
    input: SaveObservationsInput,
    requestKey?: RequestKey,
  ): Promise<Observation[]> {
    const { repository, schools, clock, events } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'anecdote');
    const owner = requestKey && {
      userId: actor.userId,
      schoolId: schoolClass.schoolId,
      requestKey: requestKey.value,
    };
    // A repeated request answers before any check: the children or dates may have changed since.
    const receipt = owner && (await repository.findReceipt(owner));
    if (receipt) return this.presentReplay(access, replayOf(receipt, RECEIPT_KIND, requestKey!));
    const studentIds = new Set(roster.map((child) => child.id));
    const entries = input.observation_entries;

    // Validate every entry before writing any.
    const existing = new Map(
      (await repository.findObservations(entries.flatMap((entry) => entry._id ?? []))).map((row) => [
        row.id,
        row,
      ]),
    );
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      if (!studentIds.has(entry.student_id)) {
        throw badInput(`observation_entries.${index}.student_id`, 'is not a student of this class');
      }
      if (!entry._id) return;
      const row = existing.get(entry._id);
      if (!row || row.classId !== schoolClass.id) {
        throw badInput(`observation_entries.${index}._id`, 'is not an observation of this class');
      }
      if (seen.has(entry._id)) throw badInput(`observation_entries.${index}._id`, 'is repeated');
      seen.add(entry._id);
      if (!mayChangeObservation(access, row)) throw forbidden();
    });
    const now = clock.now();
    const days = await this.resolveDays(
      schoolClass.schoolId,
      entries.map((entry) => entry.date),
      now,
      (index) => `observation_entries.${index}.date`,
    );

    const media: (string[] | undefined)[] = [];
    for (const [index, entry] of entries.entries()) {
      media.push(
        entry.media_ids &&
          (await this.checkedMedia(
            actor,
            access,
            entry.media_ids,
            `observation_entries.${index}.media_ids`,
            entry.student_id,
          )),
      );
    }

    await this.requireTagsModule(
      schoolClass.schoolId,
      entries.map((entry) => entry.tag_ids),
    );
    // Competency tags: codes of the class's curriculum framework (none when it has no framework).
    const framework = classFramework(schoolClass.classCurriculum);
    entries.forEach((entry, index) => {
      if (entry.competencies)
        assertCompetencies(framework, entry.competencies, `observation_entries.${index}.competencies`);
    });

    const ids = entries.map((entry) => entry._id ?? newObjectId(now));
    const replayed = await repository.transaction(async (tx) => {
      if (owner) {
        const first = await tx.claimReceipt(owner, { kind: RECEIPT_KIND, outcome: { ids }, at: now });
        if (first) return replayOf(first, RECEIPT_KIND, requestKey!);
      }
      // Tags an observation already carries stay allowed on it after they are archived.
      const keptTags = await tx.tagsOf(
        entries.flatMap((entry) => (entry.tag_ids && entry._id ? [entry._id] : [])),
      );
      for (const [index, entry] of entries.entries()) {
        if (!entry.tag_ids) continue;
        const kept = (entry._id ? keptTags.get(entry._id) : undefined) ?? [];
        await checkLearningTags(
          tx,
          schoolClass.schoolId,
          entry.tag_ids,
          kept.map((tag) => tag.id),
          (tagIndex) => `observation_entries.${index}.tag_ids.${tagIndex}`,
        );
      }
      const inserts: ObservationInsert[] = [];
      for (const [index, entry] of entries.entries()) {
        const fields = {
          childId: entry.student_id,
          observedOn: days[index]!,
          title: titleOf(entry.title),
          note: entry.general_note.trim(),
          kind: entry.type_of_anecdote ?? 'general',
          updatedAt: now,
        };
        if (entry._id) {
          await tx.updateObservation(entry._id, fields);
        } else {
          inserts.push({
            ...fields,
            id: ids[index]!,
            schoolId: schoolClass.schoolId,
            classId: schoolClass.id,
            createdByUserId: access.userId,
            createdAt: now,
          });
        }
        await tx.audit({
          at: now,
          schoolId: schoolClass.schoolId,
          actorUserId: access.userId,
          action: entry._id ? 'edit_observation' : 'record_observation',
          entity: 'observation',
          entityId: ids[index]!,
          details: { class_id: schoolClass.id, student_id: entry.student_id, date: days[index] },
        });
      }
      await tx.insertObservations(inserts);
      for (const [index, mediaIds] of media.entries()) {
        if (mediaIds) await tx.replaceAttachments('observation', ids[index]!, schoolClass.schoolId, mediaIds);
      }
      for (const [index, entry] of entries.entries()) {
        if (entry.tag_ids)
          await tx.replaceTags(ids[index]!, schoolClass.schoolId, [...new Set(entry.tag_ids)]);
        if (entry.competencies)
          await tx.replaceCompetencies(ids[index]!, schoolClass.schoolId, [...new Set(entry.competencies)]);
      }
      return null;
    });
    // The same key, sent at the same time: the first request's records.
    if (replayed) return this.presentReplay(access, replayed);
    events.observationsChanged(schoolClass.schoolId, [schoolClass.id], ids);
    return this.present(access, ids);
  }

  /** edit_anecdote/{id}: the author (or an admin) changes some fields. */
  async editObservation(actor: Actor, id: string, input: EditObservationInput): Promise<Observation> {
    const { repository, clock, events } = this.deps;
    const { access, row, roster, schoolClass } = await this.changeableObservation(actor, id);
    if (input.student_id && !roster.some((child) => child.id === input.student_id)) {
      throw badInput('student_id', 'is not a student of this class');
    }
    const now = clock.now();
    const [day] = input.date
      ? await this.resolveDays(row.schoolId, [input.date], now, () => 'date')
      : [undefined];
    const mediaIds =
      input.media_ids &&
      (await this.checkedMedia(actor, access, input.media_ids, 'media_ids', input.student_id ?? row.childId));
    await this.requireTagsModule(row.schoolId, [input.tag_ids]);
    if (input.competencies)
      assertCompetencies(classFramework(schoolClass.classCurriculum), input.competencies, 'competencies');
    const changes = {
      ...(input.student_id && { childId: input.student_id }),
      ...(day && { observedOn: day }),
      ...(input.title !== undefined && { title: titleOf(input.title) }),
      ...(input.general_note !== undefined && { note: input.general_note.trim() }),
      ...(input.type_of_anecdote && { kind: input.type_of_anecdote }),
      updatedAt: now,
    };
    await repository.transaction(async (tx) => {
      // Two edits at once take turns: each replaces the tags and codes the other left.
      if (!(await tx.lockObservation(id))) throw observationNotFound();
      if (input.tag_ids) {
        const kept = (await tx.tagsOf([id])).get(id) ?? [];
        await checkLearningTags(
          tx,
          row.schoolId,
          input.tag_ids,
          kept.map((tag) => tag.id),
          (tagIndex) => `tag_ids.${tagIndex}`,
        );
        await tx.replaceTags(id, row.schoolId, [...new Set(input.tag_ids)]);
      }
      if (input.competencies)
        await tx.replaceCompetencies(id, row.schoolId, [...new Set(input.competencies)]);
      await tx.updateObservation(id, changes);
      if (mediaIds) await tx.replaceAttachments('observation', id, row.schoolId, mediaIds);
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'edit_observation',
        entity: 'observation',
        entityId: id,
        details: {
          class_id: row.classId,
          fields: Object.entries(input)
            .filter(([, value]) => value !== undefined)
            .map(([key]) => key),
        },
      });
    });
    events.observationsChanged(row.schoolId, [row.classId], [id]);
    const [observation] = await this.present(access, [id]);
    return observation!;
  }

  /** delete_anecdote/{id}: the author (or an admin); a journal post shared from it stays. */
  async deleteObservation(actor: Actor, id: string): Promise<{ id: string }> {
    const { repository, clock, events } = this.deps;
    const { access, row } = await this.changeableObservation(actor, id);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      if (!(await tx.deleteObservation(id))) throw observationNotFound();
      await tx.replaceAttachments('observation', id, row.schoolId, []);
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'delete_observation',
        entity: 'observation',
        entityId: id,
        details: { class_id: row.classId, student_id: row.childId, date: row.observedOn },
      });
    });
    events.observationsChanged(row.schoolId, [row.classId], [id]);
    return { id };
  }

  /**
   * anecdote/delete_by_filters/{classId}: deletes the class's observations matching at least one
   * filter; staff who are not admins delete only their own among them.
   */
  async deleteObservationsByFilters(
    actor: Actor,
    classId: string,
    filters: ObservationFilters | undefined,
  ): Promise<{ ids: string[]; deleted_count: number }> {
    const { repository, schools, clock, events } = this.deps;
    const { access, schoolClass, roster } = await schools.classForStaff(actor, classId);
    await schools.requireModule(schoolClass.schoolId, 'anecdote');
    if (!filters || Object.values(filters).every((value) => value === undefined)) {
      throw badInput('filters', 'give at least one of student_id, start_date, end_date, type_of_anecdote');
    }
    if (filters.student_id && !roster.some((child) => child.id === filters.student_id)) {
      throw badInput('student_id', 'is not a student of this class');
    }
    const query: ObservationQuery = {
      ...queryOf(schoolClass.id, filters),
      ...(!access.isAdmin && { authorUserId: access.userId }),
    };
    const now = clock.now();
    const ids = await repository.transaction(async (tx) => {
      const deleted = await tx.deleteObservationsWhere(query);
      for (const id of deleted) await tx.replaceAttachments('observation', id, schoolClass.schoolId, []);
      if (deleted.length > 0) {
        await tx.audit({
          at: now,
          schoolId: schoolClass.schoolId,
          actorUserId: access.userId,
          action: 'delete_observations_by_filters',
          entity: 'observation',
          entityId: null,
          details: { class_id: schoolClass.id, filters, ids: deleted },
        });
      }
      return deleted;
    });
    events.observationsChanged(schoolClass.schoolId, [schoolClass.id], ids);
    return { ids, deleted_count: ids.length };
  }

  /**
   * create_journal_posts_from_anecdotes/: each observation becomes a post in its own child's
   * journal. Sharing again refreshes the post with the observation's current words.
   */
  async shareToJournal(actor: Actor, input: ShareObservationsInput): Promise<JournalPost[]> {
    const { repository, schools, clock, events } = this.deps;
    const access = await schools.staffAccess(actor);
    await schools.requireModule(access.schoolId, 'journal');
    const ids = [...new Set(input.anecdote_ids)];
    const rows = await repository.findObservations(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Another school's observation does not exist for this caller (404, never 403).
    if (ids.some((id) => byId.get(id)?.schoolId !== access.schoolId)) throw observationNotFound();
    const classIds = [...new Set(rows.map((row) => row.classId))];
    for (const classId of classIds) await schools.classForStaff(actor, classId);
    if (!mayShareToJournal(access)) throw forbidden();

    const now = clock.now();
    const postIds = await repository.transaction(async (tx) => {
      const existing = new Map((await tx.findJournalPostsOf(ids)).map((post) => [post.observationId, post]));
      // The post carries the observation's files (read by the child's own family, under consent).
      const attached = await tx.attachmentsOf('observation', ids);
      const inserts: JournalPostInsert[] = [];
      const shared: string[] = [];
      for (const row of rows) {
        const content = {
          childId: row.childId,
          classId: row.classId,
          title: row.title,
          body: row.note,
          postedOn: row.observedOn,
        };
        const post = existing.get(row.id);
        const postId = post?.id ?? newObjectId(now);
        if (post) {
          await tx.updateJournalPost(post.id, content);
        } else {
          inserts.push({
            ...content,
            id: postId,
            schoolId: row.schoolId,
            kind: 'observation',
            observationId: row.id,
            createdByUserId: access.userId,
            createdAt: now,
          });
        }
        await tx.replaceAttachments('journal_post', postId, row.schoolId, attached.get(row.id) ?? []);
        shared.push(postId);
        await tx.audit({
          at: now,
          schoolId: row.schoolId,
          actorUserId: access.userId,
          action: 'share_observation_to_journal',
          entity: 'journal_post',
          entityId: postId,
          details: { observation_id: row.id, class_id: row.classId, student_id: row.childId },
        });
      }
      await tx.insertJournalPosts(inserts);
      return shared;
    });
    await this.deps.journalEvents.postsChanged(
      access.schoolId,
      rows.map((row, index) => ({ id: postIds[index]!, classId: row.classId, childId: row.childId })),
    );
    // Staff lists show which observations are in a journal.
    events.observationsChanged(access.schoolId, classIds, ids);
    const files = await this.deps.attachments.filesOf('journal_post', postIds, staffViewer);
    return (await repository.findJournalPosts(postIds)).map((post) =>
      presentJournalPost(post, files.get(post.id)),
    );
  }

  /**
   * add_media_to_anecdotes/{id}: files join the observation's attachments (after those it has).
   * A photo of another child without photo consent is refused, naming the child.
   */
  async attachMedia(actor: Actor, id: string, mediaIds: string[]): Promise<Observation> {
    const { repository, clock, events } = this.deps;
    const { access, row } = await this.changeableObservation(actor, id);
    const added = await this.checkedMedia(actor, access, mediaIds, 'media_ids', row.childId);
    const existing = (await repository.attachmentsOf('observation', [id])).get(id) ?? [];
    const all = [...new Set([...existing, ...added])];
    const { totalMedia } = this.deps.attachments;
    if (all.length > totalMedia) throw badInput('media_ids', `at most ${totalMedia} files`);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.replaceAttachments('observation', id, row.schoolId, all);
      await tx.audit({
        at: now,
        schoolId: row.schoolId,
        actorUserId: access.userId,
        action: 'attach_observation_media',
        entity: 'observation',
        entityId: id,
        details: { class_id: row.classId, media_ids: added },
      });
    });
    events.observationsChanged(row.schoolId, [row.classId], [id]);
    const [observation] = await this.present(access, [id]);
    return observation!;
  }

  /** Files to attach to an observation of `childId`: only that child may lack photo consent. */
  private async checkedMedia(
    actor: Actor,
    access: StaffAccess,
    mediaIds: string[],
    field: string,
    childId: string,
  ): Promise<string[]> {
    const visibleClassIds = (await this.deps.schools.listStaffClasses(actor)).map((c) => c._id);
    return this.deps.attachments.checkAttachable(
      { userId: access.userId, schoolId: access.schoolId, visibleClassIds },
      mediaIds,
      field,
      new Set([childId]),
    );
  }

  /**
   * Learning tags are the story module's tag sets: naming any needs it on. An empty list (taking
   * the tags off) or none at all is always fine, so old clients and Cue's card are unaffected.
   */
  private async requireTagsModule(schoolId: string, tagLists: (string[] | undefined)[]): Promise<void> {
    if (tagLists.some((tagIds) => tagIds && tagIds.length > 0)) {
      await this.deps.schools.requireModule(schoolId, 'story');
    }
  }

  /** Staff see every attached file (with the links of this answer). */
  private filesOf(ids: string[]) {
    return this.deps.attachments.filesOf('observation', ids, staffViewer);
  }

  /**
   * An observation the actor may change: 404 when it does not exist or belongs to another
   * school, 403 for a class they do not teach or an observation that is not theirs (non-admins).
   */
  private async changeableObservation(
    actor: Actor,
    id: string,
  ): Promise<{
    access: StaffAccess;
    row: ObservationRow;
    roster: { id: string }[];
    schoolClass: { classCurriculum: string | null };
  }> {
    const staff = await this.deps.schools.staffAccess(actor);
    const row = await this.deps.repository.findObservation(id);
    if (!row || row.schoolId !== staff.schoolId) throw observationNotFound();
    const { access, roster, schoolClass } = await this.deps.schools.classForStaff(actor, row.classId);
    await this.deps.schools.requireModule(row.schoolId, 'anecdote');
    if (!mayChangeObservation(access, row)) throw forbidden();
    return { access, row, roster, schoolClass };
  }

  /**
   * For the progress card (issue 17), which has already checked the actor may see the class: the
   * observations of some of its children between two days (inclusive), oldest first, with their
   * competency codes. Read whether or not the anecdote module is on: they were written, and a
   * card judged on them still shows what it rests on.
   */
  async childrenEvidence(
    classId: string,
    childIds: readonly string[],
    from: string,
    to: string,
  ): Promise<ObservationEvidence[]> {
    return this.deps.repository.listChildrenEvidence(classId, childIds, from, to);
  }

  /** Saved rows, presented in the order of `ids`. */
  private async present(access: StaffAccess, ids: string[]): Promise<Observation[]> {
    const rows = await this.deps.repository.findObservations(ids);
    if (rows.length !== ids.length) throw new AppError('INTERNAL', 'observations vanished after saving');
    return this.presentRows(access, rows);
  }

  /** What a repeated request answers: the first one's observations that still exist, in order. */
  private async presentReplay(access: StaffAccess, outcome: RequestOutcome): Promise<Observation[]> {
    // findObservations answers in the order asked for, leaving out those deleted since.
    return this.presentRows(access, await this.deps.repository.findObservations(outcome.ids));
  }

  /** Rows with their files and learning tags, each fetched once for all of them (no query per row). */
  private async presentRows(access: StaffAccess, rows: ObservationRow[]): Promise<Observation[]> {
    const ids = rows.map((row) => row.id);
    const [files, tags, competencies] = await Promise.all([
      this.filesOf(ids),
      this.deps.repository.tagsOf(ids),
      this.deps.repository.competenciesOf(ids),
    ]);
    return rows.map((row) => {
      const tagged = competencies.get(row.id);
      return presentObservation(
        row,
        mayChangeObservation(access, row),
        files.get(row.id) ?? [],
        tags.get(row.id) ?? [],
        tagged ? presentCompetencies(classFramework(tagged.classCurriculum), tagged.codes) : [],
      );
    });
  }

  /**
   * ISO days of entry dates: bare dates as written, date-times on the school's calendar (an
   * instant is a day in the school's time zone), missing dates the school's today. A day after
   * the school's today or before 2000 is a 400 naming `fieldOf(index)`.
   */
  private async resolveDays(
    schoolId: string,
    dates: (string | undefined)[],
    now: Date,
    fieldOf: (index: number) => string,
  ): Promise<string[]> {
    let timeZone: string | null = null;
    const zone = async () => (timeZone ??= await this.deps.schools.schoolTimeZone(schoolId));
    const days: string[] = [];
    for (const date of dates) {
      const text = date?.trim();
      if (!text) {
        days.push(schoolToday(await zone(), now));
        continue;
      }
      const day = observationDayOf(text);
      if (day) {
        days.push(day);
      } else if (isIsoDateTime(text) && /(Z|[+-]\d{2}:?\d{2})$/.test(text)) {
        days.push(schoolToday(await zone(), new Date(text)));
      } else {
        // A date-time without an offset is already local: its day is as written.
        days.push(text.slice(0, 10));
      }
    }
    const window = pastWindow(schoolToday(await zone(), now));
    days.forEach((day, index) => assertDateWithin(fieldOf(index), day, window));
    return days;
  }
}

function queryOf(classId: string, filters: ObservationFilters | undefined): ObservationQuery {
  return {
    classId,
    childId: filters?.student_id,
    from: filters?.start_date,
    to: filters?.end_date,
    kind: filters?.type_of_anecdote satisfies AnecdoteType | undefined,
  };
}
