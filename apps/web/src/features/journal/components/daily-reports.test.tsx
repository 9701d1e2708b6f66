import type { CareEntry, DailyReportDraft, MediaFile } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_AARAV_ID, TEST_CLASS_ID, testJournalEntry } from '../test-journal';
import { DailyReports } from './daily-reports';
import { JournalPostCard } from './journal-post-card';

const DIYA = '65a000000000000000000012';
const KABIR = '65a000000000000000000013';
const REPORTS = `/api/daily_reports/${TEST_CLASS_ID}`;

const photo = (id: string, name: string): MediaFile => ({
  _id: id,
  kind: 'image',
  mime_type: 'image/jpeg',
  file_name: name,
  size: 100,
  width: 16,
  height: 16,
  media_link: `https://files.test/${id}`,
  display_link: null,
  thumbnail_link: null,
  links_expire_at: '2026-11-20T12:00:00.000Z',
});

const report = (
  student_id: string,
  name: string,
  change: Partial<DailyReportDraft> = {},
): DailyReportDraft => ({
  student_id,
  name,
  attendance: null,
  away: false,
  selected: true,
  care_entries: [],
  observations: [],
  media: [],
  first_name: name.split(' ')[0]!,
  sent: null,
  ...change,
});

/** A care log entry of Aarav's day, with every field the contract carries. */
const careEntry = (fields: Partial<CareEntry> & Pick<CareEntry, 'kind' | 'time'>): CareEntry => ({
  _id: `65a00000000000000000${fields.time.replace(':', '')}`,
  class_id: TEST_CLASS_ID,
  student_id: TEST_AARAV_ID,
  student_name: 'Aarav Sharma',
  date: '2026-11-20',
  end_time: null,
  meal: null,
  amount: null,
  drink: null,
  amount_ml: null,
  nappy: null,
  mood: null,
  temperature_c: null,
  note: null,
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  created_at: '2026-11-20T06:45:00.000Z',
  updated_at: '2026-11-20T06:45:00.000Z',
  ...fields,
});

const preview = () => ({
  result: {
    class_id: TEST_CLASS_ID,
    date: '2026-11-20',
    today: '2026-11-20',
    reports: [
      report(TEST_AARAV_ID, 'Aarav Sharma', {
        care_entries: [
          careEntry({ kind: 'meal', time: '12:00', meal: 'lunch', amount: 'most' }),
          careEntry({ kind: 'nap', time: '12:30', end_time: '13:40' }),
        ],
        observations: [{ _id: '65a000000000000000000601', title: 'Counting', note: 'Counted ten ducks.' }],
        media: [
          photo('65a000000000000000000501', 'paint.jpg'),
          photo('65a000000000000000000502', 'sand.jpg'),
        ],
      }),
      report(DIYA, 'Diya Menon', { attendance: 'absent', away: true, selected: false }),
      report(KABIR, 'Kabir Iyer', {
        selected: false,
        sent: {
          post_id: '65a000000000000000000601',
          body: 'Kabir built a tower.',
          media_ids: [],
          sent_at: '2026-11-20T11:00:00.000Z',
          sent_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
          read_by: [
            { _id: '65a0000000000000000000a2', name: 'Meera Iyer', read_at: '2026-11-20T11:30:00.000Z' },
          ],
        },
      }),
    ],
  },
});

describe('daily reports', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('sends the ticked reports with the edited text and the photos kept, after a confirm', async () => {
    const { calls } = mockFetch({
      [`GET ${REPORTS}`]: () => jsonResponse(preview()),
      [`POST ${REPORTS}`]: () =>
        jsonResponse({
          result: {
            date: '2026-11-20',
            sent: [{ student_id: TEST_AARAV_ID, post_id: '65a000000000000000000602', resent: false }],
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DailyReports classId={TEST_CLASS_ID} />);

    const aarav = await screen.findByRole('article', { name: 'Aarav Sharma' });
    const diya = screen.getByRole('article', { name: 'Diya Menon' });
    const kabir = screen.getByRole('article', { name: 'Kabir Iyer' });
    expect(within(diya).getByText('Away today')).toBeTruthy();
    expect(within(diya).getByRole('checkbox', { name: "Send Diya Menon's report" })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(kabir).getByText('Sent')).toBeTruthy();
    expect(within(kabir).getByText('Read by Meera Iyer')).toBeTruthy();
    expect(within(kabir).getByRole('textbox', { name: 'Report text' })).toHaveProperty(
      'value',
      'Kabir built a tower.',
    );

    const text = within(aarav).getByRole('textbox', { name: 'Report text' });
    // The draft the screen makes from the day: the care log's own words, then what was noticed.
    expect(text).toHaveProperty(
      'value',
      "Aarav's day:\n• 12:00 Lunch: ate most\n• Nap 12:30–13:40\n• Counting: Counted ten ducks.",
    );
    await user.clear(text);
    await user.type(text, 'Aarav painted a sun.');
    await user.click(within(aarav).getByRole('button', { name: 'Remove photo sand.jpg' }));

    await user.click(screen.getByRole('button', { name: 'Send 1 report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send daily reports' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('1 daily report sent')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        date: '2026-11-20',
        reports: [
          {
            student_id: TEST_AARAV_ID,
            body: 'Aarav painted a sun.',
            media_ids: ['65a000000000000000000501'],
          },
        ],
      }),
    );
  });

  it('will not send a ticked report left empty', async () => {
    mockFetch({ [`GET ${REPORTS}`]: () => jsonResponse(preview()) });
    const user = userEvent.setup();
    renderWithProviders(<DailyReports classId={TEST_CLASS_ID} />);
    const aarav = await screen.findByRole('article', { name: 'Aarav Sharma' });
    await user.clear(within(aarav).getByRole('textbox', { name: 'Report text' }));
    expect(within(aarav).getByText('Write something, or leave this child out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send 1 report' })).toHaveProperty('disabled', true);
  });

  it("titles a daily report in a family's journal by its day", () => {
    renderWithProviders(
      <JournalPostCard
        entry={testJournalEntry(1, { kind: 'daily_report', title: 'Daily report', date: '2026-11-20' })}
        as="parent"
        onExpired={() => undefined}
      />,
    );
    const card = screen.getByRole('article', { name: /^Daily report — / });
    expect(within(card).getByText(/20/)).toBeTruthy();
  });
});
