import type { StaffToday, TodayClass } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/language';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { TodayLinks } from './today-class-card';
import { TodayOverview } from './today-overview';

const links: TodayLinks = {
  register: (classId, date) => `/register/${classId}/${date}`,
  requests: (classId) => `/requests/${classId}`,
  observations: (classId) => `/observations/${classId}`,
};

const nursery: TodayClass = {
  class_id: '65a000000000000000000041',
  class_name: 'Nursery A',
  color: '#4c6ef5',
  attendance: {
    is_saved: false,
    total_students: 20,
    counts: { present: 0, absent: 0, excused: 0, leave: 0, unassigned: 0, NA: 20 },
    away: [],
    pending_excusals: 2,
  },
  observations: { count: 1 },
};
const playgroup: TodayClass = {
  class_id: '65a000000000000000000042',
  class_name: 'Playgroup B',
  color: '#12b886',
  attendance: {
    is_saved: true,
    total_students: 12,
    counts: { present: 10, absent: 1, excused: 0, leave: 1, unassigned: 0, NA: 0 },
    away: [
      { student_id: '65a000000000000000000051', first_name: 'Ira', attendance_status: 'absent' },
      { student_id: '65a000000000000000000052', first_name: 'Yusuf', attendance_status: 'leave' },
    ],
    pending_excusals: 0,
  },
  observations: { count: 0 },
};

function renderToday(classes: TodayClass[]) {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
  const today: StaffToday = { date: '2026-11-24', classes };
  mockFetch({ 'GET /api/staff_today/': () => jsonResponse({ result: today }) });
  renderWithProviders(<TodayOverview links={links} />);
}

const card = (name: string) => screen.findByRole('article', { name });

afterEach(() => changeLanguage('en'));

describe("the staff home's today", () => {
  it('offers an unmarked register in one tap, with the requests waiting and the observations of the day', async () => {
    renderToday([nursery, playgroup]);
    const unmarked = await card('Nursery A');
    expect(within(unmarked).getByText('Register not marked')).toBeTruthy();
    expect(within(unmarked).getByRole('link', { name: 'Mark now' }).getAttribute('href')).toBe(
      `/register/${nursery.class_id}/2026-11-24`,
    );
    expect(within(unmarked).getByText('Present 0 · Away 0 · Not marked 20')).toBeTruthy();
    expect(within(unmarked).getByRole('link', { name: 'Requests waiting: 2' }).getAttribute('href')).toBe(
      `/requests/${nursery.class_id}`,
    );
    expect(within(unmarked).getByRole('link', { name: 'Observations today: 1' }).getAttribute('href')).toBe(
      `/observations/${nursery.class_id}`,
    );
  });

  it('shows a complete register as marked, with who is away and why', async () => {
    renderToday([nursery, playgroup]);
    const marked = await card('Playgroup B');
    expect(within(marked).getByText('Register marked complete')).toBeTruthy();
    expect(within(marked).queryByRole('link', { name: 'Mark now' })).toBeNull();
    expect(within(marked).getByRole('link', { name: 'Open register' })).toBeTruthy();
    const away = within(marked)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(away).toEqual(['Ira (absent)', 'Yusuf (on leave)']);
    expect(within(marked).getByText('No requests waiting')).toBeTruthy();
  });

  it('leaves out the register and the observations when their modules are off', async () => {
    renderToday([{ ...nursery, attendance: null, observations: null }]);
    const bare = await card('Nursery A');
    expect(within(bare).queryByText('Register not marked')).toBeNull();
    expect(within(bare).queryByRole('link')).toBeNull();
    expect(within(bare).queryByText(/Observations today/)).toBeNull();
  });

  it('speaks Arabic', async () => {
    await changeLanguage('ar');
    renderToday([nursery]);
    const unmarked = await card('Nursery A');
    expect(within(unmarked).getByText('لم يُسجَّل الحضور بعد')).toBeTruthy();
    expect(within(unmarked).getByRole('link', { name: 'سجّل الآن' })).toBeTruthy();
  });
});
