import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { parentChildren, parentProfile, sampleClass, staffProfile } from '../test/fixtures';
import { adminPermissions, memberPermissions, permissionRoutes } from '../test/permission-fixtures';
import { renderRoutes } from '../test/render-with-providers';
import { testStory } from '../features/stories/test-story-library';
import { discoverSignedInRoutes, routes } from './router';

// Tokens without an expiry claim: the client leaves them to the server, so no renewal happens here.
const staffPair = { access_token: 'staff-access', refresh_token: 'staff-refresh' };
const parentPair = { access_token: 'parent-access', refresh_token: 'parent-refresh' };

/** The app's routes as main.tsx builds them: the signed-in ones are discovered on first visit. */
const renderApp = (path: string) =>
  renderRoutes(routes, path, { patchRoutesOnNavigation: discoverSignedInRoutes });

/** The staff home's today for a teacher without classes. */
const noClassesToday = {
  'GET /api/staff_today/': () => jsonResponse({ result: { date: '2026-11-20', classes: [] } }),
};

const loginScreenServer = { 'GET /api/phone_login_enabling/': () => jsonResponse({ result: true }) };

describe('app shell routing', () => {
  it('sends a visitor without a session from /dashboard to the login screen', async () => {
    mockFetch(loginScreenServer);
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
    expect(screen.getByText('Your AI classroom assistant')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows public pages without a session and without navigation', async () => {
    mockFetch({});
    renderApp('/public/privacy');

    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('lets an Outlook return (any path containing microsoft_login_verify) through without a token', async () => {
    const { calls } = mockFetch({});
    const { router } = renderApp('/auth/microsoft_login_verify?code=abc');

    // No sign-in was started in this tab: the generic error, nothing sent, no trip to the login.
    expect(await screen.findByRole('heading', { name: 'Outlook sign-in' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong, please try again');
    expect(screen.getByRole('link', { name: 'Back to login options' }).getAttribute('href')).toBe('/');
    expect(router.state.location.pathname).toBe('/auth/microsoft_login_verify');
    expect(calls.filter((call) => call.path === '/api/microsoft_login_verify/')).toHaveLength(0);
  });

  it('signs in on the Google return without a token, then shows the dashboard', async () => {
    window.sessionStorage.setItem('cue.signIn.state.google', 'state-1');
    const { calls } = mockFetch({
      'POST /api/google_login_v2/': () => jsonResponse({ staff_user: staffPair }),
      ...permissionRoutes(memberPermissions()),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
      ...noClassesToday,
    });
    const { router } = renderApp('/google_login_verify?code=the-code&state=state-1');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.find((call) => call.path === '/api/google_login_v2/')?.body).toEqual({
      code: 'the-code',
      state: 'state-1',
    });
    // Signed in as the staff member the server named: the dashboard's calls carry that token.
    expect(calls.find((call) => call.path === '/api/logined_user_details')?.headers.Authorization).toBe(
      'Bearer staff-access',
    );
  });

  it('sends a logged-in user at / to the dashboard', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch({
      ...permissionRoutes(memberPermissions()),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
    });
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('staff dashboard', () => {
  it('shows the top bar, then today for each class (register to mark, in one tap), then the classes as links', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    const { calls } = mockFetch({
      ...permissionRoutes(memberPermissions()),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [sampleClass] }),
      'GET /api/staff_today/': () =>
        jsonResponse({
          result: {
            date: '2026-11-20',
            classes: [
              {
                class_id: sampleClass._id,
                class_name: sampleClass.class_name,
                color: sampleClass.color,
                attendance: {
                  is_saved: false,
                  total_students: 12,
                  counts: { present: 9, absent: 1, excused: 0, leave: 0, unassigned: 0, NA: 2 },
                  away: [
                    {
                      student_id: '65a000000000000000000099',
                      first_name: 'Ira',
                      attendance_status: 'absent',
                    },
                  ],
                  pending_excusals: 0,
                },
                observations: { count: 3 },
              },
            ],
          },
        }),
    });
    renderApp('/dashboard');

    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Communicate' })).toBeTruthy();
    expect(
      within(banner).getByRole('button', { name: 'Switch class: Butterflies and Caterpillars Room' }),
    ).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Open the profile menu' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Cue dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    // Today comes first: the register not marked yet, and the one tap that opens it.
    const today = await screen.findByRole('region', { name: 'Today' });
    const todayCard = await within(today).findByRole('article', {
      name: 'Butterflies and Caterpillars Room',
    });
    expect(within(todayCard).getByText('Register not marked')).toBeTruthy();
    expect(within(todayCard).getByRole('link', { name: 'Mark now' }).getAttribute('href')).toBe(
      `/housekeeping/attendance?class_id=${sampleClass._id}&date=2026-11-20`,
    );
    expect(within(todayCard).getByText('Ira')).toBeTruthy();

    // Then the classes, each card a link to its register, cut at 25 characters (spec section 5).
    const classLink = await screen.findByRole('link', { name: /Butterflies and Caterpill…/ });
    expect(classLink.getAttribute('href')).toBe(`/housekeeping/attendance?class_id=${sampleClass._id}`);
    // The age band in the interface language's own words (lib/age-band.ts): an en dash, no capitals.
    expect(within(classLink).getByText('3–4 years')).toBeTruthy();
    const signedInCalls = calls.filter((call) => call.path !== '/api/fetch_app_maintenance/web');
    expect(signedInCalls.every((call) => call.headers.Authorization === 'Bearer staff-access')).toBe(true);
  });

  it("says 'No classes found' for a teacher without classes", async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch({
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      ...permissionRoutes(memberPermissions()),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
    });
    renderApp('/dashboard');

    // Once in the class switcher, once in place of the class cards.
    expect(await screen.findAllByText('No classes found')).toHaveLength(2);
  });

  it('shows unknown paths as not found inside the layout', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch({
      ...permissionRoutes(memberPermissions()),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
    });
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open the profile menu' })).toBeTruthy();
  });

  it('tells a Member that school setup is not available for their role', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch({
      ...permissionRoutes(memberPermissions()),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
    });
    renderApp('/admin/school-setup/staff');

    expect(
      await screen.findByRole('heading', { name: 'This page is not available for your role' }),
    ).toBeTruthy();
  });

  it('shows an honest placeholder for a module that is not built yet', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch({
      ...permissionRoutes(adminPermissions({ superAdmin: false })),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
    });
    renderApp('/housekeeping/calendar');

    expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeTruthy();
    expect(screen.getByText(/This part of Cue is not built yet/)).toBeTruthy();
  });

  it('switches school from /campuses: stores the new staff pair and returns to the dashboard', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    const otherSchool = '65a000000000000000000002';
    mockFetch({
      ...permissionRoutes(adminPermissions({ superAdmin: false })),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
      'GET /api/user_schools/': () =>
        jsonResponse({
          result: [
            {
              _id: '65a000000000000000000001',
              name: 'Sunrise Early Years',
              organization: { _id: '65a000000000000000000009', name: 'Sunrise Group' },
              admin: true,
              is_active: true,
              is_member: true,
            },
            {
              _id: otherSchool,
              name: 'Maple Kids',
              organization: { _id: '65a000000000000000000009', name: 'Sunrise Group' },
              admin: false,
              is_active: false,
              is_member: true,
            },
            {
              _id: '65a000000000000000000003',
              name: 'Sunrise Hills',
              organization: { _id: '65a000000000000000000009', name: 'Sunrise Group' },
              admin: false,
              is_active: false,
              is_member: false,
            },
          ],
        }),
      'POST /api/switch_school/': () =>
        jsonResponse({ staff_user: { access_token: 'maple-access', refresh_token: 'maple-refresh' } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/campuses');

    expect(screen.queryByRole('button', { name: 'Switch to Sunrise Early Years' })).toBeNull();
    // A school of the organization the user does not work in is listed, without a switch.
    expect(await screen.findByText('Sunrise Hills')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Switch to Sunrise Hills' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Switch to Maple Kids' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('maple-access');
  });

  it('loads both profiles of a dual-role user and shows the staff layout', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair, parent_user: parentPair });
    const { calls } = mockFetch({
      ...permissionRoutes(memberPermissions()),
      'POST /api/logined_user_details_v2/': () =>
        jsonResponse({
          result: {
            staff_user: { user_details: staffProfile },
            parent_user: { user_details: parentProfile },
          },
        }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    const detailsCall = calls.find((call) => call.path === '/api/logined_user_details_v2/');
    expect(detailsCall?.body).toEqual({
      staff_user_token: 'staff-access',
      parent_user_token: 'parent-access',
    });
  });
});

describe('dual role', () => {
  it('switches from staff to parent and back through the profile menu', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair, parent_user: parentPair });
    mockFetch({
      ...permissionRoutes(memberPermissions()),
      'POST /api/logined_user_details_v2/': () =>
        jsonResponse({
          result: {
            staff_user: { user_details: staffProfile },
            parent_user: { user_details: parentProfile },
          },
        }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
      'GET /api/parent_children/': () => jsonResponse({ result: parentChildren }),
    });
    const user = userEvent.setup();
    renderApp('/communication');

    await user.click(await screen.findByRole('button', { name: 'Open the profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch to parent' }));

    expect(await screen.findByRole('heading', { name: 'Kabir Shah' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('parent-access');
    expect(screen.queryByRole('navigation', { name: 'Main sections' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open the profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch to staff' }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Asha' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('staff-access');
  });
});

describe('parent dashboard', () => {
  it('shows the current child and switches to another one', async () => {
    sessionStore.saveLoginResult({ parent_user: parentPair });
    let currentChild = parentProfile.current_child;
    const { calls } = mockFetch({
      'GET /api/logined_user_details': () =>
        jsonResponse({
          result: { logined_as: 'parent', user_detials: { ...parentProfile, current_child: currentChild } },
        }),
      'GET /api/parent_children/': () => jsonResponse({ result: parentChildren }),
      'POST /api/parent_child_switch/': (call) => {
        currentChild = (call.body as { child_id: string }).child_id;
        return jsonResponse({ result: { current_child: currentChild } });
      },
    });
    const user = userEvent.setup();
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Kabir Shah' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(await screen.findByRole('list', { name: 'Classes of Kabir Shah' })).toBeTruthy();
    expect(screen.getByText('Nursery A')).toBeTruthy();

    const switcher = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Switch child' });
    expect((switcher as HTMLInputElement).value).toBe('Kabir Shah');
    await user.click(switcher);
    await user.click(await screen.findByRole('option', { name: 'Ira Shah' }));

    expect(await screen.findByRole('heading', { name: 'Ira Shah' })).toBeTruthy();
    expect(await screen.findByText('Music Club')).toBeTruthy();
    const switchCall = calls.find((call) => call.path === '/api/parent_child_switch/');
    expect(switchCall?.headers.Authorization).toBe('Bearer parent-access');
  });

  it("opens a learning story in the parent layout, with the family's comment note", async () => {
    sessionStore.saveLoginResult({ parent_user: parentPair });
    const story = testStory(1, { title: 'Planting seeds' });
    const { calls } = mockFetch({
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'parent', user_detials: parentProfile } }),
      'GET /api/parent_children/': () => jsonResponse({ result: parentChildren }),
      [`GET /api/story/${story._id}`]: () => jsonResponse({ result: story }),
    });
    renderApp(`/communication/stories/${story._id}`);

    // The reader's chunk carries Tiptap: give its first download time on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Planting seeds', level: 1 }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Switch child' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText("Only your family and the class's teachers see your comments")).toBeTruthy();
    expect(calls.find((call) => call.path === `/api/story/${story._id}`)?.headers.Authorization).toBe(
      'Bearer parent-access',
    );
  });
});

describe('session end', () => {
  it('logs out: tells the server with the refresh token, forgets the session and returns to login', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    const { calls } = mockFetch({
      ...loginScreenServer,
      ...permissionRoutes(memberPermissions()),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
      'POST /api/logout/': () => jsonResponse({ result: true }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open the profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    const logoutCall = calls.find((call) => call.path === '/api/logout/');
    expect(logoutCall).toMatchObject({
      body: { token: 'staff-refresh' },
      headers: { Authorization: 'Bearer staff-access' },
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('logs out even when the server cannot be told', async () => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch({
      ...loginScreenServer,
      ...permissionRoutes(memberPermissions()),
      'GET /api/logined_user_details': () =>
        jsonResponse({ result: { logined_as: 'staff', user_detials: staffProfile } }),
      'GET /api/staff_classes/': () => jsonResponse({ result: [] }),
      ...noClassesToday,
      'POST /api/logout/': () => jsonResponse({ code: 'INTERNAL', message: 'x', msg: 'x' }, 500),
    });
    const user = userEvent.setup();
    renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Open the profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each([401, 421, 422])('ends the session when user details answer %i', async (status) => {
    sessionStore.saveLoginResult({ staff_user: staffPair });
    mockFetch({
      ...loginScreenServer,
      'GET /api/logined_user_details': () =>
        jsonResponse({ code: 'X', message: 'Please log in to continue', msg: '' }, status),
      'POST /api/logout/': () => jsonResponse({ result: true }),
    });
    renderApp('/dashboard');

    expect(await screen.findByText('Session expired. Please log in again.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Google' })).toBeTruthy();
  });
});
