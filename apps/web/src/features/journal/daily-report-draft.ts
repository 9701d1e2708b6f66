import type { DailyReportDraft } from '@cue/contracts';
import type { TFunction } from 'i18next';
import { describeCareEntry } from '../carelog/care-entry-text';

/**
 * The first draft of a child's daily report (decision 047), in the teacher's language: a heading,
 * one line per care log entry in time order (the care log's own wording), then the day's
 * observations. Nothing is made up; nothing reaches a family unless she sends it.
 */
export function draftDailyReport(
  t: TFunction,
  report: Pick<DailyReportDraft, 'first_name' | 'care_entries' | 'observations'>,
): string {
  const care = report.care_entries.map((entry) => {
    if (entry.kind === 'note') return `• ${entry.time} ${entry.note ?? ''}`;
    const note = entry.note ? ` (${entry.note})` : '';
    // A nap's line already carries its start and end.
    const at = entry.kind === 'nap' ? '' : `${entry.time} `;
    return `• ${at}${describeCareEntry(t, entry)}${note}`;
  });
  const noticed = report.observations.map((o) => `• ${o.title}: ${o.note}`);
  return [t('journal.daily.draftHeading', { name: report.first_name }), ...care, ...noticed].join('\n');
}
