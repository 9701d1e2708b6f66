import {
  DEFAULT_DAY_BLOCKS,
  plannableBlockKinds,
  type PlanItem,
  type SchoolClass,
  type WeekPlan,
} from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WeeklyPlanner } from './weekly-planner';

const CLASS_ID = '65a0000000000000000000c1';
const WEEK = '2026-11-23';
const DAYS = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const blocks = DEFAULT_DAY_BLOCKS.filter((block) => plannableBlockKinds.includes(block.kind));
const WEEK_URL = `/api/week_plan/${CLASS_ID}/${WEEK}`;

const schoolClass: SchoolClass = {
  _id: CLASS_ID,
  class_name: 'Nursery A',
  academic_year: '01-06-2026 - 31-03-2027',
  age_range: '3-4 years',
  classes_days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  curriculam: null,
  class_curriculum: 'ncf_fs_2022',
  start_time: null,
  end_time: null,
  school_info: { _id: '65a0000000000000000000a1', name: 'Sunbeam Nursery' },
  color: '#f59f00',
};

const waterPlay = {
  id: '65a000000000000000000a01',
  type: 'sensory' as const,
  title: 'Water play tray',
  minutes: 25,
  description: '',
  materials: [],
  grouping: 'small_group' as const,
  lead: 'child_initiated' as const,
  setting: 'indoor' as const,
  competencies: ['C-1.1'],
};

const item = (n: number, extra: Partial<PlanItem> = {}): PlanItem => ({
  _id: `65a0000000000000000001${String(n).padStart(2, '0')}`,
  date: DAYS[0]!,
  block_id: blocks[0]!.id,
  position: 0,
  activity: {
    ...waterPlay,
    id: `65a0000000000000000002${String(n).padStart(2, '0')}`,
    title: `Activity ${n}`,
  },
  source: null,
  status: 'planned',
  evaluation: '',
  moved_to: null,
  marked_by: null,
  marked_at: null,
  ...extra,
});

const week = (extra: Partial<WeekPlan> = {}): WeekPlan => ({
  class_id: CLASS_ID,
  week_start: WEEK,
  days: DAYS,
  blocks,
  items: [],
  notes: '',
  theme: 'Water and weather',
  projects: [],
  palette: [
    {
      project_id: '65a000000000000000000b01',
      project_title: 'Water weeks',
      unit_id: '65a000000000000000000c01',
      unit_title: 'Water all around',
      activities: [waterPlay],
    },
  ],
  updated_at: null,
  ...extra,
});

const render = () => renderWithProviders(<WeeklyPlanner schoolClass={schoolClass} today="2026-11-25" />);

describe('weekly planning', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it("shows the week's dates and the month's theme, and places a unit activity through “Add to…”", async () => {
    let posted: RecordedCall | null = null;
    let current = week();
    mockFetch({
      [`GET ${WEEK_URL}`]: () => jsonResponse({ result: current }),
      [`POST /api/week_plan_items/${CLASS_ID}/${WEEK}`]: (call) => {
        posted = call;
        const body = call.body as { date: string; block_id: string; activity: PlanItem['activity'] };
        current = week({
          items: [
            item(1, {
              date: body.date,
              block_id: body.block_id,
              activity: { ...waterPlay, id: '65a000000000000000000301' },
            }),
          ],
        });
        return jsonResponse({ result: current });
      },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Water and weather')).toBeTruthy();
    expect(screen.getByText(/23.*27.*2026/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add Water play tray to a day' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    const cell = await screen.findByRole('group', { name: /Mon.*23.*, Morning circle/ });
    expect(await within(cell).findByRole('article', { name: 'Water play tray' })).toBeTruthy();
    await waitFor(() => expect(posted).not.toBeNull());
    expect(posted!.body).toMatchObject({
      date: '2026-11-23',
      block_id: blocks[0]!.id,
      activity: { title: 'Water play tray', minutes: 25, lead: 'child_initiated', competencies: ['C-1.1'] },
      source: { unit_id: week().palette![0]!.unit_id, activity_id: waterPlay.id },
    });
  });

  it('takes a placed activity back and says why when the server refuses it', async () => {
    mockFetch({
      [`GET ${WEEK_URL}`]: () => jsonResponse({ result: week() }),
      [`POST /api/week_plan_items/${CLASS_ID}/${WEEK}`]: () =>
        jsonResponse(
          {
            code: 'VALIDATION_ERROR',
            message: "activity.competencies: C-1.1 is not a competency of the class's curriculum framework",
            msg: 'x',
            field: 'activity.competencies',
          },
          400,
        ),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add Water play tray to a day' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(/Not saved, the change was undone: activity.competencies/)).toBeTruthy();
    const cell = screen.getByRole('group', { name: /Mon.*23.*, Morning circle/ });
    await waitFor(() => expect(within(cell).queryByRole('article')).toBeNull());
  });

  it('marks an activity done with a short evaluation', async () => {
    let marked: RecordedCall | null = null;
    const planned = item(1, {
      activity: { ...waterPlay, id: '65a000000000000000000301', title: 'Rain story' },
    });
    mockFetch({
      [`GET ${WEEK_URL}`]: () =>
        jsonResponse({ result: week({ items: [marked ? { ...planned, status: 'done' } : planned] }) }),
      [`POST /api/week_plan_item/${planned._id}/status`]: (call) => {
        marked = call;
        return jsonResponse({
          result: week({ items: [{ ...planned, status: 'done', evaluation: 'They acted out the rain' }] }),
        });
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Open Rain story' }));
    const panel = await screen.findByRole('dialog');
    await user.type(within(panel).getByLabelText('Evaluation'), 'They acted out the rain');
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(marked).not.toBeNull());
    expect(marked!.body).toEqual({ status: 'done', evaluation: 'They acted out the rain' });
    const card = await screen.findByRole('article', { name: 'Rain story' });
    await waitFor(() => expect(within(card).getByText('Done')).toBeTruthy());
  });

  it('copies last week into an empty week', async () => {
    let copied = false;
    mockFetch({
      [`GET ${WEEK_URL}`]: () =>
        jsonResponse({
          result: week({
            items: copied ? [item(1, { activity: { ...waterPlay, title: 'Puddle song' } })] : [],
          }),
        }),
      [`POST /api/week_plan/${CLASS_ID}/${WEEK}/copy_previous`]: () => {
        copied = true;
        return jsonResponse({ result: { copied: 1 } });
      },
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(/Nothing is planned this week yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy last week' }));
    expect(await screen.findByText('Copied 1 activities from last week')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Puddle song' })).toBeTruthy();
  });
});
