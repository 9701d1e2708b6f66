import type { AgeBand, MediaFile, Resource } from '@cue/contracts';
import type { ResourceRow } from './resources.repository.js';

/** A resource row as the contract shows it, with its file's fresh links and how many units use it. */
export function presentResource(
  row: ResourceRow,
  extra: { file: MediaFile | null; canEdit: boolean; usedInUnits: number },
): Resource {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    url: row.kind === 'link' ? row.url : null,
    file: row.kind === 'file' ? extra.file : null,
    materials: row.kind === 'materials' ? row.materials : [],
    age_bands: row.ageBands as AgeBand[],
    tags: row.tags,
    created_by: { _id: row.createdBy, name: `${row.authorFirstName} ${row.authorLastName}`.trim() },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    archived: row.archivedAt !== null,
    can_edit: extra.canEdit,
    used_in_units: extra.usedInUnits,
  };
}
