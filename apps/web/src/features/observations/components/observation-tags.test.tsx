import { uniformSchoolPermissions, type Observation, type StoryTagSet } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { memberPermissions, permissionRoutes } from '../../../test/permission-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { EditObservationModal } from './edit-observation-modal';
import { ObservationCard } from './observation-card';
import { ObservationForm } from './observation-form';

const CLASS_ID = '65a0000000000000000000c1';
const AARAV = '65a000000000000000000011';
const OBSERVATION_ID = '65a000000000000000000101';
const tag = (n: number) => `65a0000000000000000002${String(n).padStart(2, '0')}`;
const school = { _id: '65a0000000000000000000e1', name: 'Sunbeam Nursery' };
const roster = [
  {
    _id: AARAV,
    first_name: 'Aarav',
    last_name: 'Sharma',
    student_profile_picture: null,
    student_class: [{ class_id: CLASS_ID, class_name: 'Nursery A', school_details: school }],
  },
];
// The picker lists live tags only: "Curiosity" was archived and is not among them.
const tagSets: StoryTagSet[] = [
  {
    _id: '65a0000000000000000003a1',
    name: 'NCF domains',
    description: '',
    tags: [
      { _id: tag(1), name: 'Physical development', archived: false },
      { _id: tag(2), name: 'Language and literacy', archived: false },
    ],
  },
];
const observation = (extra: Partial<Observation> = {}): Observation => ({
  _id: OBSERVATION_ID,
  class_id: CLASS_ID,
  student_id: AARAV,
  student_name: 'Aarav Sharma',
  date: '2026-11-20',
  title: 'Hopscotch',
  general_note: 'Aarav hopped on one foot to ten.',
  type_of_anecdote: 'general',
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  can_edit: true,
  shared_to_journal: false,
  media: [],
  tags: [],
  competencies: [],
  ...extra,
});

/** The school's settings (the story module on or off), the roster and the tag sets. */
const routes = (storyOn: boolean) => ({
  ...permissionRoutes(memberPermissions(), {
    ...uniformSchoolPermissions(true),
    story: { enabled: storyOn },
  }),
  [`GET /api/student/${CLASS_ID}`]: () => jsonResponse({ result: roster }),
  'GET /api/story_tags/': () => jsonResponse({ result: { sets: tagSets } }),
});

describe('learning tags on observations', () => {
  // The note grows with its text (Mantine autosize), which listens for web fonts; jsdom has none.
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

  it('records an observation with the tags picked from their sets', async () => {
    const { calls } = mockFetch({
      ...routes(true),
      [`POST /api/anecdote/${CLASS_ID}`]: () =>
        jsonResponse({ result: { observation_entries: [observation()], is_saved: true } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={CLASS_ID} type="general" />);

    const students = await screen.findByRole('combobox', { name: /Children/ });
    await waitFor(() => expect(students.hasAttribute('disabled')).toBe(false));
    await user.click(students);
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Hopped on one foot.');
    await user.click(await screen.findByRole('combobox', { name: 'Learning tags' }));
    expect(await screen.findByText('NCF domains')).toBeTruthy();
    await user.click(await screen.findByRole('option', { name: 'Language and literacy' }));
    await user.click(screen.getByRole('button', { name: 'Save Observation' }));
    expect(await screen.findByText('Observation saved!')).toBeTruthy();

    const create = calls.find((call) => call.method === 'POST');
    expect(create?.body).toMatchObject({
      observation_entries: [{ student_id: AARAV, general_note: 'Hopped on one foot.', tag_ids: [tag(2)] }],
    });
  });

  it('has no tag picker while the school has the story module off', async () => {
    const { calls } = mockFetch({
      ...routes(false),
      [`POST /api/anecdote/${CLASS_ID}`]: () =>
        jsonResponse({ result: { observation_entries: [observation()], is_saved: true } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={CLASS_ID} type="general" />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/school_settings/')).toBe(true));
    const students = await screen.findByRole('combobox', { name: /Children/ });
    await waitFor(() => expect(students.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('combobox', { name: 'Learning tags' })).toBeNull();
    await user.click(students);
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Hopped.');
    await user.click(screen.getByRole('button', { name: 'Save Observation' }));
    expect(await screen.findByText('Observation saved!')).toBeTruthy();
    const create = calls.find((call) => call.method === 'POST');
    expect(create?.body).toMatchObject({ observation_entries: [{ student_id: AARAV }] });
    expect(JSON.stringify(create?.body)).not.toContain('tag_ids');
    expect(calls.some((call) => call.path === '/api/story_tags/')).toBe(false);
  });

  it("edits an observation's tags, showing one archived since by name until it is taken off", async () => {
    const tagged = observation({
      tags: [
        { _id: tag(1), name: 'Physical development', set_name: 'NCF domains' },
        { _id: tag(9), name: 'Curiosity', set_name: 'Dispositions' },
      ],
    });
    const { calls } = mockFetch({
      ...routes(true),
      [`POST /api/edit_anecdote/${OBSERVATION_ID}`]: () => jsonResponse({ result: tagged }),
    });
    const user = userEvent.setup();
    renderWithProviders(<EditObservationModal observation={tagged} onClose={() => {}} />);

    const picker = await screen.findByRole('combobox', { name: 'Learning tags' });
    const field = picker.closest('.mantine-MultiSelect-root') as HTMLElement;
    await waitFor(() => expect(within(field).getByText('Curiosity')).toBeTruthy());
    expect(within(field).getByText('Physical development')).toBeTruthy();
    // Take "Physical development" off, keep the archived "Curiosity".
    const pill = within(field).getByText('Physical development').closest('.mantine-Pill-root') as HTMLElement;
    await user.click(within(pill).getByRole('button', { hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save Observation' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const edit = calls.find((call) => call.method === 'POST');
    expect(edit?.body).toMatchObject({ tag_ids: [tag(9)], title: 'Hopscotch' });
  });

  it('shows the tags on the observation card as small badges', () => {
    mockFetch({});
    renderWithProviders(
      <ObservationCard
        observation={observation({
          tags: [
            { _id: tag(1), name: 'Physical development', set_name: 'NCF domains' },
            { _id: tag(2), name: 'Language and literacy', set_name: 'NCF domains' },
          ],
        })}
        heading="student"
        onEdit={() => {}}
        onDelete={() => {}}
        onShare={() => {}}
        isSharing={false}
      />,
    );
    const list = screen.getByRole('list', { name: 'Learning tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Physical development', 'Language and literacy']);
  });
});
