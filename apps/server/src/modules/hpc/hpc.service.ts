import {
  MAX_HPC_EVIDENCE_CANDIDATES,
  classFramework,
  curriculumFrameworks,
  frameworkCompetencies,
  frameworkCompetency,
  unknownCompetenciesMessage,
  type AssessmentCycle,
  type AssessmentSchemeData,
  type ChildHpcCardSummary,
  type CurriculumFrameworkKey,
  type HpcAllStudentSummary,
  type HpcAllStudentSummaryQuerySchema,
  type HpcCard,
  type HpcEvidenceCandidate,
  type HpcLevelsInputSchema,
  type HpcNarrativesInputSchema,
  type HpcProfileInputSchema,
  type HpcProgressSummary,
  type HpcSelfAssessmentInputSchema,
  type HpcStatus,
  type HpcStatusInput,
  type HpcStudentList,
  type SchoolModule,
} from '@cue/contracts';
import type { z } from 'zod';
import { AppError, badInput, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { AssessmentService, CycleStanding } from '../assessment/assessment.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { Actor } from '../auth/session.service.js';
import type { FeedbackService } from '../feedback/feedback.service.js';
import type { StudentRow } from '../schools/schools.repository.js';
import type { SchoolsService } from '../schools/schools.service.js';
import {
  byKey,
  evidenceKey,
  presentEvidence,
  type EvidenceItem,
  type EvidenceScope,
  type HpcEvidenceReader,
} from './hpc.evidence.js';
import type { HpcEvents } from './hpc.events.js';
import {
  competencyOrder,
  competencyRef,
  frameworkDomains,
  presentCard,
  presentScheme,
  sortJudgements,
} from './hpc.presenter.js';
import type { CardRow, HpcRepository, JudgementRow, LinkRow } from './hpc.repository.js';
import {
  checkJudgement,
  checkNarrativeDomains,
  checkNoRepeats,
  checkSelfAssessmentPrompts,
  expectedLevels,
  selfAssessmentDone,
  statusAfter,
} from './hpc.rules.js';

type LevelsInput = z.output<typeof HpcLevelsInputSchema>;
type ProfileInput = z.output<typeof HpcProfileInputSchema>;
type NarrativesInput = z.output<typeof HpcNarrativesInputSchema>;
type SelfAssessmentInput = z.output<typeof HpcSelfAssessmentInputSchema>;
type SummaryQuery = z.output<typeof HpcAllStudentSummaryQuerySchema>;

export interface HpcServiceDeps {
  repository: HpcRepository;
  schools: SchoolsService;
  assessment: AssessmentService;
  evidence: HpcEvidenceReader;
  attendance: AttendanceService;
  /** The family's, the child's and friends' feedback the card shows. */
  feedback: Pick<FeedbackService, 'cardFeedback' | 'feedbackIn'>;
  events: HpcEvents;
  clock: Clock;
}

/** A cycle of a class the staff member sees, and one child of its roster. */
export interface CardStanding extends CycleStanding {
  child: StudentRow;
}

/** One judgement as the gradebook reads it. */
export interface ClassJudgement {
  cycleId: string;
  childId: string;
  competency: string;
  dimension: string;
  level: string;
}

const conflict = (message: string) => new AppError('CONFLICT', message);
const STALE = 'This progress card was changed since you opened it: reload it and try again';
const LOCKED = 'This progress card is signed off: reopen it to change it';
const cardNotFound = () => notFound('Progress card not found');
const EMPTY_PROFILE = { likes: '', myFamily: '', languagesAtHome: [], aboutMe: '' };
/** Every day: the gradebook counts a child's evidence in the class whenever it was recorded. */
const ALL_TIME = { from: '0001-01-01', to: '9999-12-31' };

const scopeOf = (standing: CycleStanding): EvidenceScope => ({
  schoolId: standing.cycle.schoolId,
  classId: standing.cycle.classId,
  from: standing.cycle.startDate,
  to: standing.cycle.endDate,
});

const byName = (a: StudentRow, b: StudentRow) =>
  a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName);

const childOf = (row: StudentRow) => ({ _id: row.id, first_name: row.firstName, last_name: row.lastName });

/**
 * The Holistic Progress Card (issue 17, decision 050; school switch `hpc`). Staff who see a class
 * (its teachers, the school's admins) judge each child of a cycle: levels per competency and
 * dimension with the evidence they rest on, the child's profile and self-assessment, narratives
 * per domain; they sign a card off and publish it to the child's family, or reopen it. A card is
 * made on its first write; every write carries the version read (409 when stale), changes only
 * an in-progress card (409), is checked whole before anything is written (a 400 naming the
 * field), audited in its transaction and announced after commit. Evidence is read through the
 * observations, stories and class media services (hpc.evidence.ts), attendance through its own.
 * The gradebook reads and writes judgements through `classProgress` and `setCell`.
 */
export class HpcService {
  constructor(private readonly deps: HpcServiceDeps) {}

  // ---------------------------------------------------------------------------------------------
  // Staff: reads

  /** hpc_student_list/{cycleId}: every child of the class with how complete their card is. */
  async studentList(actor: Actor, cycleId: string): Promise<HpcStudentList> {
    const standing = await this.deps.assessment.cycleForStaff(actor, cycleId, 'hpc');
    const { scheme, framework, roster } = standing;
    const childIds = roster.map((child) => child.id);
    const [cards, evidence, cycle, feedbackIn] = await Promise.all([
      this.deps.repository.listCards([cycleId]),
      this.deps.evidence.gather(scopeOf(standing), childIds, { files: false }),
      this.presentedCycle(standing),
      this.deps.feedback.feedbackIn(standing.cycle.schoolId, cycleId, childIds),
    ]);
    const { judgements, links, narratives } = await this.partsOf(cards.map((card) => card.id));
    const evidenceByKey = byKey(evidence);
    const domains = curriculumFrameworks[framework].domains.length;
    const students = [...roster].sort(byName).map((child) => {
      const card = cards.find((c) => c.childId === child.id) ?? null;
      const own = card ? judgements.filter((j) => j.cardId === card.id) : [];
      const ownEvidence = evidence.filter((item) => item.childIds.includes(child.id));
      const observed = ownEvidence
        .flatMap((item) => item.competencies)
        .filter((code) => frameworkCompetency(framework, code));
      const judged = [...new Set(own.map((j) => j.competency))];
      const supported = new Set(
        own.filter((j) => validLinks(links, j, evidenceByKey, child.id).length > 0).map((j) => j.competency),
      );
      const written = card
        ? narratives.filter((n) => n.cardId === card.id && n.strengths.trim() && n.nextSteps.trim()).length
        : 0;
      return {
        student: childOf(child),
        card_id: card?.id ?? null,
        status: (card?.status ?? 'in_progress') as HpcStatus,
        version: card?.version ?? 0,
        levels_set: own.length,
        levels_expected: expectedLevels(scheme, framework, observed, judged),
        evidence_count: ownEvidence.length,
        judged_without_evidence: judged.filter((code) => !supported.has(code)),
        self_assessment_done: card ? selfAssessmentDone(card.selfAssessment) : false,
        narratives_done: written,
        narratives_expected: domains,
        feedback_in: feedbackIn?.get(child.id) ?? null,
        updated_at: card?.updatedAt.toISOString() ?? null,
      };
    });
    return {
      cycle,
      class: { _id: standing.schoolClass.id, name: standing.schoolClass.name },
      framework,
      scheme: presentScheme(scheme),
      students,
    };
  }

  /** hpc_card/{cycleId}/{studentId}: the whole card (empty and version 0 before its first write). */
  async card(actor: Actor, cycleId: string, studentId: string): Promise<HpcCard> {
    return this.staffCard(await this.cardStanding(actor, cycleId, studentId));
  }

  /**
   * hpc_evidence/{cycleId}/{studentId}: what the child did in the cycle that a judgement may link —
   * the asked competency's tagged observations first, then the newest first.
   */
  async evidenceCandidates(
    actor: Actor,
    cycleId: string,
    studentId: string,
    competency: string | undefined,
  ): Promise<{ items: HpcEvidenceCandidate[] }> {
    const standing = await this.cardStanding(actor, cycleId, studentId);
    if (competency !== undefined && !frameworkCompetency(standing.framework, competency))
      throw badInput('competency', unknownCompetenciesMessage([competency]));
    const [items, card] = await Promise.all([
      this.deps.evidence.gather(scopeOf(standing), [studentId], { files: true }),
      this.deps.repository.findCard(cycleId, studentId),
    ]);
    const { judgements, links } = await this.partsOf(card ? [card.id] : []);
    const competencyOf = new Map(judgements.map((j) => [j.id, j.competency]));
    const linked = new Map<string, Set<string>>();
    for (const link of links) {
      const key = evidenceKey(link.kind, link.evidenceId);
      const codes = linked.get(key) ?? new Set<string>();
      codes.add(competencyOf.get(link.judgementId)!);
      linked.set(key, codes);
    }
    const matches = (item: EvidenceItem) =>
      competency !== undefined && item.competencies.includes(competency);
    const ordered = [...items].sort(
      (a, b) =>
        Number(matches(b)) - Number(matches(a)) || b.date.localeCompare(a.date) || b.id.localeCompare(a.id),
    );
    return {
      items: ordered.slice(0, MAX_HPC_EVIDENCE_CANDIDATES).map((item) => ({
        ...presentEvidence(item),
        matches_competency: matches(item),
        linked_competencies: [...(linked.get(evidenceKey(item.kind, item.id)) ?? [])],
      })),
    };
  }

  /** hpc_progress_summary/{studentId}?class_id=: one child's levels across the class's cycles. */
  async progressSummary(actor: Actor, studentId: string, classId: string): Promise<HpcProgressSummary> {
    const { access, schoolClass, roster } = await this.deps.schools.classForStaff(actor, classId);
    await this.deps.schools.requireModule(access.schoolId, 'hpc');
    const child = roster.find((row) => row.id === studentId);
    if (!child) throw badInput('studentId', 'is not a student of this class');
    const framework = classFramework(schoolClass.classCurriculum);
    if (!framework) throw badInput('class_id', `${schoolClass.name} has no curriculum framework`);
    const cycles = await this.deps.assessment.cyclesOfClass(access.schoolId, classId);
    const schemes = await this.schemesOf(access.schoolId, cycles);
    const cards = await this.deps.repository.listCards(
      cycles.map((cycle) => cycle._id),
      studentId,
    );
    const judgements = await this.deps.repository.judgementsOf(cards.map((card) => card.id));
    const cardOf = (cycleId: string) => cards.find((card) => card.cycleId === cycleId) ?? null;
    const order = competencyOrder(framework);
    const codes = [...new Set(judgements.map((j) => j.competency))].sort((a, b) => order(a) - order(b));
    return {
      student: childOf(child),
      class: { _id: schoolClass.id, name: schoolClass.name },
      framework,
      schemes: [...schemes.values()].map(presentScheme),
      cycles: cycles.map((cycle) => {
        const card = cardOf(cycle._id);
        return {
          cycle,
          card_id: card?.id ?? null,
          status: (card?.status ?? 'in_progress') as HpcStatus,
        };
      }),
      competencies: codes.map((code) => {
        const { dimensions: _dimensions, ...ref } = competencyRef(framework, null, code);
        return {
          ...ref,
          cycles: cycles.map((cycle) => {
            const card = cardOf(cycle._id);
            const scheme = schemes.get(cycle.scheme)!;
            const own = card ? judgements.filter((j) => j.cardId === card.id && j.competency === code) : [];
            return {
              cycle_id: cycle._id,
              levels: sortJudgements(own, framework, scheme).map((j) => ({
                dimension: j.dimension,
                level: j.level,
              })),
            };
          }),
        };
      }),
    };
  }

  /** hpc_all_student_summary/{cycleId}: the class × competency matrix of one cycle. */
  async allStudentSummary(actor: Actor, cycleId: string, query: SummaryQuery): Promise<HpcAllStudentSummary> {
    const standing = await this.deps.assessment.cycleForStaff(actor, cycleId, 'hpc');
    const { scheme, framework, roster } = standing;
    const competencies = this.columns(framework, scheme, query.domain);
    const childIds = roster.map((child) => child.id);
    const [cards, evidence, cycle] = await Promise.all([
      this.deps.repository.listCards([cycleId]),
      this.deps.evidence.gather(scopeOf(standing), childIds, { files: false }),
      this.presentedCycle(standing),
    ]);
    const { judgements, links } = await this.partsOf(cards.map((card) => card.id));
    const count = evidenceCounter(
      evidence,
      judgements,
      links,
      (cardId) => cards.find((card) => card.id === cardId)?.childId,
    );
    return {
      cycle,
      class: { _id: standing.schoolClass.id, name: standing.schoolClass.name },
      framework,
      scheme: presentScheme(scheme),
      domains: frameworkDomains(framework),
      competencies,
      students: [...roster].sort(byName).map((child) => {
        const card = cards.find((c) => c.childId === child.id) ?? null;
        const own = card ? judgements.filter((j) => j.cardId === card.id) : [];
        return {
          student: childOf(child),
          status: (card?.status ?? 'in_progress') as HpcStatus,
          cells: competencies.map((competency) => ({
            competency: competency.code,
            levels: sortJudgements(
              own.filter((j) => j.competency === competency.code),
              framework,
              scheme,
            ).map((j) => ({ dimension: j.dimension, level: j.level })),
            evidence_count: count(child.id, competency.code),
          })),
        };
      }),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Staff: writes

  /** PUT hpc_card/.../levels: sets or removes judgements with their evidence, checked whole first. */
  async saveLevels(actor: Actor, cycleId: string, studentId: string, input: LevelsInput): Promise<HpcCard> {
    const standing = await this.cardStanding(actor, cycleId, studentId);
    checkNoRepeats(input.judgements, (index) => `judgements.${index}.dimension`);
    const needsEvidence = input.judgements.some((j) => j.evidence.length > 0);
    const evidence = needsEvidence
      ? byKey(await this.deps.evidence.gather(scopeOf(standing), [studentId], { files: false }))
      : new Map<string, EvidenceItem>();
    const context = { scheme: standing.scheme, framework: standing.framework, childId: studentId, evidence };
    const checked = input.judgements.map((judgement, index) => ({
      ...judgement,
      refs: checkJudgement(judgement, context, (part) => `judgements.${index}.${part}`),
    }));
    await this.writeCard(
      standing,
      input.version,
      {
        action: 'hpc_set_levels',
        details: {
          judgements: checked.map((j) => ({
            competency: j.competency,
            dimension: j.dimension,
            level: j.level,
            evidence: j.refs.length,
          })),
        },
      },
      async (tx, card, now) => {
        for (const judgement of checked) {
          if (judgement.level === null) {
            await tx.deleteJudgement(card.id, judgement.competency, judgement.dimension);
            continue;
          }
          const id = await tx.upsertJudgement({
            schoolId: card.schoolId,
            cardId: card.id,
            competency: judgement.competency,
            dimension: judgement.dimension,
            level: judgement.level,
            updatedBy: actor.userId,
            updatedAt: now,
          });
          await tx.replaceLinks({ id, cardId: card.id, schoolId: card.schoolId }, judgement.refs);
        }
      },
    );
    return this.staffCard(standing);
  }

  /** PUT hpc_card/.../profile: "all about me", replaced whole. */
  async saveProfile(actor: Actor, cycleId: string, studentId: string, input: ProfileInput): Promise<HpcCard> {
    const standing = await this.cardStanding(actor, cycleId, studentId);
    const languages = [...new Set(input.languages_at_home)];
    await this.writeCard(
      standing,
      input.version,
      { action: 'hpc_set_profile', details: { languages: languages.length } },
      async (tx, card) => {
        await tx.updateCard(card.id, {
          profile: {
            likes: input.likes,
            myFamily: input.my_family,
            languagesAtHome: languages,
            aboutMe: input.about_me,
          },
        });
      },
    );
    return this.staffCard(standing);
  }

  /** PUT hpc_card/.../narratives: the listed domains' strengths and next steps. */
  async saveNarratives(
    actor: Actor,
    cycleId: string,
    studentId: string,
    input: NarrativesInput,
  ): Promise<HpcCard> {
    const standing = await this.cardStanding(actor, cycleId, studentId);
    checkNarrativeDomains(
      input.narratives.map((n) => n.domain),
      standing.framework,
    );
    await this.writeCard(
      standing,
      input.version,
      { action: 'hpc_set_narratives', details: { domains: input.narratives.map((n) => n.domain) } },
      async (tx, card, now) => {
        for (const narrative of input.narratives) {
          await tx.upsertNarrative({
            schoolId: card.schoolId,
            cardId: card.id,
            domain: narrative.domain,
            strengths: narrative.strengths,
            nextSteps: narrative.next_steps,
            updatedBy: actor.userId,
            updatedAt: now,
          });
        }
      },
    );
    return this.staffCard(standing);
  }

  /** PUT hpc_card/.../self_assessment: the child's faces, recorded by the teacher with them. */
  async saveSelfAssessment(
    actor: Actor,
    cycleId: string,
    studentId: string,
    input: SelfAssessmentInput,
  ): Promise<HpcCard> {
    const standing = await this.cardStanding(actor, cycleId, studentId);
    checkSelfAssessmentPrompts(input.answers.map((a) => a.prompt));
    const answers = Object.fromEntries(
      input.answers.flatMap((a) => (a.face === null ? [] : [[a.prompt, a.face] as const])),
    );
    await this.writeCard(
      standing,
      input.version,
      { action: 'hpc_set_self_assessment', details: { answered: Object.keys(answers).length } },
      async (tx, card, now) => {
        await tx.updateCard(card.id, {
          selfAssessment: answers,
          selfAssessedBy: actor.userId,
          selfAssessedAt: now,
        });
      },
    );
    return this.staffCard(standing);
  }

  /**
   * POST hpc_card/.../status: sign off, publish (the family sees it) or reopen (unpublished), by a
   * teacher of the class or an admin (classForStaff admits exactly those). A step the card's
   * status has not (publishing an in-progress card) is a 409, as is a stale version.
   */
  async changeStatus(
    actor: Actor,
    cycleId: string,
    studentId: string,
    input: HpcStatusInput,
  ): Promise<HpcCard> {
    const standing = await this.cardStanding(actor, cycleId, studentId);
    const { repository, clock } = this.deps;
    const now = clock.now();
    let cardId = '';
    let from = 'in_progress' as HpcStatus;
    let to = 'in_progress' as HpcStatus;
    await repository.transaction(async (tx) => {
      await tx.lockCard(cycleId, studentId);
      const card = await tx.findCard(cycleId, studentId);
      if ((card?.version ?? 0) !== input.version) throw conflict(STALE);
      from = (card?.status ?? 'in_progress') as HpcStatus;
      const next = statusAfter(from, input.action);
      if (!next)
        throw conflict(`A card that is ${from.replace('_', ' ')} cannot be ${stepNames[input.action]}`);
      to = next;
      const changes = {
        status: to,
        ...(input.action === 'sign_off' && { signedOffBy: actor.userId, signedOffAt: now }),
        ...(input.action === 'publish' && { publishedBy: actor.userId, publishedAt: now }),
        ...(input.action === 'reopen' && {
          signedOffBy: null,
          signedOffAt: null,
          publishedBy: null,
          publishedAt: null,
        }),
      };
      cardId = card?.id ?? (await this.insertCard(tx, standing, now, actor.userId));
      await tx.updateCard(cardId, {
        ...changes,
        version: card ? card.version + 1 : 1,
        updatedAt: now,
      });
      await tx.audit(
        this.auditEntry(standing, `hpc_${input.action}`, cardId, { from, to }, actor.userId, now),
      );
    });
    await this.deps.events.cardChanged(this.cardRef(standing, cardId), {
      family: to === 'published' || from === 'published',
    });
    return this.staffCard(standing);
  }

  // ---------------------------------------------------------------------------------------------
  // Families

  /** child_hpc_cards/{studentId}: the published cards of a parent's own child, newest cycle first. */
  async childCards(actor: Actor, studentId: string): Promise<ChildHpcCardSummary[]> {
    await this.deps.schools.childForParent(actor, studentId);
    const schoolId = await this.deps.repository.childSchoolId(studentId);
    await this.deps.schools.requireModule(schoolId, 'hpc');
    const cards = await this.deps.repository.listPublishedCardsOf(studentId);
    const summaries: ChildHpcCardSummary[] = [];
    for (const card of cards) {
      const found = await this.deps.assessment.cycleInSchool(card.schoolId, card.cycleId);
      if (!found) continue;
      summaries.push({
        _id: card.id,
        cycle: found.cycle,
        class: { _id: card.classId, name: card.className },
        published_at: card.publishedAt!.toISOString(),
      });
    }
    return summaries.sort((a, b) => b.cycle.start_date.localeCompare(a.cycle.start_date));
  }

  /**
   * child_hpc_card/{cycleId}/{studentId}: a published card of the parent's own child (another
   * family's child: 403; a card not published, or none: 404). Families see the stories and
   * photos it links (photo consent applied again now), not the staff's observations it rests on;
   * the report-card observations are written for them and shown.
   */
  async childCard(actor: Actor, cycleId: string, studentId: string): Promise<HpcCard> {
    const child = await this.deps.schools.childForParent(actor, studentId);
    const schoolId = await this.deps.repository.childSchoolId(studentId);
    await this.deps.schools.requireModule(schoolId, 'hpc');
    const card = await this.deps.repository.findCard(cycleId, studentId);
    if (!card || card.status !== 'published' || card.schoolId !== schoolId) throw cardNotFound();
    const found = await this.deps.assessment.cycleInSchool(schoolId, cycleId);
    const framework = classFramework(card.framework);
    if (!found || !framework) throw cardNotFound();
    const scope = {
      schoolId,
      classId: card.classId,
      from: found.cycle.start_date,
      to: found.cycle.end_date,
    };
    const [evidence, className] = await Promise.all([
      this.deps.evidence.gather(scope, [studentId], { files: true }),
      this.deps.repository.className(card.classId),
    ]);
    return this.present({
      schoolId,
      card,
      cycle: found.cycle,
      schoolClass: { id: card.classId, name: className },
      child: { id: child._id, firstName: child.first_name, lastName: child.last_name },
      framework,
      scheme: found.scheme,
      evidence,
      viewer: 'family',
    });
  }

  // ---------------------------------------------------------------------------------------------
  // For the gradebook

  /**
   * PUT gradebook/{classId}/cell: one judgement in a cycle (the gradebook's current one), under the
   * gradebook's switch. The same rules as the card (400 naming `student_id`, `competency`,
   * `dimension` or `level`); an existing judgement keeps its evidence. No version: a cell is one
   * value, the last write wins, but a card signed off is still a 409.
   */
  async setCell(
    actor: Actor,
    cycleId: string,
    input: { student_id: string; competency: string; dimension: string; level: string | null },
    module: SchoolModule = 'grade_book',
  ): Promise<{ cardId: string; version: number }> {
    const standing = await this.cardStanding(actor, cycleId, input.student_id, module, 'student_id');
    checkJudgement(
      input,
      {
        scheme: standing.scheme,
        framework: standing.framework,
        childId: input.student_id,
        evidence: new Map(),
      },
      (part) => part,
    );
    const card = await this.writeCard(
      standing,
      null,
      {
        action: 'gradebook_set_level',
        details: { competency: input.competency, dimension: input.dimension, level: input.level },
      },
      async (tx, row, now) => {
        if (input.level === null) {
          await tx.deleteJudgement(row.id, input.competency, input.dimension);
          return;
        }
        await tx.upsertJudgement({
          schoolId: row.schoolId,
          cardId: row.id,
          competency: input.competency,
          dimension: input.dimension,
          level: input.level,
          updatedBy: actor.userId,
          updatedAt: now,
        });
      },
    );
    return { cardId: card.id, version: card.version };
  }

  /**
   * For the gradebook, which has already checked the actor may see the class: the judgements of
   * some of its cycles, each card's status, and a counter of each child's evidence per competency
   * in the class at any date (observations tagged with it, plus what its judgements link).
   */
  async classProgress(
    scope: { schoolId: string; classId: string },
    cycleIds: readonly string[],
    childIds: readonly string[],
  ): Promise<{
    judgements: ClassJudgement[];
    statusOf: (cycleId: string, childId: string) => HpcStatus | null;
    evidenceCount: (childId: string, competency: string) => number;
  }> {
    const [cards, evidence] = await Promise.all([
      this.deps.repository.listCards(cycleIds),
      this.deps.evidence.gather({ ...scope, ...ALL_TIME }, childIds, { files: false }),
    ]);
    const ours = cards.filter((card) => card.classId === scope.classId);
    const { judgements, links } = await this.partsOf(ours.map((card) => card.id));
    const cardById = new Map(ours.map((card) => [card.id, card]));
    return {
      judgements: judgements.map((j) => ({
        cycleId: cardById.get(j.cardId)!.cycleId,
        childId: cardById.get(j.cardId)!.childId,
        competency: j.competency,
        dimension: j.dimension,
        level: j.level,
      })),
      statusOf: (cycleId, childId) =>
        (ours.find((card) => card.cycleId === cycleId && card.childId === childId)?.status as HpcStatus) ??
        null,
      evidenceCount: evidenceCounter(evidence, judgements, links, (cardId) => cardById.get(cardId)?.childId),
    };
  }

  // ---------------------------------------------------------------------------------------------

  /** A cycle the staff member may judge in, and a child of its class (else a 400 on `field`). */
  private async cardStanding(
    actor: Actor,
    cycleId: string,
    studentId: string,
    module: SchoolModule = 'hpc',
    field = 'studentId',
  ): Promise<CardStanding> {
    const standing = await this.deps.assessment.cycleForStaff(actor, cycleId, module);
    const child = standing.roster.find((row) => row.id === studentId);
    if (!child) throw badInput(field, 'is not a student of this class');
    return { ...standing, child };
  }

  /**
   * One write to an in-progress card, made on the first write: the version sent must be the
   * card's (0 before it exists; null: not checked), the card's version goes up by one, the work
   * and its audit entry share the transaction, staff hear of it after commit.
   */
  private async writeCard(
    standing: CardStanding,
    version: number | null,
    audit: { action: string; details: Record<string, unknown> },
    work: (tx: HpcRepository, card: { id: string; schoolId: string }, now: Date) => Promise<void>,
  ): Promise<CardRow> {
    const { repository, clock } = this.deps;
    const { cycle, child } = standing;
    const now = clock.now();
    const userId = standing.access.userId;
    let cardId = '';
    await repository.transaction(async (tx) => {
      await tx.lockCard(cycle.id, child.id);
      const card = await tx.findCard(cycle.id, child.id);
      if (version !== null && (card?.version ?? 0) !== version) throw conflict(STALE);
      if (card && card.status !== 'in_progress') throw conflict(LOCKED);
      if (card) {
        cardId = card.id;
        await tx.updateCard(card.id, {
          version: card.version + 1,
          framework: standing.framework,
          updatedAt: now,
        });
      } else {
        cardId = await this.insertCard(tx, standing, now, userId);
      }
      await work(tx, { id: cardId, schoolId: cycle.schoolId }, now);
      await tx.audit(this.auditEntry(standing, audit.action, cardId, audit.details, userId, now));
    });
    await this.deps.events.cardChanged(this.cardRef(standing, cardId), { family: false });
    return (await repository.findCard(cycle.id, child.id))!;
  }

  private async insertCard(tx: HpcRepository, standing: CardStanding, now: Date, userId: string) {
    const id = newObjectId(now);
    await tx.insertCard({
      id,
      schoolId: standing.cycle.schoolId,
      classId: standing.cycle.classId,
      cycleId: standing.cycle.id,
      childId: standing.child.id,
      framework: standing.framework,
      status: 'in_progress',
      version: 1,
      profile: EMPTY_PROFILE,
      selfAssessment: {},
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  }

  private async staffCard(standing: CardStanding): Promise<HpcCard> {
    const [card, evidence, cycle] = await Promise.all([
      this.deps.repository.findCard(standing.cycle.id, standing.child.id),
      this.deps.evidence.gather(scopeOf(standing), [standing.child.id], { files: true }),
      this.presentedCycle(standing),
    ]);
    return this.present({
      schoolId: standing.cycle.schoolId,
      card,
      cycle,
      schoolClass: standing.schoolClass,
      child: standing.child,
      framework: standing.framework,
      scheme: standing.scheme,
      evidence,
      viewer: 'staff',
    });
  }

  private async present(parts: {
    schoolId: string;
    card: CardRow | null;
    cycle: AssessmentCycle;
    schoolClass: { id: string; name: string };
    child: { id: string; firstName: string; lastName: string };
    framework: CurriculumFrameworkKey;
    scheme: AssessmentSchemeData;
    evidence: EvidenceItem[];
    viewer: 'staff' | 'family';
  }): Promise<HpcCard> {
    const { card, cycle } = parts;
    const { judgements, links, narratives } = await this.partsOf(card ? [card.id] : []);
    const [names, attendance, feedback] = await Promise.all([
      this.deps.repository.namesOf([
        ...judgements.map((j) => j.updatedBy),
        card?.signedOffBy ?? null,
        card?.publishedBy ?? null,
        card?.selfAssessedBy ?? null,
      ]),
      this.deps.attendance.childMarkCounts(
        parts.schoolClass.id,
        parts.child.id,
        cycle.start_date,
        cycle.end_date,
      ),
      this.deps.feedback.cardFeedback(parts.schoolId, cycle._id, parts.child.id),
    ]);
    const own = parts.evidence.filter((item) => item.childIds.includes(parts.child.id));
    return presentCard({
      ...parts,
      judgements,
      links,
      narratives,
      evidence: parts.viewer === 'family' ? own.filter((item) => item.kind !== 'observation') : own,
      reportCard: own.filter((item) => item.kind === 'observation' && item.reportCard),
      names,
      attendance,
      feedback,
    });
  }

  private async partsOf(cardIds: string[]) {
    const { repository } = this.deps;
    const [judgements, links, narratives] = await Promise.all([
      repository.judgementsOf(cardIds),
      repository.linksOf(cardIds),
      repository.narrativesOf(cardIds),
    ]);
    return { judgements, links, narratives };
  }

  private async presentedCycle(standing: CycleStanding): Promise<AssessmentCycle> {
    const found = await this.deps.assessment.cycleInSchool(standing.cycle.schoolId, standing.cycle.id);
    return found!.cycle;
  }

  private async schemesOf(
    schoolId: string,
    cycles: readonly AssessmentCycle[],
  ): Promise<Map<string, AssessmentSchemeData>> {
    const schemes = new Map<string, AssessmentSchemeData>();
    for (const cycle of cycles) {
      if (!schemes.has(cycle.scheme))
        schemes.set(cycle.scheme, await this.deps.assessment.schemeOf(schoolId, cycle.scheme, 'class_id'));
    }
    return schemes;
  }

  /** The matrix's columns: the framework's competencies the scheme judges, of `domain` if given. */
  private columns(
    framework: CurriculumFrameworkKey,
    scheme: AssessmentSchemeData,
    domain: string | undefined,
  ) {
    if (domain !== undefined && !curriculumFrameworks[framework].domains.some((d) => d.code === domain))
      throw badInput('domain', "is not a domain of the class's curriculum framework");
    return frameworkCompetencies(framework)
      .filter((found) => domain === undefined || found.domain.code === domain)
      .map((found) => competencyRef(framework, scheme, found.competency.code))
      .filter((ref) => ref.dimensions.length > 0);
  }

  private cardRef(standing: CardStanding, cardId: string) {
    return {
      id: cardId,
      schoolId: standing.cycle.schoolId,
      classId: standing.cycle.classId,
      childId: standing.child.id,
    };
  }

  private auditEntry(
    standing: CardStanding,
    action: string,
    cardId: string,
    details: Record<string, unknown>,
    userId: string,
    at: Date,
  ) {
    return {
      at,
      schoolId: standing.cycle.schoolId,
      actorUserId: userId,
      action,
      entity: 'hpc_card',
      entityId: cardId,
      details: { cycle_id: standing.cycle.id, student_id: standing.child.id, ...details },
    };
  }
}

const stepNames = { sign_off: 'signed off', publish: 'published', reopen: 'reopened' } as const;

/** A judgement's links to evidence that still counts for the child. */
function validLinks(
  links: readonly LinkRow[],
  judgement: JudgementRow,
  evidence: ReadonlyMap<string, EvidenceItem>,
  childId: string,
): LinkRow[] {
  return links.filter(
    (link) =>
      link.judgementId === judgement.id &&
      evidence.get(evidenceKey(link.kind, link.evidenceId))?.childIds.includes(childId),
  );
}

/**
 * Evidence per child and competency: the child's observations tagged with it, plus the evidence
 * its judgements link that still counts, each item once.
 */
function evidenceCounter(
  evidence: readonly EvidenceItem[],
  judgements: readonly JudgementRow[],
  links: readonly LinkRow[],
  childOfCard: (cardId: string) => string | undefined,
): (childId: string, competency: string) => number {
  const evidenceByKey = byKey(evidence);
  const sets = new Map<string, Set<string>>();
  const add = (childId: string, code: string, key: string) => {
    const id = `${childId}\u0000${code}`;
    const set = sets.get(id) ?? new Set<string>();
    set.add(key);
    sets.set(id, set);
  };
  for (const item of evidence) {
    for (const childId of item.childIds) {
      for (const code of item.competencies) add(childId, code, evidenceKey(item.kind, item.id));
    }
  }
  const judgementById = new Map(judgements.map((j) => [j.id, j]));
  for (const link of links) {
    const judgement = judgementById.get(link.judgementId);
    const childId = judgement && childOfCard(judgement.cardId);
    const key = evidenceKey(link.kind, link.evidenceId);
    if (judgement && childId && evidenceByKey.get(key)?.childIds.includes(childId))
      add(childId, judgement.competency, key);
  }
  return (childId, competency) => sets.get(`${childId}\u0000${competency}`)?.size ?? 0;
}
