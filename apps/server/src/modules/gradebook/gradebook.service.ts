import {
  classFramework,
  curriculumFrameworks,
  frameworkCompetencies,
  type AssessmentCycle,
  type AssessmentSchemeData,
  type CurriculumFrameworkKey,
  type Gradebook,
  type GradebookCell,
  type GradebookCellInput,
  type GradebookCellResult,
  type GradebookExportQuery,
  type HpcCompetencyRef,
} from '@cue/contracts';
import { badInput } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { schoolToday } from '../../lib/school-time.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import type { Actor } from '../auth/session.service.js';
import { competencyRef, frameworkDomains, presentScheme } from '../hpc/hpc.presenter.js';
import type { ClassJudgement, HpcService } from '../hpc/hpc.service.js';
import type { SchoolsService } from '../schools/schools.service.js';
import { gradebookFile, type GradebookFile } from './gradebook.export.js';

export interface GradebookServiceDeps {
  schools: SchoolsService;
  assessment: AssessmentService;
  hpc: HpcService;
  clock: Clock;
}

/** What a grid is built from. */
interface GradebookParts {
  schoolId: string;
  grid: Gradebook;
  schemes: Map<string, AssessmentSchemeData>;
  /** The scheme whose dimensions make the columns (the current cycle's, else the latest's). */
  columnScheme: AssessmentSchemeData | null;
}

/**
 * The gradebook (issue 17, decision 050; school switch `grade_book`): a class's children × the
 * competencies of its framework, each cell the latest level per dimension and the evidence count.
 * Judgements are read and written through the progress card's service (a cell is a judgement on
 * the child's card of the class's current cycle, under the same rules); nothing here touches the
 * card's tables. Staff who see the class read, write and export it.
 */
export class GradebookService {
  constructor(private readonly deps: GradebookServiceDeps) {}

  /** gradebook/{classId}: the grid, optionally one domain's competencies. */
  async gradebook(actor: Actor, classId: string, domain: string | undefined): Promise<Gradebook> {
    return (await this.parts(actor, classId, domain)).grid;
  }

  /**
   * PUT gradebook/{classId}/cell: one judgement in the class's current cycle (none current: a 400
   * naming `cycle`), answered with the cell as it now reads.
   */
  async setCell(actor: Actor, classId: string, input: GradebookCellInput): Promise<GradebookCellResult> {
    const { access, schoolClass } = await this.classFor(actor, classId);
    const cycles = await this.deps.assessment.cyclesOfClass(access.schoolId, classId);
    const current = cycles.find((cycle) => cycle.phase === 'current');
    if (!current)
      throw badInput(
        'cycle',
        `${schoolClass.name} has no current assessment cycle: add one in Assessment setup to grade`,
      );
    const written = await this.deps.hpc.setCell(actor, current._id, {
      ...input,
      level: input.level ?? null,
    });
    const progress = await this.deps.hpc.classProgress(
      { schoolId: access.schoolId, classId },
      cycles.map((cycle) => cycle._id),
      [input.student_id],
    );
    return {
      student_id: input.student_id,
      cycle_id: current._id,
      card_id: written.cardId,
      card_version: written.version,
      cell: cellOf(cycles, progress.judgements, input.student_id, input.competency, progress.evidenceCount),
    };
  }

  /** gradebook/{classId}/export: the grid as CSV or Excel, level labels in the cells. */
  async export(actor: Actor, classId: string, query: GradebookExportQuery): Promise<GradebookFile> {
    const { grid, schemes, columnScheme, schoolId } = await this.parts(actor, classId, query.domain);
    const today = schoolToday(await this.deps.schools.schoolTimeZone(schoolId), this.deps.clock.now());
    return gradebookFile(grid, { schemes, columnScheme, format: query.format, today });
  }

  private async classFor(actor: Actor, classId: string) {
    const found = await this.deps.schools.classForStaff(actor, classId);
    await this.deps.schools.requireModule(found.access.schoolId, 'grade_book');
    return found;
  }

  private async parts(actor: Actor, classId: string, domain: string | undefined): Promise<GradebookParts> {
    const { access, schoolClass, roster } = await this.classFor(actor, classId);
    const framework = classFramework(schoolClass.classCurriculum);
    if (!framework) throw badInput('classId', `${schoolClass.name} has no curriculum framework`);
    if (domain !== undefined && !curriculumFrameworks[framework].domains.some((d) => d.code === domain))
      throw badInput('domain', "is not a domain of the class's curriculum framework");
    const cycles = await this.deps.assessment.cyclesOfClass(access.schoolId, classId);
    const schemes = new Map<string, AssessmentSchemeData>();
    for (const cycle of cycles) {
      if (!schemes.has(cycle.scheme))
        schemes.set(
          cycle.scheme,
          await this.deps.assessment.schemeOf(access.schoolId, cycle.scheme, 'classId'),
        );
    }
    const current = cycles.find((cycle) => cycle.phase === 'current') ?? null;
    const latest = current ?? cycles.filter((cycle) => cycle.phase === 'past').at(-1) ?? cycles[0] ?? null;
    const columnScheme = latest ? schemes.get(latest.scheme)! : null;
    const competencies = columnsOf(framework, columnScheme, domain);
    const children = [...roster].sort(
      (a, b) => a.firstName.localeCompare(b.firstName) || a.lastName.localeCompare(b.lastName),
    );
    const progress = await this.deps.hpc.classProgress(
      { schoolId: access.schoolId, classId },
      cycles.map((cycle) => cycle._id),
      children.map((child) => child.id),
    );
    return {
      schoolId: access.schoolId,
      schemes,
      columnScheme,
      grid: {
        class: { _id: schoolClass.id, name: schoolClass.name },
        framework,
        cycles,
        current_cycle_id: current?._id ?? null,
        schemes: [...schemes.values()].map(presentScheme),
        domains: frameworkDomains(framework),
        competencies,
        students: children.map((child) => ({
          student: { _id: child.id, first_name: child.firstName, last_name: child.lastName },
          current_status: current ? (progress.statusOf(current._id, child.id) ?? 'in_progress') : null,
          cells: competencies.map((competency) =>
            cellOf(cycles, progress.judgements, child.id, competency.code, progress.evidenceCount),
          ),
        })),
      },
    };
  }
}

/** The columns: the framework's competencies (of `domain`), with the column scheme's dimensions. */
function columnsOf(
  framework: CurriculumFrameworkKey,
  scheme: AssessmentSchemeData | null,
  domain: string | undefined,
): HpcCompetencyRef[] {
  return frameworkCompetencies(framework)
    .filter((found) => domain === undefined || found.domain.code === domain)
    .map((found) => competencyRef(framework, scheme, found.competency.code))
    .filter((ref) => scheme === null || ref.dimensions.length > 0);
}

/** A cell: per dimension, the level of the latest cycle (by start date) that judged it. */
function cellOf(
  cycles: readonly AssessmentCycle[],
  judgements: readonly ClassJudgement[],
  childId: string,
  competency: string,
  evidenceCount: (childId: string, competency: string) => number,
): GradebookCell {
  const order = new Map(cycles.map((cycle, index) => [cycle._id, index]));
  const latest = new Map<string, ClassJudgement>();
  for (const judgement of judgements) {
    if (judgement.childId !== childId || judgement.competency !== competency) continue;
    const held = latest.get(judgement.dimension);
    if (!held || (order.get(judgement.cycleId) ?? -1) > (order.get(held.cycleId) ?? -1))
      latest.set(judgement.dimension, judgement);
  }
  return {
    competency,
    levels: [...latest.values()].map((j) => ({
      dimension: j.dimension,
      level: j.level,
      cycle_id: j.cycleId,
    })),
    evidence_count: evidenceCount(childId, competency),
  };
}
