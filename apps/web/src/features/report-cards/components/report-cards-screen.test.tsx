import type { AssessmentCycle, ClassReportCards, ReportCardRun, StudentReportCard } from '@cue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ReportCardsScreen, defaultCycle } from './report-cards-screen';

const CLASS_ID = '65a000000000000000000c01';
const CYCLE_ID = '65a000000000000000000d02';
const AARAV = '65a000000000000000000e01';
const ANAYA = '65a000000000000000000e02';
const SLOW = 30_000;

const cycle = (extra: Partial<AssessmentCycle>): AssessmentCycle => ({
  _id: CYCLE_ID,
  class_id: CLASS_ID,
  name: 'Term 2',
  start_date: '2026-09-11',
  end_date: '2026-12-25',
  scheme: 'parakh_fs',
  scheme_name: 'PARAKH',
  phase: 'current',
  updated_at: '2026-09-01T09:00:00.000Z',
  ...extra,
});

const version = (n: number, extra: Partial<StudentReportCard['versions'][number]> = {}) => ({
  _id: `65a0000000000000000001${String(n).padStart(2, '0')}`,
  version: n,
  title: 'Holistic Progress Card',
  size: 18_000,
  generated_at: '2026-11-20T09:00:00.000Z',
  generated_by: { _id: '65a0000000000000000000f1', name: 'Priya Nair' },
  is_current: false,
  is_published: false,
  draft: false,
  ...extra,
});

const student = (extra: Partial<StudentReportCard>): StudentReportCard => ({
  student_id: AARAV,
  first_name: 'Aarav',
  last_name: 'Sharma',
  status: 'none',
  published_version: null,
  versions: [],
  publish_date: null,
  publish_time: null,
  published_at: null,
  ...extra,
});

const run = (extra: Partial<ReportCardRun>): ReportCardRun => ({
  _id: '65a000000000000000000f09',
  cycle_id: CYCLE_ID,
  class_id: CLASS_ID,
  title: 'Holistic Progress Card',
  status: 'running',
  total: 30,
  processed: 12,
  made: 12,
  progress: 40,
  failed: [],
  started_at: '2026-11-20T09:00:00.000Z',
  finished_at: null,
  ...extra,
});

const classCards = (extra: Partial<ClassReportCards> = {}): ClassReportCards => ({
  cycle: {
    _id: CYCLE_ID,
    class_id: CLASS_ID,
    class_name: 'Nursery A',
    name: 'Term 2',
    start_date: '2026-09-11',
    end_date: '2026-12-25',
  },
  report_title: 'Holistic Progress Card',
  is_default_title: true,
  students: [
    student({
      status: 'published',
      published_version: 1,
      versions: [version(2, { is_current: true }), version(1, { is_published: true })],
      published_at: '2026-11-19T09:00:00.000Z',
    }),
    student({ student_id: ANAYA, first_name: 'अनन्या', last_name: 'शर्मा' }),
  ],
  run: null,
  ...extra,
});

const cyclesRoute = (cycles: AssessmentCycle[]) => ({
  [`GET /api/assessment_cycles/${CLASS_ID}`]: () => jsonResponse({ result: { cycles } }),
});

describe('report cards screen', () => {
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  it('opens on the current cycle, else the latest past one', () => {
    const past = cycle({ _id: '65a000000000000000000d01', phase: 'past', name: 'Term 1' });
    const upcoming = cycle({ _id: '65a000000000000000000d03', phase: 'upcoming', name: 'Term 3' });
    expect(defaultCycle([past, cycle({}), upcoming])?.name).toBe('Term 2');
    expect(defaultCycle([past, upcoming])?.name).toBe('Term 1');
    expect(defaultCycle([upcoming])?.name).toBe('Term 3');
    expect(defaultCycle([])).toBeNull();
  });

  it(
    'lists each child with their card, and generates the class with the title from the address',
    async () => {
      const { calls } = mockFetch({
        ...cyclesRoute([cycle({})]),
        [`GET /api/report_cards/${CYCLE_ID}`]: () => jsonResponse({ result: classCards() }),
        [`POST /api/report_cards/${CYCLE_ID}/generate`]: () =>
          jsonResponse({ result: run({ processed: 0, made: 0, progress: 0 }) }),
      });
      const user = userEvent.setup();
      renderWithProviders(<ReportCardsScreen classId={CLASS_ID} titleFromAddress="Progress Report 2026" />);

      const aarav = await screen.findByRole('listitem', { name: 'Aarav Sharma' });
      expect(within(aarav).getByText('Published')).toBeTruthy();
      expect(within(aarav).getByText(/The family sees version 1/)).toBeTruthy();
      expect(within(aarav).getByText(/version 2 is newer/)).toBeTruthy();
      const anaya = screen.getByRole('listitem', { name: 'अनन्या शर्मा' });
      expect(within(anaya).getByText('Not generated')).toBeTruthy();
      expect(within(anaya).queryByRole('button', { name: 'Download' })).toBeNull();

      // The versions, each to download.
      await user.click(within(aarav).getByRole('button', { name: '2 versions' }));
      // The list opens with a transition: its buttons count once it is shown.
      expect(await within(aarav).findByRole('button', { name: 'Download version 1' })).toBeTruthy();

      expect((screen.getByLabelText('Title on the cards') as HTMLInputElement).value).toBe(
        'Progress Report 2026',
      );
      await user.click(screen.getByRole('button', { name: 'Generate for the class' }));
      await waitFor(
        () =>
          expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
            report_title: 'Progress Report 2026',
          }),
        { timeout: 5000 },
      );
    },
    SLOW,
  );

  it(
    'shows a running class generation’s progress and, once done, who was not made and why',
    async () => {
      let answer = classCards({ run: run({}) });
      mockFetch({
        ...cyclesRoute([cycle({})]),
        [`GET /api/report_cards/${CYCLE_ID}`]: () => jsonResponse({ result: answer }),
      });
      const view = renderWithProviders(<ReportCardsScreen classId={CLASS_ID} titleFromAddress={null} />);
      expect(await screen.findByText('12 of 30 report cards done')).toBeTruthy();
      expect(screen.getByRole('progressbar', { name: '40% done' })).toBeTruthy();
      expect(
        (screen.getByRole('button', { name: 'Generate for the class' }) as HTMLButtonElement).disabled,
      ).toBe(true);
      expect((screen.getByLabelText('Title on the cards') as HTMLInputElement).value).toBe(
        'Holistic Progress Card',
      );
      view.unmount();

      answer = classCards({
        run: run({
          status: 'done',
          processed: 30,
          made: 29,
          progress: 100,
          failed: [{ student_id: ANAYA, name: 'Anaya Sharma', reason: 'The card could not be printed' }],
          finished_at: '2026-11-20T09:01:00.000Z',
        }),
      });
      renderWithProviders(<ReportCardsScreen classId={CLASS_ID} titleFromAddress={null} />);
      expect(await screen.findByText('29 of 30 report cards made')).toBeTruthy();
      expect(screen.getByText('Not made for Anaya Sharma: The card could not be printed')).toBeTruthy();
      expect(
        (screen.getByRole('button', { name: 'Generate for the class' }) as HTMLButtonElement).disabled,
      ).toBe(false);
    },
    SLOW,
  );

  it(
    'schedules a publication for a date and time sent as YYYY-MM-DD and hh:mm A',
    async () => {
      const { calls } = mockFetch({
        ...cyclesRoute([cycle({})]),
        [`GET /api/report_cards/${CYCLE_ID}`]: () => jsonResponse({ result: classCards() }),
        [`POST /api/report_card/${CYCLE_ID}/${AARAV}/publish`]: () =>
          jsonResponse({ result: classCards().students[0] }),
      });
      const user = userEvent.setup();
      renderWithProviders(<ReportCardsScreen classId={CLASS_ID} titleFromAddress={null} />);
      const aarav = await screen.findByRole('listitem', { name: 'Aarav Sharma' });
      await user.click(within(aarav).getByRole('button', { name: 'Publish' }));
      const dialog = await screen.findByRole('dialog', { name: "Publish Aarav Sharma's report card" });
      await user.click(within(dialog).getByText('On a date'));
      const date = within(dialog).getByLabelText('Date');
      await user.clear(date);
      await user.type(date, '2027-01-15');
      const time = within(dialog).getByLabelText('Time');
      await user.clear(time);
      await user.type(time, '14:30');
      await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
      await waitFor(() =>
        expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
          date: '2027-01-15',
          time: '02:30 PM',
        }),
      );
    },
    SLOW,
  );

  it(
    'does not offer to publish a draft version, and says why',
    async () => {
      const answer = classCards({
        students: [
          student({ status: 'generated', versions: [version(1, { is_current: true, draft: true })] }),
        ],
      });
      const { calls } = mockFetch({
        ...cyclesRoute([cycle({})]),
        [`GET /api/report_cards/${CYCLE_ID}`]: () => jsonResponse({ result: answer }),
      });
      const user = userEvent.setup();
      renderWithProviders(<ReportCardsScreen classId={CLASS_ID} titleFromAddress={null} />);
      const aarav = await screen.findByRole('listitem', { name: 'Aarav Sharma' });
      expect(within(aarav).getByText('Draft')).toBeTruthy();
      await user.click(within(aarav).getByRole('button', { name: 'Publish' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('alert').textContent).toMatch(
        /printed before the progress card was signed off/,
      );
      expect(within(dialog).queryByRole('button', { name: 'Publish now' })).toBeNull();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'says when the class has no cycles yet',
    async () => {
      mockFetch(cyclesRoute([]));
      renderWithProviders(<ReportCardsScreen classId={CLASS_ID} titleFromAddress={null} />);
      expect(await screen.findByText(/no assessment cycles yet/)).toBeTruthy();
    },
    SLOW,
  );
});
