import type { Reflection, ReflectionList } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ReflectionsView } from './reflections-view';

const CLASS_ID = '65a0000000000000000000c1';
const PRIYA = '65a0000000000000000000f1';
const MEERA = '65a0000000000000000000f2';
const WEEK_ID = '65a0000000000000000000b1';
const PROJECT_ID = '65a0000000000000000000b2';
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const listPath = `/api/class_reflections/${CLASS_ID}`;

const week: Reflection = {
  _id: WEEK_ID,
  class_id: CLASS_ID,
  kind: 'week',
  week_start: '2026-11-09',
  week_summary: { planned: 1, done: 3, moved: 1, skipped: 2 },
  project: null,
  period_start: '2026-11-09',
  period_end: '2026-11-15',
  what_worked: 'The water trays',
  what_to_change: 'Shorter circle time',
  next_steps: '',
  students: [{ _id: '65a000000000000000000011', first_name: 'Vihaan', last_name: 'Reddy' }],
  competencies: [{ code: 'C-7.2', title: 'Cause and effect' }],
  author: { _id: PRIYA, name: 'Priya Nair' },
  comments: [
    {
      _id: '65a0000000000000000000d1',
      text: 'Try the song first',
      author: { _id: '65a0000000000000000000f9', name: 'Farah Khan' },
      created_at: '2026-11-16T09:00:00.000Z',
    },
  ],
  version: 1,
  created_at: '2026-11-15T09:00:00.000Z',
  updated_at: '2026-11-15T09:00:00.000Z',
  can_edit: true,
  can_comment: true,
};
const project: Reflection = {
  ...week,
  _id: PROJECT_ID,
  kind: 'project',
  week_start: null,
  week_summary: null,
  project: { _id: '65a0000000000000000000a1', title: 'Water all around us' },
  period_start: '2026-11-13',
  period_end: '2026-11-26',
  what_worked: 'Puddle walks',
  what_to_change: '',
  students: [],
  competencies: [],
  comments: [],
};

const listOf = (reflections: Reflection[], extra: Partial<ReflectionList> = {}): ReflectionList => ({
  reflections,
  is_coordinator: false,
  authors: [],
  has_more: false,
  ...extra,
});

const renderView = () =>
  renderWithProviders(
    <ReflectionsView
      classId={CLASS_ID}
      classDays={weekdays}
      projects={[]}
      children={[]}
      weekPlanHref={`/planning/weekly-planning?class_id=${CLASS_ID}`}
      today="2026-11-20"
    />,
  );

describe('ReflectionsView', () => {
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('lists the teacher’s reflections newest first: the week’s plan, the texts, children, competencies and the thread', async () => {
    mockFetch({ [`GET ${listPath}`]: () => jsonResponse({ result: listOf([project, week]) }) });
    renderView();
    const list = await screen.findByRole('list', { name: 'Reflections' });
    const items = within(list).getAllByRole('listitem', { name: /Week of|Project:/ });
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Project: Water all around us',
      'Week of Nov 9 – Nov 15, 2026',
    ]);
    const weekCard = items[1]!;
    expect(
      within(weekCard).getByText("The week's plan: done 3 · moved 1 · skipped 2 · not marked 1"),
    ).toBeTruthy();
    expect(within(weekCard).getByRole('link', { name: 'Open the weekly plan' }).getAttribute('href')).toBe(
      `/planning/weekly-planning?class_id=${CLASS_ID}`,
    );
    expect(within(weekCard).getByText('Shorter circle time')).toBeTruthy();
    // An empty part is left out.
    expect(within(weekCard).queryByText('Next steps')).toBeNull();
    expect(
      within(within(weekCard).getByRole('list', { name: 'Children to follow up' })).getByText('Vihaan Reddy'),
    ).toBeTruthy();
    expect(within(weekCard).getByText('C-7.2 · Cause and effect')).toBeTruthy();
    expect(within(weekCard).getByRole('article', { name: 'Farah Khan' }).textContent).toContain(
      'Try the song first',
    );
    // The author answers in the thread; no coordinator filter for a teacher, and no author names.
    expect(within(weekCard).getByRole('textbox', { name: 'Answer' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Teacher' })).toBeNull();
    expect(within(weekCard).queryByText(/Priya Nair/)).toBeNull();
    expect(within(weekCard).getByRole('button', { name: 'Edit' })).toBeTruthy();
  }, 20_000);

  it('says when there are none, and when they cannot be loaded, with a retry', async () => {
    let calls = 0;
    mockFetch({
      [`GET ${listPath}`]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ code: 'INTERNAL', message: 'Something went wrong', msg: 'x' }, 500)
          : jsonResponse({ result: listOf([]) });
      },
    });
    const user = userEvent.setup();
    renderView();
    expect(
      await screen.findByText('The reflections could not be loaded', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No reflections yet. Write one about last week, or about a project.'),
    ).toBeTruthy();
  }, 20_000);

  it('gives a coordinator every teacher’s reflections, the teacher filter, and the comment box', async () => {
    const theirs: Reflection = { ...week, can_edit: false };
    const { calls, fetchMock } = mockFetch({
      [`GET ${listPath}`]: () =>
        jsonResponse({
          result: listOf([theirs], {
            is_coordinator: true,
            authors: [
              { _id: MEERA, name: 'Meera Iyer' },
              { _id: PRIYA, name: 'Priya Nair' },
            ],
          }),
        }),
      [`POST /api/reflection_comments/${WEEK_ID}`]: () =>
        jsonResponse({
          result: {
            ...theirs,
            comments: [
              ...theirs.comments,
              {
                _id: '65a0000000000000000000d2',
                text: 'Lovely week',
                author: { _id: '65a0000000000000000000f9', name: 'Farah Khan' },
                created_at: '2026-11-20T09:00:00.000Z',
              },
            ],
          },
        }),
    });
    const user = userEvent.setup();
    renderView();
    const card = await screen.findByRole('listitem', { name: /Week of/ });
    expect(within(card).getByText(/Priya Nair/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByText(/As a coordinator you read every teacher's reflections/)).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Teacher' }));
    await user.click(await screen.findByRole('option', { name: 'Meera Iyer' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining(`${listPath}?author_id=${MEERA}`),
      ),
    );
    await user.click(screen.getByRole('radio', { name: 'Projects' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining(`${listPath}?kind=project&author_id=${MEERA}`),
      ),
    );

    await user.type(within(card).getByRole('textbox', { name: 'Comment for the teacher' }), '  Lovely week ');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Lovely week' }),
    );
  }, 20_000);
});
