import type { PlanItem, Project, Unit, WeekPaletteEntry } from '@cue/contracts';
import type { PlanItemRow } from './week-plans.repository.js';

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

/** A running project's unit in the palette, with its activities to drag. */
export function presentPaletteEntry(project: Project, unit: Unit): WeekPaletteEntry {
  return {
    project_id: project._id,
    project_title: project.title,
    unit_id: unit._id,
    unit_title: unit.title,
    activities: unit.activities,
  };
}
