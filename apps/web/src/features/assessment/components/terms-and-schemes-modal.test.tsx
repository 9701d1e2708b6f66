import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import {
  OTHER_CLASS_ID,
  TEST_CLASS_ID,
  conflict,
  fieldError,
  parakhScheme,
  schoolScheme,
  testCycle,
} from '../test-assessment';
import { TermsAndSchemesModal } from './terms-and-schemes-modal';

const SLOW = 30_000;
const classes = [
  { value: TEST_CLASS_ID, label: 'Nursery A' },
  { value: OTHER_CLASS_ID, label: 'Nursery B' },
];

function renderModal() {
  return renderWithProviders(
    <TermsAndSchemesModal
      opened
      onClose={() => {}}
      classes={classes}
      classId={TEST_CLASS_ID}
      domainOptions={[{ value: 'NCF-PHY', label: 'Physical development' }]}
    />,
  );
}

describe('terms and schemes', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it(
    'adds one term to two classes; the server’s refusal shows on the field it names',
    async () => {
      let posts = 0;
      const { calls } = mockFetch({
        'GET /api/assessment_schemes/': () =>
          jsonResponse({ result: { schemes: [parakhScheme, schoolScheme()] } }),
        [`GET /api/assessment_cycles/${TEST_CLASS_ID}`]: () => jsonResponse({ result: { cycles: [] } }),
        'POST /api/assessment_cycles/': () => {
          posts += 1;
          return posts === 1
            ? jsonResponse(
                fieldError('end_date', "must be within Nursery A's academic year (01-06-2026 - 31-03-2027)"),
                400,
              )
            : jsonResponse({
                result: { cycles: [testCycle(1), testCycle(2, { class_id: OTHER_CLASS_ID })] },
              });
        },
      });
      const user = userEvent.setup();
      renderModal();
      const dialog = await screen.findByRole('dialog', { name: 'Terms and schemes' });
      expect(await within(dialog).findByText('This class has no term yet.')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Add a term' }));
      const form = await within(dialog).findByRole('region', { name: 'New term' });
      // The screen's class is chosen; add the other one.
      await user.click(within(form).getByRole('combobox', { name: /Classes/ }));
      await user.click(await screen.findByRole('option', { name: 'Nursery B' }));
      await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Term 1');
      fireEvent.change(within(form).getByLabelText(/First day/), { target: { value: '2026-06-01' } });
      fireEvent.change(within(form).getByLabelText(/Last day/), { target: { value: '2027-05-30' } });
      await user.click(within(form).getByRole('button', { name: 'Add term' }));
      expect(
        await within(form).findByText("must be within Nursery A's academic year (01-06-2026 - 31-03-2027)"),
      ).toBeTruthy();
      expect(
        within(form)
          .getByLabelText(/Last day/)
          .getAttribute('aria-invalid'),
      ).toBe('true');
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        class_ids: [TEST_CLASS_ID, OTHER_CLASS_ID],
        name: 'Term 1',
        start_date: '2026-06-01',
        end_date: '2027-05-30',
        scheme: 'parakh_fs',
      });
      // What was typed is still there to correct.
      expect((within(form).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Term 1');
      fireEvent.change(within(form).getByLabelText(/Last day/), { target: { value: '2026-09-30' } });
      await user.click(within(form).getByRole('button', { name: 'Add term' }));
      await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'New term' })).toBeNull());
      expect(posts).toBe(2);
    },
    SLOW,
  );

  it(
    'renames a term, and keeps one with records when the server refuses its deletion',
    async () => {
      const { calls } = mockFetch({
        [`GET /api/assessment_cycles/${TEST_CLASS_ID}`]: () =>
          jsonResponse({ result: { cycles: [testCycle(1)] } }),
        'PUT /api/assessment_cycle/65a000000000000000000101': () =>
          jsonResponse({ result: testCycle(1, { name: 'Autumn term' }) }),
        'DELETE /api/assessment_cycle/65a000000000000000000101': () =>
          jsonResponse(conflict('This cycle already has progress records and cannot be deleted'), 409),
      });
      const user = userEvent.setup();
      renderModal();
      const row = await screen.findByRole('listitem', { name: 'Term 1' });
      await user.click(within(row).getByRole('button', { name: 'Rename or move' }));
      const name = within(row).getByRole('textbox', { name: 'Name' });
      await user.clear(name);
      await user.type(name, 'Autumn term');
      await user.click(within(row).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
          name: 'Autumn term',
          start_date: '2026-06-01',
          end_date: '2026-09-30',
        }),
      );
      await user.click(await within(row).findByRole('button', { name: 'Delete' }, { timeout: 5000 }));
      await user.click(within(row).getByRole('button', { name: 'Delete' }));
      expect((await within(row).findByRole('alert')).textContent).toBe(
        'This cycle already has progress records and cannot be deleted',
      );
    },
    SLOW,
  );

  it(
    'defines a school scheme: levels in order, reordered, a refused level shown on its own field',
    async () => {
      let posts = 0;
      const { calls } = mockFetch({
        'GET /api/assessment_schemes/': () =>
          jsonResponse({ result: { schemes: [parakhScheme, schoolScheme({ in_use: true })] } }),
        [`GET /api/assessment_cycles/${TEST_CLASS_ID}`]: () => jsonResponse({ result: { cycles: [] } }),
        'POST /api/assessment_schemes/': () => {
          posts += 1;
          return posts === 1
            ? jsonResponse(fieldError('levels.1.label', 'must not be only invisible characters'), 400)
            : jsonResponse({
                result: schoolScheme({ key: '65a0000000000000000002a2', name: 'Play rubric' }),
              });
        },
      });
      const user = userEvent.setup();
      renderModal();
      const dialog = await screen.findByRole('dialog', { name: 'Terms and schemes' });
      await user.click(within(dialog).getByRole('tab', { name: 'Schemes' }));
      // Shipped schemes are read only; the school's scheme in use may only be renamed.
      const parakh = await within(dialog).findByRole('listitem', { name: parakhScheme.name });
      expect(within(parakh).queryByRole('button')).toBeNull();
      expect(
        within(within(parakh).getByRole('list', { name: 'Levels' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Stream', 'Mountain', 'Sky']);
      const ours = within(dialog).getByRole('listitem', { name: 'Our rubric' });
      expect(within(ours).queryByRole('button', { name: 'Delete' })).toBeNull();
      await user.click(within(ours).getByRole('button', { name: 'Rename' }));
      expect(within(dialog).getByText('A term uses this scheme: only its name can change.')).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Add a level' })).toBeNull();
      expect(
        within(dialog).getByRole('group', { name: 'Level 1' }).querySelector('input')!.matches(':disabled'),
      ).toBe(true);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await user.click(within(dialog).getByRole('button', { name: 'New scheme' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Scheme name' }), 'Play rubric');
      const dimension = within(dialog).getByRole('group', { name: 'Dimension 1' });
      await user.type(within(dimension).getByRole('textbox', { name: 'Name 1' }), 'Thinking');
      await user.type(
        within(within(dialog).getByRole('group', { name: 'Level 1' })).getByRole('textbox', {
          name: 'Name 1',
        }),
        'Secure',
      );
      await user.type(
        within(within(dialog).getByRole('group', { name: 'Level 2' })).getByRole('textbox', {
          name: 'Name 2',
        }),
        'Emerging',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Add a level' }));
      await user.type(
        within(within(dialog).getByRole('group', { name: 'Level 3' })).getByRole('textbox', {
          name: 'Name 3',
        }),
        'Deep',
      );
      // Emerging comes first.
      await user.click(within(dialog).getByRole('button', { name: 'Move Emerging up' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      const second = within(dialog).getByRole('group', { name: 'Level 2' });
      expect(await within(second).findByText('must not be only invisible characters')).toBeTruthy();
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        name: 'Play rubric',
        dimensions: [{ label: 'Thinking', description: '', domains: [] }],
        levels: [
          { label: 'Emerging', description: '' },
          { label: 'Secure', description: '' },
          { label: 'Deep', description: '' },
        ],
      });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'New scheme' })).toBeTruthy());
      expect(posts).toBe(2);
    },
    SLOW,
  );
});
