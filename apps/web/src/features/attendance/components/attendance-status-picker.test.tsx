import type { AttendanceStatus } from '@cue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AttendanceStatusPicker } from './attendance-status-picker';

function Harness({
  initial,
  onChange,
}: {
  initial: AttendanceStatus;
  onChange: (s: AttendanceStatus) => void;
}) {
  const [status, setStatus] = useState(initial);
  return (
    <AttendanceStatusPicker
      studentName="Diya Menon"
      status={status}
      onChange={(next) => {
        onChange(next);
        setStatus(next);
      }}
    />
  );
}

const option = (status: string) => screen.getByRole('button', { name: `${status}: Diya Menon` });

describe('AttendanceStatusPicker (spec section 4)', () => {
  it('shows every option when not marked; a click sets the status', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="NA" onChange={onChange} />);
    for (const status of ['Present', 'Absent', 'Excused', 'Leave', 'Unassigned']) {
      expect((option(status) as HTMLButtonElement).disabled).toBe(false);
    }
    await user.click(option('Absent'));
    expect(onChange).toHaveBeenLastCalledWith('absent');
    // The chosen status shows alone, with a pencil.
    expect(screen.queryByRole('button', { name: 'Present: Diya Menon' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Absent: Diya Menon, click to clear' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change the status of Diya Menon' })).toBeTruthy();
  });

  it('reverts to NA when the same status is clicked again', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="present" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Present: Diya Menon, click to clear' }));
    expect(onChange).toHaveBeenLastCalledWith('NA');
    expect(option('Leave')).toBeTruthy();
  });

  it('re-opens a marked status with the pencil, Leave disabled in edit mode', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness initial="present" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Change the status of Diya Menon' }));
    expect((option('Leave') as HTMLButtonElement).disabled).toBe(true);
    expect(option('Present').getAttribute('aria-pressed')).toBe('true');
    await user.click(option('Excused'));
    expect(onChange).toHaveBeenLastCalledWith('excused');
    await user.click(screen.getByRole('button', { name: 'Change the status of Diya Menon' }));
    await user.click(option('Excused'));
    expect(onChange).toHaveBeenLastCalledWith('NA');
  });
});
