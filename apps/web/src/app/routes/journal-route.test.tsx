import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { sampleClass } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { TEST_AARAV_ID, testJournalPage } from '../../features/journal/test-journal';
import { JournalRoute } from './journal-route';

const CLASS = sampleClass._id;

describe('JournalRoute', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it("keeps the teacher's daily report edits when she looks at the Journal tab and comes back", async () => {
    mockFetch({
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
      [`GET /api/student/${CLASS}`]: () => jsonResponse({ result: [] }),
      [`GET /api/class_journal/${CLASS}`]: () => jsonResponse(testJournalPage([])),
      [`GET /api/daily_reports/${CLASS}`]: () =>
        jsonResponse({
          result: {
            class_id: CLASS,
            date: '2026-11-20',
            today: '2026-11-20',
            reports: [
              {
                student_id: TEST_AARAV_ID,
                name: 'Aarav Sharma',
                attendance: null,
                away: false,
                selected: true,
                care_entries: [],
                observations: [],
                media: [],
                first_name: 'Aarav',
                sent: null,
              },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<JournalRoute />);

    await user.click(await screen.findByRole('tab', { name: 'Daily reports' }));
    const card = await screen.findByRole('article', { name: 'Aarav Sharma' });
    const text = within(card).getByRole('textbox', { name: 'Report text' });
    await user.clear(text);
    await user.type(text, 'Aarav painted a sun.');

    await user.click(screen.getByRole('tab', { name: 'Journal' }));
    await user.click(screen.getByRole('tab', { name: 'Daily reports' }));
    const again = await screen.findByRole('article', { name: 'Aarav Sharma' });
    expect(within(again).getByRole('textbox', { name: 'Report text' })).toHaveProperty(
      'value',
      'Aarav painted a sun.',
    );
  });
});
