import {
  readingMinutes,
  storyDocText,
  storyExcerpt,
  type MediaFile,
  type Story,
  type StoryComment,
  type StorySummary,
} from '@cue/contracts';
import type { TaggedChildConsent } from '../class-media/media-consent.policy.js';
import type { StoryCommentRow, StoryObservationRef, StoryRow, StoryTagRef } from './stories.repository.js';

/** What a list shows with a story: its children (as the reader may see them), tags, photos. */
export interface StorySummaryParts {
  children: TaggedChildConsent[];
  tags: StoryTagRef[];
  media: MediaFile[];
  commentCount: number;
}

export interface StoryParts extends StorySummaryParts {
  comments: StoryComment[];
  observations: StoryObservationRef[];
  canEdit: boolean;
  canPublish: boolean;
  canDelete: boolean;
}

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export function presentStorySummary(row: StoryRow, parts: StorySummaryParts): StorySummary {
  return {
    _id: row.id,
    kind: row.kind,
    class_id: row.classId,
    class_name: row.className,
    title: row.title,
    story_date: row.storyDate,
    status: row.status,
    whole_class: row.wholeClass,
    students: parts.children.map((child) => ({
      _id: child.childId,
      first_name: child.firstName,
      last_name: child.lastName,
    })),
    tags: parts.tags.map((tag) => ({ _id: tag.id, name: tag.name, set_name: tag.setName })),
    cover: parts.media.find((file) => file.kind === 'image') ?? null,
    excerpt: storyExcerpt(storyDocText(row.story)),
    word_count: row.wordCount,
    reading_minutes: readingMinutes(row.wordCount),
    author: {
      _id: row.authorUserId,
      name: nameOf({ firstName: row.authorFirstName, lastName: row.authorLastName }),
      kind: row.authorKind,
    },
    comment_count: parts.commentCount,
    published_at: row.publishedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentStory(row: StoryRow, parts: StoryParts): Story {
  return {
    ...presentStorySummary(row, parts),
    story: row.story,
    learning: row.learning,
    next_steps: row.nextSteps,
    media: parts.media,
    observations: parts.observations.map((observation) => ({
      _id: observation.id,
      title: observation.title,
      date: observation.observedOn,
      student_name: nameOf({ firstName: observation.childFirstName, lastName: observation.childLastName }),
    })),
    comments: parts.comments,
    version: row.version,
    submitted_at: row.submittedAt?.toISOString() ?? null,
    review_note: row.reviewNote,
    can_edit: parts.canEdit,
    can_publish: parts.canPublish,
    can_delete: parts.canDelete,
  };
}

export function presentStoryComment(row: StoryCommentRow, canDelete: boolean): StoryComment {
  return {
    _id: row.id,
    text: row.body,
    author: {
      _id: row.authorUserId,
      name: nameOf({ firstName: row.authorFirstName, lastName: row.authorLastName }),
      kind: row.authorKind,
    },
    reply_to: row.replyTo,
    created_at: row.createdAt.toISOString(),
    can_delete: canDelete,
  };
}
