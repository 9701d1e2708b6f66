import { addDaysToIsoDate } from '@cue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { HomeworkForm } from './homework-form';
import { NURSERY, testHomework } from './test-homework';

const NEW_ID = '65a0000000000000000000a9';
const classOptions = [
  { value: NURSERY, label: 'Nursery A' },
  { value: '65a0000000000000000000c2', label: 'Playgroup B' },
];
const today = () => formatDate(new Date(), 'YYYY-MM-DD');

describe('HomeworkForm', () => {
  beforeAll(() => {
    // The instructions grow with their text (Mantine autosize), which listens for web fonts.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('publishes homework for the whole class, due tomorrow by default', async () => {
    const { calls } = mockFetch({
      'POST /api/homework/': () => jsonResponse({ result: { id: NEW_ID, status: 'published' } }),
    });
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <HomeworkForm classOptions={classOptions} defaultClassId={NURSERY} onSaved={onSaved} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Leaf rubbing');
    await user.type(screen.getByRole('textbox', { name: /Instructions/ }), 'Find three leaves.');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Homework published')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(NEW_ID, 'published');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Leaf rubbing',
      instructions: 'Find three leaves.',
      class_id: NURSERY,
      children_ids: [],
      due_date: addDaysToIsoDate(today(), 1),
      save_as_draft: false,
      homework_media: [],
    });
  });

  it('refuses a due date before today without asking the server, and shows the server’s field error', async () => {
    const { calls } = mockFetch({
      'POST /api/homework/': () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'must not be after a year from today',
            msg: '',
            field: 'due_date',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <HomeworkForm classOptions={classOptions} defaultClassId={NURSERY} onSaved={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Count to ten');
    const due = screen.getByLabelText(/Due date/);
    await user.clear(due);
    await user.type(due, addDaysToIsoDate(today(), -1));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('The due date cannot be before today.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(due);
    await user.type(due, addDaysToIsoDate(today(), 500));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('must not be after a year from today')).toBeTruthy();
  });

  it('edits published homework: no way back to a draft, Save keeps it published', async () => {
    const homework = testHomework();
    const { calls } = mockFetch({
      [`POST /api/homework/${homework._id}`]: () =>
        jsonResponse({ result: { id: homework._id, status: 'published' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <HomeworkForm
        homework={homework}
        classOptions={classOptions}
        defaultClassId={NURSERY}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Homework published')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Leaf rubbing',
      due_date: homework.due_date,
      save_as_draft: false,
    });
  });
});
