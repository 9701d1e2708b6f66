import type { Unit, UnitSummary } from '@cue/contracts';
import type { ResourceRef, UnitRow } from './units.repository.js';

const createdByOf = (row: UnitRow) =>
  row.createdBy && row.authorFirstName !== null
    ? { _id: row.createdBy, name: `${row.authorFirstName} ${row.authorLastName ?? ''}`.trim() }
    : null;

const forkedFromOf = (row: UnitRow) =>
  row.forkedFromId && row.forkedFromTitle !== null
    ? { _id: row.forkedFromId, title: row.forkedFromTitle }
    : null;

/** A row of the library list. */
export function presentUnitSummary(row: UnitRow): UnitSummary {
  return {
    _id: row.id,
    library: row.organizationId ? 'organization' : 'global',
    title: row.title,
    framework: row.framework,
    age_band: row.ageBand,
    duration_days: row.durationDays,
    theme: row.theme,
    summary: row.summary,
    competencies: row.competencies,
    forked_from: forkedFromOf(row),
    created_by: createdByOf(row),
    updated_at: row.updatedAt.toISOString(),
    activity_count: row.activities.length,
    total_minutes: row.activities.reduce((sum, activity) => sum + activity.minutes, 0),
  };
}

/** The whole unit; `resources` in the unit's order, archived ones left out. */
export function presentUnit(row: UnitRow, resources: Map<string, ResourceRef>, canEdit: boolean): Unit {
  return {
    _id: row.id,
    library: row.organizationId ? 'organization' : 'global',
    title: row.title,
    framework: row.framework,
    age_band: row.ageBand,
    duration_days: row.durationDays,
    theme: row.theme,
    summary: row.summary,
    competencies: row.competencies,
    learning_outcomes: row.learningOutcomes,
    activities: row.activities,
    differentiation: row.differentiation,
    assessment: row.assessment,
    home_link: row.homeLink,
    resources: row.resourceIds.flatMap((id) => {
      const resource = resources.get(id);
      return resource ? [{ _id: resource.id, title: resource.title, kind: resource.kind }] : [];
    }),
    forked_from: forkedFromOf(row),
    created_by: createdByOf(row),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    can_edit: canEdit,
  };
}
