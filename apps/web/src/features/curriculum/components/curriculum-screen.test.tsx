import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Observation } from '@cue/contracts';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ObservationCard } from '../../observations/components/observation-card';
import { NURSERY_A, PLAYGROUP_B, SCHOOL_OUTCOME_ID, ncfTree, overview } from '../test-curriculum';
import { CurriculumScreen } from './curriculum-screen';

const NEW_OUTCOME = '65a0000000000000000000d2';

describe('CurriculumScreen', () => {
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

  it('shows both frameworks with their sources and changes a class framework', async () => {
    const { calls } = mockFetch({
      'GET /api/curriculum_frameworks/': () => jsonResponse({ result: overview('ncf_fs_2022') }),
      'GET /api/curriculum_frameworks/ncf_fs_2022': () => jsonResponse({ result: ncfTree }),
      [`PUT /api/class_curriculum/${PLAYGROUP_B}`]: () =>
        jsonResponse({
          result: {
            class_id: PLAYGROUP_B,
            class_name: 'Playgroup B',
            age_range: '2-3 years',
            framework: 'eyfs_2024',
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CurriculumScreen />);

    expect(await screen.findByText('National Curriculum Framework for Foundational Stage 2022')).toBeTruthy();
    expect(screen.getByText('Source: Department for Education, England, 2024')).toBeTruthy();
    expect(screen.getByText('7 domains · 17 goals · 17 competencies')).toBeTruthy();

    const nursery = screen.getByLabelText('Framework of Nursery A', { selector: 'input' });
    expect((nursery as HTMLInputElement).value).toBe('NCF Foundational Stage 2022');
    const playgroup = screen.getByLabelText('Framework of Playgroup B', { selector: 'input' });
    expect((playgroup as HTMLInputElement).value).toBe('None');
    await user.click(playgroup);
    await user.click(await screen.findByRole('option', { name: 'EYFS 2024' }));
    expect(await screen.findByText('Playgroup B now follows EYFS 2024.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ framework: 'eyfs_2024' });
  }, 20_000);

  it("opens the tree down to a competency's outcomes and adds, edits and removes the school's own", async () => {
    const { calls } = mockFetch({
      'GET /api/curriculum_frameworks/': () => jsonResponse({ result: overview('ncf_fs_2022') }),
      'GET /api/curriculum_frameworks/ncf_fs_2022': () => jsonResponse({ result: ncfTree }),
      'POST /api/curriculum_outcomes/': (call) =>
        jsonResponse({
          result: {
            _id: NEW_OUTCOME,
            code: 'SCHOOL-2',
            created_at: '2026-11-20T09:00:00.000Z',
            ...(call.body as object),
          },
        }),
      [`PATCH /api/curriculum_outcomes/${SCHOOL_OUTCOME_ID}`]: (call) =>
        jsonResponse({
          result: {
            _id: SCHOOL_OUTCOME_ID,
            framework: 'ncf_fs_2022',
            competency_code: 'C-8.3',
            code: 'SCHOOL-1',
            age_band: '4-5',
            text: (call.body as { text: string }).text,
            created_at: '2026-11-20T09:00:00.000Z',
          },
        }),
      [`DELETE /api/curriculum_outcomes/${SCHOOL_OUTCOME_ID}`]: () =>
        jsonResponse({ output: { id: SCHOOL_OUTCOME_ID } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CurriculumScreen />);

    await user.click(await screen.findByRole('button', { name: /Cognitive development/ }));
    await user.click(await screen.findByRole('button', { name: /CG-8 · Children develop mathematical/ }));
    const competency = await screen.findByRole('button', { name: /C-8.3 Counts up to 99/ });
    await user.click(competency);
    // The competency's panel (Mantine keeps closed panels mounted, hidden): wait for it to open.
    const panel = document.getElementById(competency.getAttribute('aria-controls')!)!;
    await within(panel).findByRole('button', { name: 'Add an outcome' });
    expect(within(panel).getByText('Counts the children at circle time')).toBeTruthy();
    expect(within(panel).getByText('Ages 4-5')).toBeTruthy();
    expect(within(panel).getByText('Our school · SCHOOL-1')).toBeTruthy();

    // Add one under C-8.3.
    await user.click(within(panel).getByRole('button', { name: 'Add an outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an outcome to C-8.3' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Write the outcome.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Outcome/ }), 'Counts back from ten');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Outcome saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      framework: 'ncf_fs_2022',
      competency_code: 'C-8.3',
      age_band: '3-4',
      text: 'Counts back from ten',
    });

    // Edit the school's outcome.
    await user.click(within(panel).getByRole('button', { name: 'Edit' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit the outcome' });
    const text = within(editing).getByRole('textbox', { name: /Outcome/ });
    await user.clear(text);
    await user.type(text, 'Counts everyone at circle time');
    await user.click(within(editing).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      age_band: '4-5',
      text: 'Counts everyone at circle time',
    });

    // Remove asks once more before it goes.
    await user.click(within(panel).getByRole('button', { name: 'Remove' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(panel).getByRole('button', { name: 'Remove for good' }));
    expect(await screen.findByText('Outcome removed.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  }, 30_000);

  it('says so when the curriculum cannot be loaded, and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/curriculum_frameworks/': () =>
        fail
          ? jsonResponse({ code: 'FORBIDDEN', message: 'Forbidden', msg: 'Forbidden' }, 403)
          : jsonResponse({ result: overview(null) }),
      'GET /api/curriculum_frameworks/ncf_fs_2022': () => jsonResponse({ result: ncfTree }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CurriculumScreen />);
    expect(await screen.findByText('The curriculum could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nursery A')).toBeTruthy();
  }, 20_000);
});

describe('competency chips on an observation', () => {
  it('shows each competency with its code and title', () => {
    const observation: Observation = {
      _id: '65a000000000000000000101',
      class_id: NURSERY_A,
      student_id: '65a000000000000000000011',
      student_name: 'Aarav Sharma',
      date: '2026-11-20',
      title: 'Counting blocks',
      general_note: 'Counted twelve blocks.',
      type_of_anecdote: 'general',
      created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
      created_at: '2026-11-20T09:00:00.000Z',
      updated_at: '2026-11-20T09:00:00.000Z',
      can_edit: false,
      shared_to_journal: false,
      media: [],
      tags: [],
      competencies: [{ code: 'C-8.3', title: 'Counts up to 99' }],
    };
    mockFetch({});
    renderWithProviders(
      <ObservationCard
        observation={observation}
        heading="student"
        onEdit={() => {}}
        onDelete={() => {}}
        onShare={() => {}}
        isSharing={false}
      />,
    );
    const list = screen.getByRole('list', { name: 'Competencies' });
    expect(within(list).getByText('C-8.3 · Counts up to 99')).toBeTruthy();
  });
});
