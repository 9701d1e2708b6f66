import { uniformRolePermissions, uniformSchoolPermissions } from '@cue/contracts';
import { describe, expect, it } from 'vitest';
import { adminPermissions, memberPermissions, seededSchoolPermissions } from '../../test/permission-fixtures';
import {
  canOpen,
  deriveAvatarMenu,
  deriveLandingGroups,
  deriveQuickNav,
  deriveStaffTabs,
  switchSchoolPath,
  type Viewer,
} from './navigation-access';
import { navigationEntry, navigationTable } from './navigation-table';

const priya: Viewer = {
  kind: 'staff',
  permissions: {
    rolePermissions: memberPermissions(),
    schoolPermissions: seededSchoolPermissions(),
    menuProfile: 'full',
  },
};
const farah: Viewer = {
  kind: 'staff',
  permissions: {
    rolePermissions: adminPermissions({ superAdmin: false }),
    schoolPermissions: seededSchoolPermissions(),
    menuProfile: 'full',
  },
};
const sam: Viewer = {
  kind: 'staff',
  permissions: {
    rolePermissions: adminPermissions({ superAdmin: true }),
    schoolPermissions: seededSchoolPermissions(),
    menuProfile: 'full',
  },
};
const parent: Viewer = { kind: 'parent' };

const linkCount = (viewer: Viewer) => deriveQuickNav(viewer).flatMap((group) => group.entries).length;

describe('navigation table', () => {
  it('gives every entry a unique id and an absolute path', () => {
    const ids = navigationTable.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(navigationTable.every((entry) => entry.path.startsWith('/'))).toBe(true);
  });

  it('lists the routes the spec names', () => {
    const paths = new Set(navigationTable.map((entry) => entry.path));
    for (const path of [
      '/dashboard',
      '/planning/project-planning',
      '/communication/announcements/create',
      '/assessment/observation',
      '/housekeeping/attendance',
      '/admin/school-setup/access-tokens',
      '/admin/academic-setup/ai/ask-assistant',
      '/admin/management-setup/admissions/offers/dashboard',
      '/admin/leave-portal/myleave',
      '/admin/timetable/room-allocation',
      '/super_admin/organization',
      '/campuses',
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
  });
});

describe('quick navigation', () => {
  it('gives Priya (Member) planning, communication, assessment and admin only', () => {
    expect(deriveQuickNav(priya).map((group) => group.section)).toEqual([
      'plan',
      'communicate',
      'assess',
      'admin',
    ]);
  });

  it('gives Farah (admin) every section, and visibly more links than Priya', () => {
    expect(deriveQuickNav(farah).map((group) => group.section)).toEqual([
      'plan',
      'communicate',
      'assess',
      'admin',
      'school',
      'academic',
      'management',
    ]);
    expect(linkCount(farah)).toBeGreaterThan(linkCount(priya) + 30);
  });

  it('never lists links with a path parameter', () => {
    const listed = deriveQuickNav(sam).flatMap((group) => group.entries);
    expect(listed.some((entry) => entry.path.includes(':'))).toBe(false);
  });

  it('hides links whose school module is off', () => {
    const noTerms: Viewer = {
      kind: 'staff',
      permissions: {
        rolePermissions: adminPermissions({ superAdmin: false }),
        schoolPermissions: { ...seededSchoolPermissions(), term_planning: { enabled: false } },
        menuProfile: 'full',
      },
    };
    const plan = deriveQuickNav(noTerms).find((group) => group.section === 'plan');
    expect(plan?.entries.map((entry) => entry.id)).not.toContain('longTermPlanning');
    expect(plan?.entries.map((entry) => entry.id)).toContain('weeklyPlanning');
  });

  it('gives parents nothing', () => {
    expect(deriveQuickNav(parent)).toEqual([]);
  });

  it('hides usage, the school dashboard, long/mid-term planning and all stories in a reduced menu', () => {
    const reduced: Viewer = { kind: 'staff', permissions: { ...farah.permissions, menuProfile: 'reduced' } };
    const reducedIds = deriveQuickNav(reduced).flatMap((group) => group.entries.map((entry) => entry.id));
    const fullIds = deriveQuickNav(farah).flatMap((group) => group.entries.map((entry) => entry.id));
    const hidden = ['usage', 'schoolDashboard', 'longTermPlanning', 'midTermPlanning', 'allStories'];
    expect(fullIds).toEqual(expect.arrayContaining(hidden));
    expect(fullIds.filter((id) => !reducedIds.includes(id)).sort()).toEqual([...hidden].sort());
    expect(canOpen(navigationEntry('usage'), reduced)).toBe(false);
  });
});

describe('staff tabs', () => {
  it('has plan, communicate, assess and admin (attendance) with every module on', () => {
    expect(deriveStaffTabs(priya).map((tab) => [tab.id, tab.to])).toEqual([
      ['plan', '/planning'],
      ['communicate', '/communication'],
      ['assess', '/assessment'],
      ['admin', '/housekeeping/attendance'],
    ]);
  });

  it('sends the admin tab to the calendar without the attendance module', () => {
    const viewer: Viewer = {
      kind: 'staff',
      permissions: {
        rolePermissions: memberPermissions(),
        schoolPermissions: { ...seededSchoolPermissions(), attendance: { enabled: false } },
        menuProfile: 'full',
      },
    };
    expect(deriveStaffTabs(viewer).find((tab) => tab.id === 'admin')?.to).toBe('/housekeeping/calendar');
  });

  it('drops communicate and assess when nothing in them is open', () => {
    const viewer: Viewer = {
      kind: 'staff',
      permissions: {
        rolePermissions: uniformRolePermissions(false),
        schoolPermissions: uniformSchoolPermissions(false),
        menuProfile: 'full',
      },
    };
    expect(deriveStaffTabs(viewer).map((tab) => tab.id)).toEqual(['plan', 'admin']);
  });

  it('gives parents none', () => {
    expect(deriveStaffTabs(parent)).toEqual([]);
  });
});

describe('avatar menu', () => {
  it('gives Priya the dashboard and switch school (to her campuses) only', () => {
    expect(deriveAvatarMenu(priya)).toEqual([
      { id: 'dashboard', to: '/dashboard' },
      { id: 'switchSchool', to: '/campuses' },
    ]);
  });

  it('gives Farah every setup list; switch school goes to her campuses', () => {
    expect(deriveAvatarMenu(farah).map((item) => item.id)).toEqual([
      'dashboard',
      'schoolSetup',
      'academicSetup',
      'managementSetup',
      'leavePortal',
      'switchSchool',
    ]);
  });

  it('sends Sam (platform admin) to the organization list to switch school', () => {
    expect(deriveAvatarMenu(sam).at(-1)).toEqual({ id: 'switchSchool', to: '/super_admin/organization' });
    const samPermissions = {
      rolePermissions: adminPermissions({ superAdmin: true }),
      schoolPermissions: seededSchoolPermissions(),
      menuProfile: 'full' as const,
    };
    expect(switchSchoolPath(samPermissions)).toBe('/super_admin/organization');
  });

  it('leaves out a list whose links are all closed', () => {
    const noLeave: Viewer = {
      kind: 'staff',
      permissions: {
        rolePermissions: adminPermissions({ superAdmin: false }),
        schoolPermissions: { ...seededSchoolPermissions(), leave_management: { enabled: false } },
        menuProfile: 'full',
      },
    };
    expect(deriveAvatarMenu(noLeave).map((item) => item.id)).not.toContain('leavePortal');
  });

  it('gives parents none', () => {
    expect(deriveAvatarMenu(parent)).toEqual([]);
  });
});

describe('canOpen', () => {
  it('opens a section root only when one of its links is open', () => {
    expect(canOpen(navigationEntry('schoolSetupHome'), priya)).toBe(false);
    expect(canOpen(navigationEntry('schoolSetupHome'), farah)).toBe(true);
    expect(canOpen(navigationEntry('communicationHome'), priya)).toBe(true);
  });

  it('opens the organization list to platform admins only', () => {
    expect(canOpen(navigationEntry('organizations'), farah)).toBe(false);
    expect(canOpen(navigationEntry('organizations'), sam)).toBe(true);
  });
});

describe('landing pages', () => {
  const roots = navigationTable.filter((entry) => entry.rootOf);
  const landingIds = (rootId: Parameters<typeof navigationEntry>[0], viewer: Viewer) =>
    deriveLandingGroups(navigationEntry(rootId), viewer).flatMap((group) =>
      group.entries.map((entry) => entry.id),
    );

  it('has a landing page for each tab and each avatar-menu list, the leave portal included', () => {
    expect(roots.map((entry) => entry.path)).toEqual([
      '/planning',
      '/assessment',
      '/communication',
      '/admin/school-setup',
      '/admin/academic-setup',
      '/admin/management-setup',
      '/admin/leave-portal',
    ]);
    expect(roots.every((entry) => entry.screen === 'landing')).toBe(true);
  });

  it("lists a tab's links exactly as the quick-nav drawer lists its section", () => {
    for (const viewer of [priya, farah]) {
      const drawer = deriveQuickNav(viewer);
      for (const [rootId, section] of [
        ['planningHome', 'plan'],
        ['communicationHome', 'communicate'],
        ['assessmentHome', 'assess'],
      ] as const) {
        const drawerIds = drawer.find((group) => group.section === section)?.entries.map((entry) => entry.id);
        expect(landingIds(rootId, viewer), rootId).toEqual(drawerIds);
      }
    }
  });

  it('leaves school setup empty for Priya, whose avatar menu has no School Setup, and lists it for Farah', () => {
    expect(landingIds('schoolSetupHome', priya)).toEqual([]);
    expect(landingIds('schoolSetupHome', farah)).toContain('accessTokens');
    expect(landingIds('leavePortalHome', farah)).toEqual([
      'myLeave',
      'staffCalendar',
      'leaveAttendance',
      'leaveRequests',
      'leavePolicy',
    ]);
  });

  it('groups management setup by area in the table order, a switched-off module leaving no group', () => {
    const features = (viewer: Viewer) =>
      deriveLandingGroups(navigationEntry('managementSetupHome'), viewer).map((group) => group.feature);
    expect(features(farah)).toEqual(['admissions', 'hiring', 'fee', 'timetable']);
    const noHiring: Viewer = {
      kind: 'staff',
      permissions: {
        ...farah.permissions,
        schoolPermissions: { ...seededSchoolPermissions(), hiring: { enabled: false } },
      },
    };
    expect(features(noHiring)).toEqual(['admissions', 'fee', 'timetable']);
  });

  it('gives parents nothing', () => {
    expect(deriveLandingGroups(navigationEntry('planningHome'), parent)).toEqual([]);
  });
});
