import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { TEST_AARAV_ID, TEST_CLASS_ID, testJournalEntry, testJournalPage } from '../test-journal';
import { ClassJournal } from './class-journal';
import { JournalComposer } from './journal-composer';

const school = { _id: '65a0000000000000000000e1', name: 'Sunbeam Nursery' };
const child = (_id: string, first_name: string, last_name: string) => ({
  _id,
  first_name,
  last_name,
  student_profile_picture: null,
  student_class: [{ class_id: TEST_CLASS_ID, class_name: 'Nursery A', school_details: school }],
});
const DIYA = '65a000000000000000000012';
const roster = [child(TEST_AARAV_ID, 'Aarav', 'Sharma'), child(DIYA, 'Diya', 'Menon')];
const ROSTER = `GET /api/student/${TEST_CLASS_ID}`;
const JOURNAL = `GET /api/class_journal/${TEST_CLASS_ID}`;
const POST = `POST /api/journal_post/${TEST_CLASS_ID}`;

describe('staff journal', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it("shows each post's child, who has read it, the family's comments, and filters by child", async () => {
    const { calls, fetchMock } = mockFetch({
      [ROSTER]: () => jsonResponse({ result: roster }),
      [JOURNAL]: () =>
        jsonResponse(
          testJournalPage([
            testJournalEntry(1, {
              title: 'Sunflowers',
              read_by: [
                { _id: '65a0000000000000000000a1', name: 'Rahul Sharma', read_at: '2026-11-20T10:00:00Z' },
              ],
              reactions: [{ reaction: 'heart', count: 1 }],
              comments: [
                {
                  _id: '65a000000000000000000301',
                  text: 'He told us all about it!',
                  author: { _id: '65a0000000000000000000a1', name: 'Rahul Sharma', kind: 'parent' },
                  created_at: '2026-11-20T10:00:00.000Z',
                },
              ],
            }),
            testJournalEntry(2, { title: 'Blocks', student_id: DIYA, student_name: 'Diya Menon' }),
          ]),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ClassJournal classId={TEST_CLASS_ID} />);

    const card = await screen.findByRole('article', { name: 'Sunflowers' });
    expect(within(card).getByText('Aarav Sharma')).toBeTruthy();
    expect(within(card).getByText('Read by Rahul Sharma')).toBeTruthy();
    expect(within(card).getByText('He told us all about it!')).toBeTruthy();
    expect(within(card).getByLabelText('Love it: 1')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Blocks' })).getByText('Not read yet')).toBeTruthy();
    expect(calls.find((call) => call.path.startsWith('/api/class_journal/'))?.headers).toMatchObject({
      Authorization: 'Bearer staff-access',
      PageNumber: '1',
    });

    await user.click(screen.getByRole('combobox', { name: 'Child' }));
    await user.click(await screen.findByRole('option', { name: 'Diya Menon' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input).includes(`student_id=${DIYA}`))).toBe(true),
    );
  });

  it('posts to the whole class, and shows the consent refusal naming the child', async () => {
    let refuse = true;
    const { calls } = mockFetch({
      [ROSTER]: () => jsonResponse({ result: roster }),
      [POST]: () =>
        refuse
          ? jsonResponse(
              {
                code: 'VALIDATION_ERROR',
                field: 'media_ids',
                message: 'No photo consent for Aarav Sharma',
                msg: 'No photo consent for Aarav Sharma',
              },
              400,
            )
          : jsonResponse({ result: [testJournalEntry(1), testJournalEntry(2, { student_id: DIYA })] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<JournalComposer classId={TEST_CLASS_ID} />);

    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something for the families')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(
      screen.getByRole('textbox', { name: /What happened/ }),
      'We planted sunflower seeds today.',
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Aarav Sharma'),
    );

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText("Posted to 2 children's journals")).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      whole_class: true,
      body: 'We planted sunflower seeds today.',
    });
  });
});
