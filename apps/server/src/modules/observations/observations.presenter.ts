import {
  anecdoteTypes,
  type AnecdoteType,
  type JournalPost,
  type MediaFile,
  type Observation,
} from '@cue/contracts';
import type { StoryTagRef } from '../stories/stories.repository.js';
import type { JournalPostRow, ObservationRow } from './observations.repository.js';

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

const kindOf = (kind: string): AnecdoteType =>
  (anecdoteTypes as readonly string[]).includes(kind) ? (kind as AnecdoteType) : 'general';

/** Row -> the spec's observation entry fields (`general_note`, `type_of_anecdote`). */
export function presentObservation(
  row: ObservationRow,
  canEdit: boolean,
  media: MediaFile[],
  tags: StoryTagRef[],
  competencies: { code: string; title: string }[],
): Observation {
  return {
    _id: row.id,
    class_id: row.classId,
    student_id: row.childId,
    student_name: fullName(row.childFirstName, row.childLastName),
    date: row.observedOn,
    title: row.title,
    general_note: row.note,
    type_of_anecdote: kindOf(row.kind),
    created_by: { _id: row.createdByUserId, name: fullName(row.authorFirstName, row.authorLastName) },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_edit: canEdit,
    shared_to_journal: row.isSharedToJournal,
    media,
    tags: tags.map((tag) => ({ _id: tag.id, name: tag.name, set_name: tag.setName })),
    competencies,
  };
}

export function presentJournalPost(row: JournalPostRow, media: MediaFile[] = []): JournalPost {
  return {
    _id: row.id,
    student_id: row.childId,
    class_id: row.classId,
    anecdote_id: row.observationId,
    title: row.title,
    body: row.body,
    date: row.postedOn,
    created_by: { _id: row.createdByUserId, name: fullName(row.authorFirstName, row.authorLastName) },
    created_at: row.createdAt.toISOString(),
    media,
  };
}
