import { and, asc, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classes,
  parentLinks,
  reportCardRunItems,
  reportCardRuns,
  reportCardTitles,
  reportCardVersions,
  reportCards,
  schools,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';
import { cancelJobs, lockPendingJobs, scheduleJob, type JobToSchedule } from '../jobs/jobs.repository.js';

export type ReportCardRow = typeof reportCards.$inferSelect;
export type ReportCardVersionRow = typeof reportCardVersions.$inferSelect & { generatorName: string };
export type ReportCardRunRow = typeof reportCardRuns.$inferSelect;
export type ReportCardRunItemRow = typeof reportCardRunItems.$inferSelect;
export type ReportCardRunItemInsert = typeof reportCardRunItems.$inferInsert;
export type ReportCardChanges = Partial<
  Pick<
    typeof reportCards.$inferInsert,
    | 'status'
    | 'currentVersionId'
    | 'publishedVersionId'
    | 'versionCount'
    | 'publishAt'
    | 'publishDate'
    | 'publishTime'
    | 'publishedAt'
    | 'updatedAt'
  >
>;

/** Report cards, their versions, class generations and the cycle titles: the module's Drizzle door. */
export class ReportCardsRepository extends Repository<ReportCardsRepository> {
  protected bind(db: Database) {
    return new ReportCardsRepository(db);
  }

  /** The same repository on a job's transaction. */
  withDatabase(db: Database): ReportCardsRepository {
    return new ReportCardsRepository(db);
  }

  // -- titles -----------------------------------------------------------------------------------

  async findTitle(cycleId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ title: reportCardTitles.title })
      .from(reportCardTitles)
      .where(eq(reportCardTitles.cycleId, cycleId));
    return row?.title ?? null;
  }

  async saveTitle(values: typeof reportCardTitles.$inferInsert): Promise<void> {
    await this.db
      .insert(reportCardTitles)
      .values(values)
      .onConflictDoUpdate({
        target: reportCardTitles.cycleId,
        set: { title: values.title, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
      });
  }

  async deleteTitle(cycleId: string): Promise<void> {
    await this.db.delete(reportCardTitles).where(eq(reportCardTitles.cycleId, cycleId));
  }

  // -- cards and versions -----------------------------------------------------------------------

  async listCardsOfCycle(cycleId: string): Promise<ReportCardRow[]> {
    return this.db.select().from(reportCards).where(eq(reportCards.cycleId, cycleId));
  }

  async findCard(cycleId: string, childId: string): Promise<ReportCardRow | null> {
    const [row] = await this.db
      .select()
      .from(reportCards)
      .where(and(eq(reportCards.cycleId, cycleId), eq(reportCards.childId, childId)));
    return row ?? null;
  }

  async findCardById(id: string): Promise<ReportCardRow | null> {
    const [row] = await this.db.select().from(reportCards).where(eq(reportCards.id, id));
    return row ?? null;
  }

  /** The card of (cycle, child), locked until the transaction ends; made when there is none. */
  async lockOrCreateCard(values: typeof reportCards.$inferInsert & { id: string }): Promise<ReportCardRow> {
    // Two first generations at once would both insert: one key for both waits for the other.
    await lockUntilCommit(this.db, `report_card:${values.cycleId}:${values.childId}`);
    const [existing] = await this.db
      .select()
      .from(reportCards)
      .where(and(eq(reportCards.cycleId, values.cycleId), eq(reportCards.childId, values.childId)))
      .for('update');
    if (existing) return existing;
    const [inserted] = await this.db.insert(reportCards).values(values).returning();
    return inserted!;
  }

  /** The card, locked until the transaction ends (after its pending publish job: lock order). */
  async lockCard(id: string): Promise<ReportCardRow | null> {
    const [row] = await this.db.select().from(reportCards).where(eq(reportCards.id, id)).for('update');
    return row ?? null;
  }

  async updateCard(id: string, changes: ReportCardChanges): Promise<void> {
    await this.db.update(reportCards).set(changes).where(eq(reportCards.id, id));
  }

  async insertVersion(values: typeof reportCardVersions.$inferInsert): Promise<void> {
    await this.db.insert(reportCardVersions).values(values);
  }

  private selectVersions() {
    return this.db
      .select({
        version: reportCardVersions,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(reportCardVersions)
      .innerJoin(users, eq(users.id, reportCardVersions.generatedBy));
  }

  private static flattenVersions(
    rows: Awaited<ReturnType<ReportCardsRepository['selectVersions']>>,
  ): ReportCardVersionRow[] {
    return rows.map((row) => ({
      ...row.version,
      generatorName: `${row.firstName} ${row.lastName}`.trim(),
    }));
  }

  /** The versions of the cards, newest first. */
  async listVersions(cardIds: string[]): Promise<ReportCardVersionRow[]> {
    if (cardIds.length === 0) return [];
    return ReportCardsRepository.flattenVersions(
      await this.selectVersions()
        .where(inArray(reportCardVersions.reportCardId, cardIds))
        .orderBy(desc(reportCardVersions.version)),
    );
  }

  async findVersion(id: string): Promise<ReportCardVersionRow | null> {
    const [row] = ReportCardsRepository.flattenVersions(
      await this.selectVersions().where(eq(reportCardVersions.id, id)),
    );
    return row ?? null;
  }

  /** A child's cards their family sees (a published version), with the class's name, newest first. */
  async listPublishedOfChild(childId: string): Promise<(ReportCardRow & { className: string })[]> {
    const rows = await this.db
      .select({ card: reportCards, className: classes.name })
      .from(reportCards)
      .innerJoin(classes, eq(classes.id, reportCards.classId))
      .where(and(eq(reportCards.childId, childId), isNotNull(reportCards.publishedVersionId)))
      .orderBy(desc(reportCards.publishedAt));
    return rows.map((row) => ({ ...row.card, className: row.className }));
  }

  // -- class generations ------------------------------------------------------------------------

  async insertRun(values: typeof reportCardRuns.$inferInsert): Promise<void> {
    await this.db.insert(reportCardRuns).values(values);
  }

  async insertRunItems(values: ReportCardRunItemInsert[]): Promise<void> {
    if (values.length > 0) await this.db.insert(reportCardRunItems).values(values);
  }

  async findRun(id: string): Promise<ReportCardRunRow | null> {
    const [row] = await this.db.select().from(reportCardRuns).where(eq(reportCardRuns.id, id));
    return row ?? null;
  }

  async lockRun(id: string): Promise<ReportCardRunRow | null> {
    const [row] = await this.db.select().from(reportCardRuns).where(eq(reportCardRuns.id, id)).for('update');
    return row ?? null;
  }

  /** Serialises class generations of one cycle (one running at a time) until the transaction ends. */
  async lockCycleRuns(cycleId: string): Promise<void> {
    await lockUntilCommit(this.db, `report_card_runs:${cycleId}`);
  }

  async findRunningRun(cycleId: string): Promise<ReportCardRunRow | null> {
    const [row] = await this.db
      .select()
      .from(reportCardRuns)
      .where(and(eq(reportCardRuns.cycleId, cycleId), eq(reportCardRuns.status, 'running')))
      .limit(1);
    return row ?? null;
  }

  async latestRunOfCycle(cycleId: string): Promise<ReportCardRunRow | null> {
    const [row] = await this.db
      .select()
      .from(reportCardRuns)
      .where(eq(reportCardRuns.cycleId, cycleId))
      .orderBy(desc(reportCardRuns.createdAt), desc(reportCardRuns.id))
      .limit(1);
    return row ?? null;
  }

  /** The runs a person asked for since `since`, newest first (the task panel's replay). */
  async listRunsRequestedBy(userId: string, since: Date, limit: number): Promise<ReportCardRunRow[]> {
    return this.db
      .select()
      .from(reportCardRuns)
      .where(and(eq(reportCardRuns.requestedBy, userId), gte(reportCardRuns.createdAt, since)))
      .orderBy(desc(reportCardRuns.createdAt))
      .limit(limit);
  }

  async listRunItems(runId: string): Promise<Omit<ReportCardRunItemRow, 'content'>[]> {
    return this.db
      .select({
        runId: reportCardRunItems.runId,
        position: reportCardRunItems.position,
        childId: reportCardRunItems.childId,
        childName: reportCardRunItems.childName,
        status: reportCardRunItems.status,
        error: reportCardRunItems.error,
        versionId: reportCardRunItems.versionId,
      })
      .from(reportCardRunItems)
      .where(eq(reportCardRunItems.runId, runId))
      .orderBy(asc(reportCardRunItems.position));
  }

  /** The run's first child still to print, locked for this step. */
  async lockNextPendingItem(runId: string): Promise<ReportCardRunItemRow | null> {
    const [row] = await this.db
      .select()
      .from(reportCardRunItems)
      .where(and(eq(reportCardRunItems.runId, runId), eq(reportCardRunItems.status, 'pending')))
      .orderBy(asc(reportCardRunItems.position))
      .limit(1)
      .for('update');
    return row ?? null;
  }

  async finishRunItem(
    runId: string,
    position: number,
    outcome: { status: 'made'; versionId: string } | { status: 'failed'; error: string },
  ): Promise<void> {
    await this.db
      .update(reportCardRunItems)
      .set({
        status: outcome.status,
        // The copy of the card is not kept once it is printed (or could not be).
        content: null,
        versionId: outcome.status === 'made' ? outcome.versionId : null,
        error: outcome.status === 'failed' ? outcome.error : null,
      })
      .where(and(eq(reportCardRunItems.runId, runId), eq(reportCardRunItems.position, position)));
  }

  async countRunItems(runId: string): Promise<{ processed: number; made: number }> {
    const [row] = await this.db
      .select({
        processed: sql<number>`count(*) filter (where ${reportCardRunItems.status} <> 'pending')`.mapWith(
          Number,
        ),
        made: sql<number>`count(*) filter (where ${reportCardRunItems.status} = 'made')`.mapWith(Number),
      })
      .from(reportCardRunItems)
      .where(eq(reportCardRunItems.runId, runId));
    return { processed: row?.processed ?? 0, made: row?.made ?? 0 };
  }

  async updateRun(id: string, changes: Partial<typeof reportCardRuns.$inferInsert>): Promise<void> {
    await this.db.update(reportCardRuns).set(changes).where(eq(reportCardRuns.id, id));
  }

  // -- around -----------------------------------------------------------------------------------

  /** The school's logo (a media id), if it set one. */
  async findSchoolLogo(schoolId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ logo: schools.logoMediaId })
      .from(schools)
      .where(eq(schools.id, schoolId));
    return row?.logo ?? null;
  }

  async findChildSchoolId(childId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ schoolId: children.schoolId })
      .from(children)
      .where(eq(children.id, childId));
    return row?.schoolId ?? null;
  }

  /** Parents linked to the child (their user rooms hear of a publication). */
  async listParentIdsOf(childId: string): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ id: parentLinks.parentUserId })
      .from(parentLinks)
      .where(eq(parentLinks.childId, childId));
    return rows.map((row) => row.id).sort();
  }

  scheduleJob(job: JobToSchedule): Promise<void> {
    return scheduleJob(this.db, job);
  }

  async lockPendingJobs(kinds: string[], subjectId: string): Promise<void> {
    await lockPendingJobs(this.db, kinds, subjectId);
  }

  cancelJobs(kinds: string[], subjectId: string, at: Date): Promise<void> {
    return cancelJobs(this.db, kinds, subjectId, at);
  }

  /** The audit row, in the same transaction as the change it records. */
  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
