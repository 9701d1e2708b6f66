import type { Project } from '@cue/contracts';
import type { ProjectRow } from './projects.repository.js';

/** Where a project stands against the school's today. */
export function projectPhase(
  row: Pick<ProjectRow, 'startDate' | 'endDate'>,
  today: string,
): Project['phase'] {
  if (today < row.startDate) return 'upcoming';
  if (today > row.endDate) return 'past';
  return 'current';
}

export function presentProject(row: ProjectRow, today: string): Project {
  return {
    _id: row.id,
    class_id: row.classId,
    title: row.title,
    unit: row.unit
      ? {
          _id: row.unit.id,
          title: row.unit.title,
          library: row.unit.organizationId ? 'organization' : 'global',
          theme: row.unit.theme,
          age_band: row.unit.ageBand as NonNullable<Project['unit']>['age_band'],
          duration_days: row.unit.durationDays,
          competencies: row.unit.competencies,
        }
      : null,
    start_date: row.startDate,
    end_date: row.endDate,
    notes: row.notes,
    is_default: row.isDefault,
    phase: projectPhase(row, today),
    created_by: { _id: row.createdBy, name: `${row.creatorFirstName} ${row.creatorLastName}`.trim() },
    updated_at: row.updatedAt.toISOString(),
  };
}
