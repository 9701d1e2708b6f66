import type { Homework, HomeworkStatus, HomeworkSubmission, MediaFile } from '@cue/contracts';
import type { HomeworkWithNames, PersonName, SubmissionRow } from './homework.repository.js';

const person = (p: PersonName) => ({ _id: p.id, first_name: p.firstName, last_name: p.lastName });

/**
 * Row -> Homework. Staff (`familyChildIds` null) see the chosen children and the counts; a
 * family sees only its own children among those chosen and no counts.
 */
export function presentHomework(
  row: HomeworkWithNames,
  options: { canManage: boolean; files: MediaFile[]; familyChildIds: ReadonlySet<string> | null },
): Homework {
  const family = options.familyChildIds;
  return {
    _id: row.id,
    title: row.title,
    instructions: row.instructions,
    class: { _id: row.classId, class_name: row.className },
    children: row.children.filter((c) => !family || family.has(c.id)).map(person),
    due_date: row.dueDate,
    status: row.status as HomeworkStatus,
    is_published: row.status === 'published',
    published_at: row.publishedAt?.toISOString() ?? null,
    homework_media: options.files,
    created_by: {
      _id: row.createdByUserId,
      first_name: row.creatorFirstName,
      last_name: row.creatorLastName,
    },
    can_manage: options.canManage,
    submitted_count: family ? null : row.submittedCount,
    addressed_count: family ? null : row.addressedCount,
  };
}

export function presentSubmission(row: SubmissionRow, files: MediaFile[]): HomeworkSubmission {
  return {
    submitted_at: row.submittedAt.toISOString(),
    submitted_by: person(row.submitter),
    submission_media: files,
  };
}

export { person as presentPerson };
