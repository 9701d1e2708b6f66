import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useCycleSelection } from '../hooks/use-cycle-selection';
import { TEST_CLASS_ID, testCycle } from '../test-assessment';
import { CyclePicker } from './cycle-picker';

function Harness({ onManage }: { onManage?: () => void }) {
  const selection = useCycleSelection(TEST_CLASS_ID);
  return (
    <>
      <CyclePicker selection={selection} onManage={onManage} />
      <output aria-label="chosen">{selection.cycle?.name ?? 'none'}</output>
    </>
  );
}

describe('cycle picker', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('opens on the current term, shows each term’s phase, and switches term', async () => {
    mockFetch({
      [`GET /api/assessment_cycles/${TEST_CLASS_ID}`]: () =>
        jsonResponse({
          result: {
            cycles: [
              testCycle(1, { phase: 'past', start_date: '2026-04-01', end_date: '2026-05-31' }),
              testCycle(2, { phase: 'current' }),
              testCycle(3, { phase: 'upcoming', start_date: '2026-10-01', end_date: '2027-01-31' }),
            ],
          },
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const picker = await screen.findByRole('combobox', { name: 'Term' });
    expect((picker as HTMLInputElement).value).toBe('Term 2');
    expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('Term 2');
    // The chosen term's phase, outside the (closed) list of options.
    expect(screen.getAllByText('Current').filter((badge) => !badge.closest('[role=option]'))).toHaveLength(1);
    await user.click(picker);
    const upcoming = await screen.findByRole('option', { name: /Term 3/ });
    expect(within(upcoming).getByText('Upcoming')).toBeTruthy();
    expect(within(screen.getByRole('option', { name: /Term 1/ })).getByText('Past')).toBeTruthy();
    await user.click(upcoming);
    expect(screen.getByRole('status', { name: 'chosen' }).textContent).toBe('Term 3');
    // No coordinator: no way to manage terms.
    expect(screen.queryByRole('button', { name: 'Terms and schemes' })).toBeNull();
  });

  it('falls back to the latest past term, and says when the class has none', async () => {
    let cycles = [
      testCycle(1, { phase: 'past', start_date: '2026-04-01', end_date: '2026-05-31' }),
      testCycle(2, { phase: 'past' }),
    ];
    mockFetch({
      [`GET /api/assessment_cycles/${TEST_CLASS_ID}`]: () => jsonResponse({ result: { cycles } }),
    });
    const onManage = vi.fn();
    const user = userEvent.setup();
    const view = renderWithProviders(<Harness onManage={onManage} />);
    expect(((await screen.findByRole('combobox', { name: 'Term' })) as HTMLInputElement).value).toBe(
      'Term 2',
    );
    view.unmount();

    cycles = [];
    renderWithProviders(<Harness onManage={onManage} />);
    expect(await screen.findByText('This class has no term yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Terms and schemes' }));
    expect(onManage).toHaveBeenCalledOnce();
  });
});
