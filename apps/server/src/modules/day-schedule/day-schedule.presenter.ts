import type { DaySchedule } from '@cue/contracts';
import type { DayScheduleRow } from './day-schedule.repository.js';

export function presentDaySchedule(row: DayScheduleRow): DaySchedule {
  return {
    _id: row.id,
    scope: row.scope,
    age_band: row.ageBand ?? null,
    class_id: row.classId ?? null,
    blocks: row.blocks,
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy
      ? {
          _id: row.updatedBy,
          name: `${row.updatedByFirstName ?? ''} ${row.updatedByLastName ?? ''}`.trim(),
        }
      : null,
  };
}
