import type { Observation } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ObservationForm } from '../../observations/components/observation-form';
import { NURSERY_A, PLAYGROUP_B, ncfTree, overview } from '../test-curriculum';

const AARAV = '65a000000000000000000011';
const school = { _id: '65a0000000000000000000e1', name: 'Sunbeam Nursery' };
const roster = [
  {
    _id: AARAV,
    first_name: 'Aarav',
    last_name: 'Sharma',
    student_profile_picture: null,
    student_class: [{ class_id: NURSERY_A, class_name: 'Nursery A', school_details: school }],
  },
];

const saved = (body: { general_note: string; date: string; competencies?: string[] }): Observation => ({
  _id: '65a000000000000000000101',
  class_id: NURSERY_A,
  student_id: AARAV,
  student_name: 'Aarav Sharma',
  date: body.date,
  title: 'Observation',
  general_note: body.general_note,
  type_of_anecdote: 'general',
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  can_edit: true,
  shared_to_journal: false,
  media: [],
  tags: [],
  competencies: (body.competencies ?? []).map((code) => ({ code, title: code })),
});

function routes(classId: string, framework: 'ncf_fs_2022' | null) {
  return {
    [`GET /api/student/${classId}`]: () => jsonResponse({ result: roster }),
    'GET /api/curriculum_frameworks/': () => jsonResponse({ result: overview(framework) }),
    'GET /api/curriculum_frameworks/ncf_fs_2022': () => jsonResponse({ result: ncfTree }),
    [`POST /api/curriculum_suggest/${classId}`]: (call: RecordedCall) => {
      const text = (call.body as { text: string }).text;
      return jsonResponse({
        result: {
          framework,
          competencies: /count/i.test(text)
            ? [{ code: 'C-8.3', title: 'Counts up to 99', goal: 'Mathematics', domain: 'Cognitive' }]
            : [],
        },
      });
    },
    [`POST /api/anecdote/${classId}`]: (call: RecordedCall) => {
      const entries = (call.body as { observation_entries: Parameters<typeof saved>[0][] })
        .observation_entries;
      return jsonResponse({ result: { observation_entries: entries.map(saved), is_saved: true } });
    },
  };
}

describe('competency picker on the observation form', () => {
  beforeAll(() => {
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

  it('suggests a competency as the teacher writes; nothing is applied until a chip is clicked', async () => {
    const { calls } = mockFetch(routes(NURSERY_A, 'ncf_fs_2022'));
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={NURSERY_A} type="general" />);

    const students = await screen.findByRole('combobox', { name: /Children/ });
    await waitFor(() => expect(students.hasAttribute('disabled')).toBe(false));
    await user.click(students);
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    expect(
      await screen.findByText('From NCF Foundational Stage: pick what this observation shows.'),
    ).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Aarav counted the blocks.');
    const chip = await screen.findByRole('button', { name: 'Add C-8.3 Counts up to 99' }, { timeout: 4000 });
    // Suggested only: the note's words are sent once it rests, and nothing is picked yet.
    const asked = calls.filter((call) => call.path === `/api/curriculum_suggest/${NURSERY_A}`);
    expect(asked.at(-1)?.body).toEqual({ text: 'Aarav counted the blocks.' });
    expect(asked.length).toBeLessThan('Aarav counted the blocks.'.length);
    expect(screen.getByPlaceholderText('Pick competencies')).toBeTruthy();

    await user.click(chip);
    await waitFor(() => expect(screen.queryByPlaceholderText('Pick competencies')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Add C-8.3 Counts up to 99' })).toBeNull();

    // Picked by hand too, from the goal's group.
    await user.click(screen.getByRole('combobox', { name: /Competencies/ }));
    await user.click(await screen.findByRole('option', { name: 'C-8.1 Sorts objects into groups' }));

    await user.click(screen.getByRole('button', { name: 'Save Observation' }));
    expect(await screen.findByText('Observation saved!')).toBeTruthy();
    const create = calls.find((call) => call.path === `/api/anecdote/${NURSERY_A}`);
    expect(
      (create?.body as { observation_entries: { competencies?: string[] }[] }).observation_entries[0]!
        .competencies,
    ).toEqual(['C-8.3', 'C-8.1']);
  }, 20_000);

  it('shows no picker and asks for no suggestions for a class without a framework', async () => {
    const { calls } = mockFetch(routes(PLAYGROUP_B, null));
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={PLAYGROUP_B} type="general" />);
    await screen.findByRole('combobox', { name: /Children/ });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/curriculum_frameworks/')).toBe(true));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Counted to ten.');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('combobox', { name: /Competencies/ })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/curriculum_suggest/'))).toBe(false);
    expect(calls.some((call) => call.path === '/api/curriculum_frameworks/ncf_fs_2022')).toBe(false);
  }, 20_000);
});
