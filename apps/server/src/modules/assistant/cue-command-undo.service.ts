import {
  CueCommandUndoPayloadSchema,
  cueCommandEvents,
  type CueUndoAnswer,
  type CueUndoRefusal,
} from '@cue/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AnnouncementsService } from '../announcements/announcements.service.js';
import type { AttendanceService } from '../attendance/attendance.service.js';
import type { Actor } from '../auth/session.service.js';
import type { CareLogService } from '../carelog/carelog.service.js';
import type { JournalService } from '../journal/journal.service.js';
import type { ObservationsService } from '../observations/observations.service.js';
import { assertStaff } from './assistant.service.js';
import { commandRequestKey, type SavedRecords } from './cue-command.service.js';
import { parseOrThrow } from './parse-payload.js';
import type { TaskLog } from './task-log.js';

export interface CueCommandUndoDeps {
  attendance: AttendanceService;
  announcements: AnnouncementsService;
  observations: ObservationsService;
  careLog: CareLogService;
  journal: JournalService;
  taskLog: TaskLog;
  clock: Clock;
}

/** Why an Undo did nothing, in English for the log and any client that does not translate. */
export const cueUndoMessages: Record<CueUndoRefusal, string> = {
  expired: 'Undo is only possible for 10 minutes after Cue saved.',
  already_undone: 'This command was already undone.',
  not_undoable: 'There is nothing to undo for this command.',
  sent: "An announcement that was already sent can't be undone.",
  refused: 'You cannot undo this command.',
};

/** An Undo refused for a reason the teacher is told in their language. */
export class UndoRefusal extends Error {
  constructor(readonly reason: CueUndoRefusal) {
    super(cueUndoMessages[reason]);
  }
}

/**
 * cue-command-undo (decision 028): takes back what one finished Cue command saved, within 10
 * minutes, for its author only (the task log entry is the user's own; the records services check
 * the school, role and class again as for any write, audit it and announce it). A register gets
 * back the marks and complete flag the save replaced, except marks changed since; observations
 * draft or scheduled announcements, care log entries and journal posts it created are deleted; a
 * sent announcement stays.
 */
export class CueCommandUndoService {
  constructor(private readonly deps: CueCommandUndoDeps) {}

  async undo(actor: Actor, raw: unknown): Promise<CueUndoAnswer> {
    const { request_id: requestId } = parseOrThrow(CueCommandUndoPayloadSchema, raw, cueCommandEvents.undo);
    assertStaff(actor);
    const { taskLog, clock } = this.deps;
    // Only the author's own entries are found: another user's request id is "nothing to undo".
    const entry = await taskLog.find(actor.userId, requestId);
    const context = entry?.context ?? {};
    const saved = context.saved as SavedRecords | undefined;
    if (!entry || entry.status !== 'done' || !saved || typeof context.class_id !== 'string') {
      throw new UndoRefusal('not_undoable');
    }
    if (typeof context.undone_at === 'string') throw new UndoRefusal('already_undone');
    if (typeof context.undo_until !== 'string') {
      throw new UndoRefusal(saved.kind === 'announcement' ? 'sent' : 'not_undoable');
    }
    if (clock.now().getTime() > Date.parse(context.undo_until)) throw new UndoRefusal('expired');

    await this.restore(actor, context.class_id, saved, requestId);
    await taskLog.advance(actor.userId, requestId, {
      context: { ...context, undone_at: clock.now().toISOString() },
    });
    return { ok: true };
  }

  private async restore(
    actor: Actor,
    classId: string,
    saved: SavedRecords,
    requestId: string,
  ): Promise<void> {
    const { attendance, observations, announcements, careLog, journal } = this.deps;
    switch (saved.kind) {
      case 'attendance': {
        const result = await attendance.undoRegisterSave(actor, classId, commandRequestKey(requestId, 0), {
          value: `cue-command-undo:${requestId}`,
          field: 'request_id',
        });
        // Another tab undid it a moment ago: the same answer as a second tap.
        if (result.status === 'already') throw new UndoRefusal('already_undone');
        return;
      }
      case 'observation':
        for (const id of saved.ids) await deleteIfThere(() => observations.deleteObservation(actor, id));
        return;
      // Decision 046: the care entries and journal posts the command made go; families that
      // already read a post saw it, as with a post deleted by hand.
      case 'carelog':
        for (const id of saved.ids) await deleteIfThere(() => careLog.deleteEntry(actor, id));
        return;
      case 'journal_post':
        for (const id of saved.ids) await deleteIfThere(() => journal.deletePost(actor, id));
        return;
      // A story command's draft is never undoable (no undo_until): it is deleted in its editor.
      case 'story':
      case 'unit':
      case 'lesson_analysis':
        throw new UndoRefusal('not_undoable');
      case 'announcement': {
        // Checked first, all of them: a scheduled one may have gone out since the save.
        for (const id of saved.ids) {
          const current = await findIfThere(() => announcements.getAnnouncement(actor, id));
          if (current?.status === 'published') throw new UndoRefusal('sent');
        }
        for (const id of saved.ids) await deleteIfThere(() => announcements.deleteAnnouncement(actor, id));
        return;
      }
    }
  }
}

/** A record already deleted (by hand, or by an undo a moment ago in another tab) is fine. */
async function deleteIfThere(work: () => Promise<unknown>): Promise<void> {
  await findIfThere(work);
}

async function findIfThere<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
