import {
  SCHOOL_OUTCOMES_PER_COMPETENCY,
  classFramework,
  curriculumFrameworkKeys,
  curriculumFrameworks,
  frameworkCompetencies,
  frameworkCompetency,
  suggestCompetencies,
  unknownCompetencies,
  unknownCompetenciesMessage,
  type ClassFramework,
  type CompetencySuggestion,
  type CurriculumFrameworkKey,
  type CurriculumFrameworkTree,
  type CurriculumOverview,
  type SchoolOutcome,
  type SchoolOutcomeEdit,
  type SchoolOutcomeInput,
} from '@cue/contracts';
import { badInput, forbidden, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newObjectId } from '../../lib/object-id.js';
import type { Actor } from '../auth/session.service.js';
import type { StaffAccess } from '../schools/schools.policy.js';
import type { SchoolsService } from '../schools/schools.service.js';
import type { CurriculumEvents } from './curriculum.events.js';
import type { CurriculumClassRow, CurriculumRepository, SchoolOutcomeRow } from './curriculum.repository.js';

export interface CurriculumServiceDeps {
  repository: CurriculumRepository;
  schools: SchoolsService;
  events: CurriculumEvents;
  clock: Clock;
}

const classNotFound = () => notFound('Class not found');
const outcomeNotFound = () => notFound('Outcome not found');

/**
 * A 400 naming `field` when `codes` holds a code that is not a competency of `framework` (every
 * code is refused when the class has no framework). Writes nothing: call before the transaction.
 */
export function assertCompetencies(
  framework: CurriculumFrameworkKey | null,
  codes: readonly string[],
  field: string,
): void {
  const unknown = unknownCompetencies(framework, codes);
  if (unknown.length > 0) throw badInput(field, unknownCompetenciesMessage(unknown));
}

/**
 * Stored competency codes as records answer them: `{code, title}` in the framework's order; a
 * code the framework does not know (the class changed framework since) last, with an empty title.
 */
export function presentCompetencies(
  framework: CurriculumFrameworkKey | null,
  codes: readonly string[],
): { code: string; title: string }[] {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return [];
  const known = new Set(unique);
  const ordered = framework
    ? frameworkCompetencies(framework)
        .filter(({ competency }) => known.has(competency.code))
        .map(({ competency }) => ({ code: competency.code, title: competency.title }))
    : [];
  const listed = new Set(ordered.map((entry) => entry.code));
  return [
    ...ordered,
    ...unique
      .filter((code) => !listed.has(code))
      .sort()
      .map((code) => ({ code, title: '' })),
  ];
}

/** May edit the school's curriculum (class frameworks, the school's own outcomes). */
export function mayManageCurriculum(access: StaffAccess): boolean {
  return access.rolePermissions.academic_setup.curriculum;
}

function presentOutcome(row: SchoolOutcomeRow): SchoolOutcome {
  return {
    _id: row.id,
    framework: row.framework,
    competency_code: row.competencyCode,
    code: row.code,
    age_band: row.ageBand,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

const presentClassFramework = (row: CurriculumClassRow): ClassFramework => ({
  class_id: row.id,
  class_name: row.name,
  age_range: row.ageRange,
  framework: classFramework(row.classCurriculum),
});

/**
 * Curriculum frameworks (issue 16, decision 049): the shipped frameworks, each class's framework
 * and the school's own outcomes. Other modules (observations, units, week and term plans) check
 * competency codes with `frameworkOfClass` and `assertCompetencies`.
 */
export class CurriculumService {
  constructor(private readonly deps: CurriculumServiceDeps) {}

  /** The framework of a class the staff member may see (404 otherwise), or null when it has none. */
  async frameworkOfClass(actor: Actor, classId: string): Promise<CurriculumFrameworkKey | null> {
    const schoolClass = await this.deps.schools.getClass(actor, classId);
    return classFramework(schoolClass.class_curriculum);
  }

  /** See the function of the same name: a 400 naming `field` for a code outside the framework. */
  assertCompetencies(
    framework: CurriculumFrameworkKey | null,
    codes: readonly string[],
    field: string,
  ): void {
    assertCompetencies(framework, codes, field);
  }

  /** curriculum_frameworks/: the frameworks (no trees) and the classes the actor sees. */
  async overview(actor: Actor): Promise<CurriculumOverview> {
    await this.deps.schools.staffAccess(actor);
    const classes = await this.deps.schools.listStaffClasses(actor);
    return {
      frameworks: curriculumFrameworkKeys.map((key) => {
        const data = curriculumFrameworks[key];
        const goals = data.domains.flatMap((domain) => domain.goals);
        return {
          key,
          name: data.name,
          short_name: data.short_name,
          source: data.source,
          age_bands: [...data.age_bands],
          domains: data.domains.length,
          goals: goals.length,
          competencies: goals.reduce((sum, goal) => sum + goal.competencies.length, 0),
        };
      }),
      classes: classes.map((schoolClass) => ({
        class_id: schoolClass._id,
        class_name: schoolClass.class_name,
        age_range: schoolClass.age_range,
        framework: classFramework(schoolClass.class_curriculum),
      })),
    };
  }

  /** curriculum_frameworks/{key}: the tree, with the school's own outcomes under their competencies. */
  async tree(actor: Actor, key: CurriculumFrameworkKey): Promise<CurriculumFrameworkTree> {
    const access = await this.deps.schools.staffAccess(actor);
    const own = await this.deps.repository.listOutcomes(access.schoolId, key);
    const data = curriculumFrameworks[key];
    return {
      key,
      name: data.name,
      short_name: data.short_name,
      source: data.source,
      age_bands: [...data.age_bands],
      domains: data.domains.map((domain) => ({
        code: domain.code,
        title: domain.title,
        goals: domain.goals.map((goal) => ({
          code: goal.code,
          title: goal.title,
          competencies: goal.competencies.map((competency) => ({
            code: competency.code,
            title: competency.title,
            outcomes: [
              ...competency.outcomes.map((outcome) => ({ ...outcome, school: false, _id: null })),
              ...own
                .filter((row) => row.competencyCode === competency.code)
                .map((row) => ({
                  code: row.code,
                  age_band: row.ageBand,
                  text: row.text,
                  school: true,
                  _id: row.id,
                })),
            ],
          })),
        })),
      })),
    };
  }

  /** class_curriculum/{classId}: the class's framework becomes `framework` (null: none). */
  async setClassFramework(
    actor: Actor,
    classId: string,
    framework: CurriculumFrameworkKey | null,
  ): Promise<ClassFramework> {
    const access = await this.manager(actor);
    const { repository, clock, events } = this.deps;
    const row = await repository.findClass(classId);
    if (!row || row.schoolId !== access.schoolId || row.archivedAt) throw classNotFound();
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.setClassFramework(classId, framework);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'set_class_curriculum',
        entity: 'class',
        entityId: classId,
        details: { before: row.classCurriculum, after: framework },
      });
    });
    events.classFrameworkChanged(access.schoolId, classId);
    return presentClassFramework({ ...row, classCurriculum: framework });
  }

  /** curriculum_outcomes/: the school adds an outcome under a framework competency. */
  async createOutcome(actor: Actor, input: SchoolOutcomeInput): Promise<SchoolOutcome> {
    const access = await this.manager(actor);
    const { repository, clock, events } = this.deps;
    assertCompetencies(input.framework, [input.competency_code], 'competency_code');
    const text = input.text.trim();
    const now = clock.now();
    const id = newObjectId(now);
    await repository.transaction(async (tx) => {
      const code = await tx.nextOutcomeCode(access.schoolId, input.framework);
      const under = await tx.countOutcomesUnder(access.schoolId, input.framework, input.competency_code);
      if (under >= SCHOOL_OUTCOMES_PER_COMPETENCY) {
        throw badInput('competency_code', `has ${SCHOOL_OUTCOMES_PER_COMPETENCY} school outcomes already`);
      }
      await tx.insertOutcome({
        id,
        schoolId: access.schoolId,
        framework: input.framework,
        competencyCode: input.competency_code,
        code,
        ageBand: input.age_band,
        text,
        createdBy: access.userId,
        createdAt: now,
      });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'create_curriculum_outcome',
        entity: 'curriculum_outcome',
        entityId: id,
        details: { framework: input.framework, competency_code: input.competency_code, code },
      });
    });
    events.outcomesChanged(access.schoolId, [id]);
    return presentOutcome((await repository.findOutcome(id))!);
  }

  /** curriculum_outcomes/{id}: change an outcome's age band or words. */
  async editOutcome(actor: Actor, id: string, input: SchoolOutcomeEdit): Promise<SchoolOutcome> {
    const access = await this.manager(actor);
    const { repository, clock, events } = this.deps;
    const row = await this.outcomeOfSchool(access, id);
    const now = clock.now();
    const patch = {
      ...(input.age_band && { ageBand: input.age_band }),
      ...(input.text !== undefined && { text: input.text.trim() }),
    };
    await repository.transaction(async (tx) => {
      if (Object.keys(patch).length > 0) await tx.updateOutcome(id, patch);
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'update_curriculum_outcome',
        entity: 'curriculum_outcome',
        entityId: id,
        details: { code: row.code, fields: Object.keys(patch) },
      });
    });
    events.outcomesChanged(access.schoolId, [id]);
    return presentOutcome((await repository.findOutcome(id))!);
  }

  /** Removes an outcome: archived (its code is never reused), gone from the tree. */
  async removeOutcome(actor: Actor, id: string): Promise<{ id: string }> {
    const access = await this.manager(actor);
    const { repository, clock, events } = this.deps;
    const row = await this.outcomeOfSchool(access, id);
    const now = clock.now();
    await repository.transaction(async (tx) => {
      await tx.updateOutcome(id, { archivedAt: now });
      await tx.audit({
        at: now,
        schoolId: access.schoolId,
        actorUserId: access.userId,
        action: 'delete_curriculum_outcome',
        entity: 'curriculum_outcome',
        entityId: id,
        details: { code: row.code, framework: row.framework },
      });
    });
    events.outcomesChanged(access.schoolId, [id]);
    return { id };
  }

  /** curriculum_suggest/{classId}: competencies of the class's framework the note's words suggest. */
  async suggest(actor: Actor, classId: string, text: string): Promise<CompetencySuggestion> {
    const framework = await this.frameworkOfClass(actor, classId);
    if (!framework) return { framework: null, competencies: [] };
    return {
      framework,
      competencies: suggestCompetencies(framework, text).map((code) => {
        const found = frameworkCompetency(framework, code)!;
        return {
          code,
          title: found.competency.title,
          goal: found.goal.title,
          domain: found.domain.title,
        };
      }),
    };
  }

  private async manager(actor: Actor): Promise<StaffAccess> {
    const access = await this.deps.schools.staffAccess(actor);
    if (!mayManageCurriculum(access)) throw forbidden();
    return access;
  }

  private async outcomeOfSchool(access: StaffAccess, id: string): Promise<SchoolOutcomeRow> {
    const row = await this.deps.repository.findOutcome(id);
    if (!row || row.schoolId !== access.schoolId || row.archivedAt) throw outcomeNotFound();
    return row;
  }
}
