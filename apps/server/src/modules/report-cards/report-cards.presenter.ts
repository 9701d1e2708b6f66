import type {
  ChildReportCard,
  ReportCardRun,
  ReportCardStatus,
  ReportCardVersion,
  StudentReportCard,
} from '@cue/contracts';
import type { StudentRow } from '../schools/schools.repository.js';
import type {
  ReportCardRow,
  ReportCardRunItemRow,
  ReportCardRunRow,
  ReportCardVersionRow,
} from './report-cards.repository.js';

export function presentVersion(row: ReportCardVersionRow, card: ReportCardRow | null): ReportCardVersion {
  return {
    _id: row.id,
    version: row.version,
    title: row.title,
    size: row.size,
    generated_at: row.generatedAt.toISOString(),
    generated_by: { _id: row.generatedBy, name: row.generatorName },
    is_current: card?.currentVersionId === row.id,
    is_published: card?.publishedVersionId === row.id,
    draft: row.draft,
  };
}

/** What the list shows: a pending publication first, then what the family sees, then the rest. */
function statusOf(card: ReportCardRow | null): ReportCardStatus {
  if (!card || !card.currentVersionId) return 'none';
  if (card.status === 'scheduled') return 'scheduled';
  return card.publishedVersionId ? 'published' : 'generated';
}

/** A child of the class with their card in the cycle (versions newest first). */
export function presentStudentCard(
  child: Pick<StudentRow, 'id' | 'firstName' | 'lastName'>,
  card: ReportCardRow | null,
  versions: ReportCardVersionRow[],
): StudentReportCard {
  const scheduled = card?.status === 'scheduled';
  const published = card?.publishedVersionId ? versions.find((v) => v.id === card.publishedVersionId) : null;
  return {
    student_id: child.id,
    first_name: child.firstName,
    last_name: child.lastName,
    status: statusOf(card),
    published_version: published?.version ?? null,
    versions: versions.map((row) => presentVersion(row, card)),
    publish_date: scheduled ? card.publishDate : null,
    publish_time: scheduled ? card.publishTime : null,
    published_at: card?.publishedVersionId ? (card.publishedAt?.toISOString() ?? null) : null,
  };
}

export function presentRun(
  row: ReportCardRunRow,
  items: Pick<ReportCardRunItemRow, 'childId' | 'childName' | 'status' | 'error'>[],
): ReportCardRun {
  return {
    _id: row.id,
    cycle_id: row.cycleId,
    class_id: row.classId,
    title: row.title,
    status: row.status,
    total: row.total,
    processed: row.processed,
    made: row.made,
    progress: row.total === 0 ? 100 : Math.floor((100 * row.processed) / row.total),
    failed: items
      .filter((item) => item.status === 'failed')
      .map((item) => ({ student_id: item.childId, name: item.childName, reason: item.error ?? '' })),
    started_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export function presentChildCard(
  card: ReportCardRow & { className: string },
  version: ReportCardVersionRow,
  cycleName: string,
): ChildReportCard {
  return {
    _id: version.id,
    cycle_name: cycleName,
    class_name: card.className,
    title: version.title,
    version: version.version,
    published_at: card.publishedAt!.toISOString(),
  };
}
