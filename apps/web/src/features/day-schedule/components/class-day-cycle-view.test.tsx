import { DEFAULT_DAY_BLOCKS, type ClassDayCycle } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ClassDayCycleView } from './class-day-cycle-view';

const CLASS_ID = '65a000000000000000000c02';
const SCHEDULE_ID = '65a0000000000000000000d9';
const SLOW = 30_000;

const cycle = (source: ClassDayCycle['source']): ClassDayCycle => ({
  class_id: CLASS_ID,
  source,
  schedule:
    source === null
      ? null
      : {
          _id: SCHEDULE_ID,
          scope: source,
          age_band: source === 'age_band' ? '2-3' : null,
          class_id: source === 'class' ? CLASS_ID : null,
          blocks: [
            {
              id: '65a0000000000000000000e1',
              kind: 'circle_time',
              label: 'Song circle',
              start: '09:00',
              minutes: 15,
            },
            {
              id: '65a0000000000000000000e2',
              kind: 'rest',
              label: 'Quiet rest',
              start: '09:15',
              minutes: 30,
            },
          ],
          updated_at: '2026-11-20T09:00:00.000Z',
          updated_by: null,
        },
  targets: { outdoor: 60 },
  can_edit: true,
});

describe('a class’s day cycle', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it(
    'shows where the day comes from, makes the class its own day, and goes back to the school day',
    async () => {
      let current = cycle('age_band');
      const { calls } = mockFetch({
        [`GET /api/class_day_cycle/${CLASS_ID}`]: () => jsonResponse({ result: current }),
        'PUT /api/day_schedules/': () => {
          current = cycle('class');
          return jsonResponse({ result: current.schedule });
        },
        [`DELETE /api/day_schedules/${SCHEDULE_ID}`]: () => {
          current = cycle('school');
          return jsonResponse({ output: { id: SCHEDULE_ID } });
        },
      });
      const user = userEvent.setup();
      renderWithProviders(<ClassDayCycleView classId={CLASS_ID} ageRange="2-3 years" />);
      expect(await screen.findByText('From: Age band 2-3')).toBeTruthy();
      expect(screen.getByText('Quiet rest')).toBeTruthy();
      // No outdoor time against an hour's target.
      const balance = screen.getByRole('region', { name: 'Balance check' });
      expect(within(balance).getByText('Short by 60 min')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Make our own day' }));
      await user.click(screen.getByRole('button', { name: 'Save the day' }));
      expect(await screen.findByText("From: Class's own day")).toBeTruthy();
      expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
        scope: 'class',
        class_id: CLASS_ID,
        blocks: [{ id: '65a0000000000000000000e1' }, { id: '65a0000000000000000000e2' }],
      });

      await user.click(screen.getByRole('button', { name: 'Go back to the school day' }));
      const dialog = await screen.findByRole('dialog', { name: 'Go back to the school day' });
      await user.click(within(dialog).getByRole('button', { name: 'Go back to the school day' }));
      expect(await screen.findByText('From: School day')).toBeTruthy();
      await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    },
    SLOW,
  );

  it(
    'shows the standard day when the school keeps none',
    async () => {
      mockFetch({ [`GET /api/class_day_cycle/${CLASS_ID}`]: () => jsonResponse({ result: cycle(null) }) });
      renderWithProviders(<ClassDayCycleView classId={CLASS_ID} ageRange="3-4 years" />);
      expect(
        await screen.findByText('From: The standard day (the school has not set its own yet)'),
      ).toBeTruthy();
      expect(screen.getByText(DEFAULT_DAY_BLOCKS[1]!.label)).toBeTruthy();
    },
    SLOW,
  );
});
