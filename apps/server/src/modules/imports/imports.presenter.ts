import {
  IMPORT_UNDO_HOURS,
  type ImportPreviewRow,
  type ImportSummary,
  type SchoolImport,
} from '@cue/contracts';
import type { ImportWithActor } from './imports.repository.js';

/** A planned row as the preview shows it. */
export interface PlannedRow {
  line: number;
  label: string;
  status: ImportPreviewRow['status'];
  errors: ImportPreviewRow['errors'];
  changes: string[];
}

export const presentPreviewRow = (plan: PlannedRow): ImportPreviewRow => ({
  row: plan.line,
  label: plan.label,
  status: plan.status,
  errors: plan.errors,
  changes: plan.changes,
});

export function summarize(plans: PlannedRow[]): ImportSummary {
  const summary: ImportSummary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const plan of plans) summary[plan.status] += 1;
  return summary;
}

/** Until when a committed import may be undone, or null when it no longer can be. */
export function undoUntil(row: ImportWithActor | { status: string; committedAt: Date | null }): Date | null {
  if (row.status !== 'committed' || !row.committedAt) return null;
  return new Date(row.committedAt.getTime() + IMPORT_UNDO_HOURS * 60 * 60 * 1000);
}

export function presentImport(row: ImportWithActor, now: Date): SchoolImport {
  const until = undoUntil(row);
  return {
    _id: row.id,
    kind: row.kind,
    file_name: row.fileName,
    status: row.status,
    summary: { create: 0, update: 0, unchanged: 0, error: 0, ...row.summary },
    created_by: { _id: row.actorUserId, first_name: row.actorFirstName, last_name: row.actorLastName },
    created_at: row.createdAt.toISOString(),
    committed_at: row.committedAt?.toISOString() ?? null,
    undone_at: row.undoneAt?.toISOString() ?? null,
    undo_until: until && until > now ? until.toISOString() : null,
  };
}
