import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lockUntilCommit } from '../../db/advisory-lock.js';
import type { Database } from '../../db/client.js';
import { Repository } from '../../db/repository.js';
import {
  children,
  classes,
  hpcCards,
  hpcEvidenceLinks,
  hpcJudgements,
  hpcNarratives,
  parentLinks,
  users,
} from '../../db/schema/index.js';
import { insertAuditEntry, type AuditEntry } from '../audit/audit.repository.js';

export type CardRow = typeof hpcCards.$inferSelect;
export type CardInsert = typeof hpcCards.$inferInsert & { id: string };
export type CardChanges = Partial<Omit<CardInsert, 'id' | 'schoolId' | 'classId' | 'cycleId' | 'childId'>>;
export type JudgementRow = typeof hpcJudgements.$inferSelect;
export type LinkRow = typeof hpcEvidenceLinks.$inferSelect;
export type NarrativeRow = typeof hpcNarratives.$inferSelect;

/** An evidence link as written: what it points at. */
export interface EvidenceRef {
  kind: string;
  id: string;
}

/** Progress cards, their judgements, evidence links and narratives: the hpc module's Drizzle door. */
export class HpcRepository extends Repository<HpcRepository> {
  protected bind(db: Database) {
    return new HpcRepository(db);
  }

  async findCard(cycleId: string, childId: string): Promise<CardRow | null> {
    const [row] = await this.db
      .select()
      .from(hpcCards)
      .where(and(eq(hpcCards.cycleId, cycleId), eq(hpcCards.childId, childId)));
    return row ?? null;
  }

  /** Cards of some cycles (a cycle's class, or one child across the class's cycles). */
  async listCards(cycleIds: readonly string[], childId?: string): Promise<CardRow[]> {
    if (cycleIds.length === 0) return [];
    return this.db
      .select()
      .from(hpcCards)
      .where(
        and(inArray(hpcCards.cycleId, [...cycleIds]), childId ? eq(hpcCards.childId, childId) : undefined),
      );
  }

  /** A child's published cards with their class's name. */
  async listPublishedCardsOf(childId: string): Promise<(CardRow & { className: string })[]> {
    const rows = await this.db
      .select({ card: hpcCards, className: classes.name })
      .from(hpcCards)
      .innerJoin(classes, eq(classes.id, hpcCards.classId))
      .where(and(eq(hpcCards.childId, childId), eq(hpcCards.status, 'published')));
    return rows.map(({ card, className }) => ({ ...card, className }));
  }

  async className(classId: string): Promise<string> {
    const [row] = await this.db.select({ name: classes.name }).from(classes).where(eq(classes.id, classId));
    return row?.name ?? '';
  }

  /** The school a child belongs to ('' when there is no such child). */
  async childSchoolId(childId: string): Promise<string> {
    const [row] = await this.db
      .select({ schoolId: children.schoolId })
      .from(children)
      .where(eq(children.id, childId));
    return row?.schoolId ?? '';
  }

  /** Serialises writes to one child's card of one cycle (its creation included) until commit. */
  async lockCard(cycleId: string, childId: string): Promise<void> {
    await lockUntilCommit(this.db, `hpc_card:${cycleId}:${childId}`);
  }

  async insertCard(values: CardInsert): Promise<void> {
    await this.db.insert(hpcCards).values(values);
  }

  async updateCard(id: string, changes: CardChanges): Promise<void> {
    await this.db.update(hpcCards).set(changes).where(eq(hpcCards.id, id));
  }

  async judgementsOf(cardIds: readonly string[]): Promise<JudgementRow[]> {
    if (cardIds.length === 0) return [];
    return this.db
      .select()
      .from(hpcJudgements)
      .where(inArray(hpcJudgements.cardId, [...cardIds]));
  }

  async linksOf(cardIds: readonly string[]): Promise<LinkRow[]> {
    if (cardIds.length === 0) return [];
    return this.db
      .select()
      .from(hpcEvidenceLinks)
      .where(inArray(hpcEvidenceLinks.cardId, [...cardIds]))
      .orderBy(asc(hpcEvidenceLinks.position));
  }

  async narrativesOf(cardIds: readonly string[]): Promise<NarrativeRow[]> {
    if (cardIds.length === 0) return [];
    return this.db
      .select()
      .from(hpcNarratives)
      .where(inArray(hpcNarratives.cardId, [...cardIds]));
  }

  /** Sets a judgement's level (made when new); answers its id. */
  async upsertJudgement(values: {
    schoolId: string;
    cardId: string;
    competency: string;
    dimension: string;
    level: string;
    updatedBy: string;
    updatedAt: Date;
  }): Promise<string> {
    const [row] = await this.db
      .insert(hpcJudgements)
      .values(values)
      .onConflictDoUpdate({
        target: [hpcJudgements.cardId, hpcJudgements.competency, hpcJudgements.dimension],
        set: { level: values.level, updatedBy: values.updatedBy, updatedAt: values.updatedAt },
      })
      .returning({ id: hpcJudgements.id });
    return row!.id;
  }

  /** Removes a judgement and its evidence links; answers whether there was one. */
  async deleteJudgement(cardId: string, competency: string, dimension: string): Promise<boolean> {
    const gone = await this.db
      .delete(hpcJudgements)
      .where(
        and(
          eq(hpcJudgements.cardId, cardId),
          eq(hpcJudgements.competency, competency),
          eq(hpcJudgements.dimension, dimension),
        ),
      )
      .returning({ id: hpcJudgements.id });
    return gone.length > 0;
  }

  /** A judgement's evidence, in the order given, instead of what it had. */
  async replaceLinks(
    judgement: { id: string; cardId: string; schoolId: string },
    refs: readonly EvidenceRef[],
  ): Promise<void> {
    await this.db.delete(hpcEvidenceLinks).where(eq(hpcEvidenceLinks.judgementId, judgement.id));
    if (refs.length === 0) return;
    await this.db.insert(hpcEvidenceLinks).values(
      refs.map((ref, position) => ({
        schoolId: judgement.schoolId,
        cardId: judgement.cardId,
        judgementId: judgement.id,
        kind: ref.kind,
        evidenceId: ref.id,
        position,
      })),
    );
  }

  async upsertNarrative(values: {
    schoolId: string;
    cardId: string;
    domain: string;
    strengths: string;
    nextSteps: string;
    updatedBy: string;
    updatedAt: Date;
  }): Promise<void> {
    await this.db
      .insert(hpcNarratives)
      .values(values)
      .onConflictDoUpdate({
        target: [hpcNarratives.cardId, hpcNarratives.domain],
        set: {
          strengths: values.strengths,
          nextSteps: values.nextSteps,
          updatedBy: values.updatedBy,
          updatedAt: values.updatedAt,
        },
      });
  }

  /** People's names by user id (who judged, signed off, published). */
  async namesOf(userIds: readonly (string | null)[]): Promise<Map<string, string>> {
    const ids = [...new Set(userIds.filter((id): id is string => id !== null))];
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({
        id: users.id,
        name: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The parents (user ids) of a child, for the events only their family receives. */
  async parentsOf(childId: string): Promise<string[]> {
    const rows = await this.db
      .select({ userId: parentLinks.parentUserId })
      .from(parentLinks)
      .where(eq(parentLinks.childId, childId));
    return rows.map((row) => row.userId);
  }

  async audit(entry: AuditEntry): Promise<void> {
    await insertAuditEntry(this.db, entry);
  }
}
