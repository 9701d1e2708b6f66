import type { Reflection } from '@cue/contracts';
import { Button } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { RenderCompetencies } from '../reflection-options';
import { ReflectionForm, type ReflectionFormProps } from './reflection-form';

const CLASS_ID = '65a0000000000000000000c1';
const AARAV = '65a000000000000000000011';
const DIYA = '65a000000000000000000012';
const GARDEN = '65a0000000000000000000a1';
const WATER = '65a0000000000000000000a2';
const REFLECTION_ID = '65a0000000000000000000b1';
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

const reflection = (extra: Partial<Reflection> = {}): Reflection => ({
  _id: REFLECTION_ID,
  class_id: CLASS_ID,
  kind: 'week',
  week_start: '2026-11-09',
  week_summary: { planned: 0, done: 3, moved: 1, skipped: 0 },
  project: null,
  period_start: '2026-11-09',
  period_end: '2026-11-15',
  what_worked: 'Water trays',
  what_to_change: '',
  next_steps: '',
  students: [{ _id: AARAV, first_name: 'Aarav', last_name: 'Sharma' }],
  competencies: [{ code: 'C-7.2', title: 'Cause and effect' }],
  author: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  comments: [],
  version: 3,
  created_at: '2026-11-15T09:00:00.000Z',
  updated_at: '2026-11-15T09:00:00.000Z',
  can_edit: true,
  can_comment: true,
  ...extra,
});

const fieldError = (field: string, message: string) =>
  jsonResponse(
    { code: 'VALIDATION_ERROR', message: `${field}: ${message}`, msg: `${field}: ${message}`, field },
    400,
  );
const conflict = (message: string) => jsonResponse({ code: 'CONFLICT', message, msg: message }, 409);

/** A stand-in for the curriculum picker the route puts in the slot: adds one code. */
const fakePicker: RenderCompetencies = ({ value, onChange }) => (
  <Button
    onClick={() => onChange([...value, 'C-9.3'])}
  >{`Competencies: ${value.join(', ') || 'none'}`}</Button>
);

function renderForm(props: Partial<ReflectionFormProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <ReflectionForm
      classId={CLASS_ID}
      classDays={weekdays}
      reflection={null}
      taken={{ weeks: [], projectIds: [] }}
      projects={[
        { _id: WATER, title: 'Water all around us', start_date: '2026-11-13', end_date: '2026-11-26' },
        { _id: GARDEN, title: 'Little gardeners', start_date: '2026-11-27', end_date: '2026-12-10' },
      ]}
      children={[
        { _id: AARAV, name: 'Aarav Sharma' },
        { _id: DIYA, name: 'Diya Menon' },
      ]}
      renderCompetencies={fakePicker}
      today="2026-11-20"
      onClose={onClose}
      {...props}
    />,
  );
  return { onClose };
}

describe('ReflectionForm', () => {
  beforeAll(() => {
    // The texts grow with their words (Mantine autosize), which listens for web fonts; jsdom has none.
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

  it('writes on the first week not yet written, with children and the picker’s competencies', async () => {
    const { calls } = mockFetch({
      [`POST /api/class_reflections/${CLASS_ID}`]: () => jsonResponse({ result: reflection() }),
    });
    const user = userEvent.setup();
    const { onClose } = renderForm({ taken: { weeks: ['2026-11-16'], projectIds: [] } });
    const week = screen.getByRole('combobox', { name: 'Week' }) as HTMLInputElement;
    // This week (16 November) is written already: the form starts on the week before.
    expect(week.value).toBe('Nov 9 – Nov 15, 2026');
    await user.click(week);
    expect(
      (await screen.findByRole('option', { name: 'Nov 16 – Nov 22, 2026 (written)' })).getAttribute(
        'data-combobox-disabled',
      ),
    ).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Nov 2 – Nov 8, 2026' }));
    await user.type(screen.getByRole('textbox', { name: 'What worked' }), '  Small groups  ');
    await user.type(screen.getByRole('textbox', { name: 'Next steps' }), 'A rain gauge');
    const children = screen.getByRole('combobox', { name: /Children to follow up/ });
    await user.click(children);
    await user.click(await screen.findByRole('option', { name: 'Diya Menon' }));
    await user.click(screen.getByRole('button', { name: 'Competencies: none' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      kind: 'week',
      week_start: '2026-11-02',
      what_worked: 'Small groups',
      what_to_change: '',
      next_steps: 'A rain gauge',
      student_ids: [DIYA],
      competencies: ['C-9.3'],
    });
  }, 20_000);

  it('asks for words before sending anything, and shows the server’s refusal on the field it names', async () => {
    let posts = 0;
    const { calls } = mockFetch({
      [`POST /api/class_reflections/${CLASS_ID}`]: () => {
        posts += 1;
        return fieldError('student_ids', 'names a child who is not in this class');
      },
    });
    const user = userEvent.setup();
    const { onClose } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Write what worked, what to change or the next steps')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'What to change' }), 'Shorter circle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('student_ids: names a child who is not in this class')).toBeTruthy();
    expect(posts).toBe(1);
    expect(onClose).not.toHaveBeenCalled();
  }, 15_000);

  it('reflects on a project of the class; a project already written on is a 409 said in words', async () => {
    const { calls } = mockFetch({
      [`POST /api/class_reflections/${CLASS_ID}`]: () =>
        conflict('You already wrote a reflection on this project: edit that one instead'),
    });
    const user = userEvent.setup();
    renderForm({ taken: { weeks: [], projectIds: [WATER] } });
    await user.click(screen.getByRole('radio', { name: 'Project' }));
    const project = screen.getByRole('combobox', { name: 'Project' });
    await user.click(project);
    expect(
      (await screen.findByRole('option', { name: 'Water all around us (written)' })).getAttribute(
        'data-combobox-disabled',
      ),
    ).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Little gardeners' }));
    await user.type(screen.getByRole('textbox', { name: 'What worked' }), 'Seeds');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/You already wrote a reflection on this week or project/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      kind: 'project',
      project_id: GARDEN,
      what_worked: 'Seeds',
    });
  }, 15_000);

  it('edits with the version it was opened on, keeping its week; a stale version says so', async () => {
    let puts = 0;
    const { calls } = mockFetch({
      [`PUT /api/reflection/${REFLECTION_ID}`]: () => {
        puts += 1;
        return conflict('This reflection was changed elsewhere. Reload to see the latest.');
      },
    });
    const user = userEvent.setup();
    renderForm({ reflection: reflection(), taken: { weeks: ['2026-11-09'], projectIds: [] } });
    expect(screen.getByText('Week of Nov 9 – Nov 15, 2026')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Week' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Competencies: C-7.2' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'What to change' }), 'Less talk');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/changed in another tab or by another device/)).toBeTruthy();
    expect(puts).toBe(1);
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      what_worked: 'Water trays',
      what_to_change: 'Less talk',
      next_steps: '',
      student_ids: [AARAV],
      competencies: ['C-7.2'],
      version: 3,
    });
  }, 15_000);
});
