import type { CueCommandSummary, TaskLogEntry } from '@cue/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../../lib/dates';

/*
 * A finished Cue command's summary in the teacher's language (decision 028): "18 present, Ira
 * and Yusuf absent, register complete". The server sends data; the words are the locale's.
 */

/** Beyond this many children of one mark the summary gives their number, not their names. */
const MAX_NAMES = 4;

function joinNames(names: string[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
}

export function describeSummary(summary: CueCommandSummary, t: TFunction, language: string): string {
  switch (summary.kind) {
    case 'attendance': {
      const parts: string[] = [];
      if (summary.counts.present > 0)
        parts.push(t('taskLog.summary.count.present', { n: summary.counts.present }));
      const byStatus = new Map<string, string[]>();
      for (const child of summary.not_present) {
        byStatus.set(child.status, [...(byStatus.get(child.status) ?? []), child.name]);
      }
      for (const [status, names] of byStatus) {
        parts.push(
          names.length > MAX_NAMES
            ? t(`taskLog.summary.count.${status}` as 'taskLog.summary.count.absent', { n: names.length })
            : t(`taskLog.summary.names.${status}` as 'taskLog.summary.names.absent', {
                names: joinNames(names, language),
              }),
        );
      }
      parts.push(t(summary.register_complete ? 'taskLog.summary.complete' : 'taskLog.summary.notComplete'));
      // A plain list in the language's own punctuation (Arabic uses '، ').
      return new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(parts);
    }
    case 'observation':
      return t('taskLog.summary.observation', { names: joinNames(summary.names, language) });
    case 'announcement':
      return t(`taskLog.summary.announcement.${summary.state}`, { title: summary.title });
    case 'carelog':
      return t('taskLog.summary.carelog', {
        count: summary.count,
        names: joinNames(summary.names, language),
      });
    case 'journal_post':
      return t('taskLog.summary.journalPost', { name: summary.class_name });
    case 'story':
      return t('taskLog.summary.story', { title: summary.title });
    case 'unit':
      return t('taskLog.summary.unit', { title: summary.title });
    case 'lesson_analysis':
      return t('taskLog.summary.lessonAnalysis', {
        from: formatDate(summary.from, 'D MMM'),
        to: formatDate(summary.to, 'D MMM YYYY'),
      });
  }
}

/** The summary an entry carries, if it is a finished command's. */
export function summaryOf(entry: TaskLogEntry): CueCommandSummary | null {
  const summary = entry.context.summary;
  return summary && typeof summary === 'object' && 'kind' in summary ? summary : null;
}

/** Whether the entry still offers Undo at `now`: inside its window and not undone yet. */
export function canUndo(entry: TaskLogEntry, now: number): boolean {
  const until = entry.context.undo_until;
  return typeof until === 'string' && !entry.context.undone_at && now <= Date.parse(until);
}
