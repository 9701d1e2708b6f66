import type { Observation } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatSaveDate } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ObservationForm } from './observation-form';

const CLASS_ID = '65a0000000000000000000c1';
const AARAV = '65a000000000000000000011';
const DIYA = '65a000000000000000000012';
const school = { _id: '65a0000000000000000000e1', name: 'Sunbeam Nursery' };
const child = (_id: string, first_name: string, last_name: string) => ({
  _id,
  first_name,
  last_name,
  student_profile_picture: null,
  student_class: [{ class_id: CLASS_ID, class_name: 'Nursery A', school_details: school }],
});
const roster = [
  child(AARAV, 'Aarav', 'Sharma'),
  child(DIYA, 'Diya', 'Menon'),
  child('65a000000000000000000013', 'Kabir', 'Iyer'),
];

const saved = (
  id: string,
  studentId: string,
  body: { title?: string; general_note: string; date: string },
): Observation => ({
  _id: id,
  class_id: CLASS_ID,
  student_id: studentId,
  student_name: studentId === AARAV ? 'Aarav Sharma' : 'Diya Menon',
  date: body.date,
  title: body.title ?? 'Observation',
  general_note: body.general_note,
  type_of_anecdote: 'general',
  created_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  can_edit: true,
  shared_to_journal: false,
  media: [],
  tags: [],
  competencies: [],
});

describe('ObservationForm', () => {
  // The note grows with its text (Mantine autosize), which listens for web fonts; jsdom has none.
  beforeAll(() => {
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });

  it('records one group observation as one entry per child, the button going Save → Saving → Saved', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { calls } = mockFetch({
      [`GET /api/student/${CLASS_ID}`]: () => jsonResponse({ result: roster }),
      [`POST /api/anecdote/${CLASS_ID}`]: async (call) => {
        await answered;
        const entries = (
          call.body as {
            observation_entries: { student_id: string; title?: string; general_note: string; date: string }[];
          }
        ).observation_entries;
        return jsonResponse({
          result: {
            observation_entries: entries.map((e, i) => saved(`65a00000000000000000010${i}`, e.student_id, e)),
            is_saved: true,
          },
        });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={CLASS_ID} type="general" />);

    const students = await screen.findByRole('combobox', { name: /Children/ });
    await waitFor(() => expect(students.hasAttribute('disabled')).toBe(false));
    await user.click(students);
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    await user.click(students);
    await user.click(await screen.findByRole('option', { name: 'Diya Menon' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Block tower');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Built a tall tower together.');

    await user.click(screen.getByRole('button', { name: 'Save Observation' }));
    expect(await screen.findByRole('button', { name: 'Saving Observation....' })).toBeTruthy();
    release();
    expect(await screen.findByRole('button', { name: 'Observation Saved' })).toBeTruthy();
    expect(await screen.findByText('Observation saved!')).toBeTruthy();

    const create = calls.find((call) => call.method === 'POST');
    expect(create?.headers.Authorization).toBe('Bearer staff-access');
    const today = formatSaveDate(Date.now());
    expect(create?.body).toEqual({
      observation_entries: [
        {
          student_id: AARAV,
          date: today,
          title: 'Block tower',
          general_note: 'Built a tall tower together.',
          type_of_anecdote: 'general',
        },
        {
          student_id: DIYA,
          date: today,
          title: 'Block tower',
          general_note: 'Built a tall tower together.',
          type_of_anecdote: 'general',
        },
      ],
      is_saved: false,
    });

    // Writing again starts a new observation.
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Next');
    expect(screen.getByRole('button', { name: 'Save Observation' })).toBeTruthy();
  }, 15_000);

  it('asks for a child and a note before sending anything', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({ [`GET /api/student/${CLASS_ID}`]: () => jsonResponse({ result: roster }) });
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={CLASS_ID} type="report_card" />);
    await user.click(await screen.findByRole('button', { name: 'Save Observation' }));
    expect(await screen.findByText('Choose at least one child')).toBeTruthy();
    expect(screen.getByText('Write what you observed')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('checks the free-text rule before sending: invisible-only notes are empty, bidi overrides are named', async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    const { calls } = mockFetch({ [`GET /api/student/${CLASS_ID}`]: () => jsonResponse({ result: roster }) });
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={CLASS_ID} type="general" />);
    const students = await screen.findByRole('combobox', { name: /Children/ });
    await waitFor(() => expect(students.hasAttribute('disabled')).toBe(false));
    await user.click(students);
    await user.click(await screen.findByRole('option', { name: 'Aarav Sharma' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Tower\u202eewoT');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), '\u200b\u200b\ufeff');
    await user.click(screen.getByRole('button', { name: 'Save Observation' }));
    expect(await screen.findByText('Write what you observed')).toBeTruthy();
    expect(screen.getByText('contains a character that is not allowed (U+202E)')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal and lets the teacher try again", async () => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
    mockFetch({
      [`GET /api/student/${CLASS_ID}`]: () => jsonResponse({ result: roster }),
      [`POST /api/anecdote/${CLASS_ID}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: 'observation_entries.0.student_id: is not a student of this class',
            msg: 'observation_entries.0.student_id: is not a student of this class',
            field: 'observation_entries.0.student_id',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<ObservationForm classId={CLASS_ID} type="general" />);
    const students = await screen.findByRole('combobox', { name: /Children/ });
    await waitFor(() => expect(students.hasAttribute('disabled')).toBe(false));
    await user.click(students);
    await user.click(await screen.findByRole('option', { name: 'Kabir Iyer' }));
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Painted.');
    await user.click(screen.getByRole('button', { name: 'Save Observation' }));
    expect(
      await screen.findByText('observation_entries.0.student_id: is not a student of this class'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Observation' })).toBeTruthy();
  });
});
