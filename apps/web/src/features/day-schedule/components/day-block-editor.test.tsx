import { DEFAULT_DAY_BLOCKS, type DayBlockInput, type DaySchedules } from '@cue/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DayBlockEditor } from './day-block-editor';
import { DayScheduleAdmin } from './day-schedule-admin';

const targets = { outdoor: 60, free_play: 60, story: 15 };
const balance = () => screen.getByRole('region', { name: 'Balance check' });
const balanceLine = (kind: string) => within(balance()).getByRole('listitem', { name: kind });
const block = (name: string) =>
  within(screen.getByRole('list', { name: 'Blocks of the day' })).getByRole('listitem', { name });
/** Slow shared machines: rendering the whole day takes a while. */
const SLOW = 30_000;

describe('the day block editor and its balance check', () => {
  it(
    'shows the kinds below their targets and follows every change',
    async () => {
      const user = userEvent.setup();
      const onSave = vi.fn();
      renderWithProviders(
        <DayBlockEditor
          initialBlocks={DEFAULT_DAY_BLOCKS}
          targets={targets}
          onSave={onSave}
          saving={false}
        />,
      );
      // The standard day: 45 min outdoors and 40 of free play, both short of an hour.
      expect(within(balance()).getByRole('status').textContent).toBe('2 kinds are below their targets.');
      expect(within(balanceLine('Outdoor')).getByText('Short by 15 min')).toBeTruthy();
      expect(within(balanceLine('Free play')).getByText('40 of 60 min')).toBeTruthy();
      expect(within(balanceLine('Story')).queryByText(/Short by/)).toBeNull();

      fireEvent.change(within(block('Outdoor play')).getByLabelText('Minutes'), { target: { value: '60' } });
      await waitFor(() => expect(within(balanceLine('Outdoor')).getByText('60 of 60 min')).toBeTruthy());
      expect(within(balance()).getByRole('status').textContent).toBe('1 kind is below its target.');

      // Removing story time leaves its target unmet at 0.
      await user.click(screen.getByRole('button', { name: 'Remove Story time' }));
      expect(within(balanceLine('Story')).getByText('Short by 15 min')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'refuses a block that starts before the one before it ends, and saves with the ids kept',
    async () => {
      const user = userEvent.setup();
      const onSave = vi.fn<(blocks: DayBlockInput[]) => void>();
      renderWithProviders(
        <DayBlockEditor
          initialBlocks={DEFAULT_DAY_BLOCKS}
          targets={targets}
          onSave={onSave}
          saving={false}
        />,
      );
      const snack = block('Snack');
      fireEvent.change(within(snack).getByLabelText('Starts'), { target: { value: '10:00' } });
      expect(within(snack).getByText('Starts before the block before it ends')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save the day' }));
      expect(onSave).not.toHaveBeenCalled();

      fireEvent.change(within(snack).getByLabelText('Starts'), { target: { value: '10:10' } });
      // Moving snack earlier shifts the times so the day stays in order.
      await user.click(screen.getByRole('button', { name: 'Move Snack earlier' }));
      await user.click(screen.getByRole('button', { name: 'Add a block' }));
      await user.click(screen.getByRole('button', { name: 'Save the day' }));
      const saved = onSave.mock.calls[0]![0];
      expect(saved.slice(0, 5).map((b) => [b.id, b.start])).toEqual([
        [DEFAULT_DAY_BLOCKS[0]!.id, '09:00'],
        [DEFAULT_DAY_BLOCKS[1]!.id, '09:20'],
        [DEFAULT_DAY_BLOCKS[3]!.id, '09:40'],
        [DEFAULT_DAY_BLOCKS[2]!.id, '10:00'],
        [DEFAULT_DAY_BLOCKS[4]!.id, '10:30'],
      ]);
      // The new block comes after the last, without an id (the server gives it one).
      expect(saved.at(-1)).toEqual({ kind: 'free_play', label: 'Free play', start: '12:30', minutes: 15 });
    },
    SLOW,
  );
});

describe('the day schedule screen', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it(
    'starts an age band from the school day and shows the server’s refusal on the block it names',
    async () => {
      const schedules: DaySchedules = {
        schedules: [
          {
            _id: '65a0000000000000000000d1',
            scope: 'school',
            age_band: null,
            class_id: null,
            blocks: [...DEFAULT_DAY_BLOCKS],
            updated_at: '2026-11-20T09:00:00.000Z',
            updated_by: null,
          },
        ],
        targets,
      };
      const { calls } = mockFetch({
        'GET /api/day_schedules/': () => jsonResponse({ result: schedules }),
        'PUT /api/day_schedules/': () =>
          jsonResponse(
            {
              code: 'VALIDATION_ERROR',
              message: 'blocks.2.minutes: must be at most 240 minutes',
              msg: 'blocks.2.minutes: must be at most 240 minutes',
              field: 'blocks.2.minutes',
            },
            400,
          ),
      });
      const user = userEvent.setup();
      renderWithProviders(<DayScheduleAdmin />);
      await screen.findByRole('list', { name: 'Blocks of the day' });
      await user.click(screen.getByRole('combobox', { name: 'Which day' }));
      await user.click(await screen.findByRole('option', { name: /Age band 2-3/ }));
      expect(screen.getByText('Not set yet: classes use School day.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Save the day' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
      expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
        scope: 'age_band',
        age_band: '2-3',
      });
      const focused = block('Focused activity');
      expect(await within(focused).findByText('blocks.2.minutes: must be at most 240 minutes')).toBeTruthy();
    },
    SLOW,
  );
});
