import type { MediaFile, SentDailyReport } from '@cue/contracts';
import type { JournalPostRow, JournalReadRow } from './journal.repository.js';

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** A sent daily report as the teacher sees it beside the draft: its words, photos and receipts. */
export function presentSentReport(
  post: JournalPostRow,
  media: MediaFile[],
  reads: JournalReadRow[],
): SentDailyReport {
  return {
    post_id: post.id,
    body: post.body,
    media_ids: media.map((file) => file._id),
    sent_at: post.createdAt.toISOString(),
    sent_by: { _id: post.createdByUserId, name: fullName(post.authorFirstName, post.authorLastName) },
    read_by: reads.map((read) => ({
      _id: read.userId,
      name: fullName(read.firstName, read.lastName),
      read_at: read.readAt.toISOString(),
    })),
  };
}
