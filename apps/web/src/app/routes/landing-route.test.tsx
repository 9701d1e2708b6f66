import type { RolePermissions, SchoolModule, SchoolPermissions } from '@cue/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { mockFetch } from '../../test/fetch-mock';
import {
  adminPermissions,
  memberPermissions,
  permissionRoutes,
  seededSchoolPermissions,
} from '../../test/permission-fixtures';
import { renderRoutes } from '../../test/render-with-providers';
import type { NavigationHandle } from '../navigation/navigation-handle';
import { navigationEntry, type NavigationLinkId } from '../navigation/navigation-table';
import { LandingRoute } from './landing-route';

const priya = memberPermissions;
const farah = () => adminPermissions({ superAdmin: false });

function schoolWithout(...modules: SchoolModule[]): SchoolPermissions {
  const permissions = seededSchoolPermissions();
  for (const module of modules) permissions[module] = { enabled: false };
  return permissions;
}

/** The landing page of a section or menu root, as the router mounts it (behind the guard). */
function renderLanding(
  rootId: NavigationLinkId,
  rolePermissions: RolePermissions,
  schoolPermissions = seededSchoolPermissions(),
) {
  sessionStore.saveLoginResult({
    staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
  });
  mockFetch(permissionRoutes(rolePermissions, schoolPermissions));
  const root = navigationEntry(rootId);
  const handle: NavigationHandle = { navigationEntry: root };
  return renderRoutes([{ path: root.path, handle, element: <LandingRoute /> }], root.path);
}

/** The card titles of a list, in order. */
const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('landing pages', () => {
  it("lists a Member's communication links as cards: every one built, so none coming soon", async () => {
    renderLanding('communicationHome', priya());

    expect(await screen.findByRole('heading', { level: 1, name: 'Communication' })).toBeTruthy();
    expect(cardTitles(screen.getByRole('list'))).toEqual([
      'Announcements',
      'Homework',
      'Stories',
      'Library',
      'Insights',
      'Media',
      'Journal',
      'Chat',
      'Care log',
      'Medication',
      'Incidents',
    ]);
    // Each card is a heading for screen readers, and says what the page is for.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11);
    const announcements = screen.getByRole('link', { name: 'Announcements' });
    expect(announcements.getAttribute('href')).toBe('/communication/announcements');
    expect(announcements.getAttribute('aria-describedby')).not.toMatch(/badge/);
    // Stories, the library and insights are built (issue 15): no badge.
    expect(screen.getByRole('link', { name: 'Stories' }).getAttribute('aria-describedby') ?? '').not.toMatch(
      /badge/,
    );
    // Homework is built (issue 14): no badge.
    expect(screen.getByRole('link', { name: 'Homework' }).getAttribute('aria-describedby')).not.toMatch(
      /badge/,
    );
    // Every communication screen is built now: none says Coming soon.
    expect(screen.queryAllByText('Coming soon')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Care log' }).getAttribute('aria-describedby') ?? '').not.toMatch(
      /badge/,
    );
  });

  it('drops the cards of a module the school has switched off', async () => {
    renderLanding('assessmentHome', priya(), schoolWithout('feedback', 'portfolio'));

    const list = await screen.findByRole('list');
    const titles = cardTitles(list);
    expect(titles).toContain('Observations');
    expect(titles).toContain('Report card');
    for (const gone of ['Parent feedback', 'Peer feedback', 'Self feedback', 'Portfolio']) {
      expect(titles).not.toContain(gone);
    }
    // The observation links keep their query string; the screen is built, so no badge.
    expect(screen.getByRole('link', { name: 'Observations' }).getAttribute('href')).toBe(
      '/assessment/observation?type=general&view=studentView',
    );
    expect(
      screen.getByRole('link', { name: 'Observations', description: /^Note what a child/ }),
    ).toBeTruthy();
  });

  it('gives an admin every school setup page, and a role only the pages its switches open', async () => {
    const { unmount } = renderLanding('schoolSetupHome', farah());
    expect(await screen.findByRole('heading', { level: 1, name: 'School setup' })).toBeTruthy();
    expect(cardTitles(screen.getByRole('list'))).toEqual([
      'School details',
      'School dashboard',
      'School divisions',
      'Classes',
      'Staff',
      'Students',
      'Roles',
      'Permission settings',
      'Usage',
      'Access tokens',
      'Reports',
    ]);
    expect(
      screen.getByRole('link', { name: 'Access tokens', description: /^Give a staff member/ }),
    ).toBeTruthy();
    unmount();

    // A Member whose role was given the staff switch alone.
    const staffOnly = priya();
    staffOnly.admin_portal.staff = true;
    renderLanding('schoolSetupHome', staffOnly);
    const list = await screen.findByRole('list');
    expect(cardTitles(list)).toEqual(['Staff']);
    expect(screen.getByRole('link', { name: 'Staff' }).getAttribute('href')).toBe(
      '/admin/school-setup/staff',
    );
  });

  it('groups management setup by admissions, hiring, fees and timetable, without a switched-off module', async () => {
    const { unmount } = renderLanding('managementSetupHome', farah());
    expect(await screen.findByRole('heading', { level: 1, name: 'Management setup' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Admissions',
      'Hiring',
      'Fees',
      'Timetable',
    ]);
    const fees = screen.getByRole('region', { name: 'Fees' });
    expect(cardTitles(fees)).toEqual([
      'Fee dashboard',
      'Fee payments',
      'Settlements',
      'Fee form',
      'Late fees',
    ]);
    expect(within(fees).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    unmount();

    renderLanding('managementSetupHome', farah(), schoolWithout('fees'));
    await screen.findByRole('heading', { level: 1, name: 'Management setup' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Admissions',
      'Hiring',
      'Timetable',
    ]);
    expect(screen.queryByRole('link', { name: 'Fee dashboard' })).toBeNull();
  });
});
