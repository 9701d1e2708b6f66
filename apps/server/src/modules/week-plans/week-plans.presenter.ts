import type { PlanItem, Project, WeekPaletteEntry } from '@cue/contracts';
import type { PlanItemRow, ProjectRow } from './week-plans.repository.js';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** A planned activity as the contract shows it. */
export function presentItem(row: PlanItemRow): PlanItem {
  return {
    _id: row.id,
    date: row.date,
    block_id: row.blockId,
    position: row.position,
    activity: row.activity,
    source:
      row.sourceUnitId && row.sourceActivityId
        ? { unit_id: row.sourceUnitId, activity_id: row.sourceActivityId, unit_title: row.unitTitle }
        : null,
    status: row.status,
    evaluation: row.evaluation,
    moved_to: row.movedTo,
    marked_by: row.markedBy
      ? { _id: row.markedBy, name: fullName(row.markedByFirstName, row.markedByLastName) }
      : null,
    marked_at: row.markedAt?.toISOString() ?? null,
  };
}

/** A project running that week (the projects module's shape), its phase against the school's today. */
export function presentProject(row: ProjectRow, today: string): Project {
  const { project, unit } = row;
  return {
    _id: project.id,
    class_id: project.classId,
    title: project.title,
    unit: unit
      ? {
          _id: unit.id,
          title: unit.title,
          library: unit.organizationId ? 'organization' : 'global',
          theme: unit.theme,
          age_band: unit.ageBand,
          duration_days: unit.durationDays,
          competencies: unit.competencies,
        }
      : null,
    start_date: project.startDate,
    end_date: project.endDate,
    notes: project.notes,
    is_default: project.isDefault,
    phase: project.startDate > today ? 'upcoming' : project.endDate < today ? 'past' : 'current',
    created_by: {
      _id: project.createdBy,
      name: fullName(row.createdByFirstName, row.createdByLastName),
    },
    updated_at: project.updatedAt.toISOString(),
  };
}

/** The palette: each unit of a running project with its activities to drag. */
export function presentPalette(rows: ProjectRow[]): WeekPaletteEntry[] {
  return rows.flatMap(({ project, unit }) =>
    unit
      ? [
          {
            project_id: project.id,
            project_title: project.title,
            unit_id: unit.id,
            unit_title: unit.title,
            activities: unit.activities,
          },
        ]
      : [],
  );
}
