import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ParentAnnouncementsPanel } from './parent-announcements-panel';
import { testAnnouncement } from './test-announcement';

const AARAV = {
  _id: '65a000000000000000000011',
  first_name: 'Aarav',
  last_name: 'Sharma',
  student_profile_picture: null,
};
const LIST = 'GET /api/parent_announcements/';
const page = (announcements: ReturnType<typeof testAnnouncement>[]) =>
  jsonResponse({ result: { announcements, page: 1, page_size: 20, total: announcements.length } });

describe('ParentAnnouncementsPanel', () => {
  it("lists the child's published announcements with the parent token, and no staff actions", async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    const { fetchMock } = mockFetch({ [LIST]: () => page([testAnnouncement({ can_manage: false })]) });
    renderWithProviders(<ParentAnnouncementsPanel child={AARAV} />);
    expect(await screen.findByText('Sports day')).toBeTruthy();
    expect(screen.getByText('Wear white and bring water.')).toBeTruthy();
    expect(screen.getByText(/Nov 20, 26 · 02:30 PM/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    const [url, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('parent_announcements'),
    )!;
    expect(String(url)).toContain(`student_id=${AARAV._id}`);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer parent-access');
  });

  it('says when there is nothing yet, and offers a retry when loading fails', async () => {
    sessionStore.saveLoginResult({
      parent_user: { access_token: 'parent-access', refresh_token: 'parent-refresh' },
    });
    mockFetch({ [LIST]: () => page([]) });
    const { unmount } = renderWithProviders(<ParentAnnouncementsPanel child={AARAV} />);
    expect(await screen.findByText('No announcements yet.')).toBeTruthy();
    unmount();

    mockFetch({
      [LIST]: () =>
        jsonResponse({ code: 'FORBIDDEN', message: 'You do not have access to this', msg: '' }, 403),
    });
    renderWithProviders(<ParentAnnouncementsPanel child={AARAV} />);
    expect(await screen.findByText('Announcements could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
