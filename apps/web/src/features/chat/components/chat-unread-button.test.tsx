import { uniformSchoolPermissions } from '@cue/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StaffTopBar } from '../../../app/layouts/staff-top-bar';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sampleClass, staffProfile } from '../../../test/fixtures';
import { memberPermissions, permissionRoutes } from '../../../test/permission-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ChatUnreadButton } from './chat-unread-button';

const staffUser = { kind: 'staff' as const, staff: staffProfile, parent: null };
const unread = (total: number) => () => jsonResponse({ result: { total_unread: total, threads: [] } });

function renderStaffBar(chatOn: boolean) {
  sessionStore.saveLoginResult({ staff_user: { access_token: 'staff-access', refresh_token: 'r' } });
  const schoolPermissions = uniformSchoolPermissions(true);
  schoolPermissions.chat = { ...schoolPermissions.chat, enabled: chatOn };
  const { calls } = mockFetch({
    ...permissionRoutes(memberPermissions(), schoolPermissions),
    'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
    'GET /api/chat/unread/': unread(2),
  });
  renderWithProviders(<StaffTopBar user={staffUser} switchTo={null} />);
  return calls;
}

describe('the top bar chat button', () => {
  it('shows staff their unread count while the school has chat on', async () => {
    renderStaffBar(true);
    expect(await screen.findByRole('link', { name: 'Chat, 2 unread messages' })).toBeTruthy();
  });

  it('is not in the staff bar when the school switched chat off, and the count is not asked', async () => {
    const calls = renderStaffBar(false);
    // The bar has settled once the menus from the same permissions are there.
    await screen.findByRole('button', { name: 'Open quick navigation' });
    await screen.findByRole('button', { name: 'Open the admin menu' });
    expect(screen.queryByRole('link', { name: /^Chat/ })).toBeNull();
    expect(calls.some((call) => call.path === '/api/chat/unread/')).toBe(false);
  });

  it('goes away for a family whose schools have chat off (the count answers 403)', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'r' } });
    const { calls } = mockFetch({
      'GET /api/chat/unread/': () =>
        jsonResponse({ code: 'FORBIDDEN', message: 'This module is switched off' }, 403),
    });
    renderWithProviders(<ChatUnreadButton />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/chat/unread/')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Chat/ })).toBeNull());
  });

  it('shows a family their unread count while chat is on', async () => {
    sessionStore.saveLoginResult({ parent_user: { access_token: 'parent-access', refresh_token: 'r' } });
    mockFetch({ 'GET /api/chat/unread/': unread(1) });
    renderWithProviders(<ChatUnreadButton />);
    expect(await screen.findByRole('link', { name: 'Chat, 1 unread message' })).toBeTruthy();
  });
});
