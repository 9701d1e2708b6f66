import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CLASS_ID, CYCLE_ID, child, cycle, progressRow, scheme } from '../test-hpc';
import { HpcStudentList } from './hpc-student-list';

const names = () =>
  within(screen.getByRole('list', { name: 'Children' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('progress card student list', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('lists children lacking evidence first, then by name; each name opens the card', async () => {
    mockFetch({
      [`GET /api/hpc_student_list/${CYCLE_ID}`]: () =>
        jsonResponse({
          result: {
            cycle,
            class: { _id: CLASS_ID, name: 'Nursery A' },
            framework: 'ncf_fs_2022',
            scheme,
            // The server's order: by name.
            students: [
              progressRow(child(1, 'Aarav'), { levels_set: 6, evidence_count: 4, status: 'published' }),
              progressRow(child(2, 'Diya'), { evidence_count: 0 }),
              progressRow(child(3, 'Kabir'), {
                levels_set: 2,
                evidence_count: 1,
                judged_without_evidence: ['C-1.1', 'C-2.3'],
              }),
              progressRow(child(4, 'Meera'), {
                evidence_count: 3,
                self_assessment_done: true,
                feedback_in: { parent: true, self: false, peer: 2 },
              }),
            ],
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <HpcStudentList cycleId={CYCLE_ID} cardHref={(id) => `/assessment/hpc/student-list?id=${id}`} />,
    );
    await screen.findByRole('list', { name: 'Children' });
    // No evidence, then judged without evidence, then the least complete, then by name.
    expect(names()).toEqual(['Diya Sharma', 'Kabir Sharma', 'Meera Sharma', 'Aarav Sharma']);
    const diya = screen.getByRole('listitem', { name: 'Diya Sharma' });
    expect(within(diya).getByText('No evidence yet')).toBeTruthy();
    const kabir = screen.getByRole('listitem', { name: 'Kabir Sharma' });
    expect(within(kabir).getByText('Judged without evidence: 2')).toBeTruthy();
    expect(within(kabir).getByText('Levels set: 2 of 6')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Aarav Sharma' })).getByText('Published'),
    ).toBeTruthy();
    expect(screen.getByText(/1 of 4 cards published/)).toBeTruthy();
    // Whose feedback is in: only where the term has the form (Diya's row knows of none).
    const meera = screen.getByRole('listitem', { name: 'Meera Sharma' });
    expect(within(meera).getByText('Family feedback in')).toBeTruthy();
    expect(within(meera).getByText('Self feedback to do')).toBeTruthy();
    expect(within(meera).getByText('2 friends gave feedback')).toBeTruthy();
    expect(within(diya).queryByText(/feedback/)).toBeNull();
    expect(within(diya).getByRole('link', { name: 'Diya Sharma' }).getAttribute('href')).toBe(
      `/assessment/hpc/student-list?id=${child(2, 'Diya')._id}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Order' }));
    await user.click(await screen.findByRole('option', { name: 'By name' }));
    expect(names()).toEqual(['Aarav Sharma', 'Diya Sharma', 'Kabir Sharma', 'Meera Sharma']);
  }, 30_000);

  it('says when the class has no children, and offers a retry when the list fails', async () => {
    let fail = true;
    mockFetch({
      [`GET /api/hpc_student_list/${CYCLE_ID}`]: () =>
        fail
          ? jsonResponse({ code: 'FORBIDDEN', message: 'Forbidden', msg: 'Forbidden' }, 403)
          : jsonResponse({
              result: {
                cycle,
                class: { _id: CLASS_ID, name: 'Nursery A' },
                framework: 'ncf_fs_2022',
                scheme,
                students: [],
              },
            }),
    });
    const user = userEvent.setup();
    renderWithProviders(<HpcStudentList cycleId={CYCLE_ID} cardHref={(id) => id} />);
    expect(
      await screen.findByText("The children's cards could not be loaded", {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No children in this class yet.')).toBeTruthy();
  }, 30_000);
});
