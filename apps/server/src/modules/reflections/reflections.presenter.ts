import {
  frameworkCompetency,
  type CurriculumFrameworkKey,
  type Reflection,
  type ReflectionComment,
  type ReflectionWeekSummary,
} from '@cue/contracts';
import type { StaffAccess } from '../schools/schools.policy.js';
import { mayCommentOnReflection, mayEditReflection } from './reflections.policy.js';
import type { ReflectionChildRef, ReflectionCommentRow, ReflectionRow } from './reflections.repository.js';

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

/** What a reflection is shown with, gathered once per answer. */
export interface ReflectionContext {
  access: StaffAccess;
  framework: CurriculumFrameworkKey | null;
  children: ReflectionChildRef[];
  comments: ReflectionCommentRow[];
  weekSummary: ReflectionWeekSummary | null;
  /** The project's current title, when it still exists. */
  projectTitle: string | null;
}

export function presentReflectionComment(row: ReflectionCommentRow): ReflectionComment {
  return {
    _id: row.id,
    text: row.body,
    author: { _id: row.authorUserId, name: nameOf(row.authorFirstName, row.authorLastName) },
    created_at: row.createdAt.toISOString(),
  };
}

export function presentReflection(row: ReflectionRow, context: ReflectionContext): Reflection {
  const { access, framework } = context;
  return {
    _id: row.id,
    class_id: row.classId,
    kind: row.kind,
    week_start: row.kind === 'week' ? row.weekStart : null,
    week_summary: row.kind === 'week' ? context.weekSummary : null,
    project:
      row.kind === 'project'
        ? { _id: row.projectId, title: context.projectTitle ?? row.projectTitle ?? '' }
        : null,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    what_worked: row.whatWorked,
    what_to_change: row.whatToChange,
    next_steps: row.nextSteps,
    students: context.children.map((child) => ({
      _id: child.id,
      first_name: child.firstName,
      last_name: child.lastName,
    })),
    // A code the class's framework no longer has (the class changed framework) keeps no title.
    competencies: row.competencies.map((code) => ({
      code,
      title: (framework && frameworkCompetency(framework, code)?.competency.title) ?? '',
    })),
    author: { _id: row.authorUserId, name: nameOf(row.authorFirstName, row.authorLastName) },
    comments: context.comments.map(presentReflectionComment),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can_edit: mayEditReflection(access, row),
    can_comment: mayCommentOnReflection(access, row),
  };
}
