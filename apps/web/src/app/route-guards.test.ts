import { describe, expect, it } from 'vitest';
import { adminPermissions, memberPermissions, seededSchoolPermissions } from '../test/permission-fixtures';
import { navigationEntry } from './navigation/navigation-table';
import { routeAccess } from './route-guards';

const staff = (superAdmin: boolean | 'member') => ({
  kind: 'staff' as const,
  permissions: {
    rolePermissions: superAdmin === 'member' ? memberPermissions() : adminPermissions({ superAdmin }),
    schoolPermissions: seededSchoolPermissions(),
    menuProfile: 'full' as const,
  },
});

describe('routeAccess', () => {
  it('lets a Member write announcements but not open school setup', () => {
    expect(routeAccess(navigationEntry('announcements'), staff('member'))).toBe('open');
    expect(routeAccess(navigationEntry('editAnnouncement'), staff('member'))).toBe('open');
    expect(routeAccess(navigationEntry('staff'), staff('member'))).toBe('notAvailable');
    expect(routeAccess(navigationEntry('admissionLeads'), staff('member'))).toBe('notAvailable');
  });

  it('lets an admin open setup but keeps the organization list for platform admins', () => {
    expect(routeAccess(navigationEntry('staff'), staff(false))).toBe('open');
    expect(routeAccess(navigationEntry('organizations'), staff(false))).toBe('notAvailable');
    expect(routeAccess(navigationEntry('organizations'), staff(true))).toBe('open');
  });

  it('closes a link when its school module is off, whatever the role', () => {
    const viewer = staff(true);
    viewer.permissions.schoolPermissions = { ...seededSchoolPermissions(), anecdote: { enabled: false } };
    expect(routeAccess(navigationEntry('observation'), viewer)).toBe('notAvailable');
  });

  it('lets parents open only the dashboard and account settings', () => {
    expect(routeAccess(navigationEntry('dashboard'), { kind: 'parent' })).toBe('open');
    expect(routeAccess(navigationEntry('accountSettings'), { kind: 'parent' })).toBe('open');
    expect(routeAccess(navigationEntry('planningHome'), { kind: 'parent' })).toBe('notAvailable');
    expect(routeAccess(navigationEntry('campuses'), { kind: 'parent' })).toBe('notAvailable');
  });

  it('opens the story reader to families (their layout) and to staff with the stories switch and module', () => {
    const reader = navigationEntry('readStory');
    expect(routeAccess(reader, { kind: 'parent' })).toBe('open');
    expect(routeAccess(navigationEntry('allStories'), { kind: 'parent' })).toBe('notAvailable');
    expect(routeAccess(reader, staff('member'))).toBe('open');
    const noStories = staff(true);
    noStories.permissions.schoolPermissions = { ...seededSchoolPermissions(), story: { enabled: false } };
    expect(routeAccess(reader, noStories)).toBe('notAvailable');
  });
});
