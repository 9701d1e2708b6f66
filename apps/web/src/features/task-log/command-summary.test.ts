import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { describeSummary } from './command-summary';

describe('task log summaries of planning commands (issue 16)', () => {
  const t = i18n.getFixedT('en');

  it('names the unit a command saved into the library', () => {
    expect(describeSummary({ kind: 'unit', title: 'Water' }, t, 'en')).toBe(
      "Unit 'Water' saved to the organization library",
    );
  });

  it('gives the days a lesson analysis looked at', () => {
    expect(describeSummary({ kind: 'lesson_analysis', from: '2026-11-16', to: '2026-11-18' }, t, 'en')).toBe(
      'Lesson analysis of 16 Nov – 18 Nov 2026',
    );
  });
});
