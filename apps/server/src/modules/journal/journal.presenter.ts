import {
  journalPostKinds,
  journalReactions,
  type JournalEntry,
  type JournalPostKind,
  type JournalReaction,
  type MediaFile,
} from '@cue/contracts';
import type { JournalCommentRow, JournalPostRow, JournalReadRow } from './journal.repository.js';

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

const kindOf = (kind: string): JournalPostKind =>
  (journalPostKinds as readonly string[]).includes(kind) ? (kind as JournalPostKind) : 'free';

const isReaction = (reaction: string): reaction is JournalReaction =>
  (journalReactions as readonly string[]).includes(reaction);

/** What one reader is shown beside the post itself. */
export interface JournalEntryExtras {
  media: MediaFile[];
  comments: JournalCommentRow[];
  reactions: { userId: string; reaction: string }[];
  /** Read receipts: shown to staff only. */
  reads: JournalReadRow[];
  viewer: { userId: string; kind: 'staff' | 'parent'; canDelete: boolean };
}

export function presentJournalEntry(row: JournalPostRow, extras: JournalEntryExtras): JournalEntry {
  const { viewer } = extras;
  const counts = new Map<JournalReaction, number>();
  for (const { reaction } of extras.reactions) {
    if (isReaction(reaction)) counts.set(reaction, (counts.get(reaction) ?? 0) + 1);
  }
  const mine = extras.reactions.find((r) => r.userId === viewer.userId)?.reaction;
  return {
    _id: row.id,
    student_id: row.childId,
    student_name: fullName(row.childFirstName, row.childLastName),
    class_id: row.classId,
    kind: kindOf(row.kind),
    anecdote_id: row.observationId,
    title: row.title,
    body: row.body,
    date: row.postedOn,
    created_by: { _id: row.createdByUserId, name: fullName(row.authorFirstName, row.authorLastName) },
    created_at: row.createdAt.toISOString(),
    media: extras.media,
    comments: extras.comments.map((comment) => ({
      _id: comment.id,
      text: comment.body,
      author: {
        _id: comment.authorUserId,
        name: fullName(comment.authorFirstName, comment.authorLastName),
        kind: comment.authorKind === 'staff' ? 'staff' : 'parent',
      },
      created_at: comment.createdAt.toISOString(),
    })),
    reactions: journalReactions.flatMap((reaction) => {
      const count = counts.get(reaction);
      return count ? [{ reaction, count }] : [];
    }),
    my_reaction: mine && isReaction(mine) ? mine : null,
    read_by:
      viewer.kind === 'staff'
        ? extras.reads.map((read) => ({
            _id: read.userId,
            name: fullName(read.firstName, read.lastName),
            read_at: read.readAt.toISOString(),
          }))
        : [],
    is_read: extras.reads.some((read) => read.userId === viewer.userId),
    can_delete: viewer.canDelete,
  };
}
